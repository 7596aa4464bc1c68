import { zipSync } from 'fflate';
import { fecFile, invoicePayment, salesJournalCsv, toCents } from '@otech/domain';
import type { InvoicesExportQuery, SalesDocument } from '@otech/domain';
import type { Database } from '../db/database.ts';
import { factureById } from '../db/invoices.ts';
import { issuedDocumentsBetween } from '../db/issuedDocuments.ts';
import type { IssuedDocument } from '../db/issuedDocuments.ts';
import { readStoredFacture } from '../records/storedRecords.ts';
import { facturXPdf } from './facturXPdf.ts';
import { issuingSeller } from './issuingSeller.ts';

/** An export ready to send or write: its bytes, its file name, its media type. */
export interface ExportFile {
  body: Buffer;
  filename: string;
  type: string;
}

/** The period's invoices and credit notes as issued, with what each invoice has paid and due now (a credit note: nothing). */
async function salesDocuments(db: Database, from: string, to: string) {
  const documents = await issuedDocumentsBetween(db, from, to);
  return Promise.all(documents.map(async (document): Promise<{ number: string; id: string; sales: SalesDocument }> => {
    const record = document.kind === 'invoice' ? await factureById(db, document.invoiceId) : undefined;
    const facture = record && readStoredFacture(record);
    const payment = facture ? invoicePayment(facture.montant_ttc, facture.paiements) : { paid: 0, due: 0 };
    return { number: document.number, id: document.id, sales: { einvoice: document.einvoice, clientId: document.clientId, paidCents: toCents(payment.paid), dueCents: toCents(payment.due) } };
  }));
}

/**
 * The accountant's export of a period: the sales journal (CSV, with a BOM so spreadsheets read it
 * as UTF-8), the FEC file (named SIREN + FEC + closing date, as the tax administration asks) or a
 * ZIP of every Factur-X file, each as issued.
 */
export async function invoicesExport(db: Database, query: InvoicesExportQuery): Promise<ExportFile> {
  const period = `${query.from}_${query.to}`;
  switch (query.format) {
    case 'csv': {
      const documents = await salesDocuments(db, query.from, query.to);
      return { body: Buffer.from(`\ufeff${salesJournalCsv(documents.map((each) => each.sales))}`, 'utf8'), filename: `journal-ventes_${period}.csv`, type: 'text/csv; charset=utf-8' };
    }
    case 'fec': {
      const documents = await salesDocuments(db, query.from, query.to);
      return { body: Buffer.from(fecFile(documents.map((each) => each.sales)), 'utf8'), filename: `${issuingSeller().siren}FEC${query.to.replace(/-/g, '')}.txt`, type: 'text/plain; charset=utf-8' };
    }
    case 'zip':
      return facturXZip(db, await issuedDocumentsBetween(db, query.from, query.to), period);
  }
}

/** A ZIP of these documents' Factur-X files as issued, each named by its number. */
export async function facturXZip(db: Database, documents: readonly IssuedDocument[], period: string): Promise<ExportFile> {
  const files: Record<string, Uint8Array> = {};
  // One after the other: each may be rendered on the one PDF thread.
  for (const document of documents) {
    files[`${document.number.replace(/[^\w.-]/g, '_')}.pdf`] = new Uint8Array(await facturXPdf(db, document));
  }
  return { body: Buffer.from(zipSync(files)), filename: `factur-x_${period}.zip`, type: 'application/zip' };
}
