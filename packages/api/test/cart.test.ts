import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REQUEST as contact, CREDENTIALS, TestApi } from './helpers.ts';

interface CartBody {
  userId: string;
  items: { id: string; product: { id: string }; quantity: number }[];
  totalItems: number;
  totalPrice: number;
}

let t: TestApi;
let marie: string;
let paul: string;
beforeAll(async () => {
  t = await TestApi.start();
  marie = await t.customerToken(CREDENTIALS.hashed);
  paul = await t.customerToken(CREDENTIALS.noHash);
});
afterAll(() => t.stop());

describe('cart (spec 1 §4, §7)', () => {
  it('needs a customer token: 401 without, 403 with an admin token', async () => {
    expect(await t.call('GET', '/cart')).toMatchObject({ status: 401 });
    expect((await t.call('GET', '/cart', { token: await t.adminToken() })).status).toBe(403);
  });

  it('adds, adds up the same product, updates, removes and clears, with totals', async () => {
    expect(((await t.call('GET', '/cart', { token: marie })).body as CartBody).items).toEqual([]);
    await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 2 } });
    const added = (await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 3 } })).body as CartBody;
    expect(added.items).toHaveLength(1);
    expect(added.items[0]?.quantity).toBe(5);
    const two = (await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VB-NOK-004' } })).body as CartBody;
    expect(two).toMatchObject({ userId: '1', totalItems: 6, totalPrice: 25 });
    const updated = (await t.call('PATCH', '/cart/items/VP-AA-001', { token: marie, body: { quantity: 1 } })).body as CartBody;
    expect(updated.totalPrice).toBe(15);
    const zero = (await t.call('PATCH', '/cart/items/VP-AA-001', { token: marie, body: { quantity: 0 } })).body as CartBody;
    expect(zero.items.map((i) => i.id)).toEqual(['VB-NOK-004']);
    const removed = (await t.call('DELETE', '/cart/items/VB-NOK-004', { token: marie })).body as CartBody;
    expect(removed.items).toEqual([]);
    await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001' } });
    expect(((await t.call('DELETE', '/cart', { token: marie })).body as CartBody).items).toEqual([]);
  });

  // Issue 11: two products sharing a name were merged at the first one's price, and the quote billed the wrong product.
  it('keeps another product of the same name on its own line, at its own price, into the quote', async () => {
    const admin = await t.adminToken();
    const original = (await t.call('GET', '/products/VP-AA-001')).body as Record<string, unknown>;
    const { ean: _ean, images: _images, imageUrl: _imageUrl, ...fields } = original;
    const twin = { ...fields, id: 'VP-AA-TWIN', reference: 'VP-AA-TWIN', price: 3.1 };
    expect((await t.call('POST', '/products', { token: admin, body: twin })).status).toBe(201);
    await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 2 } });
    const cart = (await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-TWIN', quantity: 1 } })).body as CartBody;
    expect(cart.items.map((line) => [line.product.id, line.quantity])).toEqual([['VP-AA-001', 2], ['VP-AA-TWIN', 1]]);
    expect(cart.totalPrice).toBe(8.1);
    const quote = (await t.call('POST', '/quote-requests', { token: marie, body: {} })).body as { items: { product: { id: string; price: number }; quantity: number }[] };
    expect(quote.items.map((item) => [item.product.id, item.product.price, item.quantity])).toEqual([['VP-AA-001', 2.5, 2], ['VP-AA-TWIN', 3.1, 1]]);
    expect((await t.call('DELETE', '/products/VP-AA-TWIN', { token: admin })).status).toBe(204);
  });

  it('answers 404 for an unknown product or line and 400 for a bad quantity', async () => {
    expect(await t.call('POST', '/cart/items', { token: marie, body: { productId: 'NOPE' } })).toMatchObject({ status: 404, body: { message: 'Produit non trouvé' } });
    expect((await t.call('PATCH', '/cart/items/NOPE', { token: marie, body: { quantity: 2 } })).status).toBe(404);
    expect((await t.call('DELETE', '/cart/items/NOPE', { token: marie })).status).toBe(404);
    const bad = await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VP-AA-001', quantity: 1001 } });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: { path: string }[] }).issues[0]?.path).toBe('quantity');
    expect((await t.call('POST', '/cart/items', { token: marie, raw: '{"productId":' })).status).toBe(400);
  });

  it('refuses a product out of stock with 409 "Produit non disponible en stock" (spec 2 §5)', async () => {
    expect(await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VC-CH-003' } })).toMatchObject({
      status: 409,
      body: { message: 'Produit non disponible en stock' },
    });
    expect(((await t.call('GET', '/cart', { token: marie })).body as CartBody).items).toEqual([]);
  });

  it("keeps each customer's cart apart", async () => {
    await t.call('POST', '/cart/items', { token: marie, body: { productId: 'DC-CAN-005' } });
    const paulCart = (await t.call('GET', '/cart', { token: paul })).body as CartBody;
    expect(paulCart).toMatchObject({ userId: '2', items: [] });
    expect((await t.call('DELETE', '/cart/items/DC-CAN-005', { token: paul })).status).toBe(404);
    await t.call('DELETE', '/cart', { token: marie });
  });
});

