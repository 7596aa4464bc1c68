import type { Database } from './database.ts';
import { storableId } from './clients.ts';

/**
 * True for one of the demo seed's own accounts (migration 0040): the only ones the demo's fallback
 * passwords open. An imported, registered or staff-created client is never one.
 */
export async function isDemoSeedAccount(db: Database, clientId: number): Promise<boolean> {
  if (!storableId(clientId)) return false;
  const row = await db.sql.selectFrom('clients').select('demo_seed').where('id', '=', clientId).executeTakeFirst();
  return row?.demo_seed === true;
}
