import * as v from 'valibot';
import { creditNoteLines, creditNoteOf, isDraftStatut, parseDocumentNumber } from '@otech/domain';
import type { Client } from '@otech/domain';
import type { OwnedRecord } from '../db/database.ts';
import type { IssuedDocument } from '../db/issuedDocuments.ts';
import { ciiXml } from './ciiXml.ts';
import { issuedInvoiceDocument } from './issueInvoice.ts';

/*
 * The seed's invoices and credit notes as issued documents (issue 24): every invoice of the seed
 * that is numbered and not a draft gets its e-invoice and Factur-X XML when the seed is built, and
 * each credit note a seed invoice lists under `avoirs` too.
 */

/** A credit note as data/factures.json lists it on its invoice: number, date, and the lines and quantities it credits (all when absent). */
const SeedCreditNoteSchema = v.object({
  numero: v.pipe(v.string(), v.regex(/^AV-\d{4}-\d{5}$/)),
  date: v.pipe(v.string(), v.isoDate()),
  lignes: v.optional(v.array(v.object({ ligne: v.string(), quantite: v.pipe(v.number(), v.integer(), v.minValue(1)) }))),
});

/** The issued documents of the seed's invoices, and a line per credit note that could not be made (file, invoice, why). */
export function seedIssuedDocuments(factures: readonly OwnedRecord[], clients: readonly Client[]): { documents: IssuedDocument[]; problems: string[] } {
  const byId = new Map(clients.map((client) => [client.id, client]));
  const documents: IssuedDocument[] = [];
  const problems: string[] = [];
  for (const record of factures) {
    const number = typeof record['numero_facture'] === 'string' ? record['numero_facture'] : '';
    if (isDraftStatut(record['statut']) || parseDocumentNumber(number)?.series !== 'FA') continue;
    const invoice = issuedInvoiceDocument(record, byId.get(record.clientId));
    documents.push(invoice);
    const notes = v.safeParse(v.array(SeedCreditNoteSchema), record['avoirs'] ?? []);
    if (!notes.success) {
      problems.push(`factures.json: ${record.id}: avoirs: ${notes.issues[0].message}`);
      continue;
    }
    const earlier: IssuedDocument[] = [];
    for (const [index, note] of notes.output.entries()) {
      const chosen = creditNoteLines(invoice.einvoice, earlier.map((each) => each.einvoice), note.lignes?.map((line) => ({ lineId: line.ligne, quantity: line.quantite })));
      if ('error' in chosen) {
        problems.push(`factures.json: ${record.id}: avoirs.${index}: ${chosen.error}`);
        continue;
      }
      const einvoice = creditNoteOf(invoice.einvoice, chosen.lines, note.numero, note.date);
      earlier.push({ id: `av-${record.id}-${index + 1}`, number: note.numero, kind: 'credit_note', invoiceId: record.id, clientId: record.clientId, issueDate: note.date, einvoice, xml: ciiXml(einvoice) });
    }
    documents.push(...earlier);
  }
  return { documents, problems };
}