describe('quote requests (spec 1 §4, §5)', () => {
  it('refuses a quote on an empty cart with the spec message', async () => {
    expect(await t.call('POST', '/quote-requests', { token: marie, body: {} })).toMatchObject({
      status: 400,
      body: { message: 'Panier vide ou utilisateur non connecté' },
    });
  });

  it('turns the cart into a pending quote, clears the cart, lists it newest first, and lets only its owner cancel it', async () => {
    await t.call('POST', '/cart/items', { token: marie, body: { productId: 'VB-NOK-004', quantity: 4 } });
    const created = await t.call('POST', '/quote-requests', { token: marie, body: { message: 'Livraison à Paris' } });
    expect(created.status).toBe(201);
    const quote = created.body as { id: string; status: string; userId: string; items: unknown[]; message: string };
    expect(quote).toMatchObject({ status: 'pending', userId: '1', message: 'Livraison à Paris' });
    expect(quote.items).toHaveLength(1);
    expect(((await t.call('GET', '/cart', { token: marie })).body as CartBody).items).toEqual([]);
    expect(((await t.call('GET', '/quote-requests', { token: marie })).body as { id: string }[])[0]?.id).toBe(quote.id);
    expect((await t.call('GET', '/quote-requests', { token: paul })).body).toEqual([]);
    expect((await t.call('POST', `/quote-requests/${quote.id}/cancel`, { token: paul })).status).toBe(404);
    const cancelled = await t.call('POST', `/quote-requests/${quote.id}/cancel`, { token: marie });
    expect(cancelled).toMatchObject({ status: 200, body: { id: quote.id, status: 'cancelled' } });
    // Only a pending request can be cancelled (domain canCancelQuote; spec 2 §8 failure text).
    expect(await t.call('POST', `/quote-requests/${quote.id}/cancel`, { token: marie })).toMatchObject({
      status: 409,
      body: { message: "Erreur lors de l'annulation" },
    });
  });
});

describe('contact requests (spec 1 §3, §5)', () => {
  it('records a valid contact form', async () => {
    const { status, body } = await t.call('POST', '/contact-requests', { body: contact });
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(String), createdAt: expect.any(String) });
  });

  it('answers 400 with the form messages for an invalid one', async () => {
    const { status, body } = await t.call('POST', '/contact-requests', { body: { ...contact, postalCode: 'abc', gdprConsent: false } });
    expect(status).toBe(400);
    expect((body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        { path: 'postalCode', message: 'Code postal invalide (5 chiffres)' },
        { path: 'gdprConsent', message: 'Ce consentement est obligatoire' },
      ]),
    );
  });
});
