import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@otech/domain';
import type { AuditEntry, PagedResult, StaffRole } from '@otech/domain';
import { staffTokens, TestApi } from './helpers.ts';

let t: TestApi;
let tokens: Record<StaffRole, string>;
beforeAll(async () => {
  t = await TestApi.start();
  tokens = await staffTokens(t);
}, 180_000);
afterAll(() => t.stop());

const timeline = async (path: string, role: StaffRole, page = 1) => (await t.call('GET', `${path}?page=${page}`, { token: tokens[role] })).body as PagedResult<AuditEntry>;

describe("each record's history from the audit trail (issue 23)", () => {
  it("shows an order's status change by who made it, to every role that may read the order", async () => {
    expect((await t.call('PATCH', '/admin/orders/ord-0007', { token: tokens.commercial, body: { paymentStatus: 'paid' } })).status).toBe(200);
    for (const role of ['administrateur', 'commercial', 'comptabilite', 'logistique'] as const) {
      const page = await timeline('/admin/orders/ord-0007/timeline', role);
      expect(page.items[0]).toMatchObject({ staffName: 'Marie Leroy', staffRole: 'commercial', action: 'statut', before: { paymentStatus: 'partial' }, after: { paymentStatus: 'paid' } });
    }
  });

  it("shows a client's record changes and the sessions opened in its account, newest first, paged", async () => {
    await t.call('POST', '/admin/impersonate/2', { token: tokens.commercial });
    for (const societe of ['Bernard 1', 'Bernard 2']) {
      await t.call('PUT', '/admin/clients/2', { token: tokens.administrateur, body: { societe, email: 'paul@bernard.fr' } });
    }
    const page = await timeline('/admin/clients/2/timeline', 'logistique');
    expect(page.items.map((entry) => [entry.kind, entry.action])).toEqual([['client', 'fiche'], ['client', 'fiche'], ['impersonation', 'début']]);
    expect(page.items[0]?.after).toMatchObject({ societe: 'Bernard 2' });
    expect(page.total).toBe(3);
  });

  it('keeps a quote’s history to those who answer quotes, and a product’s to every member', async () => {
    const refused = await t.call('GET', '/admin/quote-requests/zz/timeline', { token: tokens.logistique });
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([403, STAFF_MESSAGES.forbidden]);
    expect((await timeline('/admin/products/VP-AA-001/timeline', 'logistique')).items).toEqual([]);
  });
});
