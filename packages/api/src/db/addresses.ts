import { sql } from 'kysely';
import type { Database, OwnedRecord } from './database.ts';
import { addressRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* The customers' delivery addresses: at most one default per client (a partial unique index holds it). */

/**
 * Saves an address (new or replacing the one of its id) in one transaction; a new default takes the
 * flag from the client's others, and a client's first address is its default. `beforeAdding` is
 * told how many addresses the client holds when the save adds one, and may refuse by throwing
 * (which undoes the save): two saves at once are counted one after the other.
 */
export function saveAddress(
  db: Database,
  clientId: number,
  id: string,
  values: Record<string, unknown> & { isDefault: boolean },
  beforeAdding: (held: number) => void = () => {},
): Promise<OwnedRecord> {
  return transaction(db, async (t) => {
    // The client's address book is held until the end, even while empty (no row to lock yet): two
    // saves at once cannot both take the default, on one server with many connections too.
    await sql`select pg_advisory_xact_lock(hashtext('addresses'), ${clientId})`.execute(t.sql);
    const held = await t.sql.selectFrom('addresses').select('id').where('client_id', '=', clientId).execute();
    const others = held.filter((address) => address.id !== id);
    if (others.length === held.length) beforeAdding(held.length);
    const saved: OwnedRecord = { id, clientId, ...values, isDefault: values.isDefault || others.length === 0 };
    if (saved['isDefault']) {
      await t.sql
        .updateTable('addresses')
        .set({ is_default: false, record: sql`record || '{"isDefault": false}'::jsonb` })
        .where('client_id', '=', clientId)
        .where('is_default', '=', true)
        .where('id', '!=', id)
        .execute();
    }
    const row = addressRow(saved);
    await t.sql
      .insertInto('addresses')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ client_id: row.client_id, is_default: row.is_default, record: row.record }))
      .execute();
    return saved;
  });
}

/** The client's default address, if it saved one. */
export async function defaultAddressOf(db: Database, clientId: number): Promise<OwnedRecord | undefined> {
  const row = await db.sql.selectFrom('addresses').select('record').where('client_id', '=', clientId).where('is_default', '=', true).executeTakeFirst();
  return row?.record;
}
