import { describe, expect, it } from 'vitest';
import { openShop, url } from './browser.ts';

const page = await openShop({ viewport: { width: 480, height: 900 } });

/** Every visible button and link drawn as one whose text runs on two lines or is cut, and the page's overflow. */
const brokenControls = () =>
  page.evaluate(() => {
    // Lines of text only: an icon beside the words sits at another height without being a line.
    const lines = (element: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
        }
      }
      return tops.length;
    };
    const broken: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('button, [role="button"], a')) {
      const text = control.innerText.trim();
      if (control.offsetParent === null || text === '') continue;
      // A link drawn as a button (LinkButton) has a fill or a border; a text link may wrap like text.
      const style = getComputedStyle(control);
      const isButton = control.tagName !== 'A' || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderStyle !== 'none';
      if (isButton && lines(control) > 1) broken.push(`on ${lines(control)} lines: ${text}`);
      // A cut text is one its box hides; a badge hanging out of a visible box is drawn whole.
      if (getComputedStyle(control).overflowX !== 'visible' && control.scrollWidth > control.clientWidth + 1) broken.push(`cut: ${text}`);
    }
    for (const label of document.querySelectorAll('label, span')) {
      if (label.textContent === 'Produits par page :' && lines(label) > 1) broken.push('Produits par page : on two lines');
    }
    if (document.documentElement.scrollWidth > window.innerWidth) broken.push(`page ${document.documentElement.scrollWidth} px wide`);
    return broken;
  });

describe('the storefront at 480 px (issue #13)', () => {
  it('keeps every button on one line on the home, catalogue, contact, login and register pages', async () => {
    for (const path of ['/', '/catalogue', '/contact', '/login', '/register']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (path === '/catalogue') await page.getByRole('article').first().waitFor();
      expect(await brokenControls(), path).toEqual([]);
    }
  });

  it('keeps them on one line in a cart holding a product', async () => {
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Connexion automatique' }).click();
    await page.waitForURL(/\/client-dashboard$/);
    await page.goto(url('/catalogue?inStockOnly=true'));
    await page.getByRole('article').first().getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByText(/ajouté au panier/).first().waitFor();
    await page.goto(url('/panier'));
    await page.getByRole('button', { name: 'Demander un devis' }).waitFor();
    expect(await brokenControls()).toEqual([]);
  });
});
