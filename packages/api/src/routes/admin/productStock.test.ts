import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, StaffRole } from '@otech/domain';
import { staffTokens } from '../../../test/helpers.ts';
import { recordsApiForTests } from '../../../test/records.ts';

/* Logistique counts the stock (issue 23, decision 237): the products' list and a product's stock, nothing else of the catalogue. */
const api = recordsApiForTests();
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  tokens = await staffTokens(api.t);
}, 180_000);

const stockOf = async (id: string) => ((await api.t.call('GET', `/products/${id}`)).body as Product).stock;

describe('PUT /admin/products/{id}/stock and GET /admin/products by role', () => {
  it('lets Logistique and the Administrateur read the products and set a stock; refuses Commercial and Comptabilité', async () => {
    const allowed: Record<StaffRole, boolean> = { administrateur: true, logistique: true, commercial: false, comptabilite: false };
    for (const [role, may] of Object.entries(allowed) as [StaffRole, boolean][]) {
      const list = await api.t.call('GET', '/admin/products', { token: tokens[role] });
      expect(list.status, `${role} GET /admin/products`).toBe(may ? 200 : 403);
      const set = await api.t.call('PUT', '/admin/products/VP-AA-001/stock', { token: tokens[role], body: { stock: 7 } });
      expect(set.status, `${role} PUT stock`).toBe(may ? 200 : 403);
    }
    // Logistique reads the list, never edits a product's record.
    expect((await api.t.call('PUT', '/admin/products/VP-AA-001', { token: tokens.logistique, body: {} })).status).toBe(403);
  });

  it('sets the stock alone (out of stock at 0), with its audit entry by whom, before and after', async () => {
    const before = (await api.t.call('GET', '/products/VP-AAA-002')).body as Product;
    const { status, body } = await api.t.call('PUT', '/admin/products/VP-AAA-002/stock', { token: tokens.logistique, body: { stock: 0 } });
    expect(status).toBe(200);
    expect(body).toEqual({ ...before, stock: 0, inStock: false });
    expect(await stockOf('VP-AAA-002')).toBe(0);
    const journal = (await api.t.call('GET', '/admin/journal?kind=product', { token: api.admin })).body as { items: { recordId: string; action: string; before: unknown; after: unknown }[] };
    expect(journal.items.find((entry) => entry.recordId === 'VP-AAA-002')).toMatchObject({ action: 'stock', before: { stock: before.stock }, after: { stock: 0 } });
  });

  it('refuses a stock that is not a whole number of units, naming the field, and changes nothing', async () => {
    const before = await stockOf('VP-AA-001');
    for (const stock of [-1, 2.5, '3']) {
      const refused = await api.t.call('PUT', '/admin/products/VP-AA-001/stock', { token: tokens.logistique, body: { stock } });
      expect(refused.status).toBe(400);
      expect((refused.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual(['stock']);
    }
    expect(await stockOf('VP-AA-001')).toBe(before);
    expect((await api.t.call('PUT', '/admin/products/NOPE/stock', { token: tokens.logistique, body: { stock: 1 } })).status).toBe(404);
  });
});
