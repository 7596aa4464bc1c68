import type { Database } from './database.ts';

/**
 * Runs `fn` in one SQL transaction: every write it makes through the database it is handed is
 * kept together or, when it throws, none is. Inside, call the db functions with that database,
 * never the outer one: on PGlite the outer one waits for the transaction to end, which waits for
 * `fn`. A transaction asked for inside another joins it, and what it leaves for after the commit
 * (`db.afterCommit`) runs after the outer one's.
 */
export async function transaction<T>(db: Database, fn: (db: Database) => Promise<T>): Promise<T> {
  if (db.sql.isTransaction) return fn(db);
  let within: Database | undefined;
  const result = await db.sql.transaction().execute((trx) => fn((within = db.within(trx))));
  await within?.committedNow();
  return result;
}
