import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { productSearchText } from '@otech/domain';
import { writeProductRows } from './productRows.ts';
import type { ProductRow } from './productRows.ts';
import { migrateToLatest } from './sql/connect.ts';
import type { SqlDatabase } from './sql/connect.ts';
import { openTestSql, testEngine } from './sql/testDatabase.ts';

// PGlite writes many rows by COPY, a PostgreSQL server (OTECH_TEST_DATABASE_URL) by JSON array batches.
let db: { sql: SqlDatabase; close: () => Promise<void> };
beforeAll(async () => {
  const opened = await openTestSql();
  await migrateToLatest(opened.db);
  db = { sql: opened.db, close: opened.close };
});
afterAll(async () => {
  await db?.close();
});

// Text COPY's own format would misread: backslashes (in JSON's escapes too), tabs, line ends, quotes.
const awkward = 'Pile « 9 V » \\ 6LR61\ttab\nligne\r"guillemets"';
const row = (n: number, name: string, prefix = 'ROW'): ProductRow => {
  const id = `${prefix}-${n}`;
  const reference = n === 1 ? `${id}\\a\tb` : id;
  return { id, reference, record: JSON.stringify({ id, reference: id, name, price: n }), search_text: productSearchText(reference, { name }) };
};

const stored = async () =>
  (await db.sql.selectFrom('products').select(['id', 'reference', 'record', 'search_text']).where('id', 'like', 'ROW-%').orderBy('seq').execute()).map((r) => ({ id: r.id, reference: r.reference, name: (r.record as unknown as { name: string }).name, searchText: r.search_text }));

describe(`writeProductRows: an import of many products (${testEngine})`, () => {
  // Over 2,000 rows: several COPY chunks on PGlite, of new and of replaced products.
  it('stores every field byte for byte, adds new products in the file order and replaces stored ones in their place', async () => {
    const first = Array.from({ length: 4100 }, (_, n) => row(n + 1, `${awkward} ${n + 1}`));
    await db.sql.transaction().execute((t) => writeProductRows(t, first));
    const afterFirst = await stored();
    expect(afterFirst).toHaveLength(4100);
    expect(afterFirst[0]).toEqual({ id: 'ROW-1', reference: 'ROW-1\\a\tb', name: `${awkward} 1`, searchText: `row-1\\a\tb ${awkward.toLowerCase()} 1  ` });
    expect(afterFirst.map((r) => r.id)).toEqual(first.map((r) => r.id));

    // Half replaced (kept in their place), then new ones after.
    const second = [...Array.from({ length: 2100 }, (_, n) => row(n + 601, `renommée ${n + 601}`)), ...Array.from({ length: 600 }, (_, n) => row(n + 4101, `nouvelle ${n + 4101}`))];
    await db.sql.transaction().execute((t) => writeProductRows(t, second));
    const afterSecond = await stored();
    expect(afterSecond).toHaveLength(4700);
    expect(afterSecond.map((r) => r.id)).toEqual(Array.from({ length: 4700 }, (_, n) => `ROW-${n + 1}`));
    expect(afterSecond[599]?.name).toBe(`${awkward} 600`);
    expect(afterSecond[600]).toMatchObject({ name: 'renommée 601', searchText: 'row-601 renommee 601  ' });
    expect(afterSecond[2699]?.name).toBe('renommée 2700');
    expect(afterSecond[2700]?.name).toBe(`${awkward} 2701`);
    expect(afterSecond[4699]?.name).toBe('nouvelle 4700');
  });

  it('writes nothing when one row fails: a reference another product holds', async () => {
    const before = await stored();
    const clash = [...Array.from({ length: 700 }, (_, n) => row(n + 1, 'jamais écrite', 'NEW')), { ...row(9999, 'doublon'), reference: 'ROW-2' }];
    await expect(db.sql.transaction().execute((t) => writeProductRows(t, clash))).rejects.toThrow(/products_reference/);
    expect(await stored()).toEqual(before);
    expect((await sql<{ n: number }>`select count(*)::int as n from products where id like 'NEW-%'`.execute(db.sql)).rows[0]?.n).toBe(0);
  });
});
