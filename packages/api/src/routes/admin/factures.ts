import { invoicePdfFileName } from '@otech/domain';
import { route } from '../../http/route.ts';
import type { NoInput } from '../../http/route.ts';
import { factureById } from '../../db/invoices.ts';
import { notFound } from '../../http/errors.ts';
import { invoiceFacturXPdf } from '../../einvoice/facturXPdf.ts';
import { readFacture } from '../../records/storedRecords.ts';
import { FACTURE_MESSAGES } from '../../http/messages.ts';

async function invoiceAsPdf({ req, res, ctx }: NoInput) {
  const record = await factureById(ctx.db, req.params['id']);
  if (!record) throw notFound(FACTURE_MESSAGES.notFound);
  const facture = readFacture(record);
  const pdf = await invoiceFacturXPdf(ctx.db, record);
  const filename = invoicePdfFileName(facture.numero_facture);
  res
    .status(200)
    .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Content-Length': String(pdf.length) })
    .end(pdf);
}

/**
 * The Factur-X PDF of any invoice for /admin/factures, the same file as the customer's own download. The list,
 * payments and statuses are the invoices service's (routes/factures), which answers staff every invoice.
 */
export const adminFactureRoutes = [
  route({ method: 'get', path: '/admin/factures/:id/pdf', auth: 'admin', permission: 'invoices.view', summary: 'Any invoice as its Factur-X PDF', produces: 'application/pdf', handle: invoiceAsPdf }),
];
