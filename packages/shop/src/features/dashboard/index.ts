// The account dashboard's public face: the invoice download the client dashboard reuses, the
// favourites behind the catalogue with cart's hearts, and the keys whose queries a sign-out or a
// change elsewhere must forget.
export { addressesQuery, dashboardKeys } from './queries.ts';
export { useInvoiceDownload } from './InvoicesTab.tsx';
export { useFavouriteToggle } from './useFavouriteToggle.ts';
