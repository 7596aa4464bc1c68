import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATA } from '../../../test/helpers.ts';
import { readSeedSources } from '../../seed/sources.ts';
import type { SeedData } from '../../seed/sources.ts';
import { fillSqlDatabase, sqlSeeded } from '../../seed/sqlSeed.ts';
import { migrateToLatest } from './connect.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { sqlSignInFailures } from './signInFailures.ts';
import type { SqlDatabase } from './connect.ts';
import { openTestSql, testEngine } from './testDatabase.ts';

let db: SqlDatabase;
let seed: SeedData;
let close = async () => {};

beforeAll(async () => {
  ({ db, close } = await openTestSql());
  const sources = await readSeedSources(FIXTURE_DATA);
  // The fixture has no invoice, favourite, bill of materials, SEO entry or reminder: some are added, so their tables are filled too.
  const clientId = sources.clients[0]!.id;
  const facture = { id: 'fac-sql', clientId, numero_facture: 'FA-2026-00001', statut: 'envoyee', client_nom: 'Test', date_facture: '2026-01-02', date_echeance: '2026-02-01', montant_ttc: 120, paiements: [{ montant: 20.1, date_paiement: '2026-01-10', mode: 'virement' }, { montant: 30.2, date_paiement: '2026-01-20', mode: 'virement' }], lignes: [] };
  const favourite = { id: 'fav-sql', clientId, productId: sources.products[0]!.id, dateAdded: '2026-01-02T10:00:00.000Z' };
  const nomenclature = { id: 'nom-sql', reference: 'PACK-1', designation: 'Pack', composants: [{ reference: 'CEL-1', quantite: 2, prix_unitaire: 3 }], main_oeuvre: 4 };
  const referencement = { cible: 'rayon' as const, cle: 'vp', titre: 'Piles', description: 'Des piles.', slug: 'piles' };
  const reminder = { id: 'rel-sql', factureId: 'fac-sql', clientId, level: 1 as const, date_relance: '2026-02-10' };
  seed = { ...sources, owned: { ...sources.owned, factures: [facture], favorites: [favourite] }, nomenclatures: [nomenclature], referencements: [referencement], reminders: [reminder] };
}, 120_000);
afterAll(() => close());

