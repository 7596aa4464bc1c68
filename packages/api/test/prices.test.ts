import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEditFormValues, validateProductEditForm } from '@otech/domain';
import type { CustomerPrices, PricedCart, Product } from '@otech/domain';
import { refreshPriceTerms } from '../src/db/priceTerms.ts';
import { CREDENTIALS, TestApi } from './helpers.ts';

// Fixture lists (test/fixtures/data/price-lists.json): Marie is Professionnel (-10 % on everything,
// VP-AA-001 at 2.10 from 10, a contract price of 35.00 on DC-CAN-005); Paul is Grossiste, on the
// Revendeur list (-25 % on cells, -15 % on chargers).
let t: TestApi;
let marie: string;
let paul: string;
beforeAll(async () => {
  t = await TestApi.start();
  marie = await t.customerToken(CREDENTIALS.hashed);
  paul = await t.customerToken(CREDENTIALS.noHash);
});
afterAll(() => t.stop());

const pricesOf = async (token: string, ids: string) => (await t.call('GET', `/prices?ids=${ids}`, { token })).body as CustomerPrices;

describe("a customer's own prices (issue 21)", () => {
  it('gives two customers on different lists their own prices of the same products', async () => {
    const ids = 'VP-AA-001,VC-CH-003,DC-CAN-005';
    const mariePrices = await pricesOf(marie, ids);
    expect(mariePrices.list).toEqual({ id: 'professionnel', name: 'Professionnel' });
    expect(mariePrices.prices['VP-AA-001']).toEqual({ unitPriceCents: 225, publicPriceCents: 250, breaks: [{ fromQuantity: 10, unitPriceCents: 210 }] });
    expect(mariePrices.prices['DC-CAN-005']).toMatchObject({ unitPriceCents: 3500, publicPriceCents: 3990 });
    const paulPrices = await pricesOf(paul, ids);
    expect(paulPrices.list).toEqual({ id: 'revendeur', name: 'Revendeur / Grossiste' });
    // 2.50 x 0.75 = 1.875 -> 1.88; 24.90 x 0.85 = 21.165 -> 21.17; no rule on dc: the public price
    expect([paulPrices.prices['VP-AA-001']?.unitPriceCents, paulPrices.prices['VC-CH-003']?.unitPriceCents, paulPrices.prices['DC-CAN-005']?.unitPriceCents]).toEqual([188, 2117, 3990]);
  });

  it('answers only a signed-in customer, never for a shared cache, and says which field is wrong', async () => {
    expect((await t.call('GET', '/prices?ids=VP-AA-001')).status).toBe(401);
    const answer = await t.call('GET', '/prices?ids=VP-AA-001', { token: marie });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('vary')).toMatch(/Authorization/);
    const bad = await t.call('GET', '/prices', { token: marie });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/ids/);
  });

  it('keeps every catalogue answer the public one, the same for visitors and customers, ETag included', async () => {
    const anonymous = await t.call('GET', '/products/all');
    await pricesOf(marie, 'VP-AA-001');
    const signedIn = await t.call('GET', '/products/all', { token: marie });
    expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(signedIn.text).toBe(anonymous.text);
    expect((anonymous.body as { id: string; price: number }[]).find((product) => product.id === 'VP-AA-001')?.price).toBe(2.5);
    expect(anonymous.text).not.toMatch(/unitPriceCents|2\.25/);
    const one = await t.call('GET', '/products/VP-AA-001', { token: paul });
    expect(one.body).toMatchObject({ price: 2.5 });
  });

  it("shows the cart at today's prices, says a changed price, and totals it with the contribution", async () => {
    await t.call('DELETE', '/cart', { token: marie });
    await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 2 } });
    const before = (await t.call('GET', '/cart/priced', { token: marie })).body as PricedCart;
    expect(before.lines).toEqual([{ id: 'VP-AA-001', productId: 'VP-AA-001', name: 'Pile alcaline AA LR6', quantity: 2, unitPriceCents: 225, publicPriceCents: 250 }]);
    const admin = await t.adminToken();
    const product = (await t.call('GET', '/products/VP-AA-001')).body as Record<string, unknown>;
    const { images: _images, imageUrl: _imageUrl, ...fields } = product;
    expect((await t.call('PUT', '/products/VP-AA-001', { token: admin, body: { ...fields, price: 2.6 } })).status).toBe(200);
    try {
      const after = (await t.call('GET', '/cart/priced', { token: marie })).body as PricedCart;
      // 2.60 x 0.9 = 2.34; 4.68 HT; contribution 0.0819 -> 0.08; base 4.76; VAT 0.952 -> 0.95; TTC 5.71
      expect(after.lines[0]).toMatchObject({ unitPriceCents: 234, publicPriceCents: 260, priceUpdated: 'Prix mis à jour : 2,25\u00a0€ → 2,34\u00a0€ HT' });
      expect(after.totals).toEqual({ totalHTCents: 468, contributionCents: 8, taxableCents: 476, vatCents: 95, totalTTCCents: 571 });
    } finally {
      await t.call('PUT', '/products/VP-AA-001', { token: admin, body: { ...fields, price: 2.5 } });
      await t.call('DELETE', '/cart', { token: marie });
    }
  });

  it("keeps a customer's terms in memory, read again at once after a staff change, and after a write beside this process at its next version check", async () => {
    const admin = await t.adminToken();
    const priceOf = async () => (await pricesOf(marie, 'VC-CH-003')).prices['VC-CH-003']?.unitPriceCents;
    const stored = (await t.call('GET', '/admin/clients/1/contract-prices', { token: admin })).body as { contractPrices: { productId: string; priceCents: number }[] };
    // Professionnel: 24.90 less 10 % = 22.41
    expect(await priceOf()).toBe(2241);
    const timing = await t.call('GET', '/prices?ids=VC-CH-003', { token: marie });
    expect(timing.headers.get('server-timing')).toMatch(/^prices;dur=\d+\.\d{3}$/);
    try {
      const contract = [...stored.contractPrices, { productId: 'VC-CH-003', priceCents: 1999 }];
      expect((await t.call('PUT', '/admin/clients/1/contract-prices', { token: admin, body: { contractPrices: contract } })).status).toBe(200);
      expect(await priceOf()).toBe(1999);
      // As otech writes on a shared database, or another API process: this process still serves the terms it read…
      await t.api.db.sql.updateTable('contract_prices').set({ price_cents: 1888 }).where('client_id', '=', 1).where('product_id', '=', 'VC-CH-003').execute();
      expect(await priceOf()).toBe(1999);
      // …until its check (every second on a shared database) sees the version the write's trigger moved.
      expect(await refreshPriceTerms(t.api.db)).toBe(true);
      expect(await priceOf()).toBe(1888);
      expect(await refreshPriceTerms(t.api.db)).toBe(false);
    } finally {
      await t.call('PUT', '/admin/clients/1/contract-prices', { token: admin, body: stored });
    }
    expect(await priceOf()).toBe(2241);
  });

  it('gives a product staff mark « prix net » no list rule, shows the flag in its answer and the cart, and a contract price still wins', async () => {
    const admin = await t.adminToken();
    const product = (await t.call('GET', '/products/VP-AA-001')).body as Product;
    const edit = { ...productEditFormValues(product), isNetPrice: true };
    const checked = validateProductEditForm(edit);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect((await t.call('PUT', '/admin/products/VP-AA-001', { token: admin, body: checked.value })).status).toBe(200);
    try {
      expect((await t.call('GET', '/products/VP-AA-001')).body).toMatchObject({ isNetPrice: true });
      // Paul's Revendeur list takes 25 % off cells, but not off a net-price product: the public 2,50 € HT.
      expect((await pricesOf(paul, 'VP-AA-001')).prices['VP-AA-001']).toMatchObject({ unitPriceCents: 250, publicPriceCents: 250 });
      await t.call('DELETE', '/cart', { token: paul });
      const added = await t.call('POST', '/cart/items', { token: paul, body: { productId: 'VP-AA-001', quantity: 1 } });
      expect(added.status, added.text).toBe(200);
      expect(((await t.call('GET', '/cart/priced', { token: paul })).body as PricedCart).lines[0]).toMatchObject({ unitPriceCents: 250, isNetPrice: true });
      // Marie's contract price of DC-CAN-005 beats the flag as it beats her list.
      const dc = (await t.call('GET', '/products/DC-CAN-005')).body as Product;
      const dcEdit = validateProductEditForm({ ...productEditFormValues(dc), isNetPrice: true });
      if (!dcEdit.ok) throw new Error(JSON.stringify(dcEdit.errors));
      expect((await t.call('PUT', '/admin/products/DC-CAN-005', { token: admin, body: dcEdit.value })).status).toBe(200);
      expect((await pricesOf(marie, 'DC-CAN-005')).prices['DC-CAN-005']).toMatchObject({ unitPriceCents: 3500 });
      expect((await t.call('PUT', '/admin/products/DC-CAN-005', { token: admin, body: { ...dcEdit.value, isNetPrice: false } })).status).toBe(200);
    } finally {
      await t.call('PUT', '/admin/products/VP-AA-001', { token: admin, body: { ...checked.value, isNetPrice: false } });
      await t.call('DELETE', '/cart', { token: paul });
    }
    expect((await pricesOf(paul, 'VP-AA-001')).prices['VP-AA-001']?.unitPriceCents).toBe(188);
  });
});
