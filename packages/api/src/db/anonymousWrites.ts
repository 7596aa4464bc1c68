import { sql } from 'kysely';
import type { Database } from './database.ts';

/* The counts of the limit on anonymous writes (src/http/anonymousWrites.ts), in the table `anonymous_writes`. */

export interface WriteWindow {
  hits: number;
  /** When the window ends, in ms since the epoch. */
  resetMs: number;
}

/**
 * Counts one write under `key` at `now` in one statement, so writes arriving together from several
 * API processes are all counted; a window that has ended starts again. Ended windows of other keys
 * are removed as writes come.
 */
export async function countAnonymousWrite(db: Database, key: string, now: number, windowMs: number): Promise<WriteWindow> {
  await db.sql.deleteFrom('anonymous_writes').where('reset_ms', '<=', String(now)).where('key', '!=', key).execute();
  const ended = sql<boolean>`anonymous_writes.reset_ms <= ${now}`;
  const row = await db.sql
    .insertInto('anonymous_writes')
    .values({ key, hits: 1, reset_ms: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql`case when ${ended} then 1 else anonymous_writes.hits + 1 end`,
        reset_ms: sql`case when ${ended} then ${now + windowMs} else anonymous_writes.reset_ms end`,
      }),
    )
    .returning(['hits', 'reset_ms'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetMs: Number(row.reset_ms) };
}

/** The current window of `key`, undefined when it has none or it has ended. */
export async function anonymousWritesOf(db: Database, key: string, now: number): Promise<WriteWindow | undefined> {
  const row = await db.sql.selectFrom('anonymous_writes').select(['hits', 'reset_ms']).where('key', '=', key).where('reset_ms', '>', String(now)).executeTakeFirst();
  return row && { hits: row.hits, resetMs: Number(row.reset_ms) };
}

/** Takes one write back (a request the limiter was told not to count). */
export async function uncountAnonymousWrite(db: Database, key: string): Promise<void> {
  await db.sql.updateTable('anonymous_writes').set({ hits: sql`greatest(hits - 1, 0)` }).where('key', '=', key).execute();
}

export async function forgetAnonymousWrites(db: Database, key: string): Promise<void> {
  await db.sql.deleteFrom('anonymous_writes').where('key', '=', key).execute();
}
