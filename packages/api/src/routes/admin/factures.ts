import type { RegisterRoutes } from '../../context.ts';
import { factureById } from '../../db/invoices.ts';
import { notFound } from '../../http/errors.ts';
import { invoiceFacturXPdf } from '../../einvoice/facturXPdf.ts';
import { readFacture } from '../dashboard/records.ts';
import { FACTURE_MESSAGES } from '../factures/index.ts';

/**
 * The Factur-X PDF of any invoice for /admin/factures, the same file as the customer's own download. The list,
 * payments and statuses are the invoices service's (routes/factures), which answers staff every invoice.
 */
export const registerAdminFactureRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.get(
    '/admin/factures/:id/pdf',
    ctx.requireAdmin,
    ctx.handle(async (req, res) => {
      const record = await factureById(db, req.params['id']);
      if (!record) throw notFound(FACTURE_MESSAGES.notFound);
      const facture = readFacture(record);
      const pdf = await invoiceFacturXPdf(db, record);
      const filename = `facture_${facture.numero_facture.replace(/[^\w.-]/g, '_') || 'sans_numero'}.pdf`;
      res
        .status(200)
        .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Content-Length': String(pdf.length) })
        .end(pdf);
    }),
  );
};
