import type { OrderItem } from '../schemas/order.ts';
import type { QuoteRequest } from '../schemas/quote.ts';
import { formatLongDate } from '../format/date.ts';
import { cartTotals, lineTotal, unitPrice } from './cart.ts';
import { fromCents } from './money.ts';
import { netUnitPriceCents, offerLineTotalHT } from './quoteOffer.ts';

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

/** An approved quote, or one staff sent ("Devis envoyé", issue 22), offers "Accepter le devis" (spec 2 §2.2). */
export function canAcceptQuote(quote: Pick<QuoteRequest, 'status'>): boolean {
  return quote.status === 'approved' || quote.status === 'quoted';
}

/**
 * Why a sent quote can no longer be accepted: its validity ended before `today` (`YYYY-MM-DD`,
 * the Paris day), or undefined while it runs (the last valid day included).
 */
export function quoteExpiredMessage(quote: Pick<QuoteRequest, 'offer'>, today: string): string | undefined {
  const validUntil = quote.offer?.validUntil;
  if (validUntil === undefined || validUntil >= today) return undefined;
  return `Ce devis a expiré le ${formatLongDate(`${validUntil}T12:00:00Z`)} : demandez une mise à jour.`;
}

/**
 * The lines of an order made from a quote: the lines of the offer staff sent, at their price after
 * discount (free lines such as "Frais de port" included), else each cart line at its price.
 */
export function orderItemsFromQuote(quote: Pick<QuoteRequest, 'items' | 'offer'>): OrderItem[] {
  if (quote.offer) {
    return quote.offer.lines.map((line) => ({
      productId: line.reference ?? line.designation,
      productName: line.designation,
      quantity: line.quantity,
      unitPrice: fromCents(netUnitPriceCents(line)),
      totalPrice: offerLineTotalHT(line),
    }));
  }
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
export function quoteOrderAmount(quote: Pick<QuoteRequest, 'items' | 'estimatedTotal' | 'offer'>): number {
  return quote.offer?.totalHT ?? quote.estimatedTotal ?? cartTotals(quote.items).totalHT;
}
