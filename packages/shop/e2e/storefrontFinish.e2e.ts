import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop({ viewport: { width: 1280, height: 800 } });

describe('a finished storefront (issue 13)', () => {
  it('gives every page a title of its own (WCAG 2.4.2)', async () => {
    const titles: string[] = [];
    for (const path of ['/', '/catalogue', '/contact', '/login', '/mentions-legales']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      titles.push(await page.title());
    }
    expect(titles).toEqual([
      'Accueil | OTECH',
      'Catalogue de Batteries | OTECH',
      'Contactez-nous | OTECH',
      'Connexion | OTECH',
      'Mentions légales | OTECH',
    ]);
  });

  it('opens a page by its URL at the top, wherever the previous page was scrolled', async () => {
    await page.goto(url('/catalogue'));
    await page.getByRole('article').first().waitFor();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.goto(url('/conditions-generales'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('offers the categories a buyer chooses from, without Ventes Auxiliaires (spec 1 §7)', async () => {
    await page.goto(url('/catalogue'));
    const options = await page.getByRole('combobox', { name: 'Catégorie' }).getByRole('option').allTextContents();
    expect(options).toContain('Chargeurs');
    expect(options.some((option) => /Ventes Auxiliaires/i.test(option))).toBe(false);
  });

  it('searches by the advanced fields and offers to clear filters that find nothing', async () => {
    await page.goto(url('/catalogue?type=chargeur'));
    await page.getByRole('article').first().waitFor();
    const types = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(types.every((text) => text.includes('Chargeur'))).toBe(true);
    await page.goto(url('/catalogue?model=ZZZ-NOTHING&sort=price-asc'));
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.waitForURL((address) => !address.search.includes('model='));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
    await page.getByRole('article').first().waitFor();
  });

  it('shows a product with its HD photo, its buy box in view at 1280 x 800, French numbers and its warranty', async () => {
    await page.goto(url('/catalogue'));
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/product\//);
    // The address changes before the product page replaces the catalogue, whose cards have the same button.
    await page.getByText(/^Garantie : /).waitFor();
    const buy = page.getByRole('button', { name: 'Ajouter au panier' }).first();
    await buy.waitFor();
    const box = await buy.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
    await expect.poll(() => page.locator('main img').first().getAttribute('src')).not.toContain('/thumb/');
    await page.getByText(/^Garantie : /).waitFor();
    const specs = (await page.getByRole('tabpanel').textContent()) ?? '';
    expect(specs).not.toMatch(/\d\.\d+ V|Ah Ah|mAh Ah/);
    expect(await page.title()).toMatch(/ \| OTECH$/);
    expect(await page.title()).not.toBe('Produit | OTECH');
  });

  it('names an unknown product in an h1 and in the title', async () => {
    await page.goto(url('/product/NO-SUCH-REF'));
    await page.getByRole('heading', { level: 1, name: 'Produit non trouvé' }).waitFor();
    await expect.poll(() => page.title()).toBe('Produit non trouvé | OTECH');
  });

  it('takes a signed-in administrator from /admin and /admin/login to the dashboard', async () => {
    await page.goto(url('/admin/login'));
    await page.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await page.getByLabel(/Mot de passe/).first().fill('OtechAdmin2025!');
    await page.getByRole('button', { name: /Se connecter|Connexion/ }).last().click();
    await page.waitForURL(/\/admin\/dashboard/);
    for (const path of ['/admin', '/admin/login', '/admin/nowhere']) {
      await page.goto(url(path));
      await page.waitForURL(/\/admin\/dashboard/);
    }
    expect(await page.getByRole('textbox', { name: "Nom d'utilisateur" }).count()).toBe(0);
  });
});
