import { HttpError } from './errors.ts';

/**
 * How much one customer may keep, so no account can grow a record without bound (a PDF of
 * 100,000 lines, a store file of a million addresses). Generous for a B2B buyer; reuse them in
 * any route that adds to a customer's records.
 */
export const PER_CUSTOMER_LIMITS = {
  /** Different products in one cart (each line holds up to 1000 units). */
  cartLines: 200,
  addresses: 50,
  favourites: 500,
  /** Quote requests still waiting for an answer. */
  pendingQuotes: 50,
} as const;

export const LIMIT_MESSAGES = {
  cartLines: `Votre panier contient déjà ${PER_CUSTOMER_LIMITS.cartLines} produits différents, le maximum`,
  addresses: `Vous avez déjà ${PER_CUSTOMER_LIMITS.addresses} adresses, le maximum`,
  favourites: `Vous avez déjà ${PER_CUSTOMER_LIMITS.favourites} favoris, le maximum`,
  pendingQuotes: `Vous avez déjà ${PER_CUSTOMER_LIMITS.pendingQuotes} demandes de devis en attente, le maximum`,
} as const;

export type PerCustomerLimit = keyof typeof PER_CUSTOMER_LIMITS;

/** 409 with the limit's French message when adding one more would go past it. */
export function checkRoomFor(limit: PerCustomerLimit, held: number): void {
  if (held >= PER_CUSTOMER_LIMITS[limit]) throw new HttpError(409, LIMIT_MESSAGES[limit]);
}
