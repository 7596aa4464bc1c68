import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSql } from '../connect.ts';
import type { SqlDatabase } from '../connect.ts';
import { migrationProvider } from './index.ts';

/* 0002 may meet a database 0001 made and filled (`otech seed build --sql`): what it adds is read from the rows already there. */

let db: SqlDatabase;

async function migrateTo(name: string): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider: migrationProvider }).migrateTo(name);
  if (error) throw error;
  return results.map((result) => result.migrationName);
}

beforeAll(async () => {
  db = await openSql({ memory: true });
  await migrateTo('0001_initial');
}, 120_000);
afterAll(() => db.destroy());

const record = (value: unknown) => JSON.stringify(value);

describe('migration 0002 on a database filled under 0001', () => {
  it("fills an invoice's due date and paid amount and a favourite's product from their records", async () => {
    const paiements = [{ montant: 100.5, date_paiement: '2026-01-10', mode: 'virement' }, { montant: 'illisible' }];
    await db
      .insertInto('factures')
      .values([
        { id: 'fac-1', client_id: 1, numero_facture: 'FA-1', date_facture: '2026-01-01', statut: 'envoyee', montant_ttc: 300, record: record({ date_echeance: '2026-01-31', paiements }) },
        { id: 'fac-2', client_id: 1, numero_facture: 'FA-2', date_facture: '2026-01-01', statut: 'brouillon', montant_ttc: 10, record: record({ paiements: 'aucun' }) },
      ])
      .execute();
    await db.insertInto('favorites').values({ id: 'fav-1', client_id: 1, record: record({ productId: 'VP00001' }) }).execute();

    expect(await migrateTo('0002_customer_records')).toEqual(['0002_customer_records']);

    const factures = await db.selectFrom('factures').select(['id', 'date_echeance', 'montant_regle']).orderBy('id').execute();
    expect(factures).toEqual([
      { id: 'fac-1', date_echeance: '2026-01-31', montant_regle: 100.5 },
      { id: 'fac-2', date_echeance: null, montant_regle: 0 },
    ]);
    // The rows already there are numbered in their stored order; a new one comes after them.
    await db.insertInto('factures').values({ id: 'fac-0', client_id: 1, numero_facture: 'FA-0', date_facture: '2026-01-01', statut: 'brouillon', montant_ttc: 0, record: '{}' }).execute();
    expect(await db.selectFrom('factures').select('id').orderBy('seq').execute()).toEqual([{ id: 'fac-1' }, { id: 'fac-2' }, { id: 'fac-0' }]);
    expect(await db.selectFrom('favorites').select('product_id').executeTakeFirst()).toEqual({ product_id: 'VP00001' });
  });
});
