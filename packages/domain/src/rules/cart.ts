import { QUANTITY_MAX } from './quantity.ts';
import { VAT_RATE } from './vat.ts';
import { fromCents, toCents } from './money.ts';
import { documentTotalsCents } from './documentTotals.ts';
import type { DocumentTotalsCents } from './documentTotals.ts';

// Structural shapes rather than the entity schemas' types: any cart item whose product has an
// id, a name and a price fits, and the functions hand back the caller's own item type.
export interface CartProduct {
  id: string;
  name: string;
  price: number;
}
export interface CartLine<P extends CartProduct = CartProduct> {
  id: string;
  product: P;
  quantity: number;
  addedAt: string;
  customPrice?: number | null;
}

export interface CartTotals {
  totalItems: number;
  totalHT: number;
  tva: number;
  totalTTC: number;
}

/** Unit price of a line: the custom price when set, else the product price (spec 1 section 9). */
export function unitPrice(item: CartLine): number {
  return item.customPrice ?? item.product.price;
}

/** Unit price times quantity, rounded to the cent. */
export function lineTotal(item: CartLine): number {
  return fromCents(toCents(unitPrice(item)) * item.quantity);
}

/**
 * Totals of spec 1 section 9 (VAT 20 %, TTC = HT x 1.2). Sums are made in whole cents: each unit
 * price is rounded to the cent, the VAT is HT x 0.2 rounded half up to the cent, and TTC is HT
 * plus that VAT, so the three amounts shown always add up.
 */
export function cartTotals(items: readonly CartLine[]): CartTotals {
  const htCents = items.reduce((sum, item) => sum + toCents(unitPrice(item)) * item.quantity, 0);
  const tvaCents = Math.round(htCents * VAT_RATE);
  return {
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalHT: fromCents(htCents),
    tva: fromCents(tvaCents),
    totalTTC: fromCents(htCents + tvaCents),
  };
}

/** A cart's totals as the terms of sale want them (documentTotals), from each line's own unit price. */
export function cartDocumentTotals(items: readonly CartLine[]): DocumentTotalsCents {
  return documentTotalsCents(items.map((item) => ({ unitPriceCents: toCents(unitPrice(item)), quantity: item.quantity })));
}

/**
 * Adds a product: the line of the same product id gets the quantity added, up to the 1000 a line
 * may hold (spec 1 section 5); otherwise a new line is appended, whose id is the product id.
 * Only the id: spec 1 section 4 also merges by name, but different products share a name in the
 * catalogue (44 pairs in the seed), and a merge would bill one of them at the other's price.
 * A quantity below 1 changes nothing.
 */
export function addToCart<P extends CartProduct, L extends CartLine<P>>(
  items: readonly L[],
  product: P,
  quantity: number,
  now: Date,
): (L | CartLine<P>)[] {
  if (!(quantity >= 1)) return [...items];
  const index = items.findIndex((item) => item.product.id === product.id);
  if (index === -1) {
    return [...items, { id: product.id, product, quantity: Math.min(quantity, QUANTITY_MAX), addedAt: now.toISOString() }];
  }
  return items.map((item, i) => (i === index ? { ...item, quantity: Math.min(item.quantity + quantity, QUANTITY_MAX) } : item));
}

/**
 * Sets a line's quantity. A quantity of 0 or less removes the line (spec 1 section 4); a value
 * that is not a number is ignored (spec 1 section 5, cart page) and a fraction is cut to a whole.
 */
export function setQuantity<L extends CartLine>(items: readonly L[], itemId: string, quantity: number): L[] {
  if (!Number.isFinite(quantity)) return [...items];
  const whole = Math.trunc(quantity);
  if (whole <= 0) return removeFromCart(items, itemId);
  return items.map((item) => (item.id === itemId ? { ...item, quantity: whole } : item));
}

export function removeFromCart<L extends CartLine>(items: readonly L[], itemId: string): L[] {
  return items.filter((item) => item.id !== itemId);
}

export function clearCart<L extends CartLine>(): L[] {
  return [];
}

export const CART_MESSAGES = {
  notSignedIn: 'Utilisateur non connecté',
  quoteNotPossible: 'Panier vide ou utilisateur non connecté',
} as const;

/** A quote request needs a signed-in user and a non-empty cart (spec 1 section 5, section 8). */
export function quoteRequestError(items: readonly CartLine[], signedIn: boolean): string | null {
  return signedIn && items.length > 0 ? null : CART_MESSAGES.quoteNotPossible;
}
