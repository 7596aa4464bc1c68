import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shopWithMail } from './shopWithMail.ts';
import { launchBrowser, shopContext, waitForHydration } from './browser.ts';

/*
 * Issue 22, "Done when": the sales loop from request to reminder, walked in Chromium through the
 * screens of a shop of its own whose e-mails go to this test's SMTP server, each e-mail awaited there
 * with its PDF. The customer and staff each have their own browser context.
 */

const { shop, inbox } = await shopWithMail('sales');
const browser = await launchBrowser();
const customer = await (await shopContext(browser)).newPage();
const staff = await (await shopContext(browser)).newPage();

const JEAN = 'demo@otech-batteries.fr';
/** A seed invoice of Jean's, overdue since November 2026: the reminder's set-up is the seed's. */
const OVERDUE = 'FA-2026-00045';

/** The messages the test's SMTP server received for Jean so far, once the shop has sent what it queued. */
async function mailsWhere(match: (subject: string) => boolean, count: number) {
  await expect.poll(() => inbox.to(JEAN).filter((mail) => match(mail.subject ?? '')).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  return inbox.to(JEAN).filter((mail) => match(mail.subject ?? ''));
}

const isPdf = (content: Buffer | undefined) => content?.subarray(0, 5).toString() === '%PDF-';
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const editorLine = (n: number) => staff.getByRole('listitem', { name: new RegExp(`^Ligne ${n} :`) });

/** "Envoyer le devis" in the staff quote editor, confirmed in its dialog. */
async function sendQuote(version: number) {
  await staff.getByRole('button', { name: 'Envoyer le devis' }).click();
  await staff.getByRole('alertdialog', { name: 'Envoyer le devis' }).getByRole('button', { name: 'Envoyer le devis' }).click();
  await snackbar(staff, `Devis envoyé au client (version ${version})`).waitFor();
}

describe('the sales loop, from a quote request to a paid invoice and a reminder, on screen (issue 22)', () => {
  let quoteId = '';
  let orderNumber = '';
  const quoteCard = () => customer.getByRole('group', { name: `Devis #${quoteId.slice(0, 8)}` });

  it('the customer asks a quote for 50 cells from the product page and her cart', async () => {
    await customer.goto(`${shop.url}/login`);
    await waitForHydration(customer);
    await customer.getByRole('textbox', { name: 'Email ou pseudo' }).fill('JEAND');
    await customer.getByLabel(/^Mot de passe/).first().fill('Batterie2025!');
    await customer.getByRole('button', { name: 'Se connecter' }).click();
    await customer.waitForURL(/\/client-dashboard$/);
    await customer.goto(`${shop.url}/product/VP00001`);
    await waitForHydration(customer);
    const quantity = customer.getByRole('form', { name: 'Quantité et commande' });
    await quantity.getByRole('spinbutton').fill('50');
    await quantity.getByRole('spinbutton').press('Tab');
    await quantity.getByRole('button', { name: 'Demander un devis' }).click();
    await customer.waitForURL(/\/panier$/);
    await customer.getByRole('button', { name: 'Demander un devis' }).click();
    await customer.getByText('Demande de devis envoyée ! Vous recevrez une réponse sous 24h.').waitFor();
    await customer.waitForURL(/\/dashboard$/);
  });

  it('staff open it from the inbox, price it and send it; the customer receives its PDF', async () => {
    await staff.goto(`${shop.url}/admin/login`);
    await staff.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await staff.locator('input[type=password]').fill('OtechAdmin2025!');
    await staff.getByRole('button', { name: 'Se connecter' }).click();
    await staff.waitForURL(/\/admin\/dashboard$/);
    await staff.goto(`${shop.url}/admin/devis`);
    // The newest request first: Jean's, just sent.
    await staff.getByRole('link', { name: /^Ouvrir le Devis #/ }).first().click();
    await staff.waitForURL(/\/admin\/devis\/[0-9a-f-]{36}$/);
    quoteId = /\/admin\/devis\/([0-9a-f-]{36})$/.exec(staff.url())?.[1] ?? '';
    await staff.getByRole('listitem', { name: /^Ligne 1 : Pile lithium CR2032/ }).waitFor();
    await expect.poll(() => editorLine(1).getByRole('textbox', { name: 'Quantité' }).inputValue(), { timeout: 30_000 }).toBe('50');
    await editorLine(1).getByRole('textbox', { name: 'Prix unitaire HT (€)' }).fill('2,10');
    await staff.getByRole('textbox', { name: 'Message au client' }).fill('Pour vos magasins de Lyon.');
    await sendQuote(1);
    const [sent] = await mailsWhere((subject) => subject === `Devis #${quoteId.slice(0, 8)} : votre devis OTECH`, 1);
    expect(sent?.attachments.map((file) => file.filename)).toEqual([`devis_${quoteId.slice(0, 8)}_v1.pdf`]);
    expect(isPdf(sent?.attachments[0]?.content)).toBe(true);
  });

  it('the customer asks a change on her quote card; staff reload and send version 2 with a discount and the carriage', async () => {
    await customer.goto(`${shop.url}/client-dashboard?tab=devis`);
    await quoteCard().getByText('Devis envoyé').waitFor();
    await quoteCard().getByRole('button', { name: 'Demander une modification' }).click();
    await quoteCard().getByRole('textbox', { name: /Ce que vous souhaitez changer/ }).fill('Pouvez-vous faire 10 % de remise ?');
    await quoteCard().getByRole('button', { name: 'Envoyer la demande' }).click();
    await quoteCard().getByText('En cours de traitement').waitFor();

    await staff.reload();
    await staff.getByText('Pouvez-vous faire 10 % de remise ?').waitFor();
    await editorLine(1).getByRole('textbox', { name: 'Remise (%)' }).fill('10');
    await staff.getByRole('button', { name: 'Ajouter une ligne libre' }).click();
    await editorLine(2).getByRole('textbox', { name: 'Prix unitaire HT (€)' }).fill('12');
    await sendQuote(2);
    const quotes = await mailsWhere((subject) => subject === `Devis #${quoteId.slice(0, 8)} : votre devis OTECH`, 2);
    expect(quotes.map((mail) => mail.attachments.map((file) => file.filename))).toEqual([[`devis_${quoteId.slice(0, 8)}_v1.pdf`], [`devis_${quoteId.slice(0, 8)}_v2.pdf`]]);
    expect(isPdf(quotes[1]?.attachments[0]?.content)).toBe(true);
  });

  it('the customer accepts with her purchase-order reference: one order, confirmed by e-mail', async () => {
    await customer.reload();
    await quoteCard().getByText('Devis envoyé').waitFor();
    await customer.getByRole('button', { name: `Accepter le devis Devis #${quoteId.slice(0, 8)}` }).click();
    await customer.waitForURL(new RegExp(`/commander\\?devis=${quoteId}$`));
    await customer.getByText(/^Paiement à \d+ jours fin de facture$/).waitFor();
    await customer.getByLabel(/Votre référence de commande/).fill('BC-LYON-77');
    await customer.getByRole('button', { name: 'Accepter le devis et commander' }).click();
    const confirmed = customer.getByRole('heading', { level: 1, name: /^Commande CMD-\d{4}-\d{5} confirmée$/ });
    await confirmed.waitFor();
    orderNumber = /CMD-\d{4}-\d{5}/.exec((await confirmed.textContent()) ?? '')?.[0] ?? '';
    await mailsWhere((subject) => subject === `Commande ${orderNumber} confirmée`, 1);
  });

  it('staff ship it in two parcels from the order page; each parcel is invoiced and e-mailed with its files', async () => {
    await staff.goto(`${shop.url}/admin/orders`);
    await staff.getByRole('link', { name: `Voir la commande ${orderNumber}` }).click();
    await staff.waitForURL(/\/admin\/orders\/[^/]+$/);
    const form = staff.getByRole('form', { name: 'Expédier un colis' });
    await form.getByRole('spinbutton', { name: /Pile lithium CR2032/ }).fill('30');
    await form.getByRole('spinbutton', { name: /Pile lithium CR2032/ }).press('Enter');
    await form.getByRole('textbox', { name: /Transporteur/ }).fill('Colissimo');
    await form.getByRole('textbox', { name: /Numéro de suivi/ }).fill('6A00000000001');
    await form.getByRole('button', { name: 'Expédier le colis' }).click();
    const parcels = staff.getByRole('listitem', { name: /^Colis BL-/ });
    await expect.poll(() => parcels.count(), { timeout: 30_000 }).toBe(1);
    // The second parcel takes what remains (the form starts from it), the carriage line included.
    const next = staff.getByRole('form', { name: 'Expédier un colis' });
    await expect.poll(() => next.getByRole('spinbutton', { name: /Pile lithium CR2032/ }).inputValue(), { timeout: 30_000 }).toBe('20');
    await next.getByRole('textbox', { name: /Transporteur/ }).fill('Chronopost');
    await next.getByRole('textbox', { name: /Numéro de suivi/ }).fill('XY000000002');
    await next.getByRole('button', { name: 'Expédier le colis' }).click();
    await expect.poll(() => parcels.count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => staff.getByRole('form', { name: 'Expédier un colis' }).count(), { timeout: 30_000 }).toBe(0);
    await staff.getByText(/^Facture FA-/).first().waitFor();

    const parcelMails = await mailsWhere((subject) => subject.startsWith(`Commande ${orderNumber} : colis expédié`), 2);
    expect(parcelMails.map((mail) => mail.attachments[0]?.filename)).toEqual([expect.stringMatching(/^bon_de_livraison_BL-/), expect.stringMatching(/^bon_de_livraison_BL-/)]);
    expect(parcelMails.every((mail) => isPdf(mail.attachments[0]?.content))).toBe(true);
    const invoices = await mailsWhere((subject) => subject.startsWith('Facture FA-') && subject.endsWith(`(commande ${orderNumber})`), 2);
    for (const mail of invoices) {
      expect(mail.text).toContain('Votre référence de commande : BC-LYON-77');
      expect(mail.attachments[0]?.filename).toMatch(/^facture_FA-\d{4}-\d{5}\.pdf$/);
      expect(isPdf(mail.attachments[0]?.content)).toBe(true);
    }
  });

  it('the customer sees her parcels and owes both invoices', async () => {
    await customer.goto(`${shop.url}/dashboard?tab=commandes`);
    await customer.getByRole('link', { name: new RegExp(orderNumber) }).first().click();
    await customer.waitForURL(/\/dashboard\/orders\//);
    // Each parcel's tracking number; the latest is also the order's.
    await customer.getByText('6A00000000001').first().waitFor();
    await customer.getByText('XY000000002').first().waitFor();
    await customer.goto(`${shop.url}/dashboard?tab=billing`);
    const invoiceNumbers = (await mailsWhere((subject) => subject.endsWith(`(commande ${orderNumber})`), 2)).map((mail) => /FA-\d{4}-\d{5}/.exec(mail.subject ?? '')?.[0] ?? '');
    for (const number of invoiceNumbers) await customer.getByRole('row', { name: new RegExp(number) }).getByText('Envoyée').waitFor();
  });

  it('staff record the payment of the first invoice in full on /admin/factures: it is "Payée"', async () => {
    const [first] = (await mailsWhere((subject) => subject.endsWith(`(commande ${orderNumber})`), 2)).map((mail) => /FA-\d{4}-\d{5}/.exec(mail.subject ?? '')?.[0] ?? '');
    await staff.goto(`${shop.url}/admin/factures`);
    const row = staff.getByRole('row', { name: new RegExp(first ?? 'none') });
    await row.getByRole('button', { name: `Enregistrer un paiement sur la facture ${first}` }).click();
    const dialog = staff.getByRole('dialog');
    const due = /Reste dû : ([\d\s\u202f\u00a0]+,\d{2})/.exec((await dialog.getByText(/Reste dû :/).textContent()) ?? '')?.[1] ?? '';
    await dialog.getByRole('textbox', { name: /Montant/ }).fill(due.replace(/[\s\u202f\u00a0]/g, ''));
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await snackbar(staff, 'Paiement enregistré').waitFor();
    await row.getByText('Payée').first().waitFor();
  });

  it('staff send the next reminder of an overdue invoice from /admin/relances: the customer receives it with the invoice', async () => {
    // Searched for it: the list is paged by 20, and the seed alone has more overdue invoices than that may hold before it.
    await staff.goto(`${shop.url}/admin/relances?search=${OVERDUE}`);
    const row = staff.getByRole('row', { name: new RegExp(OVERDUE) });
    await row.getByRole('button', { name: new RegExp(`^Envoyer : .*, facture ${OVERDUE}$`) }).click();
    await staff.getByText(`Relance envoyée pour la facture ${OVERDUE}`).waitFor();
    const [reminder] = await mailsWhere((subject) => subject.includes(OVERDUE) && !subject.includes('(commande'), 1);
    expect(reminder?.attachments.map((file) => file.filename)).toContain(`facture_${OVERDUE}.pdf`);
    expect(reminder?.attachments.every((file) => isPdf(file.content))).toBe(true);
  });
});
