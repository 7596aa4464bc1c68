import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_DEFAULT_SORT, INVALID_DATE, type Order } from '@otech/domain';
import { ordersInBatches } from '../src/db/orderList.ts';
import { deleteRecord, insertRecord, replaceCollection } from '../src/db/owned.ts';
import { csvRows, firstSheet, staffListCalls } from './staffLists.ts';
import { STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/* /admin/orders as a staff list (issues 23 and 27): the database pages, searches, filters, sorts and exports. */

let t: TestApi;
let admin: string;
/** 30 orders CMD-2027-000nn of April 2027, n × 10,50 € TTC; even ones "Énergie Lefèvre", odd ones "Garage Martin"; one in three delivered; no. 7 held on credit. */
const COUNT = 30;
const number = (n: number) => `CMD-2027-${String(n).padStart(5, '0')}`;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  await replaceCollection(
    t.api.db,
    'orders',
    Array.from({ length: COUNT }, (_, index) => {
      const n = index + 1;
      return {
        id: `ord-l-${n}`,
        clientId: 1,
        orderNumber: number(n),
        orderDate: `2027-04-${String(n).padStart(2, '0')}T09:00:00.000Z`,
        totalAmount: n * 10.5,
        items: [],
        status: n % 3 === 0 ? 'delivered' : 'pending',
        paymentStatus: 'pending',
        shippingStatus: n % 3 === 0 ? 'delivered' : 'not_shipped',
        userName: n % 2 === 0 ? 'Énergie Lefèvre' : 'Garage Martin',
        userEmail: `achats${n}@example.fr`,
        ...(n === 7 ? { creditHold: true } : {}),
      };
    }),
  );
}, 180_000);
afterAll(() => t.stop());

const { read: list, download, inOrder } = staffListCalls<Order>(() => ({ t, token: admin }), '/admin/orders', '?search=CMD-2027');

