import { SelectQueryNode, TableNode } from 'kysely';
import type { KyselyPlugin, PluginTransformQueryArgs } from 'kysely';
import type { Database } from '../src/db/database.ts';

/**
 * How many rows the selects from `table` brought back to the API while `during` ran: a request that
 * answers one record must not read every record of a client or of the shop to find it. The rows
 * are counted as the database hands them over (a count(*) is one row), through a Kysely plugin put
 * on the running API's database for the time of `during`.
 */
export async function rowsReadFrom(db: Database, table: string, during: () => Promise<unknown>): Promise<number> {
  const fromTable = new WeakMap<PluginTransformQueryArgs['queryId'], boolean>();
  let rows = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      const from = SelectQueryNode.is(node) ? node.from?.froms[0] : undefined;
      if (from && TableNode.is(from) && from.table.identifier.name === table) fromTable.set(queryId, true);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (fromTable.get(queryId)) rows += result.rows.length;
      return result;
    },
  };
  const original = db.sql;
  // The routes read `db.sql` at every call, so swapping it counts what they read, then puts it back.
  Object.defineProperty(db, 'sql', { value: original.withPlugin(counter), configurable: true });
  try {
    await during();
  } finally {
    Object.defineProperty(db, 'sql', { value: original, configurable: true });
  }
  return rows;
}
