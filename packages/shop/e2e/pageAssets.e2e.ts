import { describe, expect, it } from 'vitest';
import { url } from './browser.ts';

/** The same-origin files a page's HTML makes the browser fetch: scripts, styles, icons, preloads, pictures. */
function referencedFiles(html: string): string[] {
  const files = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:link|script|img|source)\b[^>]*>/g)) {
    if (/\brel="(canonical|alternate)"/.test(tag)) continue;
    for (const [, address] of tag.matchAll(/\b(?:src|href)="(\/[^"]*)"/g)) files.add(address ?? '');
    for (const [, set] of tag.matchAll(/\b(?:srcset|imagesrcset)="([^"]*)"/g)) {
      for (const candidate of (set ?? '').split(',')) files.add(candidate.trim().split(/\s+/)[0] ?? '');
    }
  }
  return [...files].filter((file) => file.startsWith('/')).map((file) => file.replace(/&amp;/g, '&'));
}

describe("a page's files (issue #10)", () => {
  it('answers every file the public pages reference with 200, never a redirect', async () => {
    const { products } = (await (await fetch(url('/api/products?page=1&pageSize=1'))).json()) as { products: { id: string }[] };
    const pages = ['/', '/catalogue', `/product/${products[0]?.id ?? ''}`, '/login', '/contact'];
    const failures: string[] = [];
    for (const page of pages) {
      const files = referencedFiles(await (await fetch(url(page))).text());
      expect(files.length, page).toBeGreaterThan(2);
      for (const file of files) {
        const response = await fetch(url(file), { redirect: 'manual' });
        if (response.status !== 200) failures.push(`${page}: ${file} answered ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers /favicon.ico with the icon itself, kept a day', async () => {
    const icon = await fetch(url('/favicon.ico'), { redirect: 'manual' });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    // An ICO file: reserved 0, type 1 (icon).
    expect([...new Uint8Array(await icon.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  // React's server renderer preloads a picture marked fetchpriority="high" by itself: this keeps it so.
  it("asks for the catalogue's largest paint, its first card's picture, in the page's head with high priority", async () => {
    const html = await (await fetch(url('/catalogue'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('</head>'));
    const firstPicture = /<article[^]*?<img [^>]*?src="([^"]+)"/.exec(body)?.[1];
    expect(firstPicture).toBeDefined();
    const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map(([link]) => link);
    expect(preloads.find((link) => link.includes(`href="${firstPicture ?? ''}"`))).toMatch(/as="image"[^>]*fetchPriority="high"|fetchpriority="high"/i);
  });
});
