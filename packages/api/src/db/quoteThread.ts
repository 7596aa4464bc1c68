import type { QuoteMessage, QuoteOffer, QuoteRequest } from '@otech/domain';
import type { AuditActor } from './auditTrail.ts';
import { appendAudit } from './auditTrail.ts';
import type { Database } from './database.ts';
import { quoteMessageRow, quoteRow, quoteVersionRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* A quote's thread and its sent versions (migration 0076). */

/** The stored messages of a quote, oldest first (the request message lives on the request). */
export async function quoteMessagesOf(db: Database, quoteId: string): Promise<QuoteMessage[]> {
  const rows = await db.sql.selectFrom('quote_messages').select('record').where('quote_id', '=', quoteId).orderBy('seq').execute();
  return rows.map((row) => row.record);
}

/** Inside the caller's transaction. */
export async function insertQuoteMessage(t: Database, message: QuoteMessage): Promise<void> {
  await t.sql.insertInto('quote_messages').values(quoteMessageRow(message)).execute();
}

/** A version as sent, with its PDF, inside the caller's transaction (the send's). */
export async function insertQuoteVersion(t: Database, quoteId: string, offer: QuoteOffer, pdf: { filename: string; content: Buffer }): Promise<void> {
  await t.sql.insertInto('quote_versions').values(quoteVersionRow(quoteId, offer, pdf)).execute();
}

/** Every version sent, newest first. */
export async function quoteVersionsOf(db: Database, quoteId: string): Promise<QuoteOffer[]> {
  const rows = await db.sql.selectFrom('quote_versions').select('record').where('quote_id', '=', quoteId).orderBy('version', 'desc').execute();
  return rows.map((row) => row.record);
}

/** The PDF of one sent version, as the customer received it. */
export async function quoteVersionPdf(db: Database, quoteId: string, version: number): Promise<{ filename: string; content: Buffer } | undefined> {
  const row = await db.sql.selectFrom('quote_versions').select(['filename', 'pdf']).where('quote_id', '=', quoteId).where('version', '=', version).executeTakeFirst();
  return row ? { filename: row.filename, content: Buffer.from(row.pdf) } : undefined;
}

/**
 * A message on a quote, decided on the request as held until the end: `decide` gets it and answers
 * the message with the request as it becomes (a change or a refusal moves its status), or throws,
 * which stores nothing. Staff messages are recorded in the audit trail.
 */
export function writeOnQuote(
  db: Database,
  quoteId: string,
  decide: (held: QuoteRequest) => { quote?: QuoteRequest; message: QuoteMessage },
  staff?: AuditActor,
): Promise<{ quote: QuoteRequest; message: QuoteMessage } | undefined> {
  return transaction(db, async (t) => {
    const row = await t.sql.selectFrom('quote_requests').select('record').where('id', '=', quoteId).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const { quote, message } = decide(row.record);
    if (quote) await t.sql.updateTable('quote_requests').set(quoteRow(quote)).where('id', '=', quoteId).execute();
    await insertQuoteMessage(t, message);
    if (staff) await appendAudit(t, staff, { kind: 'quote', recordId: quoteId, action: 'message', before: null, after: { text: message.text } });
    return { quote: quote ?? row.record, message };
  });
}
