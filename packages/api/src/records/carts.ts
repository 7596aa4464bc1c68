import { cartTotals } from '@otech/domain';
import type { Cart, Client } from '@otech/domain';
import { changeCart } from '../db/carts.ts';
import type { Database, StoredCart } from '../db/database.ts';

/** The spec 1 §3 Cart: the stored lines with their totals. */
export function cartView(cart: StoredCart): Cart {
  const totals = cartTotals(cart.items);
  return { ...cart, totalItems: totals.totalItems, totalPrice: totals.totalHT };
}

/** Replaces the caller's cart lines in one write; answers the cart with its totals. */
export async function saveCart(db: Database, client: Client, change: (items: StoredCart['items']) => StoredCart['items']): Promise<Cart> {
  return cartView(await changeCart(db, client.id, change));
}
