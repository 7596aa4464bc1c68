import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { launchBrowser, signedInPage, url, waitForHydration } from './browser.ts';

// Issue 22, on the demo seed: SOPHIEB (Revendeur, -25 % on cells) pays VP00002 3,29 € HT below 10;
// 3760000000017 is the EAN of V00001 (3 in stock).
const browser = await launchBrowser();

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('authToken') ?? 'null') as string | null);

describe('quick order (issue 22)', () => {
  it('takes pasted lines from the cart page into the cart: the refused ones listed by line with their reason, the valid ones added anyway', async () => {
    const page = await signedInPage(browser, 'SOPHIEB', 'Grossiste59');
    const token = (await tokenOf(page)) ?? '';
    const cartIds = async () => ((await (await fetch(url('/api/cart'), { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { product: { id: string } }[] }).items.map((item) => item.product.id);
    const before = await cartIds();

    await page.goto(url('/panier'));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Commande rapide : collez vos références' }).click();
    await page.waitForURL((address) => address.pathname === '/commande-rapide');
    await page.getByLabel(/Vos lignes : référence ou EAN ; quantité/).fill('Référence;Quantité\nVP00002;5\n3760000000017\t1\nINCONNU;3\nVP00001;douze');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();

    const rows = page.getByRole('table', { name: 'Lignes vérifiées' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await page.getByRole('status').filter({ hasText: 'lignes valides' }).innerText()).toBe('2 lignes valides, 2 lignes refusées');
    expect((await rows.nth(1).innerText()).replace(/\s/g, ' ')).toMatch(/^2 VP00002 .*VP00002.* 5 3,29 € HT Valide/);
    expect(await rows.nth(3).innerText()).toContain('Référence ou EAN inconnu : INCONNU');
    expect(await rows.nth(4).innerText()).toContain('Quantité invalide : « douze » (un nombre entier de 1 à 1000)');

    await page.getByRole('button', { name: 'Ajouter les 2 lignes valides' }).click();
    await page.getByText('2 lignes ajoutées au panier').waitFor();
    expect(await cartIds()).toEqual(expect.arrayContaining(['VP00002', 'V00001']));
    await page.getByRole('link', { name: 'Voir mon panier' }).click();
    await page.waitForURL((address) => address.pathname === '/panier');

    // The journeys share one database: the demo customer's cart is left as it was found.
    for (const id of ['VP00002', 'V00001'].filter((each) => !before.includes(each))) {
      expect((await fetch(url(`/api/cart/items/${id}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }
  });
});
