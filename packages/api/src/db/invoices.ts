import { sql } from 'kysely';
import { changedValues, isDraftStatut, ISSUED_INVOICE_MESSAGES, issuedFieldsChanged, parseDocumentNumber } from '@otech/domain';
import type { PagedResult } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import { issueInvoice } from '../einvoice/issueInvoice.ts';
import { HttpError } from '../http/errors.ts';
import { insertIssuedDocument, issuedDocumentById } from './issuedDocuments.ts';
import type { IssuedDocument } from './issuedDocuments.ts';
import { pageOf } from './paging.ts';
import { factureRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* The invoices (`factures`), each owned by its client. */

/** How the invoices service orders its list (GET /factures `sort_by`). */
type FactureSort = 'date_facture' | 'montant_ttc' | 'numero_facture';

/** The list the invoices service answers: whose (every client's without `clientId`), which stored statuses, in which order, how many. */
export interface FactureListQuery {
  clientId?: number;
  statuts?: readonly string[];
  sortBy: FactureSort;
  descending: boolean;
  limit?: number;
}

/** An invoice number's text before its last digits, and those digits as a number: 'FA-2026-9' comes before 'FA-2026-10'. */
const NUMBER_PREFIX = sql<string>`regexp_replace(numero_facture, '[0-9]+$', '')`;
const NUMBER_VALUE = sql<string>`nullif(substring(numero_facture from '[0-9]+$'), '')::numeric`;

/** The columns each sort orders by, in the direction asked; ties keep the order stored. */
const SORT_KEYS = {
  date_facture: [sql<string>`date_facture`, sql<string>`numero_facture`],
  montant_ttc: [sql<number>`montant_ttc`],
  numero_facture: [NUMBER_PREFIX, NUMBER_VALUE, sql<string>`numero_facture`],
} as const;

/**
 * The invoices of the list asked, ordered and cut by the query: the shop's latest invoices are an
 * index range (`factures_date`, migration 0008), never a read of every invoice.
 */
export async function factureList(db: Database, query: FactureListQuery): Promise<OwnedRecord[]> {
  const direction = query.descending ? 'desc' : 'asc';
  let select = db.sql.selectFrom('factures').select('record');
  if (query.clientId !== undefined) select = select.where('client_id', '=', query.clientId);
  if (query.statuts) select = select.where('statut', 'in', [...query.statuts]);
  for (const key of SORT_KEYS[query.sortBy]) select = select.orderBy(key, direction);
  select = select.orderBy('seq');
  if (query.limit !== undefined) select = select.limit(query.limit);
  return (await select.execute()).map((row) => row.record);
}

/**
 * The invoices dated from `firstDay` (YYYY-MM-DD) on, the client's only with `clientId`: what the
 * statistics of a period read. A date stored with its time may fall on the next day in Paris, so
 * the day before is read too; the domain's `factureStats` keeps the period's own.
 */
export async function facturesDatedFrom(db: Database, firstDay: string, clientId?: number): Promise<OwnedRecord[]> {
  const dayBefore = new Date(Date.parse(`${firstDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  let select = db.sql.selectFrom('factures').select('record').where('date_facture', '>=', dayBefore);
  if (clientId !== undefined) select = select.where('client_id', '=', clientId);
  return (await select.orderBy('seq').execute()).map((row) => row.record);
}

/**
 * One page of the client's invoices whose stored status is one of `statuts`, newest first (ties in
 * the order stored), and how many there are: a range of the (client, date) index.
 */
export function facturePageOf(db: Database, clientId: number, statuts: readonly string[], page: number, size: number): Promise<PagedResult<OwnedRecord>> {
  const listed = db.sql.selectFrom('factures').where('client_id', '=', clientId).where('statut', 'in', [...statuts]);
  return pageOf(listed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(), page, size, async (limit, offset) => {
    const rows = await listed.select('record').orderBy('date_facture', 'desc').orderBy('seq').limit(limit).offset(offset).execute();
    return rows.map((row) => row.record);
  });
}

/** The invoice of that id; with `clientId`, only if it is that client's. */
export async function factureById(db: Database, id: string | undefined, clientId?: number): Promise<OwnedRecord | undefined> {
  if (id === undefined) return undefined;
  let query = db.sql.selectFrom('factures').select('record').where('id', '=', id);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  return (await query.executeTakeFirst())?.record;
}

/** True when another invoice than `exceptId` carries that number: numbers are unique. */
export async function factureNumberTaken(db: Database, number: string, exceptId?: string): Promise<boolean> {
  let query = db.sql.selectFrom('factures').select('id').where('numero_facture', '=', number);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Stores an invoice in the transaction given: one not a draft is issued as it is stored (numbered,
 * dated, totalled, its Factur-X XML kept beside it; einvoice/issueInvoice.ts).
 */
async function storeFacture(t: Database, build: () => OwnedRecord): Promise<OwnedRecord> {
  return (await storeIssuedFacture(t, build())).record;
}

/** Stores an invoice in the caller's transaction `t`, issued unless a draft: the record as stored and its issued document. */
export async function storeIssuedFacture(t: Database, built: OwnedRecord, now = new Date()): Promise<{ record: OwnedRecord; document?: IssuedDocument }> {
  const { record, document } = await issueInvoice(t, built, now);
  await t.sql.insertInto('factures').values(factureRow(record)).execute();
  if (document) await insertIssuedDocument(t, document);
  return document ? { record, document } : { record };
}

/** Stores an invoice, issued unless it is a draft, in one transaction. */
export function insertFacture(db: Database, build: () => OwnedRecord, actor?: AuditActor): Promise<OwnedRecord> {
  return transaction(db, async (t) => {
    const record = await storeFacture(t, build);
    // A staff member's invoice is recorded with what it states as stored (numbered when issued).
    if (actor) await appendAudit(t, actor, { kind: 'invoice', recordId: record.id, action: isDraftStatut(record['statut']) ? 'création' : 'émission', before: null, after: record });
    return record;
  });
}

/**
 * Replaces an invoice by what `change` makes of it (a payment and the statut it brings), in one
 * transaction; undefined when the id is unknown. A draft leaving the draft state is issued then;
 * an issued invoice keeps what it states (409 naming the fields otherwise).
 */
export function updateFacture(db: Database, id: string, change: (facture: OwnedRecord) => OwnedRecord, audit?: StaffChange): Promise<OwnedRecord | undefined> {
  return transaction(db, async (t) => {
    const stored = await t.sql.selectFrom('factures').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) return undefined;
    const changed = { ...change(stored.record), id, clientId: stored.record.clientId };
    const issued = await issuedDocumentById(t, id);
    if (issued) {
      const fields = issuedFieldsChanged(stored.record, changed);
      if (fields.length > 0) throw new HttpError(409, ISSUED_INVOICE_MESSAGES.changed(fields));
    }
    const { record, document } = issued || !isDraftStatut(stored.record['statut']) ? { record: changed, document: undefined } : await issueInvoice(t, changed, new Date());
    await t.sql.updateTable('factures').set(factureRow(record)).where('id', '=', id).execute();
    if (document) await insertIssuedDocument(t, document);
    if (audit) await appendAudit(t, audit.actor, { recordId: id, ...auditedChange(audit, stored.record, record, document !== undefined) });
    return record;
  });
}

/** A staff member's change to an invoice (its fields) or to its payments, recorded in the audit trail with it. */
export interface StaffChange {
  actor: AuditActor;
  kind: 'invoice' | 'payment';
  action: string;
}

/** What the audit trail keeps of an invoice's payments: its status and payments. */
const paymentsOf = (record: OwnedRecord) => ({ numero_facture: record['numero_facture'], statut: record['statut'], paiements: record['paiements'] ?? [] });

/** A payment keeps the invoice's payments before and after; an edit the fields it changed, and is an issue when it took the invoice out of draft. */
function auditedChange(audit: StaffChange, before: OwnedRecord, after: OwnedRecord, issued: boolean) {
  if (audit.kind === 'payment') return { kind: audit.kind, action: audit.action, before: paymentsOf(before), after: paymentsOf(after) };
  return { kind: audit.kind, action: issued ? 'émission' : audit.action, ...changedValues(before, after, Object.keys({ ...before, ...after })) };
}

/** Deletes a draft; an issued invoice is never deleted (409), it is corrected by a credit note. */
export async function deleteFacture(db: Database, id: string, actor: AuditActor): Promise<boolean> {
  return transaction(db, async (t) => {
    const stored = await t.sql.selectFrom('factures').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) return false;
    if (!isDraftStatut(stored.record['statut']) && (await hasNumber(t, id))) throw new HttpError(409, ISSUED_INVOICE_MESSAGES.deleted);
    const result = await t.sql.deleteFrom('factures').where('id', '=', id).executeTakeFirst();
    await appendAudit(t, actor, { kind: 'invoice', recordId: id, action: 'suppression', before: stored.record, after: null });
    return result.numDeletedRows > 0n;
  });
}

/** An invoice that carries a number of the FA series was issued, kept as such or not yet. */
async function hasNumber(t: Database, id: string): Promise<boolean> {
  const row = await t.sql.selectFrom('factures').select('numero_facture').where('id', '=', id).executeTakeFirst();
  return row !== undefined && parseDocumentNumber(row.numero_facture)?.series === 'FA';
}
