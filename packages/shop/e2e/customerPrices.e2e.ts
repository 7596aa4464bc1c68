import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { launchBrowser, shopContext, signedInPage as signedInWith, url, waitForHydration } from './browser.ts';

// Issue 21, on the demo seed (data/price-lists.json): VP00002 is 4,38 € HT for visitors; JEAND
// (Professionnel, -5 %) pays 4,16 €, 3,95 € from 10 and 3,79 € from 50; SOPHIEB (Revendeur,
// -25 % on cells) pays 3,29 €, then 5 % and 10 % less from 10 and 50.
const PRODUCT = '/product/VP00002';
const browser = await launchBrowser();
const signedInPage = (identifier: string, password: string) => signedInWith(browser, identifier, password);

/** The shown text, no-break spaces read as spaces. */
const shown = async (page: Page) => (await page.locator('main').innerText()).replace(/\s/g, ' ');

describe("each customer's own prices (issue 21)", () => {
  let jean: Page;
  let sophie: Page;

  it('shows two customers on different lists their own price of the same product, the public one struck through, with their breaks', async () => {
    jean = await signedInPage('JEAND', 'Batterie2025!');
    sophie = await signedInPage('SOPHIEB', 'Grossiste59');
    for (const page of [jean, sophie]) {
      await page.goto(url(PRODUCT));
      await waitForHydration(page);
    }
    await jean.getByText('À partir de 10 : 3,95 € HT', { exact: false }).waitFor();
    expect(await shown(jean)).toMatch(/Prix public : 4,38 € HT Votre prix : 4,16 € HT/);
    expect(await shown(jean)).toContain('À partir de 50 : 3,79 € HT');
    await sophie.getByText('À partir de 10 : 3,13 € HT', { exact: false }).waitFor();
    expect(await shown(sophie)).toMatch(/Votre prix : 3,29 € HT/);
    expect(await shown(sophie)).not.toContain('4,16');
  });

  it('never puts a customer\'s price in a page drawn for everyone, with or without their session cookie, nor in a shared answer', async () => {
    const cookies = await jean.context().cookies();
    const cookie = cookies.map((each) => `${each.name}=${each.value}`).join('; ');
    const withSession = await fetch(url(PRODUCT), { headers: { cookie } });
    const anonymous = await fetch(url(PRODUCT));
    for (const html of [await withSession.text(), await anonymous.text()]) {
      expect(html).toContain('4,38');
      expect(html).not.toMatch(/4,16|3,95|3,29|Votre prix|Prix par quantité/);
    }
    expect(anonymous.headers.get('cache-control') ?? '').not.toMatch(/public/);
    // The catalogue's shared answers are the same for everyone, to the byte and the ETag.
    const all = await fetch(url('/api/products/all'));
    const token = await jean.evaluate(() => JSON.parse(localStorage.getItem('authToken') ?? 'null') as string | null);
    const allSignedIn = await fetch(url('/api/products/all'), { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(allSignedIn.headers.get('etag')).toBe(all.headers.get('etag'));
  });

  it('shows a visitor the public price only, after the customers came by', async () => {
    const visitor = await (await shopContext(browser)).newPage();
    await visitor.goto(url(PRODUCT));
    await waitForHydration(visitor);
    await visitor.waitForTimeout(500);
    const text = await shown(visitor);
    expect(text).toContain('4,38 €');
    expect(text).not.toMatch(/Votre prix|À partir de/);
  });

  it('shows the cart at the customer\'s price, with the contribution line in its totals', async () => {
    await jean.goto(url(PRODUCT));
    await waitForHydration(jean);
    await jean.getByRole('button', { name: 'Ajouter au panier' }).first().click();
    await jean.goto(url('/panier'));
    await jean.getByText('Contribution sécurité et environnement (1,75 %)', { exact: false }).waitFor();
    await expect.poll(async () => shown(jean)).toMatch(/Votre prix : \d+,\d\d € HT/);
    // The journeys share one database: the demo customer's cart is left as it was found.
    const token = await jean.evaluate(() => JSON.parse(localStorage.getItem('authToken') ?? 'null') as string | null);
    expect((await fetch(url('/api/cart/items/VP00002'), { method: 'DELETE', headers: { authorization: `Bearer ${token ?? ''}` } })).status).toBe(200);
  });

  it('shows the customer their own price on the catalogue with cart, the user dashboard and their favourites too', async () => {
    for (const place of ['/catalogue-avec-panier?search=VP00002', '/user-dashboard?search=VP00002']) {
      await sophie.goto(url(place));
      await waitForHydration(sophie);
      await expect.poll(async () => shown(sophie), { timeout: 15_000 }).toMatch(/Prix public : 4,38 € HT Votre prix : 3,29 € HT/);
    }
    const token = await sophie.evaluate(() => JSON.parse(localStorage.getItem('authToken') ?? 'null') as string | null);
    const headers = { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' };
    const added = await fetch(url('/api/client-dashboard/favorites'), { method: 'POST', headers, body: JSON.stringify({ productId: 'VP00002' }) });
    const favourite = (await added.json()) as { id: string };
    try {
      await sophie.goto(url('/dashboard?tab=favoris'));
      await waitForHydration(sophie);
      await expect.poll(async () => shown(sophie), { timeout: 15_000 }).toMatch(/Prix public : 4,38 € HT Votre prix : 3,29 € HT/);
    } finally {
      // The journeys share one database: the demo customer's favourites are left as they were found.
      if (added.status === 201) await fetch(url(`/api/client-dashboard/favorites/${favourite.id}`), { method: 'DELETE', headers });
    }
  });

  it("lets staff give a client a contract price from its page, which the customer pays at once; a wrong line is named first", async () => {
    // VP00010 is nobody else's concern in the journeys; JEAND is client 1 (data/clients.json).
    const staff = await (await shopContext(browser)).newPage();
    await staff.goto(url('/admin/login'));
    await staff.getByRole('textbox', { name: "Nom d'utilisateur" }).fill('admin');
    await staff.locator('input[type=password]').fill('OtechAdmin2025!');
    await staff.getByRole('button', { name: 'Se connecter' }).click();
    await staff.waitForURL(/\/admin\/dashboard$/);
    await staff.goto(url('/admin/clients/1'));
    const editor = staff.getByRole('form', { name: 'Prix nets (contrat)' });
    await expect.poll(async () => editor.getByRole('textbox', { name: 'Référence, ligne 1' }).inputValue(), { timeout: 15_000 }).toBe('V00001');
    const lines = await editor.getByRole('group').count();
    await editor.getByRole('button', { name: 'Ajouter un prix net' }).click();
    // Each wrong field is named under it as it is typed or left, and nothing can be sent meanwhile (decision 227).
    const added = editor.getByRole('group', { name: `Ligne ${lines + 1}`, exact: true });
    const price = editor.getByRole('textbox', { name: `Prix net (€ HT), ligne ${lines + 1}` });
    const reference = editor.getByRole('textbox', { name: `Référence, ligne ${lines + 1}` });
    await price.fill('-1');
    await added.getByText('Le prix ne peut pas être négatif').waitFor();
    await reference.focus();
    await reference.blur();
    await added.getByText('Référence requise').waitFor();
    await expect.poll(() => editor.getByRole('button', { name: 'Enregistrer les prix nets' }).isDisabled()).toBe(true);
    await reference.fill('VP00010');
    await price.fill('0,99');
    await editor.getByRole('button', { name: 'Enregistrer les prix nets' }).click();
    await editor.getByText('Prix nets enregistrés').waitFor();
    for (const width of [1280, 480]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.screenshot({ path: `${process.env['OTECH_E2E_SHOTS'] ?? '/tmp'}/contract-prices-${width}.png`, fullPage: true });
    }
    try {
      await jean.goto(url('/product/VP00010'));
      await waitForHydration(jean);
      await expect.poll(async () => shown(jean), { timeout: 15_000 }).toMatch(/Votre prix : 0,99 € HT/);
    } finally {
      // The journeys share one database: JEAND's contract prices are left as they were found.
      await editor.getByRole('button', { name: `Supprimer la ligne ${lines + 1}` }).click();
      const saved = staff.waitForResponse((answer) => answer.url().includes('/contract-prices') && answer.request().method() === 'PUT');
      await editor.getByRole('button', { name: 'Enregistrer les prix nets' }).click();
      expect((await saved).status()).toBe(200);
    }
  });
});