describe('/admin/orders on the server', () => {
  it('pages 20 at a time with the total, held orders first, and answers a page past the end with the last one, numbered', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: COUNT, page: 1, pageSize: 20, totalPages: 2 });
    expect(first.items.slice(0, 3).map((order) => order.orderNumber)).toEqual([number(7), number(30), number(29)]);
    const past = await list('&page=9');
    expect(past).toMatchObject({ page: 2, totalPages: 2 });
    expect(past.items).toHaveLength(COUNT - 20);
  });

  it('finds every word in any order, without accents or case', async () => {
    expect((await list('+lefevre+ENERGIE')).total).toBe(COUNT / 2);
    expect((await list('+martin+achats7@')).items.map((order) => order.orderNumber)).toEqual([number(7)]);
    expect((await list('+lefèvre+garage')).total).toBe(0);
  });

  it('filters by status and order date, both days included', async () => {
    expect((await list('&status=delivered')).total).toBe(COUNT / 3);
    expect((await list('&from=2027-04-02&to=2027-04-04')).items.map((order) => order.orderNumber)).toEqual([number(4), number(3), number(2)]);
    expect((await t.call('GET', '/admin/orders?from=04/02/2027', { token: admin })).status).toBe(400);
  });

  it('refuses a day the calendar lacks with a French 400 naming the field, on the list and its export, instead of a 500', async () => {
    for (const url of ['/admin/orders?to=2027-13-01', '/admin/orders/export?format=csv&to=2027-13-01']) {
      const { status, body } = await t.call('GET', url, { token: admin });
      expect(status, url).toBe(400);
      expect((body as { issues: unknown[] }).issues, url).toEqual([{ path: 'to', message: INVALID_DATE }]);
    }
    const march = await t.call('GET', '/admin/orders?from=2027-02-31', { token: admin });
    expect(march.status).toBe(400);
    expect((march.body as { issues: unknown[] }).issues).toEqual([{ path: 'from', message: INVALID_DATE }]);
  });

  it('sorts by a column either way, on the server', async () => {
    expect((await list('&sort=-montant')).items[0]?.orderNumber).toBe(number(30));
    expect((await list('&sort=numero')).items[0]?.orderNumber).toBe(number(1));
    expect((await list('&sort=client')).items[0]?.userName).toBe('Énergie Lefèvre');
    expect((await list('&sort=date')).items.slice(0, 2).map((order) => order.orderNumber)).toEqual([number(7), number(1)]);
    expect((await t.call('GET', '/admin/orders?sort=email', { token: admin })).status).toBe(400);
  });

  it('reads an export in batches that neither skip nor repeat a row, on columns with ties', async () => {
    for (const sort of [ADMIN_ORDER_DEFAULT_SORT, { key: 'client' as const, direction: 'desc' as const }]) {
      const read: string[] = [];
      for await (const batch of ordersInBatches(t.api.db, { search: 'CMD-2027' }, sort, 4)) read.push(...batch.map(({ record }) => String(record['id'])));
      expect(read).toEqual((await inOrder(sort)).map((order) => order.id));
    }
  });

  it('exports what the list shows as CSV, amounts with French decimals', async () => {
    const file = await download('&status=delivered&sort=montant&format=csv');
    expect(file.disposition).toMatch(/filename="commandes_\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(file.bytes);
    expect(rows[0]).toEqual(['N° commande', 'Date', 'Client', 'E-mail', 'Montant TTC', 'Statut', 'Paiement', 'Livraison']);
    expect(rows).toHaveLength(COUNT / 3 + 1);
    expect(rows[1]).toEqual([number(3), '03/04/2027', 'Garage Martin', 'achats3@example.fr', '31,5', 'Livrée', 'En attente', 'Livrée']);
  });

  it('exports the same list as XLSX, amounts as numbers', async () => {
    const sheet = await firstSheet((await download('&sort=-montant&format=xlsx')).bytes);
    expect(sheet.rowCount).toBe(COUNT + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(number(30));
    expect(sheet.getRow(2).getCell(5).value).toBe(315);
  });

  it('lets logistics read the list but not export it', async () => {
    const logistics = await t.adminToken(STAFF_CREDENTIALS.logistique);
    expect((await t.call('GET', '/admin/orders', { token: logistics })).status).toBe(200);
    expect((await t.call('GET', '/admin/orders/export?format=csv', { token: logistics })).status).toBe(403);
  });

  it('gives the exact total of the list as it opens and by status, read from the kept tallies, after an order is added, changed and removed (decision 269)', async () => {
    const total = async (filters: string) => ((await t.call('GET', `/admin/orders?pageSize=1${filters}`, { token: admin })).body as { total: number }).total;
    const totals = () => Promise.all(['', '&status=delivered', '&paymentStatus=pending', '&status=pending&paymentStatus=pending', '&status=cancelled', '&sort=-montant'].map(total));
    expect(await totals()).toEqual([COUNT, COUNT / 3, COUNT, (COUNT * 2) / 3, 0, COUNT]);
    await insertRecord(t.api.db, 'orders', { id: 'ord-l-added', clientId: 1, orderNumber: number(31), orderDate: '2027-05-01T09:00:00.000Z', totalAmount: 12, items: [], status: 'pending', paymentStatus: 'paid' });
    const changed = await t.call('PATCH', '/admin/orders/ord-l-1', { token: admin, body: { status: 'cancelled' } });
    expect(changed.status).toBe(200);
    expect(await totals()).toEqual([COUNT + 1, COUNT / 3, COUNT, (COUNT * 2) / 3 - 1, 1, COUNT + 1]);
    // The filters the tallies do not keep (shipping status, dates, a search) are counted, and agree.
    expect(await total('&shippingStatus=delivered')).toBe(COUNT / 3);
    expect(await total('&from=2027-05-01')).toBe(1);
    expect(await deleteRecord(t.api.db, 'orders', 1, 'ord-l-added')).toBe(true);
    expect(await totals()).toEqual([COUNT, COUNT / 3, COUNT, (COUNT * 2) / 3 - 1, 1, COUNT]);
  });
});
