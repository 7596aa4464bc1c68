import { sql } from 'kysely';
import type { FailureKind, SignInFailureStore } from '../signInFailures.ts';
import type { SqlDatabase } from './connect.ts';

/**
 * The sign-in throttle's counts in the SQL database, shared by every API process on it. A failure
 * is counted by one upsert, so failures arriving together from two processes are all counted;
 * counts whose window has passed are removed as new failures come.
 */
export function sqlSignInFailures(db: SqlDatabase): SignInFailureStore {
  const keyOf = (kind: FailureKind, key: string) => `${kind}:${key}`;
  return {
    read: async (kind, key) => {
      const row = await db.selectFrom('sign_in_failures').selectAll().where('key', '=', keyOf(kind, key)).executeTakeFirst();
      return row && { count: row.count, first: Number(row.first_ms), last: Number(row.last_ms) };
    },
    add: async (kind, key, now, expiredBefore) => {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sign_in_failures').where('last_ms', '<', String(expiredBefore)).where('key', '!=', keyOf(kind, key)).execute();
        await trx
          .insertInto('sign_in_failures')
          .values({ key: keyOf(kind, key), count: 1, first_ms: now, last_ms: now })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet({
              count: sql`case when sign_in_failures.last_ms < ${expiredBefore} then 1 else sign_in_failures.count + 1 end`,
              first_ms: sql`case when sign_in_failures.last_ms < ${expiredBefore} then ${now} else sign_in_failures.first_ms end`,
              last_ms: now,
            }),
          )
          .execute();
      });
    },
    remove: async (kind, key) => {
      await db.deleteFrom('sign_in_failures').where('key', '=', keyOf(kind, key)).execute();
    },
  };
}
