import type { Response } from 'express';
import { factureById } from '../db/invoices.ts';
import type { IssuedDocument } from '../db/issuedDocuments.ts';
import { issuedInvoiceOf } from '../einvoice/issueInvoice.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RouteInput } from '../http/route.ts';
import { FACTURE_MESSAGES } from '../http/messages.ts';

/*
 * The e-invoices' XML alone (issue 24): the CII XML a Factur-X file embeds, as it was issued, for
 * the customer's and the accountant's software. The PDFs are the invoices' existing downloads.
 */

/** A file name safe in a header whatever was stored: `FA-2027-00001.xml`. */
const fileName = (document: IssuedDocument, extension: string) => `${document.number.replace(/[^\w.-]/g, '_')}.${extension}`;

function sendXml(res: Response, document: IssuedDocument): void {
  res
    .status(200)
    .set({ 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName(document, 'xml')}"` })
    .send(document.xml);
}

async function customerInvoiceXml({ req, res, ctx }: RouteInput<undefined, undefined>) {
  const record = await factureById(ctx.db, req.params['id'], ctx.customerOf(req).id);
  if (!record) throw notFound(FACTURE_MESSAGES.notFound);
  sendXml(res, await issuedInvoiceOf(ctx.db, record));
}

async function staffInvoiceXml({ req, res, ctx }: RouteInput<undefined, undefined>) {
  const record = await factureById(ctx.db, req.params['id']);
  if (!record) throw notFound(FACTURE_MESSAGES.notFound);
  sendXml(res, await issuedInvoiceOf(ctx.db, record));
}

export const eInvoiceRoutes = [
  route({ method: 'get', path: '/client-dashboard/invoices/:id/factur-x.xml', auth: 'customer', summary: 'The CII XML of one of the customer’s invoices, as issued', produces: 'application/xml', handle: customerInvoiceXml }),
  route({ method: 'get', path: '/admin/factures/:id/factur-x.xml', auth: 'admin', permission: 'invoices.view', summary: 'The CII XML of any invoice, as issued', produces: 'application/xml', handle: staffInvoiceXml }),
];
