import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_REFERENCE, TestApi } from './helpers.ts';

interface ProductPage {
  products: { id: string; name: string; price: number; brand?: string; stock: number; images: string[]; imageUrl?: string }[];
  total: number;
}

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
});
afterAll(() => t.stop());

describe('catalogue (spec 1 §7)', () => {
  it('pages products: page, pageSize → { products, total }', async () => {
    const first = await t.call('GET', '/products?page=1&pageSize=2');
    const second = await t.call('GET', '/products?page=2&pageSize=2');
    expect(first.status).toBe(200);
    const a = first.body as ProductPage;
    const b = second.body as ProductPage;
    expect(a.total).toBe(5);
    expect(a.products).toHaveLength(2);
    expect(b.products).toHaveLength(2);
    expect(b.products[0]?.id).not.toBe(a.products[0]?.id);
  });

  it('defaults to 12 per page (spec 1 §9) and treats category "all" as no category', async () => {
    const { body } = await t.call('GET', '/products?category=all');
    expect((body as ProductPage).products).toHaveLength(5);
  });

  it('searches name, reference, EAN and model, without accents mattering', async () => {
    const byName = (await t.call('GET', '/products?search=telephone')).body as ProductPage;
    expect(byName.products.map((p) => p.id)).toEqual(['VB-NOK-004']);
    const byReference = (await t.call('GET', '/products?search=dc-can')).body as ProductPage;
    expect(byReference.products.map((p) => p.id)).toEqual(['DC-CAN-005']);
    const byEan = (await t.call('GET', '/products?search=3760000000048')).body as ProductPage;
    expect(byEan.products.map((p) => p.id)).toEqual(['VB-NOK-004']);
    const byModel = (await t.call('GET', '/products?search=LP-E6')).body as ProductPage;
    expect(byModel.total).toBe(1);
  });

  it('reads the description too when asked (the user dashboard, spec 2 §5), never otherwise', async () => {
    const withDescription = (await t.call('GET', '/products?search=mobile&searchDescription=true')).body as ProductPage;
    expect(withDescription.products.map((p) => p.id)).toEqual(['VB-NOK-004']);
    const catalogue = (await t.call('GET', '/products?search=mobile')).body as ProductPage;
    expect(catalogue.total).toBe(0);
  });

  it('filters by category, brand, price range and stock, and sorts', async () => {
    const category = (await t.call('GET', '/products?category=vp')).body as ProductPage;
    expect(category.products.map((p) => p.id).sort()).toEqual(['VP-AA-001', 'VP-AAA-002']);
    const brand = (await t.call('GET', '/products?brand=Canon')).body as ProductPage;
    expect(brand.products.map((p) => p.brand)).toEqual(['Canon']);
    const range = (await t.call('GET', '/products?minPrice=10&maxPrice=25')).body as ProductPage;
    expect(range.products.map((p) => p.price).sort()).toEqual([12.5, 24.9]);
    const inStock = (await t.call('GET', '/products?inStockOnly=true')).body as ProductPage;
    expect(inStock.total).toBe(4);
    expect(inStock.products.every((p) => p.stock > 0)).toBe(true);
    const sorted = (await t.call('GET', '/products?sort=price-asc')).body as ProductPage;
    expect(sorted.products.map((p) => p.price)).toEqual([1.9, 2.5, 12.5, 24.9, 39.9]);
  });

  it('answers the advanced search of spec 1 §2: reference, EAN and model contained, type equal', async () => {
    const ids = async (query: string) => ((await t.call('GET', `/products?${query}`)).body as ProductPage).products.map((p) => p.id).sort();
    expect(await ids('reference=vp-aa')).toEqual(['VP-AA-001', 'VP-AAA-002']);
    expect(await ids('ean=0000048')).toEqual(['VB-NOK-004']);
    expect(await ids('model=lp-e')).toEqual(['DC-CAN-005']);
    expect(await ids('type=chargeur')).toEqual(['VC-CH-003']);
    expect(await ids('type=batterie&model=bl')).toEqual(['VB-NOK-004']);
  });

  it('follows the domain catalogue rules: case-free category and brand, a page past the end gives the last page', async () => {
    const category = (await t.call('GET', '/products?category=VP&brand=varta')).body as ProductPage;
    expect(category.products.map((p) => p.id)).toEqual(['VP-AA-001']);
    const past = (await t.call('GET', '/products?page=9&pageSize=2')).body as ProductPage;
    expect(past.products.map((p) => p.id)).toEqual(['DC-CAN-005']);
  });

  it('rejects a malformed query with 400 naming the parameter', async () => {
    const { status, body } = await t.call('GET', '/products?page=0&sort=cheapest');
    expect(status).toBe(400);
    expect((body as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(['page', 'sort']);
  });

  it('serves all products, the first 20, one product and 404 for an unknown id', async () => {
    expect(((await t.call('GET', '/products/all')).body as unknown[]).length).toBe(5);
    expect(((await t.call('GET', '/products/first')).body as unknown[]).length).toBe(5);
    const one = await t.call('GET', '/products/VB-NOK-004');
    expect((one.body as { name: string }).name).toBe('Batterie téléphone Nokia BL-5C');
    const missing = await t.call('GET', '/products/NOPE');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Produit non trouvé' } });
  });

  it('makes the list of all products once per catalogue version: the same answer between writes, the new product after one', async () => {
    const all = (headers: Record<string, string> = {}) => fetch(`${t.api.url}/products/all`, { headers });
    const first = await all();
    const stringify = vi.spyOn(JSON, 'stringify');
    const second = await all();
    expect(stringify.mock.calls.filter(([value]) => Array.isArray(value))).toEqual([]);
    stringify.mockRestore();
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe(await first.text());
    // fetch adds `Cache-Control: no-cache` to a conditional request unless told otherwise; a browser revalidates so.
    expect((await all({ 'if-none-match': first.headers.get('etag') ?? '', 'cache-control': 'max-age=0' })).status).toBe(304);
    const plain = await all({ 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).not.toBe(first.headers.get('etag'));

    const admin = await t.adminToken();
    const product = { id: 'VX-ALL-1', reference: 'VX-ALL-1', name: 'Pile de la liste complète', category: 'vx', price: 2 };
    expect((await t.call('POST', '/products', { body: product, token: admin })).status).toBe(201);
    const after = await all();
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(((await after.json()) as { id: string }[]).map((p) => p.id)).toContain('VX-ALL-1');
    expect((await t.call('DELETE', '/products/VX-ALL-1', { token: admin })).status).toBe(204);
  });

  it('search-global, brands and voltages', async () => {
    const global = (await t.call('GET', '/products/search-global?search=batterie')).body as ProductPage;
    expect(global.total).toBe(2);
    expect((await t.call('GET', '/products/brands')).body).toEqual({ brands: ['Ansmann', 'Canon', 'Duracell', 'Nokia', 'Varta'] });
    expect((await t.call('GET', '/products/voltages')).body).toEqual({ voltages: ['1.5', '3.7', '3.7/7.4', '7.2'] });
  });

  it('lists carry thumbnail URLs, never base64, and the thumbnails are served with cache headers', async () => {
    const product = (await t.call('GET', `/products/${PHOTO_REFERENCE}`)).body as ProductPage['products'][number];
    expect(product.images).toEqual([`/api/images/${PHOTO_REFERENCE}/thumb/ar.jpg`, `/api/images/${PHOTO_REFERENCE}/thumb/av.jpg`]);
    expect(product.imageUrl).toBe(`/api/images/${PHOTO_REFERENCE}/thumb/av.jpg`);
    const image = await fetch(new URL(product.imageUrl ?? '', t.api.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // Asked again at each use, answered 304 while unchanged: an imported photo shows at once (decision 242).
    expect(image.headers.get('cache-control')).toBe('no-cache');
    expect(image.headers.get('etag')).toBeTruthy();
  });

  it('HD images by references: AV and AR with size, empty data for a reference without photos', async () => {
    const { status, body } = await t.call('POST', '/photos/by-references', { body: { references: [PHOTO_REFERENCE, 'VC-CH-003', '../etc'] } });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        [PHOTO_REFERENCE]: {
          imageHD: [
            { type: 'AV', url: `/api/images/${PHOTO_REFERENCE}/av.jpg`, size: '64x64' },
            { type: 'AR', url: `/api/images/${PHOTO_REFERENCE}/ar.jpg`, size: '64x64' },
          ],
          av: `/api/images/${PHOTO_REFERENCE}/av.jpg`,
          ar: `/api/images/${PHOTO_REFERENCE}/ar.jpg`,
        },
        'VC-CH-003': { imageHD: [], av: null, ar: null },
        '../etc': { imageHD: [], av: null, ar: null },
      },
    });
    const one = await t.call('GET', `/photos/${PHOTO_REFERENCE}`);
    expect((one.body as { data: { av: string } }).data.av).toBe(`/api/images/${PHOTO_REFERENCE}/av.jpg`);
    expect((await t.call('POST', '/photos/by-references', { body: { references: 'VP-AA-001' } })).status).toBe(400);
  });

  it('active rayons only, as { nom_du_rayon, libelle }', async () => {
    const { body } = await t.call('GET', '/rayon_produits/actifs');
    expect(body).toContainEqual({ nom_du_rayon: 'vp', libelle: 'Piles' });
    expect((body as { nom_du_rayon: string }[]).some((r) => r.nom_du_rayon === 'ARCHIVE')).toBe(false);
  });

  it("keeps json-server's own REST read-only: q full-text search works, writes and bad filters do not", async () => {
    const q = await t.call('GET', '/products?q=nokia&_page=1&_limit=5');
    expect(q.status).toBe(200);
    expect((q.body as { id: string }[]).map((p) => p.id)).toEqual(['VB-NOK-004']);
    expect(q.headers.get('x-total-count')).toBe('1');
    expect((await t.call('GET', '/rayon_produits')).status).toBe(200);
    expect((await t.call('PATCH', '/products/VB-NOK-004', { body: { price: 0 } })).status).toBe(405);
    expect((await t.call('GET', '/products?name_like=(')).body).toEqual([]);
    expect((await t.call('GET', '/products?q=a&q=b')).status).toBe(400);
    expect((await t.call('GET', '/products/VB-NOK-004')).body).toMatchObject({ price: 12.5 });
  });

  it('admin product writes go through the index: 401 anonymous, 403 customer, visible to search at once', async () => {
    const product = { id: 'VX-NEW-1', reference: 'VX-NEW-1', name: 'Adaptateur secteur 12V', category: 'vx', price: 9.9 };
    expect((await t.call('POST', '/products', { body: product })).status).toBe(401);
    expect((await t.call('POST', '/products', { body: product, token: await t.customerToken() })).status).toBe(403);
    const admin = await t.adminToken();
    expect((await t.call('POST', '/products', { body: { ...product, price: 'cher' }, token: admin })).status).toBe(400);
    expect((await t.call('POST', '/products', { body: product, token: admin })).status).toBe(201);
    expect(((await t.call('GET', '/products?search=adaptateur')).body as ProductPage).total).toBe(1);
    expect(((await t.call('GET', '/products/all')).body as unknown[]).length).toBe(6);
    expect((await t.call('PUT', '/products/VX-NEW-1', { body: { ...product, price: 11 }, token: admin })).status).toBe(200);
    expect(((await t.call('GET', '/products/VX-NEW-1')).body as { price: number }).price).toBe(11);
    expect((await t.call('DELETE', '/products/VX-NEW-1', { token: admin })).status).toBe(204);
    expect((await t.call('GET', '/products/VX-NEW-1')).status).toBe(404);
    expect(((await t.call('GET', '/products/all')).body as unknown[]).length).toBe(5);
  });

  it("stores a product form's voltage and capacity with a decimal point and its brand in single spaces: a facet lists each value once", async () => {
    const admin = await t.adminToken();
    const product = { id: 'VX-FACET-1', reference: 'VX-FACET-1', name: 'Batterie 7,2 V', category: 'vx', price: 9.9, voltage: ' 7,2 ', capacity: '2,2\u202fAh', brand: 'VARTA\u00a0' };
    const created = await t.call('POST', '/products', { body: product, token: admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ voltage: '7.2', capacity: '2.2 Ah', brand: 'VARTA' });
    const replaced = await t.call('PUT', '/products/VX-FACET-1', { body: { ...product, brand: 'GP\u00a0\u00a0Batteries', voltage: '3,7/7,4' }, token: admin });
    expect(replaced.body).toMatchObject({ voltage: '3.7/7.4', brand: 'GP Batteries' });
    expect((await t.call('PUT', '/products/VX-FACET-1', { body: product, token: admin })).status).toBe(200);
    expect((await t.call('GET', '/products/voltages')).body).toEqual({ voltages: ['1.5', '3.7', '3.7/7.4', '7.2'] });
    expect((await t.call('GET', '/products/brands')).body).toEqual({ brands: ['Ansmann', 'Canon', 'Duracell', 'Nokia', 'Varta'] });
    expect((await t.call('DELETE', '/products/VX-FACET-1', { token: admin })).status).toBe(204);
  });
});
