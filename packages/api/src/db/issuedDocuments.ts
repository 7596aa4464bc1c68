import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { EInvoice } from '@otech/domain';
import type { SqlSchema } from './sql/schema.ts';
import type { Database } from './database.ts';

/* Invoices and credit notes as issued (migration 0030): written once, read back as they were. */

type IssuedKind = 'invoice' | 'credit_note';

export interface IssuedDocument {
  id: string;
  number: string;
  kind: IssuedKind;
  /** The invoice itself, or the one a credit note corrects. */
  invoiceId: string;
  clientId: number;
  issueDate: string;
  einvoice: EInvoice;
  xml: string;
}

const COLUMNS = ['id', 'number', 'kind', 'invoice_id', 'client_id', 'issue_date', 'einvoice', 'xml'] as const;

type Row = { id: string; number: string; kind: IssuedKind; invoice_id: string; client_id: number; issue_date: string; einvoice: EInvoice; xml: string };

const fromRow = (row: Row): IssuedDocument => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  invoiceId: row.invoice_id,
  clientId: row.client_id,
  issueDate: row.issue_date,
  einvoice: row.einvoice,
  xml: row.xml,
});

/** The row of a document as issued (also what the seed inserts in bulk). */
export const issuedDocumentRow = (document: IssuedDocument) => ({
      id: document.id,
      number: document.number,
      kind: document.kind,
      invoice_id: document.invoiceId,
      client_id: document.clientId,
      issue_date: document.issueDate,
      total_ttc_cents: document.einvoice.totals.totalTTCCents,
      einvoice: JSON.stringify(document.einvoice),
      xml: document.xml,
});

/** Stores a document as issued, in the caller's transaction (the one that numbered it). */
export async function insertIssuedDocument(t: Database, document: IssuedDocument): Promise<void> {
  await t.sql.insertInto('issued_documents').values(issuedDocumentRow(document)).execute();
}

/** Stores a document as issued unless one of that id already is (two first downloads at once keep one). */
export async function keepIssuedDocument(t: Database, document: IssuedDocument): Promise<void> {
  await t.sql.insertInto('issued_documents').values(issuedDocumentRow(document)).onConflict((conflict) => conflict.column('id').doNothing()).execute();
}

/** The issued document of that id; with `clientId`, only if it is that client's. */
export async function issuedDocumentById(db: Database, id: string, clientId?: number): Promise<IssuedDocument | undefined> {
  let query = db.sql.selectFrom('issued_documents').select(COLUMNS).where('id', '=', id);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  const row = await query.executeTakeFirst();
  return row && fromRow(row);
}

/** An invoice as issued and the credit notes correcting it, in the order they were issued. */
export async function issuedDocumentsOfInvoice(db: Database, invoiceId: string): Promise<IssuedDocument[]> {
  const rows = await db.sql.selectFrom('issued_documents').select(COLUMNS).where('invoice_id', '=', invoiceId).orderBy('seq').execute();
  return rows.map(fromRow);
}

/**
 * Every document issued from `from` to `to` (YYYY-MM-DD, both included), by date then number: the
 * accountant's period; with `clientId`, that client's documents only.
 */
export async function issuedDocumentsBetween(db: Database, from: string, to: string, clientId?: number): Promise<IssuedDocument[]> {
  let query = db.sql.selectFrom('issued_documents').select(COLUMNS).where('issue_date', '>=', from).where('issue_date', '<=', to);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  const rows = await query.orderBy('issue_date').orderBy('seq').execute();
  return rows.map(fromRow);
}

/** The credit notes correcting these invoices, in the order they were issued. */
export async function creditNotesOfInvoices(db: Database, invoiceIds: readonly string[]): Promise<IssuedDocument[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db.sql.selectFrom('issued_documents').select(COLUMNS).where('kind', '=', 'credit_note').where('invoice_id', 'in', invoiceIds).orderBy('seq').execute();
  return rows.map(fromRow);
}

/** The stored PDF of an issued document, if it has been rendered. */
export async function issuedPdf(db: Database, id: string): Promise<Buffer | undefined> {
  const row = await db.sql.selectFrom('issued_documents').select('pdf').where('id', '=', id).executeTakeFirst();
  return row?.pdf ? Buffer.from(row.pdf) : undefined;
}

/**
 * Keeps the first rendering of a document's PDF: two renderings at once store one, and both
 * callers answer the one stored.
 */
export async function keepIssuedPdf(db: Database, id: string, pdf: Buffer): Promise<Buffer> {
  await db.sql.updateTable('issued_documents').set({ pdf }).where('id', '=', id).where('pdf', 'is', null).execute();
  return (await issuedPdf(db, id)) ?? pdf;
}

/**
 * Lets the transaction under way replace issued invoices and documents, which the database
 * otherwise refuses (migration 0030): only a rebuild of the whole database from the seed, or a
 * test setting its records, does so.
 */
export async function allowRebuildingIssued(trx: Kysely<SqlSchema>): Promise<void> {
  await sql`select set_config('otech.rebuilding', 'on', true)`.execute(trx);
}
