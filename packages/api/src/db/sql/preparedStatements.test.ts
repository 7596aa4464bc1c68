import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSql } from './connect.ts';
import type { SqlDatabase } from './connect.ts';

// The embedded engine's statements kept prepared (preparedStatements.ts) answer as PGlite's own `query` did.
let db: SqlDatabase;

beforeAll(async () => {
  db = await openSql({ memory: true });
}, 60_000);
afterAll(() => db.destroy());


describe('statements kept prepared on PGlite', () => {
  it('answers the same rows and types on every run of a statement, parameters serialized by their inferred types', async () => {
    await sql`create table lines (id text primary key, quantity integer not null, added timestamptz, record jsonb)`.execute(db);
    const insert = (id: string, quantity: number) =>
      sql`insert into lines (id, quantity, added, record) values (${id}, ${quantity}, ${new Date('2026-12-02T10:00:00Z')}, ${JSON.stringify({ id, quantity })}) returning quantity, record`.execute(db);
    for (const [id, quantity] of [['a', 1], ['b', 2], ['c', 3]] as const) {
      expect((await insert(id, quantity)).rows).toEqual([{ quantity, record: { id, quantity } }]);
    }
    const read = (id: string) => sql<{ id: string; quantity: number; added: Date }>`select id, quantity, added from lines where id = ${id}`.execute(db);
    expect((await read('b')).rows).toEqual([{ id: 'b', quantity: 2, added: new Date('2026-12-02T10:00:00Z') }]);
    expect((await read('c')).rows).toEqual([{ id: 'c', quantity: 3, added: new Date('2026-12-02T10:00:00Z') }]);
    expect((await read('none')).rows).toEqual([]);
    expect((await sql`update lines set quantity = 5 where quantity < ${3}`.execute(db)).numAffectedRows).toBe(2n);
  });

  it('refuses a row as PostgreSQL does, with its code, and the statement runs again afterwards', async () => {
    const insert = (id: string) => sql`insert into lines (id, quantity) values (${id}, 1)`.execute(db);
    await expect(insert('a')).rejects.toMatchObject({ code: '23505' });
    await insert('d');
    expect((await sql<{ n: number }>`select count(*)::int as n from lines`.execute(db)).rows).toEqual([{ n: 4 }]);
  });

  it('answers the new columns of a table changed after a statement on it was prepared', async () => {
    const all = () => sql<Record<string, unknown>>`select * from lines where id = ${'a'}`.execute(db);
    expect(Object.keys((await all()).rows[0] ?? {})).toEqual(['id', 'quantity', 'added', 'record']);
    await sql`alter table lines add column note text`.execute(db);
    expect(Object.keys((await all()).rows[0] ?? {})).toEqual(['id', 'quantity', 'added', 'record', 'note']);
  });
});
