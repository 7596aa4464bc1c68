import { describe, expect, it } from 'vitest';
import { pageAssets, type Manifest } from './pageAssets.ts';

// The shape of a real build: the entry imports the app once the page is painted, the app the routes.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_preload-helper.js'], dynamicImports: ['src/app/startShop.tsx'] },
  '_preload-helper.js': { file: 'assets/preload-helper-2.js' },
  'src/app/startShop.tsx': { file: 'assets/startShop-3.js', css: ['assets/startShop-3.css'], imports: ['_framework.js', '_preload-helper.js'] },
  '_framework.js': { file: 'assets/framework-4.js' },
  'src/features/home/HomeRoute.tsx': { file: 'assets/HomeRoute-5.js', css: ['assets/HomeRoute-5.css'], imports: ['_framework.js', '_Button.js'] },
  '_Button.js': { file: 'assets/Button-6.js', css: ['assets/Button-6.css'] },
  'src/features/admin/AdminRoute.tsx': { file: 'assets/AdminRoute-7.js', css: ['assets/AdminRoute-7.css'] },
};
const template = '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/preload-helper-2.js">';

describe("a server-rendered page's style sheets and chunks (issue #10)", () => {
  const { styles, scripts } = pageAssets(manifest, ['src/features/home/HomeRoute.tsx'], template);
  const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

  it("styles the page with the app's and its route's sheets, nobody else's", () => {
    expect(styles).toEqual(['assets/startShop-3.css', 'assets/HomeRoute-5.css', 'assets/Button-6.css']);
  });

  it('preloads the app, the framework and the route chunks, none the template already loads', () => {
    expect(hrefs(scripts)).toEqual(['/assets/startShop-3.js', '/assets/framework-4.js', '/assets/HomeRoute-5.js', '/assets/Button-6.js']);
    expect(scripts).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-4.js">');
  });
});
