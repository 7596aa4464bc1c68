import { QUOTE_STATUSES_TO_PROCESS } from '@otech/domain';
import type { QuoteMessage, QuoteOffer, QuoteRequest } from '@otech/domain';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import { insertQuoteMessage, insertQuoteVersion } from './quoteThread.ts';
import { enqueueMail } from './mailOutbox.ts';
import type { OutgoingMail } from '../mail/outgoingMail.ts';
import type { Database, OwnedRecord } from './database.ts';
import { clearCart } from './carts.ts';
import { insertPlacedOrder, orderBasisOf } from './orderPlacement.ts';
import type { OrderBasis } from './orderPlacement.ts';
import { withOrderStock } from './orderStock.ts';
import { quoteRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* The customers' quote requests (table `quote_requests`), `userId` being the client id as text. */

/** The client's requests, newest first. */
export async function quotesOf(db: Database, clientId: number): Promise<QuoteRequest[]> {
  const rows = await db.sql.selectFrom('quote_requests').select('record').where('client_id', '=', clientId).orderBy('created_at', 'desc').orderBy('seq').execute();
  return rows.map((row) => row.record);
}

/** The client's request of that id; someone else's is not found. */
export async function quoteOf(db: Database, clientId: number, id: string | undefined): Promise<QuoteRequest | undefined> {
  if (id === undefined) return undefined;
  const row = await db.sql.selectFrom('quote_requests').select('record').where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return row?.record;
}

export async function countPendingQuotes(db: Database, clientId: number): Promise<number> {
  const { n } = await db.sql
    .selectFrom('quote_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Stores the request and empties the client's cart, in one transaction (spec 1 §4). */
export function insertQuoteClearingCart(db: Database, quote: QuoteRequest): Promise<QuoteRequest> {
  return transaction(db, async (t) => {
    await t.sql.insertInto('quote_requests').values(quoteRow(quote)).execute();
    await clearCart(t, Number(quote.userId), quote.createdAt);
    return quote;
  });
}

/** The client's request, held until the transaction `t` ends. */
async function heldQuote(t: Database, clientId: number, id: string): Promise<QuoteRequest | undefined> {
  const row = await t.sql.selectFrom('quote_requests').select('record').where('id', '=', id).where('client_id', '=', clientId).forUpdate().executeTakeFirst();
  return row?.record;
}

async function storeQuote(t: Database, quote: QuoteRequest): Promise<void> {
  await t.sql.updateTable('quote_requests').set(quoteRow(quote)).where('id', '=', quote.id).execute();
}

/** Sets a request's status; undefined when the client has no request of that id. */
export function setQuoteStatus(db: Database, clientId: number, id: string, status: QuoteRequest['status'], now = new Date()): Promise<QuoteRequest | undefined> {
  return transaction(db, async (t) => {
    const stored = await heldQuote(t, clientId, id);
    if (!stored) return undefined;
    const updated: QuoteRequest = { ...stored, status, updatedAt: now.toISOString() };
    await storeQuote(t, updated);
    return updated;
  });
}

/**
 * Accepts a request and stores the order it becomes, in one transaction. `orderOf` gets the basis of
 * the order (the order numbers already given, the client's credit account) and the request as held
 * until the end (what it throws undoes everything, e.g. when the request was accepted meanwhile); a
 * confirmed order takes its stock (db/orderPlacement.ts).
 */
export function acceptQuoteAsOrder<O extends OwnedRecord>(
  db: Database,
  clientId: number,
  quoteId: string,
  orderOf: (basis: OrderBasis, quote: QuoteRequest) => O,
  now = new Date(),
  mailOf?: (order: O) => OutgoingMail | undefined,
): Promise<{ quote: QuoteRequest; order: O } | undefined> {
  return withOrderStock(db, async (t, stock) => {
    const stored = await heldQuote(t, clientId, quoteId);
    if (!stored) return undefined;
    const built = orderOf(await orderBasisOf(t, clientId), stored);
    const quote: QuoteRequest = { ...stored, status: 'accepted', updatedAt: now.toISOString() };
    await storeQuote(t, quote);
    const order = await insertPlacedOrder(t, stock, built, mailOf?.(built), now);
    return { quote, order };
  });
}

/** Replaces every quote request in one transaction: test fixtures. */
export function replaceQuotes(db: Database, quotes: readonly QuoteRequest[]): Promise<void> {
  return transaction(db, async (t) => {
    await t.sql.deleteFrom('quote_messages').execute();
    await t.sql.deleteFrom('quote_versions').execute();
    await t.sql.deleteFrom('quote_requests').execute();
    if (quotes.length > 0) await t.sql.insertInto('quote_requests').values(quotes.map(quoteRow)).execute();
  });
}

/** Requests "À traiter" across the shop (the domain's QUOTE_STATUSES_TO_PROCESS). */
export async function countQuotesToProcess(db: Database): Promise<number> {
  const { n } = await db.sql
    .selectFrom('quote_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', [...QUOTE_STATUSES_TO_PROCESS])
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Any customer's request of that id, for staff. */
export async function quoteById(db: Database, id: string): Promise<QuoteRequest | undefined> {
  const row = await db.sql.selectFrom('quote_requests').select('record').where('id', '=', id).executeTakeFirst();
  return row?.record;
}

/**
 * Stores the offer staff send, its version with the PDF the customer receives, the message sent with
 * it, the audit entry, and queues its e-mail, in one transaction, on the request as held: `decide`
 * gets it and answers the request as sent, its e-mail and message, or throws (a version edited
 * meanwhile, a status that no longer allows it), which stores nothing and queues nothing.
 */
export function sendQuoteOffer(
  db: Database,
  id: string,
  decide: (held: QuoteRequest) => { quote: QuoteRequest & { offer: QuoteOffer }; mail: OutgoingMail; message?: QuoteMessage | undefined },
  pdf: { filename: string; content: Buffer },
  staff: AuditActor,
): Promise<QuoteRequest | undefined> {
  return transaction(db, async (t) => {
    const row = await t.sql.selectFrom('quote_requests').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const { quote, mail, message } = decide(row.record);
    await storeQuote(t, quote);
    await insertQuoteVersion(t, quote.id, quote.offer, pdf);
    if (message) await insertQuoteMessage(t, message);
    await appendAudit(t, staff, { kind: 'quote', recordId: quote.id, action: 'envoi', before: { status: row.record.status }, after: { status: quote.status, version: quote.offer.version, totalHT: quote.offer.totalHT } });
    await enqueueMail(t, mail);
    return quote;
  });
}
