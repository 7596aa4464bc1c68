import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { launchBrowser, shopContext, url, waitForHydration } from './browser.ts';

// Issue 22 on the demo seed: SOPHIEB (Revendeur / Grossiste, -25 % on cells) asks a quote for 40
// VP00002 (4,38 € HT public); staff price it at her prices and send it, she asks a change on her
// quote card, staff send a second version, both sides read the thread and the versions.
const browser = await launchBrowser();
const customer = await (await shopContext(browser)).newPage();
const staff = await (await shopContext(browser)).newPage();
let quoteId = '';

async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authToken') ?? 'null') as string | null);
  const response = await fetch(url(`/api${path}`), { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  return (await response.json()) as Record<string, unknown>;
}

const line = (page: Page, n: number) => page.getByRole('listitem', { name: new RegExp(`^Ligne ${n} :`) });
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

describe('staff price and send a quote, the customer answers on its thread (issue 22)', () => {
  it('the customer asks a quote for her cart with a message', async () => {
    await customer.goto(url('/login'));
    await waitForHydration(customer);
    await customer.getByRole('textbox', { name: 'Email ou pseudo' }).fill('SOPHIEB');
    await customer.getByLabel(/^Mot de passe/).first().fill('Grossiste59');
    await customer.getByRole('button', { name: 'Se connecter' }).click();
    await customer.waitForURL((address) => address.pathname !== '/login');
    await api(customer, 'DELETE', '/cart');
    await api(customer, 'POST', '/cart/items', { productId: 'VP00002', quantity: 40 });
    quoteId = String((await api(customer, 'POST', '/quote-requests', { message: 'Livraison à Lille avant le 20.' }))['id']);
    expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('staff open it from the inbox at the customer\'s prices, edit it, and send it after confirming', async () => {
    await staff.goto(url('/admin/login'));
    await staff.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await staff.locator('input[type=password]').fill('OtechAdmin2025!');
    await staff.getByRole('button', { name: 'Se connecter' }).click();
    await staff.waitForURL(/\/admin\/dashboard$/);
    await staff.goto(url('/admin/devis'));
    await staff.getByRole('link', { name: `Ouvrir le Devis #${quoteId.slice(0, 8)}` }).click();
    await staff.waitForURL(new RegExp(`/admin/devis/${quoteId}$`));
    // 40 at her list's price by customerPrice (3,29 € less her break from 10), not the public 4,38 €.
    const price = line(staff, 1).getByRole('textbox', { name: 'Prix unitaire HT (€)' });
    await expect.poll(() => price.inputValue()).not.toBe('4,38');
    await staff.getByText('Revendeur / Grossiste').waitFor();
    await staff.getByText('Livraison à Lille avant le 20.').waitFor();
    await line(staff, 1).getByRole('textbox', { name: 'Remise (%)' }).fill('5');
    await staff.getByRole('button', { name: 'Ajouter une ligne libre' }).click();
    await line(staff, 2).getByRole('textbox', { name: 'Prix unitaire HT (€)' }).fill('15');
    await staff.getByRole('textbox', { name: 'Message au client' }).fill('Remise de 5 % et port à 15 €.');
    await staff.screenshot({ path: '/tmp/quote-editor-1280.png', fullPage: true });
    await staff.getByRole('button', { name: 'Envoyer le devis' }).click();
    const dialog = staff.getByRole('alertdialog', { name: 'Envoyer le devis' });
    await dialog.getByRole('button', { name: 'Envoyer le devis' }).click();
    await snackbar(staff, 'Devis envoyé au client (version 1)').waitFor();
    await staff.getByText('Version 1 du', { exact: false }).waitFor();
  });

  it('the customer sees the amounts, asks a change, and the quote goes back to staff', async () => {
    await customer.goto(url('/client-dashboard?tab=devis'));
    const card = customer.getByRole('group', { name: `Devis #${quoteId.slice(0, 8)}` });
    await card.getByText('Devis envoyé').waitFor();
    await card.getByText('Total TTC').waitFor();
    await card.getByRole('button', { name: 'Demander une modification' }).click();
    await card.getByRole('textbox', { name: /Ce que vous souhaitez changer/ }).fill('Pouvez-vous passer à 60 pièces ?');
    await card.getByRole('button', { name: 'Envoyer la demande' }).click();
    await card.getByText('En cours de traitement').waitFor();
    await card.getByRole('region', { name: 'Échanges sur le devis' }).getByText('Pouvez-vous passer à 60 pièces ?').waitFor();
    await customer.setViewportSize({ width: 480, height: 900 });
    await customer.screenshot({ path: '/tmp/quote-card-480.png', fullPage: true });
    await customer.setViewportSize({ width: 1280, height: 900 });
  });

  it('staff editing the old version are told it changed; reloaded, they send a second version and write', async () => {
    await line(staff, 1).getByRole('textbox', { name: 'Quantité' }).fill('60');
    await staff.getByRole('button', { name: 'Envoyer le devis' }).click();
    await staff.getByRole('alertdialog', { name: 'Envoyer le devis' }).getByRole('button', { name: 'Envoyer le devis' }).click();
    await staff.getByRole('alert').getByText('Ce devis a été modifié par le client : rechargez-le avant de l’envoyer.').waitFor();
    await staff.reload();
    await staff.getByText('Pouvez-vous passer à 60 pièces ?').waitFor();
    await line(staff, 1).getByRole('textbox', { name: 'Quantité' }).fill('60');
    await staff.getByRole('button', { name: 'Envoyer le devis' }).click();
    await staff.getByRole('alertdialog', { name: 'Envoyer le devis' }).getByRole('button', { name: 'Envoyer le devis' }).click();
    await snackbar(staff, 'Devis envoyé au client (version 2)').waitFor();
    await staff.getByRole('textbox', { name: 'Votre message' }).fill('Livrable sous 48 h.');
    await staff.getByRole('button', { name: 'Envoyer le message' }).click();
    await staff.getByText('Livrable sous 48 h.').waitFor();
  });

  it('the customer reads both versions and the staff message, and downloads a version\'s PDF', async () => {
    await customer.reload();
    const card = customer.getByRole('group', { name: `Devis #${quoteId.slice(0, 8)}` });
    await card.getByText('Devis envoyé').waitFor();
    await card.getByRole('button', { name: 'Échanges et versions' }).click();
    const thread = card.getByRole('region', { name: 'Échanges sur le devis' });
    await thread.getByText('Livrable sous 48 h.').waitFor();
    await thread.getByText('Livraison à Lille avant le 20.').waitFor();
    const download = customer.waitForEvent('download');
    await thread.getByRole('button', { name: 'Télécharger la version 1 (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`devis_${quoteId.slice(0, 8)}_v1.pdf`);
    await thread.getByRole('button', { name: 'Télécharger la version 2 (PDF)' }).waitFor();
  });
});
