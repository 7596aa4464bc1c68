import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop();

const sidebar = () => page.getByRole('complementary', { name: 'Mon Panier' });

describe('the catalogue with cart (spec 2 §2.5)', () => {
  it('is for signed-in customers, and lists 8 products beside the cart', async () => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Connexion automatique' }).click();
    await page.waitForURL(/\/client-dashboard$/);
    await page.goto(url('/catalogue-avec-panier?inStockOnly=true'));
    await page.getByRole('heading', { level: 1, name: 'Catalogue avec Panier' }).waitFor();
    await page.getByText(/\d+ produit\(s\) trouvé\(s\)/).waitFor();
    expect(await page.getByRole('list', { name: 'Produits' }).getByRole('article').count()).toBe(8);
    await sidebar().waitFor();
  });

  it('shows 16 per page when asked, and keeps it in the URL', async () => {
    await page.getByRole('combobox', { name: /Produits par page/ }).selectOption('16');
    await page.waitForURL(/parPage=16/);
    await expect.poll(() => page.getByRole('list', { name: 'Produits' }).getByRole('article').count()).toBe(16);
  });

  it('adds a product into the sidebar, the same server cart as /panier', async () => {
    const card = page.getByRole('list', { name: 'Produits' }).getByRole('article').first();
    const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByRole('button', { name: /Ajouter au panier/ }).click();
    await card.getByRole('button', { name: 'Ajouté !' }).waitFor();
    await sidebar().getByText(name).first().waitFor();
    await card.getByRole('button', { name: /Ajouter au panier/ }).waitFor({ timeout: 5000 });
    await page.goto(url('/panier'));
    await page.getByText(name).first().waitFor();
    await page.goBack();
    await sidebar().getByText(name).first().waitFor();
  });

  it('exports the cart as a semicolon CSV in UTF-8 with a BOM', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sidebar().getByRole('button', { name: 'Exporter le panier' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^panier-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Référence;Produit;Quantité;Prix unitaire HT (€);Total HT (€)');
    await page.getByText('Données du panier exportées').waitFor();
  });

  it('disables the quote request offline ("Hors ligne"), then sends the cart as a quote request, never to the invoices (issue 22)', async () => {
    await page.context().setOffline(true);
    await sidebar().getByRole('button', { name: 'Hors ligne' }).waitFor();
    expect(await sidebar().getByRole('button', { name: 'Hors ligne' }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await sidebar().getByRole('button', { name: 'Demander un devis' }).click();
    await page.getByText('Demande de devis envoyée ! Vous recevrez une réponse sous 24h.').waitFor();
    await page.waitForURL(/\/dashboard$/);
  });

  it('clears every filter with "Tout effacer"', async () => {
    await page.goto(url('/catalogue-avec-panier?inStockOnly=true&search=batterie'));
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await page.getByText('Filtres réinitialisés').waitFor();
    await page.waitForURL((address) => address.search === '');
  });

  it('shows a promoted product low in stock with its chips, "Détails", and a heart kept by the API', async () => {
    await page.goto(url('/catalogue-avec-panier?search=CH-24V10'));
    const card = page.getByRole('article', { name: /CH-24V10/ }).first();
    await card.getByText('Promotion').waitFor();
    await card.getByText('Stock faible').waitFor();
    const heart = card.getByRole('button', { name: /^Favori :/ });
    const wasFavourite = (await heart.getAttribute('aria-pressed')) === 'true';
    await heart.click();
    await page.getByText(wasFavourite ? /retiré des favoris$/ : /ajouté aux favoris$/).first().waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(String(!wasFavourite));
    await page.reload();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(String(!wasFavourite));
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(String(wasFavourite));
    await card.getByRole('link', { name: /^Détails de / }).click();
    await page.waitForURL(/\/product\//);
    await page.goBack();
  });

  it('searches 300 ms after typing stops and offers the latest searches as hints', async () => {
    await page.goto(url('/catalogue-avec-panier'));
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('agm');
    await page.waitForURL(/search=agm/);
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await page.waitForURL((address) => !address.search.includes('search='));
    await page.getByRole('list', { name: 'Recherches récentes :' }).getByRole('button', { name: 'agm' }).click();
    await page.waitForURL(/search=agm/);
  });

  it('saves the cart in the browser 5 s after a change, and counts it in the session statistics', async () => {
    await page.goto(url('/catalogue-avec-panier?inStockOnly=true'));
    await page.getByRole('list', { name: 'Produits' }).getByRole('article').first().getByRole('button', { name: /Ajouter au panier/ }).click();
    await sidebar().getByText(/^Panier sauvegardé automatiquement à \d{2}:\d{2}$/).waitFor({ timeout: 10_000 });
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('autoSavedCart') ?? 'null') as { items: unknown[]; total: number } | null);
    expect(saved?.items.length).toBeGreaterThan(0);
    expect(saved?.total).toBeGreaterThan(0);
    // Keyboard focus opens the tooltip as hovering does.
    await page.getByRole('button', { name: 'Statistiques de la session' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/Produits vus8.*Actions sur le panier1/);
  });

  it('resets a corrupt stored search history to empty instead of failing', async () => {
    await page.evaluate(() => localStorage.setItem('searchHistory', '{corrupt'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Catalogue avec Panier' }).waitFor();
    await page.getByText(/\d+ produit\(s\) trouvé\(s\)/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBe('[]');
    expect(await page.getByRole('list', { name: 'Recherches récentes :' }).count()).toBe(0);
  });

  it('on a 480 px phone, opens the cart from a "Panier (n)" bar above the products, without scrolling the list', async () => {
    await page.setViewportSize({ width: 480, height: 900 });
    await page.goto(url('/catalogue-avec-panier?inStockOnly=true'));
    const bar = page.getByRole('button', { name: /^Panier \(\d+\)$/ });
    await bar.waitFor();
    expect(await sidebar().isVisible()).toBe(false);
    const barBox = await bar.boundingBox();
    const listBox = await page.getByRole('list', { name: 'Produits' }).boundingBox();
    expect(barBox && listBox && barBox.y + barBox.height <= listBox.y).toBe(true);
    await bar.click();
    await sidebar().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Down the list the bar stays at the top of the screen, in view under the fixed header.
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const barOnTop = () =>
      bar.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top < 150 && button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    await expect.poll(barOnTop).toBe(true);
    await bar.click();
    expect(await sidebar().isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
