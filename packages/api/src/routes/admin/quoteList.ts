import {
  ADMIN_QUOTES_PAGE_SIZE,
  AdminQuoteExportQuerySchema,
  AdminQuoteListQuerySchema,
  formatDateTime,
  QUOTE_STATUS_DISPLAY,
  QuoteInboxPageSchema,
  quoteTitle,
  requestedTotals,
  type QuoteInboxRow,
} from '@otech/domain';
import { quoteList, type QuoteWithOwner } from '../../db/quoteList.ts';
import { sendListExport, type ExportColumn } from '../../http/listExport.ts';
import { requirePermission } from '../../http/permissions.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { quoteCustomer } from '../../records/quoteCustomer.ts';

/* /admin/devis as a staff list (issues 22, 23 and 27): paged, searched, filtered and sorted by the database, exported whole. */

const inboxRow = ({ quote, owner }: QuoteWithOwner): QuoteInboxRow => ({ quote, customer: quoteCustomer(quote, owner) });

async function listQuotes({ ctx, query }: RouteInput<undefined, typeof AdminQuoteListQuerySchema>) {
  const page = await quoteList.page(ctx.db, query, ADMIN_QUOTES_PAGE_SIZE);
  return { ...page, items: page.items.map(inboxRow) };
}

/** The export's columns: what the list shows, the products each with its quantity, the amount HT asked a number. */
const QUOTE_COLUMNS: readonly ExportColumn<QuoteInboxRow>[] = [
  { header: 'Demande', value: ({ quote }) => quoteTitle(quote) },
  { header: 'Reçue le', value: ({ quote }) => formatDateTime(quote.createdAt) },
  { header: 'Client', value: ({ customer }) => customer.company || `Client n° ${customer.id}` },
  { header: 'Contact', value: ({ customer }) => customer.name },
  { header: 'E-mail', value: ({ customer }) => customer.email },
  { header: 'Produits', value: ({ quote }) => quote.items.map((item) => `${item.quantity} × ${item.product.name ?? item.product.id}`).join(', ') },
  { header: 'Montant HT', value: ({ quote }) => requestedTotals(quote).totalHT },
  { header: 'Statut', value: ({ quote }) => QUOTE_STATUS_DISPLAY[quote.status].label },
];

async function exportQuoteList({ req, res, ctx, query }: RouteInput<undefined, typeof AdminQuoteExportQuerySchema>) {
  // Exporting (the route's permission) a list one may read.
  requirePermission(ctx.adminOf(req), 'quotes.answer');
  const { format, ...filters } = query;
  async function* rows() {
    for await (const batch of quoteList.batches(ctx.db, filters)) yield batch.map(inboxRow);
  }
  await sendListExport(res, { name: 'devis', format, columns: QUOTE_COLUMNS, batches: rows() });
}

export const quoteListRoutes = [
  route({
    method: 'get',
    path: '/admin/quote-requests',
    auth: 'admin',
    permission: 'quotes.answer',
    summary: 'A page of the quote requests with their customer, searched on every word (customer, company, e-mail, products), filtered by status and day asked, sorted by a column',
    query: AdminQuoteListQuerySchema,
    answer: QuoteInboxPageSchema,
    handle: listQuotes,
  }),
  route({
    method: 'get',
    path: '/admin/quote-requests/export',
    auth: 'admin',
    permission: 'exports.download',
    summary: 'The quote requests as filtered and sorted, every page, streamed as csv or xlsx',
    query: AdminQuoteExportQuerySchema,
    produces: 'text/csv',
    handle: exportQuoteList,
  }),
];
