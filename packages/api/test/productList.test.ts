import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_DEFAULT_SORT, type PagedResult, type Product } from '@otech/domain';
import { insertProduct, replaceProduct } from '../src/db/products.ts';
import { productList } from '../src/db/productList.ts';
import { csvRows, firstSheet, staffListCalls } from './staffLists.ts';
import { STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/* /admin/catalogue as a staff list (issues 23 and 27): the database pages, searches, filters, sorts and exports. */

let t: TestApi;
let admin: string;
let rayons: [string, string];
/** 25 products "Zlist n": even ones "Chargeur CTEK MXS 10 12 V 10 A" of the first rayon, odd ones "Élément Li-ion 18650" of the second; one archived. */
const COUNT = 25;
const reference = (n: number) => `ZLIST-${String(n).padStart(2, '0')}`;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  const stored = t.api.db.products.all();
  rayons = [stored[0]!.category, stored.find((product) => product.category !== stored[0]!.category)!.category];
  for (let n = 1; n <= COUNT; n += 1) {
    const even = n % 2 === 0;
    const product: Product = {
      ...stored[0]!,
      id: reference(n),
      reference: reference(n),
      name: even ? `Chargeur CTEK MXS 10 12 V 10 A zlist ${n}` : `Élément Li-ion 18650 zlist ${n}`,
      brand: even ? 'CTEK' : 'Samsung',
      category: even ? rayons[0] : rayons[1],
      ean: undefined,
      price: 100 + (n % 5) * 10 + n / 100,
      stock: n === 3 ? 0 : 40 - n,
      hidden: n === COUNT ? true : undefined,
    };
    await insertProduct(t.api.db, product);
  }
}, 180_000);
afterAll(() => t.stop());

const LISTED = COUNT - 1;

const { read: list, download, inOrder } = staffListCalls<Product>(() => ({ t, token: admin }), '/admin/products', '?search=zlist');

describe('/admin/catalogue on the server', () => {
  it('pages 20 at a time with the total, leaves archived products out, and answers a page past the end with the last one, numbered', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: LISTED, page: 1, pageSize: 20, totalPages: 2 });
    expect(first.items.map((product) => product.reference).slice(0, 2)).toEqual([reference(1), reference(2)]);
    const past = await list('&page=40');
    expect(past).toMatchObject({ page: 2, totalPages: 2 });
    expect(past.items.map((product) => product.reference)).toEqual([21, 22, 23, 24].map(reference));
  });

  it('finds every word in any order, without accents or case, across reference, name and brand', async () => {
    expect((await list('+chargeur+12+V')).total).toBe(12);
    expect((await list('+V+12+CHARGEUR')).total).toBe(12);
    expect((await list('+element+samsung')).total).toBe(12);
    expect((await list('+zlist-07')).items.map((product) => product.reference)).toEqual([reference(7)]);
    expect((await list('+chargeur+18650')).total).toBe(0);
    const { body } = await t.call('GET', `/admin/products?search=${encodeURIComponent('chargeur 12 V')}`, { token: admin });
    expect((body as PagedResult<Product>).items.map((product) => product.name)).toContain('Chargeur CTEK MXS 10 12 V 10 A zlist 2');
  });

  it('finds a product by its new name once it is renamed, and no longer by the old one', async () => {
    const before = (await list('+zlist+1')).items.find((product) => product.id === reference(1))!;
    expect(await replaceProduct(t.api.db, { ...before, name: 'Batterie Varta Silver zlist 1' })).toBe(true);
    try {
      expect((await list('+varta+silver')).items.map((product) => product.id)).toEqual([reference(1)]);
      expect((await list('+18650')).items.map((product) => product.id)).not.toContain(reference(1));
    } finally {
      // Put back even when a check fails, so the next tests' sorts and exports read the fixture.
      await replaceProduct(t.api.db, before);
    }
  });

  it('filters by rayon', async () => {
    expect((await list(`&rayon=${encodeURIComponent(rayons[0])}`)).total).toBe(12);
    expect((await list(`&rayon=${encodeURIComponent(rayons[1])}`)).total).toBe(12);
  });

  it('sorts by a column either way, on the server, and refuses an unknown sort in French', async () => {
    expect((await list('&sort=-reference')).items[0]?.reference).toBe(reference(24));
    expect((await list('&sort=stock')).items[0]?.reference).toBe(reference(3));
    expect((await list('&sort=-stock')).items[0]?.reference).toBe(reference(1));
    expect((await list('&sort=-prix')).items[0]?.reference).toBe(reference(24));
    expect((await list('&sort=designation')).items[0]?.name).toMatch(/^Chargeur/);
    expect((await list('&sort=-designation')).items[0]?.name).toMatch(/^Élément/);
    const { status, body } = await t.call('GET', '/admin/products?sort=ean', { token: admin });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Tri attendu');
  });

  it('is refused to a role without the catalogue, and its export to who may only count the stock', async () => {
    const comptabilite = await t.adminToken(STAFF_CREDENTIALS.comptabilite);
    expect((await t.call('GET', '/admin/products', { token: comptabilite })).status).toBe(403);
    expect((await t.call('GET', '/admin/products/export?format=csv', { token: comptabilite })).status).toBe(403);
    // Logistique reads the list to count the stock (decision 237), not to export the catalogue.
    const logistique = await t.adminToken(STAFF_CREDENTIALS.logistique);
    expect((await t.call('GET', '/admin/products', { token: logistique })).status).toBe(200);
    expect((await t.call('GET', '/admin/products/export?format=csv', { token: logistique })).status).toBe(403);
    expect((await t.call('GET', '/admin/products')).status).toBe(401);
  });

  it('reads an export in batches that neither skip nor repeat a row, on columns with ties', async () => {
    for (const sort of [ADMIN_PRODUCT_DEFAULT_SORT, { key: 'prix' as const, direction: 'desc' as const }, { key: 'rayon' as const, direction: 'asc' as const }]) {
      const read: string[] = [];
      for await (const batch of productList.batches(t.api.db, { search: 'zlist', rayon: '', archives: '', sort }, 7)) read.push(...batch.map((product) => product.id));
      expect(read).toEqual((await inOrder(sort)).map((product) => product.id));
    }
  });

  it('exports what the list shows as CSV with a BOM, semicolons and French decimals', async () => {
    const file = await download('+chargeur&sort=-prix&format=csv');
    expect(file.disposition).toMatch(/filename="produits_\d{4}-\d{2}-\d{2}\.csv"/);
        expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(file.bytes);
    expect(rows[0]).toEqual(['Référence', 'Désignation', 'Marque', 'Rayon', 'EAN', 'Prix HT (€)', 'Stock']);
    expect(rows).toHaveLength(13);
    expect(rows[1]?.slice(0, 3)).toEqual([reference(24), 'Chargeur CTEK MXS 10 12 V 10 A zlist 24', 'CTEK']);
    expect(rows[1]?.[5]).toBe('140,24');
  });

  it('exports the same list as XLSX, in the list order, prices as numbers', async () => {
    const sheet = await firstSheet((await download('&format=xlsx')).bytes);
    expect(sheet.rowCount).toBe(LISTED + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(reference(1));
    expect(sheet.getRow(LISTED + 1).getCell(1).value).toBe(reference(24));
    expect(sheet.getRow(2).getCell(6).value).toBe(110.01);
  });
});
