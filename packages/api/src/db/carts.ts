import type { Database, StoredCart } from './database.ts';
import { transaction } from './transaction.ts';

/*
 * The customers' carts (tables `carts`, `cart_lines`): one per client, read as empty until something
 * is put in it. A line keeps the product as it was added (`record`) and names it by `product_id`,
 * a key of the catalogue: removing the product removes the line.
 */

type CartLines = StoredCart['items'];

const cartId = (clientId: number) => `cart-${clientId}`;

function cartFrom(clientId: number, stored: { created_at: string; updated_at: string } | undefined, items: CartLines): StoredCart {
  const now = new Date().toISOString();
  return { id: cartId(clientId), userId: String(clientId), items, createdAt: stored?.created_at ?? now, updatedAt: stored?.updated_at ?? now };
}

async function linesOf(db: Database, clientId: number): Promise<CartLines> {
  const rows = await db.sql.selectFrom('cart_lines').select('record').where('client_id', '=', clientId).orderBy('position').execute();
  return rows.map((row) => row.record as unknown as CartLines[number]);
}

export async function cartOf(db: Database, clientId: number): Promise<StoredCart> {
  const stored = await db.sql.selectFrom('carts').select(['created_at', 'updated_at']).where('client_id', '=', clientId).executeTakeFirst();
  return cartFrom(clientId, stored, stored ? await linesOf(db, clientId) : []);
}

/**
 * Stores `items` as the client's whole cart, inside the caller's transaction, writing only the lines
 * that changed (an add or a quantity change is one row, whatever the cart holds).
 */
async function storeLines(t: Database, clientId: number, before: CartLines, items: CartLines): Promise<void> {
  const kept = new Set(items.map((line) => line.id));
  const gone = before.filter((line) => !kept.has(line.id)).map((line) => line.id);
  if (gone.length > 0) await t.sql.deleteFrom('cart_lines').where('client_id', '=', clientId).where('id', 'in', gone).execute();
  // The cart rules hand back the very objects of the lines they leave as they were.
  const changed = items
    .map((line, position) => ({ line, position }))
    .filter(({ line, position }) => before[position] !== line)
    .map(({ line, position }) => ({ client_id: clientId, id: line.id, position, product_id: line.product.id, record: JSON.stringify(line) }));
  if (changed.length > 0) {
    await t.sql
      .insertInto('cart_lines')
      .values(changed)
      .onConflict((conflict) =>
        conflict.columns(['client_id', 'id']).doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          product_id: eb.ref('excluded.product_id'),
          record: eb.ref('excluded.record'),
        })),
      )
      .execute();
  }
}

/**
 * Puts the cart's lines through `change` in one transaction, the cart row locked so two changes of
 * one cart (two tabs, two API processes) apply one after the other; answers the cart as saved.
 * What `change` throws (a limit reached, a line not found) undoes it all. The lines are read after
 * the lock is held, in a statement of their own: one started before would see them as they were
 * before a change that committed while it waited.
 */
export function changeCart(db: Database, clientId: number, change: (items: CartLines) => CartLines): Promise<StoredCart> {
  return transaction(db, async (t) => {
    const now = new Date().toISOString();
    // Makes the cart when it is new, stamps it changed and locks it, in one statement.
    const stored = await t.sql
      .insertInto('carts')
      .values({ client_id: clientId, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('client_id').doUpdateSet({ updated_at: now }))
      .returning('created_at')
      .executeTakeFirstOrThrow();
    const before = await linesOf(t, clientId);
    const items = change(before);
    await storeLines(t, clientId, before, items);
    return cartFrom(clientId, { created_at: stored.created_at, updated_at: now }, items);
  });
}

/** Empties the client's cart, as part of a write that does more (a quote, an invoice): call it with that write's transaction. */
export async function clearCart(db: Database, clientId: number, now: string): Promise<void> {
  await db.sql.deleteFrom('cart_lines').where('client_id', '=', clientId).execute();
  await db.sql.updateTable('carts').set({ updated_at: now }).where('client_id', '=', clientId).execute();
}
