import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAN_INVALID, STAFF_MESSAGES } from '@otech/domain';
import type { Product, StaffRole } from '@otech/domain';
import { loadCatalogue } from '../src/db/products.ts';
import { staffTokens, TestApi } from './helpers.ts';

let t: TestApi;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  t = await TestApi.start();
  tokens = await staffTokens(t);
}, 180_000);
afterAll(() => t.stop());

const auditOf = (recordId: string) =>
  t.api.db.sql.selectFrom('audit_trail').select(['action', 'before', 'after', 'staff_role']).where('kind', '=', 'product').where('record_id', '=', recordId).orderBy('id').execute();

const NEW_PRODUCT = {
  reference: 'VP-9V-010',
  name: 'Pile 9 V lithium',
  category: 'vp',
  price: 7.5,
  stock: 40,
  isPromoted: false,
  brand: 'Varta',
  voltage: '9',
  capacity: '1200 mAh',
  technologie: 'Lithium',
  weight: '34 g',
  warranty: '3 ans',
  ean: '3760000000017',
  specifications: { dimensions: '26,5 x 17,5 x 48,5 mm', temperature: '-40/+60' },
};

describe('products created, edited and archived from the administration (issue 23)', () => {
  it('lets only the Administrateur write the catalogue', async () => {
    for (const role of ['commercial', 'comptabilite', 'logistique'] as const) {
      for (const [method, path] of [['POST', '/admin/products'], ['PUT', '/admin/products/VP-AA-001'], ['POST', '/admin/products/VP-AA-001/archive']] as const) {
        const answer = await t.call(method, path, { token: tokens[role], body: NEW_PRODUCT });
        expect([answer.status, (answer.body as { message: string }).message], `${role} ${method} ${path}`).toEqual([403, STAFF_MESSAGES.forbidden]);
      }
    }
  });

  it('creates a product with spec 1 §3’s fields; a wrong EAN key or a taken reference is refused in French', async () => {
    const wrongEan = await t.call('POST', '/admin/products', { token: tokens.administrateur, body: { ...NEW_PRODUCT, ean: '3760000000018' } });
    expect(wrongEan.status).toBe(400);
    expect(wrongEan.body).toMatchObject({ issues: [{ path: 'ean', message: EAN_INVALID }] });
    const taken = await t.call('POST', '/admin/products', { token: tokens.administrateur, body: { ...NEW_PRODUCT, reference: 'VP-AA-001' } });
    expect([taken.status, (taken.body as { message: string }).message]).toEqual([409, 'Un produit porte déjà cette référence']);
    const created = await t.call('POST', '/admin/products', { token: tokens.administrateur, body: NEW_PRODUCT });
    expect(created.status).toBe(201);
    const shown = (await t.call('GET', '/products/VP-9V-010')).body as Product;
    expect(shown).toMatchObject({ ...NEW_PRODUCT, id: 'VP-9V-010', inStock: true, images: [] });
    expect(await auditOf('VP-9V-010')).toEqual([{ action: 'création', before: null, after: expect.objectContaining({ brand: 'Varta' }), staff_role: 'administrateur' }]);
  });

  it('edits the technical fields, clearing a blank one, with what changed before and after', async () => {
    const { reference: _reference, ...fields } = NEW_PRODUCT;
    const edit = { ...fields, brand: 'Duracell', warranty: undefined, specifications: { dimensions: '26,5 x 17,5 x 48,5 mm' } };
    const answer = await t.call('PUT', '/admin/products/VP-9V-010', { token: tokens.administrateur, body: edit });
    expect(answer.status).toBe(200);
    const shown = (await t.call('GET', '/products/VP-9V-010')).body as Product;
    expect(shown).toMatchObject({ brand: 'Duracell', specifications: { dimensions: '26,5 x 17,5 x 48,5 mm' } });
    expect(shown.warranty).toBeUndefined();
    expect((await auditOf('VP-9V-010')).at(-1)).toEqual({
      action: 'fiche',
      before: { brand: 'Varta', warranty: '3 ans', specifications: NEW_PRODUCT.specifications },
      after: { brand: 'Duracell', warranty: null, specifications: { dimensions: '26,5 x 17,5 x 48,5 mm' } },
      staff_role: 'administrateur',
    });
  });

  it('archives rather than deletes: out of the catalogue, kept in the database, audited', async () => {
    expect((await t.call('POST', '/admin/products/VP-9V-010/archive', { token: tokens.administrateur })).status).toBe(204);
    expect((await t.call('GET', '/products/VP-9V-010')).status).toBe(404);
    expect((await loadCatalogue(t.api.db.sql)).products.map((product) => product.id)).not.toContain('VP-9V-010');
    const stored = await t.api.db.sql.selectFrom('products').select('record').where('id', '=', 'VP-9V-010').executeTakeFirstOrThrow();
    expect(stored.record).toMatchObject({ reference: 'VP-9V-010', hidden: true, brand: 'Duracell' });
    expect((await auditOf('VP-9V-010')).at(-1)).toMatchObject({ action: 'archivage', before: { hidden: null }, after: { hidden: true } });
    expect((await t.call('POST', '/admin/products/VP-9V-010/archive', { token: tokens.administrateur })).status).toBe(404);
  });

  it('lists the archived products under « Archivés » (archives=1), searched by every word, and only there', async () => {
    const archived = await t.call('GET', '/admin/products?archives=1&search=lithium%209', { token: tokens.administrateur });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ total: 1, page: 1, items: [{ id: 'VP-9V-010', hidden: true }] });
    expect((await t.call('GET', '/admin/products?archives=1&search=alcaline', { token: tokens.administrateur })).body).toMatchObject({ total: 0, items: [] });
    const served = await t.call('GET', '/admin/products?search=lithium%209', { token: tokens.administrateur });
    expect((served.body as { items: Product[] }).items.map((product) => product.id)).not.toContain('VP-9V-010');
    expect((await t.call('GET', '/admin/products?archives=oui', { token: tokens.administrateur })).status).toBe(400);
    for (const role of ['commercial', 'comptabilite', 'logistique'] as const) {
      expect((await t.call('POST', '/admin/products/VP-9V-010/restore', { token: tokens[role] })).status, role).toBe(403);
    }
  });

  it('restores an archived product: back in the catalogue and its searches, audited; a served one is not archived (404)', async () => {
    expect((await t.call('POST', '/admin/products/VP-9V-010/restore', { token: tokens.administrateur })).status).toBe(204);
    expect((await t.call('GET', '/products/VP-9V-010')).body).toMatchObject({ id: 'VP-9V-010', brand: 'Duracell', hidden: false });
    const found = (await t.call('GET', '/products?search=lithium')).body as { products: Product[] };
    expect(found.products.map((product) => product.id)).toContain('VP-9V-010');
    expect((await loadCatalogue(t.api.db.sql)).products.map((product) => product.id)).toContain('VP-9V-010');
    expect((await auditOf('VP-9V-010')).at(-1)).toMatchObject({ action: 'restauration', before: { hidden: true }, after: { hidden: false }, staff_role: 'administrateur' });
    const again = await t.call('POST', '/admin/products/VP-9V-010/restore', { token: tokens.administrateur });
    expect([again.status, (again.body as { message: string }).message]).toEqual([404, 'Aucun produit archivé de cet identifiant']);
  });
});