const count = async (table: 'clients' | 'products' | 'orders' | 'addresses') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A statement that must be refused by the schema: the error PostgreSQL gives, or null if it went through. */
async function refusal(statement: () => Promise<unknown>): Promise<string | null> {
  try {
    await statement();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe(`SQL runtime database (${testEngine})`, () => {
  it('migrates an empty database to the latest schema, and a second run has nothing to do', async () => {
    expect((await migrateToLatest(db)).map((result) => [result.migrationName, result.status])).toEqual(Object.keys(MIGRATIONS).map((name) => [name, 'Success']));
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('is filled from the seed sources in one go, and knows it is seeded', async () => {
    expect(await sqlSeeded(db)).toBe(false);
    await fillSqlDatabase(db, seed, []);
    expect(await sqlSeeded(db)).toBe(true);
    expect(await count('clients')).toBe(seed.clients.length);
    expect(await count('products')).toBe(seed.products.length);
    expect(await count('orders')).toBe(seed.owned.orders.length);
    const first = await db.selectFrom('clients').select('record').where('id', '=', seed.clients[0]!.id).executeTakeFirstOrThrow();
    expect(first.record).toEqual(seed.clients[0]);
  });

  it("keeps an order's and an invoice's queried fields in columns that say what their record says", async () => {
    const order = seed.owned.orders[0]!;
    const row = await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ client_id: order.clientId, order_date: order['orderDate'], status: order['status'], total_amount: order['totalAmount'] });
    const facture = seed.owned.factures[0]!;
    const invoice = await db.selectFrom('factures').selectAll().where('id', '=', facture.id).executeTakeFirstOrThrow();
    // What is paid is added in cents, as the domain's invoicePayment does: 20.1 + 30.2 is 50.3, not 50.300000000000004.
    expect(invoice).toMatchObject({ numero_facture: facture['numero_facture'], statut: facture['statut'], montant_ttc: facture['montant_ttc'], date_echeance: '2026-02-01', montant_regle: 50.3 });
  });

  it("fills the administration's bills of materials, SEO entries and reminders, and each favourite's product", async () => {
    expect(await db.selectFrom('reminders').select(['id', 'facture_id', 'client_id', 'level', 'date_relance']).execute()).toEqual([{ id: 'rel-sql', facture_id: 'fac-sql', client_id: seed.clients[0]!.id, level: 1, date_relance: '2026-02-10' }]);
    expect(await db.selectFrom('nomenclatures').select(['reference', 'record']).execute()).toEqual([{ reference: 'PACK-1', record: seed.nomenclatures[0] }]);
    expect(await db.selectFrom('referencements').select(['cible', 'cle', 'slug']).execute()).toEqual([{ cible: 'rayon', cle: 'vp', slug: 'piles' }]);
    expect(await db.selectFrom('favorites').select(['client_id', 'product_id']).execute()).toEqual([{ client_id: seed.clients[0]!.id, product_id: seed.products[0]!.id }]);
  });

  it('refuses a second favourite of the same product, a second loyalty programme or settings for a client', async () => {
    const clientId = seed.clients[0]!.id;
    const row = (id: string) => ({ id, client_id: clientId, record: '{}' });
    expect(await refusal(() => db.insertInto('favorites').values({ ...row('fav-twice'), product_id: seed.products[0]!.id }).execute())).toMatch(/favorites_one_per_product/);
    await db.insertInto('loyalty').values(row('fid-1')).execute();
    expect(await refusal(() => db.insertInto('loyalty').values(row('fid-2')).execute())).toMatch(/loyalty_one_per_client/);
    await db.insertInto('notification_settings').values(row('ns-1')).execute();
    expect(await refusal(() => db.insertInto('notification_settings').values(row('ns-2')).execute())).toMatch(/notification_settings_one_per_client/);
  });

  it('refuses a second bill of materials for a pack, a slug two pages of a kind share, a reminder level past 3', async () => {
    const nomenclature = { ...seed.nomenclatures[0]!, id: 'nom-other' };
    expect(await refusal(() => db.insertInto('nomenclatures').values({ id: 'nom-other', reference: 'PACK-1', record: JSON.stringify(nomenclature) }).execute())).toMatch(/nomenclatures_reference/);
    const entry = { cible: 'rayon', cle: 'vc', slug: 'piles', record: '{}' };
    expect(await refusal(() => db.insertInto('referencements').values(entry).execute())).toMatch(/referencements_slug_unique/);
    await db.insertInto('referencements').values({ ...entry, cible: 'produit' }).execute();
    const reminder = { id: 'rel-1', facture_id: 'fac-sql', client_id: seed.clients[0]!.id, level: 4, date_relance: '2026-03-01' };
    expect(await refusal(() => db.insertInto('reminders').values(reminder).execute())).toMatch(/check constraint/);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const email = seed.clients[0]!.email.toUpperCase();
    expect(await refusal(() => db.insertInto('clients').values({ email, pseudo: 'AUTRE', search_text: '', record: '{}' }).execute())).toMatch(/clients_email_unique/);
  });

  it('never hands a client id out twice, even after the highest one is deleted', async () => {
    const highest = Math.max(...seed.clients.map((client) => client.id));
    const { id } = await db.insertInto('clients').values({ email: 'neuf@example.fr', pseudo: 'NEUF', search_text: '', record: '{}' }).returning('id').executeTakeFirstOrThrow();
    // A refused insert (the e-mail above) spends its number too: ids only ever go up.
    expect(id).toBeGreaterThan(highest);
    await db.deleteFrom('clients').where('id', '=', id).execute();
    const next = await db.insertInto('clients').values({ email: 'neuf2@example.fr', pseudo: 'NEUF2', search_text: '', record: '{}' }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBe(id + 1);
  });

  it('keeps one default address per client', async () => {
    const clientId = seed.clients[0]!.id;
    const address = (id: string) => ({ id, client_id: clientId, is_default: true, record: '{}' });
    await db.deleteFrom('addresses').where('client_id', '=', clientId).execute();
    await db.insertInto('addresses').values(address('adr-one')).execute();
    expect(await refusal(() => db.insertInto('addresses').values(address('adr-two')).execute())).toMatch(/addresses_one_default/);
  });

  it("refuses a cart line whose product is not in the catalogue", async () => {
    const clientId = seed.clients[0]!.id;
    await db.insertInto('carts').values({ client_id: clientId, created_at: 'now', updated_at: 'now' }).execute();
    const line = (productId: string) => ({ client_id: clientId, id: productId, position: 0, product_id: productId, record: '{}' });
    expect(await refusal(() => db.insertInto('cart_lines').values(line('NO-SUCH-PRODUCT')).execute())).toMatch(/foreign key/);
    await db.insertInto('cart_lines').values(line(seed.products[0]!.id)).execute();
  });

  it('leaves the previous content whole when a fill fails half-way', async () => {
    const clientId = seed.clients[0]!.id;
    const twoDefaults = [0, 1].map((n) => ({ id: `adr-bad-${n}`, clientId, isDefault: true }));
    const broken = { ...seed, owned: { ...seed.owned, addresses: twoDefaults } };
    const before = await count('clients');
    expect(await refusal(() => fillSqlDatabase(db, broken, []))).toMatch(/addresses_one_default/);
    expect(await count('clients')).toBe(before);
    expect(await count('addresses')).toBe(1);
  });

  it('keeps the sign-in throttle counts in the database: failures from two stores at once are all counted, and shared', async () => {
    const [one, two] = [sqlSignInFailures(db), sqlSignInFailures(db)];
    await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? one : two).add('address', '10.0.0.7', 1000 + i, 0)));
    // Which failure the server takes first is its own affair; none is lost.
    expect((await two.read('address', '10.0.0.7'))?.count).toBe(50);
    expect(await one.read('account', '10.0.0.7')).toBeUndefined();
    // Once its window has passed, the count starts again.
    await one.add('address', '10.0.0.7', 900_000, 5000);
    expect(await two.read('address', '10.0.0.7')).toEqual({ count: 1, first: 900_000, last: 900_000 });
    await two.remove('address', '10.0.0.7');
    expect(await one.read('address', '10.0.0.7')).toBeUndefined();
  });
});
