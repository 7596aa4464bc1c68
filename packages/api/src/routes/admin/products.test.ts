import { describe, expect, it } from 'vitest';
import type { Product } from '@otech/domain';
import { loadCatalogue } from '../../db/products.ts';
import { recordsApiForTests } from '../../../test/records.ts';

const api = recordsApiForTests();

const product = async (id: string) => (await api.t.call('GET', `/products/${id}`)).body as Product;
const catalogueOrder = async (query = '') =>
  ((await api.t.call('GET', `/products?pageSize=100${query}`)).body as { products: Product[] }).products.map((p) => p.id);
const edit = { name: 'Pile alcaline AA LR6 Quadrupack', description: 'Blister de 4', category: 'vp', ean: '3456789012340', price: 9.9, stock: 0, isPromoted: true };

describe('PUT /admin/products/{id}: one product edited from the catalogue page (issue 9)', () => {
  it('is for administrators only: 401 without a token, 403 to a customer', async () => {
    expect((await api.t.call('PUT', '/admin/products/VP-AA-001', { body: edit })).status).toBe(401);
    expect((await api.t.call('PUT', '/admin/products/VP-AA-001', { token: api.marie, body: edit })).status).toBe(403);
  });

  it('saves name, description, rayon, EAN, price, stock and promotion, keeping the photos; searches see it at once', async () => {
    const before = await product('VP-AA-001');
    const { status, body } = await api.t.call('PUT', '/admin/products/VP-AA-001', { token: api.admin, body: edit });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...edit, inStock: false });
    expect(await product('VP-AA-001')).toMatchObject({ ...edit, reference: before.reference, images: before.images, inStock: false });
    const found = (await api.t.call('GET', '/products?search=Quadrupack')).body as { products: Product[] };
    expect(found.products.map((p) => p.id)).toContain('VP-AA-001');
  });

  it('keeps the product in its place in the catalogue order, in its new rayon too, and in the order another process reads', async () => {
    const before = await catalogueOrder();
    const middle = before[2] as string;
    const { status } = await api.t.call('PUT', `/admin/products/${middle}`, { token: api.admin, body: { ...edit, name: 'Chargeur déplacé' } });
    expect(status).toBe(200);
    expect(await catalogueOrder()).toEqual(before);
    // Its new rayon lists it where the catalogue order puts it, before the rayon's later products, not after them.
    const rayon = before.filter((id) => id === middle || ['VP-AA-001', 'VP-AAA-002'].includes(id));
    expect(await catalogueOrder('&category=vp')).toEqual(rayon);
    // What a second process reads when the catalogue version moves (ordered by seq in SQL).
    const reread = await loadCatalogue(api.t.api.db.sql);
    expect(reread.products.map((p) => p.id)).toEqual(before);
  });

  it('refuses bad fields, each named with its French message, and an unknown rayon, changing nothing', async () => {
    const before = await product('VP-AA-001');
    const bad = await api.t.call('PUT', '/admin/products/VP-AA-001', { token: api.admin, body: { ...edit, name: '', ean: '123', price: -1 } });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        message: 'Erreur de validation',
        issues: [
          { path: 'name', message: 'Ce champ est requis' },
          { path: 'ean', message: 'EAN invalide : 8 ou 13 chiffres avec une clé de contrôle valide' },
          { path: 'price', message: 'Valeur minimale : 0' },
        ],
      },
    });
    const rayon = await api.t.call('PUT', '/admin/products/VP-AA-001', { token: api.admin, body: { ...edit, category: 'lampes' } });
    expect(rayon).toMatchObject({ status: 400, body: { issues: [{ path: 'category', message: 'Rayon inconnu' }] } });
    expect(await product('VP-AA-001')).toEqual(before);
    expect((await api.t.call('PUT', '/admin/products/NOPE', { token: api.admin, body: edit })).status).toBe(404);
  });
});
