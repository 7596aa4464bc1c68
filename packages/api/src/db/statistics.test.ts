import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOrderFigures, computeAdminStats, spentOrders } from '@otech/domain';
import { FIXTURE_DATA } from '../../test/helpers.ts';
import { readSeedSources } from '../seed/sources.ts';
import type { SeedData } from '../seed/sources.ts';
import { fillSqlDatabase } from '../seed/sqlSeed.ts';
import { orderRow } from './sql/rows.ts';
import { readOrder } from '../records/storedRecords.ts';
import type { OwnedRecord } from './database.ts';
import { migrateToLatest } from './sql/connect.ts';
import type { SqlDatabase } from './sql/connect.ts';
import { openTestSql, testEngine } from './sql/testDatabase.ts';
import { adminStatistics, clientOrderTallies } from './statistics.ts';

/*
 * The statistics the database adds up must be those the domain computes from every order: the
 * same orders go to both, after each kind of write the triggers follow.
 */

const SAMPLE_ORDERS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data/orders.json');
const now = new Date('2026-11-20T12:00:00Z');

let db: SqlDatabase;
let close = async () => {};
let seed: SeedData;

/** The committed sample's 60 orders (a year of every status) spread over the fixture's clients, half without the owner's name. */
function sampleOrders(clients: SeedData['clients']): OwnedRecord[] {
  const sample = JSON.parse(readFileSync(SAMPLE_ORDERS, 'utf8')) as OwnedRecord[];
  return sample.map((order, i) => {
    const client = clients[i % clients.length]!;
    const { userName: _name, userEmail: _email, ...anonymous } = order;
    return { ...(i % 2 === 0 ? order : anonymous), clientId: client.id, userId: String(client.id) };
  });
}

async function storedOrders(): Promise<OwnedRecord[]> {
  return (await db.selectFrom('orders').select('record').execute()).map((row) => row.record);
}

/** What the domain makes of every stored order, read as the routes read them. */
async function domainStatistics() {
  const owners = new Map(seed.clients.map((client) => [client.id, client]));
  const orders = (await storedOrders()).map((record) => readOrder(record, owners.get(record.clientId)));
  return computeAdminStats(orders, now, 'quantity');
}

// The date a product's name was taken from stays when that order is cancelled: only the name is compared.
const tallies = async () => ({
  orders: await db.selectFrom('order_tallies').selectAll().orderBy(['month', 'status', 'payment_status']).execute(),
  products: await db.selectFrom('product_tallies').select(['product_id', 'name', 'quantity', 'revenue_cents']).orderBy('product_id').execute(),
});

beforeAll(async () => {
  ({ db, close } = await openTestSql());
  await migrateToLatest(db);
  const sources = await readSeedSources(FIXTURE_DATA);
  seed = { ...sources, owned: { ...sources.owned, orders: sampleOrders(sources.clients) } };
  await fillSqlDatabase(db, seed, []);
}, 120_000);
afterAll(() => close());

