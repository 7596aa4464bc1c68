import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedClientSearchText } from '@otech/domain';
import type { SqlDatabase } from '../connect.ts';
import { migrateTestSqlTo, openTestSql } from '../testDatabase.ts';

/* 0009 meets a database of clients written before it: their search texts come from their records, however many batches they fill. */

let db: SqlDatabase;
let close: () => Promise<void>;

const migrateTo = (name: string) => migrateTestSqlTo(db, name);

beforeAll(async () => {
  ({ db, close } = await openTestSql());
  await migrateTo('0008_invoice_list_index');
}, 120_000);
afterAll(() => close());

describe('migration 0009 on a database of clients', () => {
  it("fills every client's search text from its record, then asks every writer for one", async () => {
    const clients = Array.from({ length: 1_203 }, (_, n) => ({
      id: n + 1,
      email: `client${n}@exemple.fr`,
      pseudo: `CLIENT${n}`,
      prenom: n % 2 === 0 ? 'Zoé' : undefined,
      nom: 'Lœvenbruck',
      societe: `Société ${n}`,
      siret: '123 456 789 00012',
    }));
    const rows = clients.map((client) => ({ id: client.id, email: client.email, pseudo: client.pseudo, record: JSON.stringify(client) }));
    // The table as 0008 left it, without search_text.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const before = db as unknown as Kysely<any>;
    for (let start = 0; start < rows.length; start += 500) await before.insertInto('clients').values(rows.slice(start, start + 500)).execute();

    expect(await migrateTo('0009_client_search')).toEqual(['0009_client_search']);

    const stored = await db.selectFrom('clients').select(['id', 'search_text']).orderBy('id').execute();
    expect(stored).toEqual(clients.map((client) => ({ id: client.id, search_text: storedClientSearchText(client) })));
    expect(stored[0]!.search_text).toBe('zoe\nloevenbruck\nclient0@exemple.fr\nsociete 0\n12345678900012\nclient0');
    await expect(before.insertInto('clients').values({ ...rows[0]!, id: 5_000, email: 'x@exemple.fr', pseudo: 'X' }).execute()).rejects.toThrow(/search_text/);
  });
});
