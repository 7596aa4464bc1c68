import { describe, expect, it } from 'vitest';
import { openShop, url, waitForHydration } from './browser.ts';

const page = await openShop();

describe('a failed load is said, with "Réessayer", never shown as an empty list', () => {
  const productList = (address: URL) => address.pathname === '/api/products';

  it('shows the catalogue load error, then the products once "Réessayer" succeeds', async () => {
    // The server draws /catalogue with its products, and a link of a page drawn as islands is a full load
    // of it: the browser loads them itself when the single-page app goes there. An anonymous visit of
    // the cart is that app, sent on to /login by the cart's guard.
    await page.goto(url('/panier'));
    await page.waitForURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    await page.route(productList, (route) => route.fulfill({ status: 500, json: { message: 'Erreur interne' } }));
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Catalogue' }).click();
    await page.getByRole('alert').getByText('Erreur lors du chargement des produits').waitFor();
    expect(await page.getByText(/produit\(s\) trouvé\(s\)/).count()).toBe(0);
    expect(await page.getByText('Aucun produit trouvé').count()).toBe(0);
    await page.unroute(productList);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByText(/\d+ produit\(s\) trouvé\(s\)/).waitFor();
    expect(await page.getByRole('article').count()).toBe(12);
  });
});

describe('a page that fails keeps the site usable (route error boundary)', () => {
  const productChunk = /\/assets\/ProductRoute-[^/]+\.js$/;

  it('shows the error page inside the frame when the page code cannot load, and "Réessayer" reloads it', async () => {
    // The failure under test is the app's own navigation: the signed-in pages are the app, and a
    // link followed there (to the catalogue, then a product) is the router's. On the catalogue drawn
    // as islands a link is a page load the server draws.
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Connexion automatique' }).click();
    await page.waitForURL(/\/client-dashboard$/);
    await waitForHydration(page);
    await page.route(productChunk, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Catalogue' }).click();
    await page.waitForURL(/\/catalogue$/);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).isVisible()).toBe(true);
    await page.unroute(productChunk);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it("goes home from the error page with \"Retour à l'accueil\"", async () => {
    await page.route(productChunk, (route) => route.abort());
    await page.goto(url('/product/any'));
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL((address) => address.pathname === '/');
    await page.unroute(productChunk);
  });
});
