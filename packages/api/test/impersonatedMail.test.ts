import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smtpDelivery } from '../src/mail/mailDelivery.ts';
import { TestApi } from './helpers.ts';
import { SmtpInbox } from './smtpInbox.ts';

/*
 * Issue 23: an order placed by staff signed in as the client is written in one transaction with its
 * audit entry; its confirmation must leave once that transaction has committed, not at the outbox's
 * next periodic read (30 s later).
 */

let inbox: SmtpInbox;
let t: TestApi;
const MARIE = 'marie@durand-energie.fr';

beforeAll(async () => {
  inbox = await SmtpInbox.start();
  t = await TestApi.start({ onlineOrdering: true, mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
}, 180_000);

afterAll(async () => {
  await t.stop();
  await inbox.stop();
});

describe('an order placed signed in as the client', () => {
  it('has its confirmation e-mailed at once, after the commit', async () => {
    const admin = await t.adminToken();
    expect((await t.call('PUT', '/admin/clients/1/terms', { token: admin, body: { paymentTerms: 30, creditLimit: 100_000, priceList: 'professionnel' } })).status).toBeLessThan(300);
    await t.api.mail.flush();
    const before = inbox.to(MARIE).length;
    const { token } = (await t.call('POST', '/admin/impersonate/1', { token: admin })).body as { token: string };
    expect((await t.call('POST', '/cart/items', { token, body: { productId: 'VP-AA-001', quantity: 2 } })).status).toBeLessThan(300);
    const placed = await t.call('POST', '/account/orders', { token, body: { purchaseOrderReference: 'BC-MAIL-MARIE' } });
    expect(placed.status, placed.text).toBe(201);
    await vi.waitFor(() => expect(inbox.to(MARIE).length).toBe(before + 1), { timeout: 5_000, interval: 50 });
  });
});
