import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultValidUntil, isoDay } from '@otech/domain';
import { serveShop } from '../../../scripts/serve-shop.ts';
import { smtpDelivery } from '../../api/src/mail/mailDelivery.ts';
import { SmtpInbox } from '../../api/test/smtpInbox.ts';
import { launchBrowser, shopContext } from './browser.ts';

/*
 * Issue 22, "Done when": the sales loop from request to reminder, on a shop of its own whose e-mails
 * go to this test's SMTP server. The steps whose screen exists are walked in Chromium (staff ship in
 * two parcels from the order page; the customer reads her parcels); the others go through the API,
 * as the screens do (quote editor, thread, acceptance, payment, reminder).
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const inbox = await SmtpInbox.start();
const dbDir = await mkdtemp(path.join(tmpdir(), 'otech-e2e-sales-'));
await cp(path.join(repo, 'data'), path.join(dbDir, 'data'), { recursive: true });
const shop = await serveShop({ distDir: path.join(repo, 'dist/e2e-shop'), dbDir, dataDir: path.join(dbDir, 'data'), port: 0, shopPort: 0, demo: true, mail: smtpDelivery(inbox.url, 'OTECH <commandes@otech.fr>') });
afterAll(async () => {
  await shop.stop();
  await inbox.stop();
  await rm(dbDir, { recursive: true, force: true });
});
const browser = await launchBrowser();
const page = await (await shopContext(browser)).newPage();

const CUSTOMER = { identifier: 'JEAND', password: 'Batterie2025!' };
const JEAN = 'demo@otech-batteries.fr';

async function call<T>(method: string, route: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${shop.url}/api${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const tokenOf = async (route: string, body: unknown) => (await call<{ token: string }>('POST', route, '', body)).token;

/** The messages the test's SMTP server received for Jean so far, once the shop has sent what it queued. */
async function mailsWhere(match: (subject: string) => boolean, count: number) {
  await expect.poll(() => inbox.to(JEAN).filter((mail) => match(mail.subject ?? '')).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  return inbox.to(JEAN).filter((mail) => match(mail.subject ?? ''));
}

describe('the sales loop, from a quote request to a paid invoice and a reminder (issue 22)', () => {
  let customer: string;
  let staff: string;
  let quoteId: string;
  let order: { id: string; orderNumber: string };

  it('the customer asks a quote; staff price and send it; the customer asks a change; staff send it again', async () => {
    customer = await tokenOf('/auth/login', CUSTOMER);
    staff = await tokenOf('/admin/login', { username: 'admin', password: 'OtechAdmin2025!' });
    await call('POST', '/cart/items', customer, { productId: 'VP00001', quantity: 50 });
    quoteId = (await call<{ id: string }>('POST', '/quote-requests', customer, { message: 'Pour nos magasins de Lyon' })).id;
    const opened = await call<{ quote: { updatedAt: string } }>('GET', `/admin/quote-requests/${quoteId}`, staff);
    const lines = [{ reference: 'VP00001', designation: 'Pile lithium CR2032 3 V GP Batteries (blister de 2)', quantity: 50, unitPriceHT: 2.1, discountPercent: 0 }];
    const validUntil = defaultValidUntil(isoDay(new Date()));
    const first = await call<{ quote: { updatedAt: string } }>('POST', `/admin/quote-requests/${quoteId}/send`, staff, { lines, validUntil, basedOn: opened.quote.updatedAt });
    await call('POST', `/account/quotes/${quoteId}/request-change`, customer, { text: 'Pouvez-vous ajouter 10 % de remise ?' });
    const reopened = await call<{ quote: { updatedAt: string; status: string } }>('GET', `/admin/quote-requests/${quoteId}`, staff);
    expect(reopened.quote.updatedAt).not.toBe(first.quote.updatedAt);
    await call('POST', `/admin/quote-requests/${quoteId}/send`, staff, { lines: [{ ...lines[0], discountPercent: 10 }, { designation: 'Frais de port', quantity: 1, unitPriceHT: 12, discountPercent: 0 }], validUntil, basedOn: reopened.quote.updatedAt });
    const quotes = await mailsWhere((subject) => subject.endsWith(': votre devis OTECH'), 2);
    expect(quotes.map((mail) => mail.attachments.map((file) => file.filename))).toEqual([[expect.stringMatching(/_v1\.pdf$/)], [expect.stringMatching(/_v2\.pdf$/)]]);
  });

  it('the customer accepts with her purchase-order reference: one order, confirmed by e-mail', async () => {
    const accepted = await call<{ order: { id: string; orderNumber: string } }>('POST', `/account/quotes/${quoteId}/accept`, customer, { purchaseOrderReference: 'BC-LYON-77' });
    order = accepted.order;
    await mailsWhere((subject) => subject === `Commande ${order.orderNumber} confirmée`, 1);
  });

  it('staff ship it in two parcels from the order page; each parcel is invoiced and e-mailed with its files', async () => {
    await page.goto(`${shop.url}/admin/login`);
    await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await page.locator('input[type=password]').fill('OtechAdmin2025!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${shop.url}/admin/orders/${order.id}`);
    const form = page.getByRole('form', { name: 'Expédier un colis' });
    await form.getByRole('spinbutton', { name: /Pile lithium CR2032/ }).fill('30');
    await form.getByRole('spinbutton', { name: /Pile lithium CR2032/ }).press('Enter');
    await form.getByRole('textbox', { name: /Transporteur/ }).fill('Colissimo');
    await form.getByRole('textbox', { name: /Numéro de suivi/ }).fill('6A00000000001');
    await form.getByRole('button', { name: 'Expédier le colis' }).click();
    const parcels = page.getByRole('listitem', { name: /^Colis BL-/ });
    await expect.poll(() => parcels.count()).toBe(1);
    // The second parcel takes what remains (the form starts from it).
    const next = page.getByRole('form', { name: 'Expédier un colis' });
    await expect.poll(() => next.getByRole('spinbutton', { name: /Pile lithium CR2032/ }).inputValue()).toBe('20');
    await next.getByRole('textbox', { name: /Transporteur/ }).fill('Chronopost');
    await next.getByRole('textbox', { name: /Numéro de suivi/ }).fill('XY000000002');
    await next.getByRole('button', { name: 'Expédier le colis' }).click();
    await expect.poll(() => parcels.count()).toBe(2);
    await expect.poll(() => page.getByRole('form', { name: 'Expédier un colis' }).count()).toBe(0);
    await page.getByText(/^Facture FA-/).first().waitFor();

    const parcelMails = await mailsWhere((subject) => subject.startsWith(`Commande ${order.orderNumber} : colis expédié`), 2);
    expect(parcelMails.map((mail) => mail.attachments[0]?.filename)).toEqual([expect.stringMatching(/^bon_de_livraison_BL-/), expect.stringMatching(/^bon_de_livraison_BL-/)]);
    const invoices = await mailsWhere((subject) => subject.startsWith('Facture FA-') && subject.endsWith(`(commande ${order.orderNumber})`), 2);
    for (const mail of invoices) {
      expect(mail.text).toContain('Votre référence de commande : BC-LYON-77');
      expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('the customer sees her parcels and owes both invoices; a payment is recorded; an overdue invoice is reminded', async () => {
    const detail = await call<{ shipments: { trackingNumber: string; invoice?: { id: string; number: string; amountTTC: number } }[] }>('GET', `/client-dashboard/orders/${order.id}`, customer);
    expect(detail.shipments.map((parcel) => parcel.trackingNumber)).toEqual(['6A00000000001', 'XY000000002']);
    const owed = await call<{ data: { id: string; statut: string }[] }>('GET', '/factures', customer);
    const ids = detail.shipments.map((parcel) => parcel.invoice?.id);
    expect(owed.data.filter((invoice) => ids.includes(invoice.id)).map((invoice) => invoice.statut)).toEqual(['envoyee', 'envoyee']);

    const first = detail.shipments[0]?.invoice;
    if (!first) throw new Error('the first parcel has no invoice');
    const paid = await call<{ data: { statut: string } }>('POST', `/factures/${first.id}/paiements`, staff, { montant: first.amountTTC, date_paiement: isoDay(new Date()), mode: 'Virement' });
    expect(paid.data.statut).toBe('payee');

    // A seed invoice of another customer, long overdue, gets its next reminder.
    const reminded = await call<{ level: number }>('POST', '/admin/relances', staff, { factureId: 'fac-0007' });
    expect(reminded.level).toBeGreaterThan(0);
  });
});
