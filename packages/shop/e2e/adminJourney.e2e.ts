import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openShop } from './browser.ts';

let browser: Browser;
let page: Page;
let url: (path: string) => string;

beforeAll(async () => {
  ({ browser, page, url } = await openShop());
});
afterAll(async () => browser.close());

const choose = async (select: RegExp, option: string) => {
  await page.getByRole('button', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('an administrator runs the shop (spec 3)', () => {
  it('signs in and sees the dashboard with its statistics and charts', async () => {
    await page.goto(url('/admin/login'));
    await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await page.locator('input[type=password]').fill('OtechAdmin2025!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Total commandes').waitFor();
    await page.getByRole('group', { name: 'Répartition des commandes par statut' }).waitFor();
    await page.getByRole('heading', { name: 'Commandes Récentes' }).waitFor();
  });

  it('searches a client and opens the account, then comes back with Retour Admin', async () => {
    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('Lefèvre Sécurité');
    const card = page.getByRole('article').filter({ hasText: 'Lefèvre Sécurité' });
    await card.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card.getByRole('button', { name: /Accéder au compte/ }).click();
    await page.waitForURL(/\/dashboard$/);
    const bar = page.getByRole('region', { name: 'Session administrateur' });
    await bar.getByText(/^Connexion en tant que /).waitFor();
    await bar.getByRole('button', { name: 'Retour Admin' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Total commandes').waitFor();
    expect(await bar.count()).toBe(0);
  });

  it('finds a pending order and sets its three statuses freely, the delivery dated', async () => {
    await page.getByRole('link', { name: 'Voir toutes les commandes' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    await choose(/Statut$/, 'En attente');
    await page.waitForURL(/status=pending/);
    // Another customer's order than the demo account's, whose loyalty points other journeys count.
    await page.getByRole('searchbox', { name: 'Client ou numéro de commande' }).fill('Mercier');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=Mercier/);
    await page.getByRole('link', { name: /^Voir la commande / }).first().click();
    await page.waitForURL(/\/admin\/orders\/[^/?]+$/);
    await choose(/Statut de la commande/, 'Livrée');
    await choose(/Statut du paiement/, 'Payée');
    await choose(/Statut de livraison/, 'Livrée');
    await page.getByRole('textbox', { name: 'Transporteur' }).fill('Colissimo');
    await page.getByRole('textbox', { name: 'Numéro de suivi' }).fill('6A0001');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Commande mise à jour').waitFor();
    await expect.poll(() => page.getByText('Livrée le').locator('xpath=following-sibling::dd[1]').textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await page.getByText('6A0001').first().waitFor();
  });

  it('reaches the clients page from the account menu, deactivates an account and activates it again', async () => {
    await page.getByRole('button', { name: /Compte administrateur/ }).click();
    await page.getByRole('menuitem', { name: 'Clients' }).click();
    await page.waitForURL(/\/admin\/clients$/);
    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill('Lefèvre');
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: /Lefèvre Sécurité/ });
    await row.getByRole('button', { name: 'Désactiver Lefèvre Sécurité' }).click();
    await page.getByText('Compte client mis à jour').waitFor();
    await row.getByText('Inactif').waitFor();
    await row.getByRole('button', { name: 'Activer Lefèvre Sécurité' }).click();
    await row.getByText('Actif', { exact: true }).waitFor();
  });

  it("sees a client's orders and invoices from the clients page", async () => {
    await page.getByRole('link', { name: 'Commandes et factures de Lefèvre Sécurité' }).click();
    await page.waitForURL(/\/admin\/clients\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Lefèvre Sécurité' }).waitFor();
    const orders = page.getByRole('region', { name: /^Commandes \(\d+\)$/ });
    await orders.getByRole('link', { name: /^Voir la commande / }).first().waitFor();
    await page.getByRole('region', { name: /^Factures \(\d+\)$/ }).waitFor();
  });

  it('validates a new account from Ouvertures de compte, which can then sign in', async () => {
    await page.getByRole('button', { name: /Compte administrateur/ }).click();
    await page.getByRole('menuitem', { name: 'Ouvertures de compte' }).click();
    await page.waitForURL(/\/admin\/ouvertures$/);
    await page.getByRole('row', { name: /Martin Piles/ }).getByRole('button', { name: 'Valider Martin Piles' }).click();
    await page.getByText('Compte de Martin Piles validé : le client peut se connecter').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /Martin Piles/ }).count()).toBe(0);
    await page.goto(url('/login'));
    await page.getByRole('textbox', { name: /Email ou pseudo/i }).fill('HELENEM');
    await page.locator('input[type=password]').fill('Ouverture44');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText(/^Bienvenue /).first().waitFor();
  });

  it('follows a delivery from Livraisons: shipped with its carrier and tracking number', async () => {
    await page.goto(url('/admin/livraisons'));
    await choose(/Statut de livraison/, 'Non expédiée');
    await page.waitForURL(/shippingStatus=not_shipped/);
    // Another customer's order than the demo account's, whose orders other journeys read.
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Modifier la livraison de / }) }).filter({ hasNotText: 'Dupont' }).first();
    const orderId = (await row.getByRole('rowheader').getByRole('link').textContent()) ?? '';
    await row.getByRole('button', { name: /^Modifier la livraison de / }).click();
    const dialog = page.getByRole('dialog', { name: `Livraison de la commande ${orderId}` });
    await dialog.getByRole('button', { name: /Statut de livraison/ }).click();
    await page.getByRole('option', { name: 'Expédiée', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Transporteur' }).fill('DB Schenker');
    await dialog.getByRole('textbox', { name: 'Numéro de suivi' }).fill('DBS-0042');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Commande mise à jour').waitFor();
    await choose(/Statut de livraison/, 'Expédiée');
    await page.getByRole('row', { name: new RegExp(orderId) }).getByText('DBS-0042').waitFor();
  });

  it('shows a management page not built yet under the toolbar, not the sign-in page', async () => {
    await page.goto(url('/admin/relances'));
    await page.getByRole('heading', { level: 1, name: 'Relances' }).waitFor();
    await page.getByText('Page en préparation').waitFor();
  });
});
