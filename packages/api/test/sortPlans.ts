import { CompiledQuery, SelectQueryNode, sql } from 'kysely';
import type { KyselyPlugin } from 'kysely';
import type { Database } from '../src/db/database.ts';

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}

const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

/**
 * The plan of each page statement (a select with an order and a limit) the API ran while `during`
 * ran, explained with sorting made prohibitive: a `Sort` left in one means no index gives its order,
 * so at scale every row the filters keep would be sorted for each page. An incremental sort (the
 * rows come in an index's order, ties sorted among themselves) is not one.
 */
export async function pagePlans(db: Database, during: () => Promise<unknown>): Promise<string[][]> {
  const original = db.sql;
  const pages: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (SelectQueryNode.is(node) && node.orderBy && node.limit) pages.push(original.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  // The routes read `db.sql` at every call (as test/rowsRead.ts counts rows).
  Object.defineProperty(db, 'sql', { value: original.withPlugin(capture), configurable: true });
  try {
    await during();
  } finally {
    Object.defineProperty(db, 'sql', { value: original, configurable: true });
  }
  const plans: string[][] = [];
  for (const page of pages) {
    plans.push(
      await original.transaction().execute(async (trx) => {
        await sql`set local enable_sort = off`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (format json) ${page.sql}`, [...page.parameters]));
        return nodeTypes(rows[0]!['QUERY PLAN'][0].Plan);
      }),
    );
  }
  return plans;
}
