import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from './clients.ts';
import type { Database } from './database.ts';
import { termsOfClient } from './priceTerms.ts';
import { openMemoryDatabase } from './sql/testDatabase.ts';
import { transaction } from './transaction.ts';

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
  await insertClient(db, (id) => ({ id, pseudo: 'GROSSISTE', societe: 'Grossiste', email: 'grossiste@example.fr', pays: 'France', actif: true, bloque: false }));
});
afterAll(() => db.close());

const contractOf = async (source: Database) => (await termsOfClient(source, { id: 1 })).terms.contract.get('VP00001');

describe("a client's terms read inside a transaction (decision 160)", () => {
  it("sees the transaction's own uncommitted write, not the memory, and keeps nothing of it", async () => {
    expect(await contractOf(db)).toBeUndefined(); // now kept in this process's memory
    await expect(
      transaction(db, async (t) => {
        await t.sql.insertInto('contract_prices').values({ client_id: 1, product_id: 'VP00001', price_cents: 189 }).execute();
        expect(await contractOf(t)).toBe(189);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await contractOf(db)).toBeUndefined();
  });
});
