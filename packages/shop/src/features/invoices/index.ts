// The invoices' public face: "Mes Factures", which the client dashboard shows as its fifth tab.
export { ClientInvoicesTab } from './ClientInvoicesTab.tsx';
