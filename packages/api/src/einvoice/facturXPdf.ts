import type { Database, OwnedRecord } from '../db/database.ts';
import { issuedPdf, keepIssuedPdf } from '../db/issuedDocuments.ts';
import type { IssuedDocument } from '../db/issuedDocuments.ts';
import { invoiceDocument } from '../pdf/invoicePdf.ts';
import { renderOffThread } from '../pdf/renderOffThread.ts';
import { issuedInvoiceOf } from './issueInvoice.ts';

/**
 * The Factur-X file of an issued document: its page drawn from the e-invoice kept at issue, with
 * the XML kept at issue embedded. Rendered off-thread the first time it is asked for and kept
 * from then on, so every later download is the same file.
 */
export async function facturXPdf(db: Database, document: IssuedDocument): Promise<Buffer> {
  const stored = await issuedPdf(db, document.id);
  if (stored) return stored;
  const pdf = await renderOffThread({ document: invoiceDocument(document.einvoice), facturXml: document.xml });
  return keepIssuedPdf(db, document.id, pdf);
}

/** The Factur-X file of an invoice the caller has read and may show. */
export async function invoiceFacturXPdf(db: Database, invoice: OwnedRecord): Promise<Buffer> {
  return facturXPdf(db, await issuedInvoiceOf(db, invoice));
}
