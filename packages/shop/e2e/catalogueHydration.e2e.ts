import { describe, expect, it } from 'vitest';
import { openShop, url, waitForHydration } from './browser.ts';

const page = await openShop();
const cards = page.getByRole('list', { name: 'Produits' }).getByRole('article');

/** Which of the page's cards React has hydrated: it marks each element it owns. */
const hydratedCards = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('article')].map((card) => Object.keys(card).some((key) => key.startsWith('__reactFiber$'))),
  );

// Issue 27: the catalogue's cards hydrate on their first interaction, not with the page.
describe('the catalogue hydrates a card when it is first used', () => {
  it('leaves the cards as the server drew them until pointed at or focused', async () => {
    await page.goto(url('/catalogue?inStockOnly=true'));
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await hydratedCards()).toEqual(Array(12).fill(false));
    await cards.nth(1).hover();
    await expect.poll(async () => (await hydratedCards())[1]).toBe(true);
    await cards.nth(2).getByRole('link').first().focus();
    await expect.poll(async () => (await hydratedCards())[2]).toBe(true);
    expect((await hydratedCards()).filter(Boolean)).toHaveLength(2);
  });

  it("adds to the cart from a card not hydrated before the press, and keeps every card when a customer's prices arrive", async () => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Connexion automatique' }).click();
    await page.waitForURL(/\/client-dashboard$/);
    await page.goto(url('/catalogue?inStockOnly=true'));
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    expect(await cards.count()).toBe(12);
    await cards.nth(3).getByRole('button', { name: /Ajouter au panier/ }).click();
    await page.getByText(/ajouté au panier/).first().waitFor();
    expect(await cards.count()).toBe(12);
  });
});
