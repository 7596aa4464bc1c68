import { CUSTOMER_ZIP_MAX_DOCUMENTS, INVOICES_EXPORT_MESSAGES, InvoicesPeriodQuerySchema } from '@otech/domain';
import { issuedDocumentsBetween } from '../db/issuedDocuments.ts';
import { facturXZip } from '../einvoice/accountingExport.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { QueryInput } from '../http/route.ts';

/*
 * The customer's ZIP of a period (issue 24): the Factur-X files of their own invoices and credit
 * notes issued in it, as issued, from their invoices tab.
 */

async function invoiceFilesOfPeriod({ req, res, ctx, query }: QueryInput<typeof InvoicesPeriodQuerySchema>) {
  const documents = await issuedDocumentsBetween(ctx.db, query.from, query.to, ctx.customerOf(req).id);
  if (documents.length > CUSTOMER_ZIP_MAX_DOCUMENTS) throw new HttpError(400, INVOICES_EXPORT_MESSAGES.tooMany(documents.length, CUSTOMER_ZIP_MAX_DOCUMENTS));
  const file = await facturXZip(ctx.db, documents, `${query.from}_${query.to}`);
  res.status(200).set({ 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.filename}"` }).send(file.body);
}

export const customerInvoiceFileRoutes = [
  route({
    method: 'get',
    path: '/client-dashboard/invoice-files',
    auth: 'customer',
    summary: "The Factur-X files of the caller's invoices and credit notes issued in a period, as one ZIP",
    query: InvoicesPeriodQuerySchema,
    produces: 'application/zip',
    handle: invoiceFilesOfPeriod,
  }),
];
