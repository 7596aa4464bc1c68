import type { Kysely } from 'kysely';

/*
 * Indexes for what a request reads or sweeps by a column no index had: every read below was a walk
 * through the whole table, growing with the shop rather than with the client.
 * - addresses by client: each address save (under its lock), list and count reads the client's book;
 * - cart lines by product: removing a product removes its lines (the foreign key's cascade), once per
 *   product deleted, in every cart;
 * - revoked tokens by expiry: each sign-out sweeps the expired ones;
 * - sign-in failures by last failure: each failure sweeps the counts whose window has passed.
 */

const INDEXES = [
  { name: 'addresses_client', table: 'addresses', column: 'client_id' },
  { name: 'cart_lines_product', table: 'cart_lines', column: 'product_id' },
  { name: 'revoked_tokens_expiry', table: 'revoked_tokens', column: 'expires_at' },
  { name: 'sign_in_failures_last', table: 'sign_in_failures', column: 'last_ms' },
] as const;

// Kysely's migrations run on any schema: their database type is unknown by design.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, table, column } of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
