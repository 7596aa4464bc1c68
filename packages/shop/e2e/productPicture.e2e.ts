import { describe, expect, it } from 'vitest';
import { launchBrowser, shopContext, url } from './browser.ts';

const browser = await launchBrowser();

interface Drawn {
  /** CSS pixels the picture is drawn across, and the width its `sizes` announces. */
  drawnWidth: number;
  announcedWidth: number;
  fileWidth: number;
  currentSrc: string;
  preloaded: string | null;
}

async function mainPicture(viewport: { width: number; height: number }, deviceScaleFactor: number): Promise<Drawn> {
  const context = await shopContext(browser, { viewport, deviceScaleFactor });
  try {
    const page = await context.newPage();
    const { products } = (await (await fetch(url('/api/products?page=1&pageSize=1'))).json()) as { products: { id: string }[] };
    await page.goto(url(`/product/${products[0]?.id ?? ''}`), { waitUntil: 'networkidle' });
    const picture = page.locator('img[fetchpriority="high"]');
    await picture.evaluate((img: HTMLImageElement) => img.decode());
    return await picture.evaluate((img: HTMLImageElement) => {
      // The width `sizes` gives at this viewport: its first entry whose condition holds, else its last.
      const entries = img.sizes.split(',').map((entry) => entry.trim());
      const chosen = entries.find((entry) => {
        const condition = /^(\(.+?\))\s/.exec(entry);
        return condition === null || window.matchMedia(condition[1] ?? '').matches;
      });
      const ruler = document.createElement('div');
      ruler.style.width = (chosen ?? '').replace(/^\(.+?\)\s+/, '');
      document.body.append(ruler);
      const announcedWidth = ruler.getBoundingClientRect().width;
      ruler.remove();
      return {
        drawnWidth: img.getBoundingClientRect().width,
        announcedWidth,
        // The width fetched: the one asked of the API, else the HD file's.
        fileWidth: Number(new URL(img.currentSrc).searchParams.get('w') ?? 800),
        currentSrc: new URL(img.currentSrc).pathname + new URL(img.currentSrc).search,
        preloaded: document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('imagesrcset') ?? null,
      };
    });
  } finally {
    await context.close();
  }
}

describe("the product page's main picture (issue #10: fetched at the size it is drawn)", () => {
  it.each([
    ['a phone', { width: 412, height: 823 }, 1.75],
    ['a small tablet', { width: 800, height: 1000 }, 1],
    ['a desktop', { width: 1280, height: 900 }, 1],
    ['a wide screen', { width: 1600, height: 900 }, 1],
  ])('on %s, announces the width it is drawn at and fetches a file just large enough', async (_, viewport, scale) => {
    const drawn = await mainPicture(viewport, scale);
    expect(Math.abs(drawn.announcedWidth - drawn.drawnWidth)).toBeLessThanOrEqual(2);
    expect(drawn.fileWidth).toBeLessThan(800);
    // Sharp on that screen: at least its device pixels, less a few percent the browser may round away.
    expect(drawn.fileWidth).toBeGreaterThanOrEqual(drawn.drawnWidth * scale * 0.95);
    expect(drawn.currentSrc).toMatch(/\/api\/images\/[^/]+\/a[vr]\.jpg\?w=\d+$/);
    // The preload names the same widths: the file preloaded is the one drawn.
    expect(drawn.preloaded).toContain(drawn.currentSrc);
  });
});
