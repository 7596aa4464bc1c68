import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearchText, searchWords } from '@otech/domain';
import type { SqlDatabase } from '../connect.ts';
import { migrateTestSqlTo, openTestSql } from '../testDatabase.ts';
import { MIGRATIONS } from './index.ts';

/* 0130 meets a catalogue whose search texts the database generated (0119): each becomes the domain's, in batches, and writers must give one. */

let db: SqlDatabase;
let close: () => Promise<void>;

const migrateTo = (name: string) => migrateTestSqlTo(db, name);

const MIGRATION = '0130_product_search_text_written';

beforeAll(async () => {
  ({ db, close } = await openTestSql());
  // Every migration before 0130, whichever came last.
  const names = Object.keys(MIGRATIONS);
  await migrateTo(names[names.indexOf(MIGRATION) - 1]!);
}, 120_000);
afterAll(() => close());

describe('migration 0130 on a catalogue', () => {
  it("writes every product's search text from its row, which the searched words then find, and asks every writer for one", async () => {
    const products = Array.from({ length: 1_204 }, (_, n) => ({ id: `p${String(n).padStart(5, '0')}`, reference: `ÉCL-${n}`, name: `Éclairage « Énergie » ${n}`, brand: n % 2 === 0 ? 'Varta' : undefined, price: 1 }));
    const rows = products.map((product) => ({ id: product.id, reference: product.reference, record: JSON.stringify(product) }));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const before = db as unknown as Kysely<any>;
    for (let start = 0; start < rows.length; start += 500) await before.insertInto('products').values(rows.slice(start, start + 500)).execute();

    expect(await migrateTo(MIGRATION)).toEqual([MIGRATION]);

    const stored = await db.selectFrom('products').select(['id', 'search_text']).orderBy('id').execute();
    expect(stored).toEqual(products.map((product) => ({ id: product.id, search_text: productSearchText(product.reference, product) })));
    // Capital accented letters fold as the searched words do (0119's lower() left « É » to the server's locale).
    expect(stored[0]!.search_text).toBe('ecl-0 eclairage « energie » 0 varta ');
    for (const word of searchWords('ÉNERGIE écl-0')) expect(stored[0]!.search_text).toContain(word);
    await expect(before.insertInto('products').values({ ...rows[0]!, id: 'autre', reference: 'AUTRE' }).execute()).rejects.toThrow(/search_text/);
  });
});
