import {
  ADMIN_INVOICES_PAGE_SIZE,
  AdminInvoiceExportQuerySchema,
  AdminInvoiceListQuerySchema,
  FACTURE_STATUS_DISPLAY,
  FactureSchema,
  formatDate,
  invoicePayment,
  pagedResultSchema,
  type Facture,
} from '@otech/domain';
import { invoiceListPage, invoicesInBatches } from '../../db/invoiceList.ts';
import { sendListExport, type ExportColumn } from '../../http/listExport.ts';
import { requirePermission } from '../../http/permissions.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { factureView, readFacture } from '../../records/storedRecords.ts';

/* /admin/factures as a staff list (issue 27): paged, searched, filtered and sorted by the database, exported whole. */

async function listInvoices({ ctx, query }: RouteInput<undefined, typeof AdminInvoiceListQuerySchema>) {
  const page = await invoiceListPage(ctx.db, query, ADMIN_INVOICES_PAGE_SIZE);
  return { ...page, items: page.items.map((record) => factureView(readFacture(record))) };
}

const due = (facture: Facture) => (facture.statut === 'annulee' ? 0 : invoicePayment(facture.montant_ttc, facture.paiements ?? []).due);

/** The export's columns: what the list shows, amounts as numbers (French decimals in the CSV). */
const INVOICE_COLUMNS: readonly ExportColumn<Facture>[] = [
  { header: 'Facture', value: (facture) => facture.numero_facture },
  { header: 'Date', value: (facture) => formatDate(facture.date_facture) },
  { header: 'Client', value: (facture) => facture.client_nom },
  { header: 'Échéance', value: (facture) => (facture.date_echeance ? formatDate(facture.date_echeance) : '') },
  { header: 'Montant TTC', value: (facture) => facture.montant_ttc },
  { header: 'Reste dû TTC', value: due },
  { header: 'Statut', value: (facture) => FACTURE_STATUS_DISPLAY[facture.statut].label },
];

async function exportInvoiceList({ req, res, ctx, query }: RouteInput<undefined, typeof AdminInvoiceExportQuerySchema>) {
  // Exporting (the route's permission) a list one may read.
  requirePermission(ctx.adminOf(req), 'invoices.view');
  const { format, ...filters } = query;
  async function* views() {
    for await (const records of invoicesInBatches(ctx.db, filters)) yield records.map((record) => factureView(readFacture(record)));
  }
  await sendListExport(res, { name: 'factures', format, columns: INVOICE_COLUMNS, batches: views() });
}

export const invoiceListRoutes = [
  route({
    method: 'get',
    path: '/admin/factures',
    auth: 'admin',
    permission: 'invoices.view',
    summary: 'A page of every invoice, searched by number or client, filtered by status on the day and invoice date, sorted by a column',
    query: AdminInvoiceListQuerySchema,
    answer: pagedResultSchema(FactureSchema),
    handle: listInvoices,
  }),
  route({
    method: 'get',
    path: '/admin/factures/export',
    auth: 'admin',
    permission: 'exports.download',
    summary: 'The invoice list as filtered and sorted, every page, streamed as csv or xlsx',
    query: AdminInvoiceExportQuerySchema,
    produces: 'text/csv',
    handle: exportInvoiceList,
  }),
];