describe(`admin statistics as database totals (${testEngine})`, () => {
  it("agree with the domain's statistics on the sample's orders", async () => {
    const stats = await adminStatistics({ sql: db }, now);
    expect(stats.totalOrders).toBe(60);
    expect(stats.ordersByMonth.map((month) => month.count).reduce((a, b) => a + b)).toBeGreaterThan(0);
    expect(stats.topProducts).toHaveLength(5);
    expect(stats).toEqual(await domainStatistics());
  });

  it('follow the orders as they are added, change status, date or lines, and are removed', async () => {
    const [first, second, third] = (await storedOrders()).sort((a, b) => a.id.localeCompare(b.id));
    const added = { ...first!, id: 'ord-new', orderNumber: 'CMD-2026-NEW', orderDate: '2026-11-19T23:30:00.000Z', status: 'pending', totalAmount: 1234.565 };
    await db.insertInto('orders').values(orderRow(added)).execute();
    expect(await adminStatistics({ sql: db }, now)).toEqual(await domainStatistics());

    // Sold to cancelled: its revenue and lines leave the totals; then a new month and new lines.
    await db.updateTable('orders').set(orderRow({ ...second!, status: 'cancelled' })).where('id', '=', second!.id).execute();
    expect(await adminStatistics({ sql: db }, now)).toEqual(await domainStatistics());
    const moved = { ...added, orderDate: '2026-09-01', items: [{ productId: 'NEW-1', productName: 'Nouveau produit', quantity: 999, unitPrice: 1, totalPrice: 999 }], totalAmount: 999 };
    await db.updateTable('orders').set(orderRow(moved)).where('id', '=', added.id).execute();
    const stats = await adminStatistics({ sql: db }, now);
    expect(stats.topProducts[0]).toEqual({ name: 'Nouveau produit', quantity: 999, revenue: 999 });
    expect(stats).toEqual(await domainStatistics());

    await db.deleteFrom('orders').where('id', 'in', [added.id, third!.id]).execute();
    expect(await adminStatistics({ sql: db }, now)).toEqual(await domainStatistics());
  });

  it('count an order whose date or lines cannot be read in no month and no product, as the domain does', async () => {
    const [model] = await storedOrders();
    const odd = { ...model!, id: 'ord-odd', orderNumber: 'CMD-ODD', orderDate: 'hier', items: [{ productId: 'X', productName: 'X', quantity: 'beaucoup', totalPrice: 3 }, 'ligne', { productId: ' ', productName: 'Y', quantity: 1, totalPrice: 1 }] };
    await db.insertInto('orders').values(orderRow(odd)).execute();
    const stats = await adminStatistics({ sql: db }, now);
    expect(stats).toEqual(await domainStatistics());
    expect(stats.topProducts.map((product) => product.name)).not.toContain('X');
  });

  it('are the same kept write by write as added up again from every order', async () => {
    const kept = await tallies();
    await sql`select otech_rebuild_tallies()`.execute(db);
    expect(await tallies()).toEqual(kept);
  });

  it('are emptied with the orders, and filled again by a new seed', async () => {
    await sql`truncate orders`.execute(db);
    expect(await tallies()).toEqual({ orders: [], products: [] });
    await fillSqlDatabase(db, seed, []);
    expect(await adminStatistics({ sql: db }, now)).toEqual(await domainStatistics());
  });
});

/** Every client's card figures from the tallies the database keeps, and as the domain makes them of the client's stored orders. */
async function clientFigures() {
  const ids = seed.clients.map((client) => client.id);
  const tallies = await clientOrderTallies({ sql: db }, ids);
  const orders = (await storedOrders()).map((record) => readOrder(record, undefined));
  return {
    kept: ids.map((id) => clientOrderFigures(tallies.get(id) ?? [])),
    domain: ids.map((id) => {
      const own = orders.filter((order) => order.clientId === id);
      return { totalOrders: own.length, totalSpent: spentOrders(own).total };
    }),
  };
}

describe(`client order figures as database totals (${testEngine})`, () => {
  it("agree with the domain's rules as orders are added, change status, amount or client, and are removed", async () => {
    const agree = async () => {
      const { kept, domain } = await clientFigures();
      expect(kept).toEqual(domain);
      return kept;
    };
    expect((await agree()).some((figures) => figures.totalOrders > 0)).toBe(true);
    const [first] = (await storedOrders()).sort((a, b) => a.id.localeCompare(b.id));
    const added = { ...first!, id: 'ord-client', orderNumber: 'CMD-2026-CLI', status: 'pending', totalAmount: 1234.565 };
    await db.insertInto('orders').values(orderRow(added)).execute();
    await agree();
    await db.updateTable('orders').set(orderRow({ ...added, status: 'cancelled' })).where('id', '=', added.id).execute();
    await agree();
    const other = seed.clients.find((client) => client.id !== added.clientId)!;
    await db.updateTable('orders').set(orderRow({ ...added, clientId: other.id, status: 'delivered', totalAmount: 0.1 })).where('id', '=', added.id).execute();
    await agree();
    await db.deleteFrom('orders').where('id', '=', added.id).execute();
    await agree();
  });

  it('are emptied with the orders, and filled again by a new seed', async () => {
    await sql`truncate orders`.execute(db);
    expect(await db.selectFrom('client_order_tallies').selectAll().execute()).toEqual([]);
    await fillSqlDatabase(db, seed, []);
    const { kept, domain } = await clientFigures();
    expect(kept).toEqual(domain);
  });
});
