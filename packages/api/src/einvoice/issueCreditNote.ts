import { randomUUID } from 'node:crypto';
import { creditNoteLines, creditNoteOf, creditNoteView, fromCents, invoicePayment, isoDay, nextNumber, withPayment } from '@otech/domain';
import type { CreditChoice } from '@otech/domain';
import { appendAudit } from '../db/auditTrail.ts';
import type { AuditActor } from '../db/auditTrail.ts';
import type { Database, OwnedRecord } from '../db/database.ts';
import { updateFacture } from '../db/invoices.ts';
import { insertIssuedDocument, issuedDocumentsOfInvoice } from '../db/issuedDocuments.ts';
import type { IssuedDocument } from '../db/issuedDocuments.ts';
import { highestNumbersByYear } from '../db/numbering.ts';
import { transaction } from '../db/transaction.ts';
import { HttpError, VALIDATION_MESSAGE } from '../http/errors.ts';
import { readFacture } from '../records/storedRecords.ts';
import { ciiXml } from './ciiXml.ts';
import { issuedInvoiceOf } from './issueInvoice.ts';

/**
 * Issues a credit note (type 381) correcting an issued invoice, for the lines and quantities
 * chosen or all that is left, in one transaction: numbered in the AV series of the year under the
 * numbering lock, stored with its XML, and set against what the invoice still has due (a payment
 * "Avoir AV-…" of at most that amount), so the amount due follows.
 */
export async function issueCreditNote(db: Database, invoice: OwnedRecord, choices: readonly CreditChoice[] | undefined, now: Date, actor?: AuditActor): Promise<IssuedDocument> {
  const issued = await issuedInvoiceOf(db, invoice);
  return transaction(db, async (t) => {
    // Holds the invoice: two credit notes of one invoice are made one after the other.
    const credited = await updateFacture(t, invoice.id, (record) => record);
    if (!credited) throw new HttpError(404, 'Facture introuvable');
    const earlier = (await issuedDocumentsOfInvoice(t, invoice.id)).filter((document) => document.kind === 'credit_note');
    const chosen = creditNoteLines(issued.einvoice, earlier.map((document) => document.einvoice), choices);
    if ('error' in chosen) throw chosen.path ? new HttpError(400, VALIDATION_MESSAGE, [{ path: chosen.path, message: chosen.error }]) : new HttpError(409, chosen.error);
    const today = isoDay(now);
    const number = nextNumber('AV', Number(today.slice(0, 4)), await highestNumbersByYear(t, 'creditNotes'));
    const note = creditNoteOf(issued.einvoice, chosen.lines, number, today);
    const document: IssuedDocument = { id: `av-${randomUUID()}`, number, kind: 'credit_note', invoiceId: invoice.id, clientId: invoice.clientId, issueDate: today, einvoice: note, xml: ciiXml(note) };
    await insertIssuedDocument(t, document);
    if (actor) await appendAudit(t, actor, { kind: 'invoice', recordId: invoice.id, action: 'avoir', before: null, after: creditNoteView(document.id, invoice.id, note) });
    const facture = readFacture(credited);
    const settled = Math.min(invoicePayment(facture.montant_ttc, facture.paiements).due, fromCents(note.totals.totalTTCCents));
    if (settled > 0) {
      const { paiements, statut } = withPayment(facture, { montant: settled, date_paiement: today, mode: `Avoir ${number}` });
      await updateFacture(t, invoice.id, (record) => ({ ...record, paiements, statut }));
    }
    return document;
  });
}
