import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { launchBrowser, shopContext, url } from './browser.ts';

// Issue 23 on the demo seed: the Administrateur creates a client and a product from the
// administration, edits them, and reads the change in each one's history.
const browser = await launchBrowser();
const staff = await (await shopContext(browser)).newPage();

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
const history = (page: Page) => page.getByRole('list', { name: 'Historique' });

describe('clients and products created and edited from the administration (issue 23)', () => {
  it('creates a client, then edits its record and sees the change in its history', async () => {
    await staff.goto(url('/admin/login'));
    await staff.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await staff.locator('input[type=password]').fill('OtechAdmin2025!');
    await staff.getByRole('button', { name: 'Se connecter' }).click();
    await staff.waitForURL(/\/admin\/dashboard$/);
    await staff.goto(url('/admin/clients'));
    await staff.getByRole('link', { name: 'Nouveau client' }).click();
    await staff.waitForURL(/\/admin\/clients\/nouveau$/);
    await field(staff, /^Société(?! \(livraison)/).fill('Garage Moreau E2E');
    await field(staff, /^E-mail/).fill('contact@garage-moreau-e2e.fr');
    await field(staff, /Identifiant de connexion/).fill('GARAGEMOREAUE2E');
    await field(staff, /SIRET/).fill('732 829 320 00074');
    await staff.getByRole('button', { name: 'Créer le client' }).click();
    await staff.waitForURL(/\/admin\/clients\/\d+$/);
    const city = field(staff, /^Ville(?! \(livraison)/);
    await city.fill('Lyon');
    await staff.getByRole('button', { name: 'Enregistrer la fiche' }).click();
    await history(staff).getByText('ville — → Lyon').waitFor();
    await history(staff).getByText(/\(Administrateur\) : création/).waitFor();
    await staff.screenshot({ path: '/tmp/staff-client-1280.png', fullPage: true });
    await staff.setViewportSize({ width: 480, height: 900 });
    await staff.screenshot({ path: '/tmp/staff-client-480.png', fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });
  });

  it('refuses a second client with the same SIRET, beside the field', async () => {
    await staff.goto(url('/admin/clients/nouveau'));
    await field(staff, /^Société(?! \(livraison)/).fill('Autre garage');
    await field(staff, /^E-mail/).fill('autre@garage-e2e.fr');
    await field(staff, /Identifiant de connexion/).fill('AUTREGARAGEE2E');
    await field(staff, /SIRET/).fill('73282932000074');
    await staff.getByRole('button', { name: 'Créer le client' }).click();
    await expect.poll(() => staff.getByText('Ce SIRET est déjà celui d’un autre client').count()).toBeGreaterThan(0);
    expect(staff.url()).toMatch(/\/admin\/clients\/nouveau$/);
  });

  it('creates a product with its technical fields, edits its brand, and reads it in its history', async () => {
    await staff.goto(url('/admin/catalogue'));
    await staff.getByRole('link', { name: 'Nouveau produit' }).click();
    await staff.waitForURL(/\/admin\/catalogue\/nouveau$/);
    await field(staff, /Référence/).fill('E2E-9V-001');
    await field(staff, 'Désignation').fill('Pile 9 V lithium E2E');
    await field(staff, 'Prix HT (€)').fill('7,50');
    await field(staff, 'Stock').fill('12');
    await field(staff, 'Marque').fill('Varta');
    await field(staff, 'Garantie').fill('3 ans');
    await staff.getByRole('button', { name: 'Créer le produit' }).click();
    await staff.waitForURL(/\/admin\/catalogue\/E2E-9V-001$/);
    await field(staff, 'Marque').fill('Duracell');
    await staff.getByRole('button', { name: 'Enregistrer' }).click();
    await history(staff).getByText('marque Varta → Duracell').waitFor();
    await staff.screenshot({ path: '/tmp/staff-product-1280.png', fullPage: true });
  });

  it('archives the product, finds it under « Archivés » and restores it to the catalogue, with its history', async () => {
    await staff.getByRole('button', { name: 'Archiver' }).click();
    await staff.waitForURL(/\/admin\/catalogue$/);
    await staff.getByRole('search', { name: 'Filtrer : Produits' }).getByRole('button', { name: /Produits/ }).click();
    await staff.getByRole('option', { name: 'Archivés' }).click();
    await staff.waitForURL(/archives=1/);
    const archived = staff.getByRole('table', { name: 'Produits archivés' });
    await archived.getByRole('button', { name: 'Restaurer E2E-9V-001' }).click();
    await staff.getByText('Produit E2E-9V-001 restauré : de retour au catalogue').waitFor();
    await staff.getByRole('button', { name: 'Restaurer E2E-9V-001' }).waitFor({ state: 'detached' });
    await staff.screenshot({ path: '/tmp/staff-archived-1280.png', fullPage: true });
    const shown = await staff.request.get(url('/api/products/E2E-9V-001'));
    expect(shown.status()).toBe(200);
    await staff.goto(url('/admin/catalogue/E2E-9V-001'));
    await history(staff).getByText(/restauration : catalogue Archivé → En catalogue/).waitFor();
  });

  it('shows « Nouveau client » only to the roles that may create one: not to Logistique', async () => {
    const logistics = await (await shopContext(browser)).newPage();
    await logistics.goto(url('/admin/login'));
    await logistics.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('logistique');
    await logistics.locator('input[type=password]').fill('OtechLogistique2025!');
    await logistics.getByRole('button', { name: 'Se connecter' }).click();
    await logistics.waitForURL(/\/admin\/(?!login)/);
    await logistics.goto(url('/admin/clients'));
    await logistics.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await logistics.getByRole('table', { name: 'Clients' }).getByRole('row').nth(1).waitFor();
    expect(await logistics.getByRole('link', { name: 'Nouveau client' }).count()).toBe(0);
    await logistics.close();
  });
});
