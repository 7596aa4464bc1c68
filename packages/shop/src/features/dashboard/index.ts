// The account dashboard's public face: the invoice download the client dashboard reuses, and the
// keys whose queries a sign-out or a change elsewhere must forget.
export { dashboardKeys } from './queries.ts';
export { useInvoiceDownload } from './InvoicesTab.tsx';
