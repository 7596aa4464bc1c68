import type { QuoteRequest } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { clearCart } from './carts.ts';
import { transaction } from './transaction.ts';

/* The customers' quote requests, `userId` being the client id as text. */

const userIdOf = (clientId: number) => String(clientId);

/** The client's requests, newest first. */
export async function quotesOf(db: Database, clientId: number): Promise<QuoteRequest[]> {
  return db.store.data.quoteRequests
    .filter((quote) => quote.userId === userIdOf(clientId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The client's request of that id; someone else's is not found. */
export async function quoteOf(db: Database, clientId: number, id: string | undefined): Promise<QuoteRequest | undefined> {
  return db.store.data.quoteRequests.find((quote) => quote.id === id && quote.userId === userIdOf(clientId));
}

export async function countPendingQuotes(db: Database, clientId: number): Promise<number> {
  return db.store.data.quoteRequests.filter((quote) => quote.userId === userIdOf(clientId) && quote.status === 'pending').length;
}

/** Stores the request and empties the client's cart, in one write (spec 1 §4). */
export function insertQuoteClearingCart(db: Database, quote: QuoteRequest): Promise<QuoteRequest> {
  return transaction(db, async (t) => {
    await clearCart(t, Number(quote.userId), quote.createdAt);
    return t.store.update((data) => {
      data.quoteRequests.push(quote);
      return quote;
    });
  });
}

/** Sets a request's status; undefined when the client has no request of that id. */
export function setQuoteStatus(db: Database, clientId: number, id: string, status: QuoteRequest['status'], now = new Date()): Promise<QuoteRequest | undefined> {
  return db.store.update((data) => {
    const stored = data.quoteRequests.find((quote) => quote.id === id && quote.userId === userIdOf(clientId));
    if (!stored) return undefined;
    const updated: QuoteRequest = { ...stored, status, updatedAt: now.toISOString() };
    data.quoteRequests = data.quoteRequests.map((quote) => (quote === stored ? updated : quote));
    return updated;
  });
}

/**
 * Accepts a request and stores the order it becomes, in one write. `orderOf` gets the order
 * numbers already given, to number the new one after them.
 */
export function acceptQuoteAsOrder<O extends OwnedRecord>(
  db: Database,
  clientId: number,
  quoteId: string,
  orderOf: (orderNumbers: (string | undefined)[]) => O,
  now = new Date(),
): Promise<{ quote: QuoteRequest; order: O } | undefined> {
  return db.store.update((data) => {
    const stored = data.quoteRequests.find((quote) => quote.id === quoteId && quote.userId === userIdOf(clientId));
    if (!stored) return undefined;
    const order = orderOf(data.orders.map((entry) => entry['orderNumber'] as string | undefined));
    const quote: QuoteRequest = { ...stored, status: 'accepted', updatedAt: now.toISOString() };
    data.quoteRequests = data.quoteRequests.map((entry) => (entry === stored ? quote : entry));
    data.orders.push(order);
    return { quote, order };
  });
}

/** Replaces every quote request in one write: test fixtures. */
export function replaceQuotes(db: Database, quotes: readonly QuoteRequest[]): Promise<void> {
  return db.store.update((data) => {
    data.quoteRequests = [...quotes];
  });
}
