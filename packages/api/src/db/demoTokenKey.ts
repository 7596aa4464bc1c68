import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/* The demo's token key, in the table `demo_token_key` (migration 0010). */

const ROW = 1;

/**
 * The key every API process of a demo database signs tokens with: the first process to ask draws
 * it, in one statement that leaves an existing key alone, so processes starting together agree.
 */
export async function demoTokenKey(db: Database): Promise<string> {
  await db.sql
    .insertInto('demo_token_key')
    .values({ id: ROW, secret: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db.sql.selectFrom('demo_token_key').select('secret').where('id', '=', ROW).executeTakeFirstOrThrow();
  return row.secret;
}
