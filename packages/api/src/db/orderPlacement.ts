import { holdsStock } from '@otech/domain';
import type { CreditInvoice, CreditOrder } from '@otech/domain';
import type { Database, OwnedRecord, StoredCart } from './database.ts';
import { cartOf, clearCart } from './carts.ts';
import { enqueueMail } from './mailOutbox.ts';
import { highestNumbersByYear } from './numbering.ts';
import { heldCreditAccountOf, withOrderStock } from './orderStock.ts';
import type { StockLedger } from './orderStock.ts';
import { orderRow } from './sql/rows.ts';
import type { OutgoingMail } from '../mail/outgoingMail.ts';

/* Placing an order on account (issue 22): from an accepted quote (db/quotes.ts) or from the cart. */

/** What an order is decided on: the order numbers given (the highest of each year) and the client's credit account. */
export interface OrderBasis {
  orderNumbers: string[];
  account: { invoices: CreditInvoice[]; orders: CreditOrder[] };
}

/** Reads the basis of a new order of the client, inside its transaction (numbering and the client held until it ends). */
export async function orderBasisOf(t: Database, clientId: number): Promise<OrderBasis> {
  const orderNumbers = await highestNumbersByYear(t, 'orders');
  return { orderNumbers, account: await heldCreditAccountOf(t, clientId) };
}

/**
 * Stores a new order in the caller's transaction: a confirmed one takes its stock first (throws
 * StockRefused when a line cannot be served, which undoes everything), then its e-mail is queued.
 */
export async function insertPlacedOrder<O extends OwnedRecord>(t: Database, stock: StockLedger, order: O, mail: OutgoingMail | undefined, now: Date): Promise<O> {
  const stored = holdsStock(String(order['status'])) ? await stock.take(order) : order;
  await t.sql.insertInto('orders').values(orderRow(stored)).execute();
  // The confirmation exists exactly when the order does; it is sent after the commit.
  if (mail) await enqueueMail(t, mail, now);
  return stored;
}

/**
 * "Commander" from the cart where online ordering is open: the order `orderOf` makes of the basis,
 * stored with its stock and e-mail, and the cart emptied, in one transaction.
 */
export function placeCartOrder<O extends OwnedRecord>(
  db: Database,
  clientId: number,
  orderOf: (basis: OrderBasis, cart: StoredCart) => O,
  mailOf: (order: O) => OutgoingMail | undefined,
  now = new Date(),
): Promise<O> {
  return withOrderStock(db, async (t, stock) => {
    const basis = await orderBasisOf(t, clientId);
    // The cart as this transaction reads it: what is ordered is exactly what is emptied.
    const order = orderOf(basis, await cartOf(t, clientId));
    const stored = await insertPlacedOrder(t, stock, order, mailOf(order), now);
    await clearCart(t, clientId, now.toISOString());
    return stored;
  });
}
