import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop();

describe('a customer asks for a quote (spec 1 §4, §8)', () => {
  it('sends an anonymous visitor of /panier to /login with the spec message', async () => {
    await page.goto(url('/panier'));
    await page.waitForURL(/\/login$/);
    const snackbar = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
    await snackbar.getByText('Veuillez vous connecter pour accéder à votre panier').waitFor();
    expect(await snackbar.count()).toBe(1);
  });

  it('signs in with the test account, is welcomed, then lands on /client-dashboard', async () => {
    await page.getByRole('button', { name: 'Connexion automatique' }).click();
    await page.getByText(/Bienvenue .+ ! Redirection vers votre dashboard\.\.\./).waitFor();
    await page.waitForURL(/\/client-dashboard$/);
    await page.getByRole('heading', { name: 'Mon Espace Client' }).waitFor();
  });

  it('adds a product from its detail page and sees the cart count', async () => {
    await page.goto(url('/catalogue?inStockOnly=true'));
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/product\//);
    // The quantity form's button comes first; the related products below have their own.
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await page.getByText(/ajouté au panier \(1\)/).waitFor();
    await page.getByRole('link', { name: /Panier, \d+ articles?/ }).waitFor();
  });

  it('asks for a quote from the product page and finds the spec message on the cart page', async () => {
    // Opened by its address, the page is drawn as islands: /cart is then a full load, and the message goes along.
    await page.reload();
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    await page.waitForURL(/\/panier$/);
    await page.getByText('Produit ajouté au panier. Vous pouvez maintenant demander un devis.').waitFor();
  });

  it('changes a quantity on /panier and sees the totals follow', async () => {
    await page.goto(url('/panier'));
    await page.getByRole('heading', { name: 'Mon Panier' }).waitFor();
    const totalBefore = await page.getByText(/Total TTC/).locator('..').textContent();
    await page.getByRole('button', { name: /augmenter/i }).first().click();
    await page.getByText('Quantité mise à jour').waitFor();
    await expect.poll(() => page.getByText(/Total TTC/).locator('..').textContent()).not.toBe(totalBefore);
  });

  it('requests a quote, then lands on /dashboard', async () => {
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    await page.getByText('Demande de devis envoyée ! Vous recevrez une réponse sous 24h.').waitFor();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Mon compte' }).waitFor();
  });

  it('signs out and is sent home; the cart is guarded again', async () => {
    await page.getByRole('button', { name: /Déconnexion/ }).click();
    await page.waitForURL((address) => address.pathname === '/');
    await page.goto(url('/panier'));
    await page.waitForURL(/\/login$/);
  });
});
