import type { Response } from 'express';
import * as v from 'valibot';
import { creditableLines, CreditableLineSchema, CreditNoteRequestSchema, creditNoteView, IssuedCreditNoteSchema } from '@otech/domain';
import { factureById } from '../db/invoices.ts';
import { issuedDocumentById, issuedDocumentsOfInvoice } from '../db/issuedDocuments.ts';
import type { IssuedDocument } from '../db/issuedDocuments.ts';
import { facturXPdf } from '../einvoice/facturXPdf.ts';
import { issueCreditNote } from '../einvoice/issueCreditNote.ts';
import { issuedInvoiceOf } from '../einvoice/issueInvoice.ts';
import { actorOf } from '../db/auditTrail.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import type { RouteInput } from '../http/route.ts';
import type { RouteContext } from '../context.ts';
import { FACTURE_MESSAGES } from '../http/messages.ts';

/*
 * Credit notes (issue 24): staff issue one from an invoice, for all of it or chosen lines and
 * quantities; the customer sees them with the invoice. Each is a Factur-X file of its own.
 */

const CREDIT_NOTE_NOT_FOUND = 'Avoir introuvable';

const viewOf = (document: IssuedDocument, base: string) => ({
  ...creditNoteView(document.id, document.invoiceId, document.einvoice),
  pdfUrl: `/api${base}/${encodeURIComponent(document.id)}/pdf`,
  xmlUrl: `/api${base}/${encodeURIComponent(document.id)}/factur-x.xml`,
});

const STAFF_BASE = '/admin/avoirs';
const CUSTOMER_BASE = '/client-dashboard/credit-notes';

/** The invoice of the request, the customer's own only when a customer asks. */
async function invoiceOf(ctx: RouteContext, id: string | undefined, clientId?: number) {
  const record = await factureById(ctx.db, id, clientId);
  if (!record) throw notFound(FACTURE_MESSAGES.notFound);
  return record;
}

async function creditNotesOf(ctx: RouteContext, invoiceId: string, base: string) {
  const documents = await issuedDocumentsOfInvoice(ctx.db, invoiceId);
  return documents.filter((document) => document.kind === 'credit_note').map((document) => viewOf(document, base));
}

async function creditNote(ctx: RouteContext, id: string | undefined, clientId?: number): Promise<IssuedDocument> {
  const document = id === undefined ? undefined : await issuedDocumentById(ctx.db, id, clientId);
  if (!document || document.kind !== 'credit_note') throw notFound(CREDIT_NOTE_NOT_FOUND);
  return document;
}

function sendFile(res: Response, document: IssuedDocument, body: Buffer | string, type: string, extension: string): void {
  res
    .status(200)
    .set({ 'Content-Type': type, 'Content-Disposition': `attachment; filename="${document.number.replace(/[^\w.-]/g, '_')}.${extension}"` })
    .send(body);
}

async function issueFromInvoice({ req, ctx, body }: RouteInput<typeof CreditNoteRequestSchema, undefined>) {
  const invoice = await invoiceOf(ctx, req.params['id']);
  const choices = body.lignes?.map((line) => ({ lineId: line.ligne, quantity: line.quantite }));
  return viewOf(await issueCreditNote(ctx.db, invoice, choices, new Date(), actorOf(ctx.adminOf(req))), STAFF_BASE);
}

/** The invoice's lines as issued, with what is left to credit on each: what staff choose from. */
async function linesToCredit({ req, ctx }: RouteInput<undefined, undefined>) {
  const invoice = await invoiceOf(ctx, req.params['id']);
  const issued = await issuedInvoiceOf(ctx.db, invoice);
  const earlier = (await issuedDocumentsOfInvoice(ctx.db, invoice.id)).filter((document) => document.kind === 'credit_note');
  return creditableLines(issued.einvoice, earlier.map((document) => document.einvoice));
}

async function staffCreditNotesOfInvoice({ req, ctx }: RouteInput<undefined, undefined>) {
  return creditNotesOf(ctx, (await invoiceOf(ctx, req.params['id'])).id, STAFF_BASE);
}

async function customerCreditNotesOfInvoice({ req, ctx }: RouteInput<undefined, undefined>) {
  return creditNotesOf(ctx, (await invoiceOf(ctx, req.params['id'], ctx.customerOf(req).id)).id, CUSTOMER_BASE);
}

async function staffCreditNotePdf({ req, res, ctx }: RouteInput<undefined, undefined>) {
  const document = await creditNote(ctx, req.params['id']);
  sendFile(res, document, await facturXPdf(ctx.db, document), 'application/pdf', 'pdf');
}

async function staffCreditNoteXml({ req, res, ctx }: RouteInput<undefined, undefined>) {
  const document = await creditNote(ctx, req.params['id']);
  sendFile(res, document, document.xml, 'application/xml; charset=utf-8', 'xml');
}

async function customerCreditNotePdf({ req, res, ctx }: RouteInput<undefined, undefined>) {
  const document = await creditNote(ctx, req.params['id'], ctx.customerOf(req).id);
  sendFile(res, document, await facturXPdf(ctx.db, document), 'application/pdf', 'pdf');
}

async function customerCreditNoteXml({ req, res, ctx }: RouteInput<undefined, undefined>) {
  const document = await creditNote(ctx, req.params['id'], ctx.customerOf(req).id);
  sendFile(res, document, document.xml, 'application/xml; charset=utf-8', 'xml');
}

export const creditNoteRoutes = [
  route({ method: 'post', path: '/admin/factures/:id/avoirs', auth: 'admin', permission: 'invoices.edit', summary: 'Issues a credit note correcting the invoice (all of it, or chosen lines and quantities)', body: CreditNoteRequestSchema, status: 201, answer: IssuedCreditNoteSchema, handle: issueFromInvoice }),
  route({ method: 'get', path: '/admin/factures/:id/lignes-a-crediter', auth: 'admin', permission: 'invoices.view', summary: 'The invoice’s lines as issued, with the quantity left to credit on each', answer: v.array(CreditableLineSchema), handle: linesToCredit }),
  route({ method: 'get', path: '/admin/factures/:id/avoirs', auth: 'admin', permission: 'invoices.view', summary: 'The credit notes of an invoice', answer: v.array(IssuedCreditNoteSchema), handle: staffCreditNotesOfInvoice }),
  route({ method: 'get', path: `${STAFF_BASE}/:id/pdf`, auth: 'admin', permission: 'invoices.view', summary: 'A credit note’s Factur-X PDF', produces: 'application/pdf', handle: staffCreditNotePdf }),
  route({ method: 'get', path: `${STAFF_BASE}/:id/factur-x.xml`, auth: 'admin', permission: 'invoices.view', summary: 'A credit note’s CII XML', produces: 'application/xml', handle: staffCreditNoteXml }),
  route({ method: 'get', path: '/client-dashboard/invoices/:id/credit-notes', auth: 'customer', summary: 'The credit notes of one of the customer’s invoices', answer: v.array(IssuedCreditNoteSchema), handle: customerCreditNotesOfInvoice }),
  route({ method: 'get', path: `${CUSTOMER_BASE}/:id/pdf`, auth: 'customer', summary: 'One of the customer’s credit notes as a Factur-X PDF', produces: 'application/pdf', handle: customerCreditNotePdf }),
  route({ method: 'get', path: `${CUSTOMER_BASE}/:id/factur-x.xml`, auth: 'customer', summary: 'One of the customer’s credit notes as CII XML', produces: 'application/xml', handle: customerCreditNoteXml }),
];
