import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop();

const resultCount = () => page.getByText(/\d+ produit\(s\) trouvé\(s\)/).first();

describe('browsing the catalogue (spec 1 "Catalogue page")', () => {
  it('lists the products 12 per page with the result count', async () => {
    await page.goto(url('/catalogue'));
    await resultCount().waitFor();
    expect(await page.getByRole('article').count()).toBe(12);
  });

  it('searches, keeps the search in the URL, and the back button returns to the full list', async () => {
    const before = await resultCount().textContent();
    await page.getByRole('searchbox').fill('lithium');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(/search=lithium/);
    await page.waitForFunction((text) => !document.body.innerText.includes(text ?? ''), before);
    const after = await resultCount().textContent();
    expect(after).not.toBe(before);
    await page.goBack();
    await page.waitForURL((address) => !address.search.includes('search='));
    await expect.poll(() => resultCount().textContent()).toBe(before);
  });

  it('pages forward with the paginator and shows the range "13 - 24 sur total"', async () => {
    await page.getByRole('button', { name: /page suivante/i }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(/13 - 24 sur \d+/).waitFor();
  });

  it('opens a product from its card and shows its detail page', async () => {
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('button', { name: 'Ajouter au panier' }).first().waitFor();
  });
});
