import { InvoicesExportQuerySchema } from '@otech/domain';
import { invoicesExport } from '../einvoice/accountingExport.ts';
import { route } from '../http/route.ts';
import type { RouteInput } from '../http/route.ts';

/* The accountant's exports for /admin/factures (issue 24): the same files as `otech export invoices`. */

async function exportInvoices({ res, ctx, query }: RouteInput<undefined, typeof InvoicesExportQuerySchema>) {
  const file = await invoicesExport(ctx.db, query);
  res.status(200).set({ 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.filename}"` }).send(file.body);
}

export const accountingExportRoutes = [
  route({
    method: 'get',
    path: '/admin/exports/invoices',
    auth: 'admin', permission: 'exports.download',
    summary: 'The invoices and credit notes of a period as a sales journal (csv), a FEC file (fec) or their Factur-X files (zip)',
    query: InvoicesExportQuerySchema,
    produces: 'text/csv',
    handle: exportInvoices,
  }),
];
