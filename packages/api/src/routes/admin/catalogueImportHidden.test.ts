import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCrawlerSource } from '../seo.ts';
import type { CatalogueImportResult } from '@otech/domain';
import { TestApi } from '../../../test/helpers.ts';

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
}, 60_000);
afterAll(() => t.stop());

async function importCsv(csv: string) {
  const response = await fetch(`${t.api.url}/admin/catalogue/import?file=export.csv&apply=true`, { method: 'POST', headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` }, body: csv });
  return (await response.json()) as CatalogueImportResult;
}

const served = async (reference: string) => (await catalogueCrawlerSource(t.api.db).products()).some((product) => product.reference === reference);
const stored = async (reference: string) => (await t.api.db.sql.selectFrom('products').select('record').where('reference', '=', reference).executeTakeFirst())?.record;

describe('inactive products of an export are imported hidden (issue 20)', () => {
  it('Shopify: Published FALSE or Status draft hides the product; it stays in the database, out of the pages, the search and the sitemap', async () => {
    const csv = [
      'Handle;Title;Vendor;Product Category;Type;Published;Variant SKU;Variant Inventory Qty;Variant Price;Status',
      'pile-retiree;Pile retirée;Varta;vp;Piles;FALSE;HID-001;10;3;active',
      'pile-brouillon;Pile en brouillon;Varta;vp;Piles;TRUE;HID-002;10;3;draft',
      'pile-en-vente;Pile en vente;Varta;vp;Piles;TRUE;HID-003;10;3;active',
    ].join('\n');
    const report = await importCsv(csv);
    expect(report, JSON.stringify(report.rejections)).toMatchObject({ created: 3, rejected: 0, applied: true });
    expect(report.warnings).toContainEqual(expect.objectContaining({ reason: '2 produits inactifs dans le fichier (« Published », « Status ») : importés masqués, ni vendus, ni listés, ni dans le plan du site' }));
    expect(report.warnings.map((warning) => warning.reason).join('\n')).not.toContain('colonnes ignorées');

    expect((await t.call('GET', '/products/HID-003')).status).toBe(200);
    for (const reference of ['HID-001', 'HID-002']) {
      expect((await t.call('GET', `/products/${reference}`)).status, reference).toBe(404);
      expect(((await t.call('GET', `/products?search=${reference}`)).body as { products: unknown[] }).products).toEqual([]);
      expect(await served(reference)).toBe(false);
      expect(await stored(reference)).toMatchObject({ reference, hidden: true });
    }
    expect(await served('HID-003')).toBe(true);
  });

  it('a second export that says the product is active again puts it back on sale, under the same id', async () => {
    const before = await stored('HID-001');
    const report = await importCsv('reference;État\nHID-001;1\n');
    expect(report).toMatchObject({ rejected: 0, applied: true });
    expect((await t.call('GET', '/products/HID-001')).status).toBe(200);
    expect(await stored('HID-001')).toMatchObject({ id: before?.id, hidden: false, name: 'Pile retirée' });
  });

  it('a file without a state column leaves a hidden product hidden', async () => {
    const report = await importCsv('reference;Prix HT\nHID-002;4\n');
    expect(report).toMatchObject({ updated: 1, applied: true });
    expect(await stored('HID-002')).toMatchObject({ price: 4, hidden: true });
    expect((await t.call('GET', '/products/HID-002')).status).toBe(404);
  });
});
