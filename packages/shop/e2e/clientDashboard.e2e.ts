import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop();

async function signIn(identifier: string, password: string) {
  await page.goto(url('/login'));
  await page.getByRole('textbox', { name: /Email ou pseudo/ }).fill(identifier);
  await page.getByLabel(/^Mot de passe/, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/client-dashboard$/);
}

async function signOut() {
  await page.getByRole('button', { name: /Déconnexion/ }).click();
  await page.waitForURL((address) => address.pathname === '/');
}

const snackbar = (text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

describe('the client dashboard (spec 2 §2.2, issue 8)', () => {
  it('greets the demo customer by first and last name', async () => {
    await signIn('JEAND', 'Batterie2025!');
    await page.getByText('Bienvenue, Jean Dupont').waitFor();
  });

  it('edits the personal information through the API', async () => {
    const city = page.getByRole('textbox', { name: /^Ville/ });
    await city.fill('Villeurbanne');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await snackbar('Informations personnelles mises à jour avec succès').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^Ville/ }).inputValue()).toBe('Villeurbanne');
  });

  it('accepts the approved quote through the order form, then sees the confirmation and the order in its orders (issue 22)', async () => {
    await page.getByRole('tab', { name: 'Mes Devis' }).click();
    await page.waitForURL(/\?tab=devis$/);
    // The approved one; a quote staff sent ("Devis envoyé", issue 22) offers it too.
    await page.getByRole('button', { name: 'Accepter le devis Devis #dev-0003' }).click();
    await page.waitForURL(/\/commander\?devis=dev-0003$/);
    await page.getByRole('heading', { level: 1, name: 'Accepter le devis et commander' }).waitFor();
    await page.getByText(/^Paiement à \d+ jours fin de facture$/).waitFor();
    await page.getByText(/^Encours : /).waitFor();
    await page.getByText('Total TTC').waitFor();
    await page.getByLabel(/Votre référence de commande/).fill('BC-E2E-118');
    await page.getByLabel('Commentaire').fill('Livraison quai n° 3');
    await page.getByRole('button', { name: 'Accepter le devis et commander' }).click();
    const confirmed = page.getByRole('heading', { level: 1, name: /^Commande CMD-\d{4}-\d{5} confirmée$/ });
    await confirmed.waitFor();
    const orderNumber = /CMD-\d{4}-\d{5}/.exec((await confirmed.textContent()) ?? '')?.[0] ?? '';
    await page.getByRole('link', { name: 'Voir mes commandes' }).click();
    await page.waitForURL(/\/dashboard\?tab=commandes$/);
    await page.getByText(orderNumber).first().waitFor();
    // Accepted, the quote offers it no more.
    await page.goto(url('/client-dashboard?tab=devis'));
    await page.getByRole('tab', { name: 'Mes Devis', selected: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Accepter le devis Devis #dev-0003' }).count()).toBe(0);
  });

  it('shows its credit in use beside the terms OTECH granted (issue 21)', async () => {
    await page.goto(url('/client-dashboard?tab=banque'));
    await page.getByText('Conditions accordées par OTECH').waitFor();
    await page.getByText(/^Encours : \d/).waitFor();
  });

  it('exports its data as CSV', async () => {
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger (CSV)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^mes-donnees-otech-\d{4}-\d{2}-\d{2}\.csv$/);
    await snackbar('Données exportées').waitFor();
    await signOut();
  });

  it('changes the password, signs out, and signs in with the new one', async () => {
    await signIn('MARIEL', 'Alarme44!');
    await page.goto(url('/client-dashboard?tab=parametres'));
    await page.getByLabel(/^Mot de passe actuel/).fill('Alarme44!');
    await page.getByLabel(/^Nouveau mot de passe/).fill('Sirene2026!');
    await page.getByLabel(/^Confirmer le nouveau mot de passe/).fill('Sirene2026!');
    await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await snackbar(/Mot de passe modifié/).waitFor();
    await signOut();
    await signIn('MARIEL', 'Sirene2026!');
    await page.getByText('Bienvenue, Marie Lefèvre').waitFor();
    await signOut();
  });
});
