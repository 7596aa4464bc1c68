import type { OrderItem } from '../schemas/order.ts';
import type { QuoteRequest } from '../schemas/quote.ts';
import { cartTotals, lineTotal, unitPrice } from './cart.ts';

type QuoteLines = { items: readonly { quantity: number }[] };

/** "Devis #" followed by the first 8 characters of the id (spec 2 §2.2). */
export function quoteTitle(quote: Pick<QuoteRequest, 'id'>): string {
  return `Devis #${quote.id.slice(0, 8)}`;
}

export function quoteItemCount(quote: QuoteLines): number {
  return quote.items.length;
}

export function quoteTotalQuantity(quote: QuoteLines): number {
  return quote.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** A pending quote offers Cancel (spec 2 §2.2, §4); cancelling is the owner's only (spec 1 §4). */
export function canCancelQuote(quote: Pick<QuoteRequest, 'status' | 'userId'>, userId: string): boolean {
  return quote.status === 'pending' && quote.userId === userId;
}

/** An approved quote offers "Accepter le devis" (spec 2 §2.2). */
export function canAcceptQuote(quote: Pick<QuoteRequest, 'status'>): boolean {
  return quote.status === 'approved';
}

/** The lines of an order made from a quote: each cart line at the price it was quoted with. */
export function orderItemsFromQuote(quote: Pick<QuoteRequest, 'items'>): OrderItem[] {
  return quote.items.map((item) => ({
    productId: item.product.reference,
    productName: item.product.name,
    ...(item.product.imageUrl ? { productImage: item.product.imageUrl } : {}),
    quantity: item.quantity,
    unitPrice: unitPrice(item),
    totalPrice: lineTotal(item),
  }));
}

/**
 * The amount of the order an accepted quote becomes: the quoted estimate when the shop gave one
 * (it holds the negotiated discount), else the lines' total excluding VAT, as orders are stored.
 */
export function quoteOrderAmount(quote: Pick<QuoteRequest, 'items' | 'estimatedTotal'>): number {
  return quote.estimatedTotal ?? cartTotals(quote.items).totalHT;
}
