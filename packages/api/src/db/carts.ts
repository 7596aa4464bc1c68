import type { Database, StoredCart } from './database.ts';

/* The customers' carts: one per client, created empty on first use and saved once something is put in it. */

const userIdOf = (clientId: number) => String(clientId);

function emptyCart(clientId: number): StoredCart {
  const now = new Date().toISOString();
  return { id: `cart-${clientId}`, userId: userIdOf(clientId), items: [], createdAt: now, updatedAt: now };
}

export async function cartOf(db: Database, clientId: number): Promise<StoredCart> {
  return db.store.data.carts.find((cart) => cart.userId === userIdOf(clientId)) ?? emptyCart(clientId);
}

/** Puts the cart's lines through `change` in one write; answers the cart as saved. */
export function changeCart(db: Database, clientId: number, change: (items: StoredCart['items']) => StoredCart['items']): Promise<StoredCart> {
  return db.store.update((data) => {
    const stored = data.carts.find((cart) => cart.userId === userIdOf(clientId));
    const cart = stored ?? emptyCart(clientId);
    const saved = { ...cart, items: change(cart.items), updatedAt: new Date().toISOString() };
    data.carts = stored ? data.carts.map((entry) => (entry === stored ? saved : entry)) : [...data.carts, saved];
    return saved;
  });
}

/** Empties the client's cart, inside a write of the store that does more (a quote, an invoice). */
export function clearStoredCart(data: { carts: StoredCart[] }, clientId: number, now: string): void {
  data.carts = data.carts.map((cart) => (cart.userId === userIdOf(clientId) ? { ...cart, items: [], updatedAt: now } : cart));
}

/** Empties the client's cart, as part of a write that does more (a quote, an invoice): call it with that write's transaction. */
export async function clearCart(db: Database, clientId: number, now: string): Promise<void> {
  await db.store.update((data) => clearStoredCart(data, clientId, now));
}
