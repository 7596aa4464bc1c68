import {
  eInvoiceOf,
  fromCents,
  invoiceSourceOf,
  isDraftStatut,
  isoDay,
  ISSUED_INVOICE_MESSAGES,
  issueDates,
  nextNumber,
} from '@otech/domain';
import type { EInvoice, EInvoiceClient } from '@otech/domain';
import type { Database, OwnedRecord } from '../db/database.ts';
import { clientById } from '../db/clients.ts';
import { issuedDocumentById, keepIssuedDocument } from '../db/issuedDocuments.ts';
import type { IssuedDocument } from '../db/issuedDocuments.ts';
import { highestNumbersByYear } from '../db/numbering.ts';
import { transaction } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';
import { readStoredFacture } from '../records/storedRecords.ts';
import { ciiXml } from './ciiXml.ts';
import { issuingSeller } from './issuingSeller.ts';

/*
 * Issuing an invoice (issue 24): when it leaves the draft state it is numbered in the FA series of
 * its year under the numbering lock, dated that day, totalled by the domain's one rule (contribution
 * included), and stored with its e-invoice and Factur-X XML, all in the transaction that stores it.
 */

const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The e-invoice of a stored invoice and its client's record, issued by the shop's configured seller. */
function eInvoiceOfStored(record: OwnedRecord, client: EInvoiceClient | undefined): EInvoice {
  const facture = readStoredFacture(record);
  const source = invoiceSourceOf({ ...facture, bon_commande: optionalText(record['bon_commande']), date_livraison: optionalText(record['date_livraison']) }, client);
  return eInvoiceOf({ ...source, seller: issuingSeller() });
}

/** The e-invoice of a stored invoice, with its client as the client record reads now. */
async function eInvoiceOfRecord(t: Database, record: OwnedRecord): Promise<EInvoice> {
  return eInvoiceOfStored(record, await clientById(t, record.clientId));
}

const documentOf = (record: OwnedRecord, einvoice: EInvoice): IssuedDocument => ({
  id: record.id,
  number: einvoice.number,
  kind: 'invoice',
  invoiceId: record.id,
  clientId: record.clientId,
  issueDate: einvoice.issueDate,
  einvoice,
  xml: ciiXml(einvoice),
});

/** The issued document of an invoice stored already numbered and dated (the seed's), with its client's record. */
export const issuedInvoiceDocument = (record: OwnedRecord, client: EInvoiceClient | undefined): IssuedDocument => documentOf(record, eInvoiceOfStored(record, client));

/** The amounts an issued invoice stores: the e-invoice's, so the record, the XML and the page agree. */
const withIssuedTotals = (record: OwnedRecord, einvoice: EInvoice): OwnedRecord => ({
  ...record,
  montant_ht: fromCents(einvoice.totals.totalHTCents),
  montant_contribution: fromCents(einvoice.totals.contributionCents),
  montant_tva: fromCents(einvoice.totals.vatCents),
  montant_ttc: fromCents(einvoice.totals.totalTTCCents),
});

/**
 * Numbers, dates and totals an invoice being issued, in the caller's transaction, which then
 * writes the record and, after it, `document` (insertIssuedDocument). A draft is returned as it is,
 * without a number.
 */
export async function issueInvoice(t: Database, record: OwnedRecord, now: Date): Promise<{ record: OwnedRecord; document?: IssuedDocument }> {
  if (isDraftStatut(record['statut'])) return { record: { ...record, numero_facture: '' } };
  const today = isoDay(now);
  const numbers = await highestNumbersByYear(t, 'factures');
  const { date_echeance: _due, ...undated } = record;
  const numbered: OwnedRecord = { ...undated, ...issueDates(readStoredFacture(record), today), numero_facture: nextNumber('FA', Number(today.slice(0, 4)), numbers) };
  const einvoice = await eInvoiceOfRecord(t, numbered);
  return { record: withIssuedTotals(numbered, einvoice), document: documentOf(numbered, einvoice) };
}

/**
 * The issued document of an invoice. One issued before the shop kept them (the seed's, an older
 * database's) is kept now, as it reads, the first time it is asked for; a draft has none.
 */
export async function issuedInvoiceOf(db: Database, record: OwnedRecord): Promise<IssuedDocument> {
  const stored = await issuedDocumentById(db, record.id);
  if (stored) return stored;
  const facture = readStoredFacture(record);
  if (isDraftStatut(facture.statut) || !facture.numero_facture) throw new HttpError(409, ISSUED_INVOICE_MESSAGES.draft);
  return transaction(db, async (t) => {
    await keepIssuedDocument(t, documentOf(record, await eInvoiceOfRecord(t, record)));
    const kept = await issuedDocumentById(t, record.id);
    if (!kept) throw new Error(`invoice ${record.id}: issued document not kept`);
    return kept;
  });
}
