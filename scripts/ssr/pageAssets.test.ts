import { describe, expect, it } from 'vitest';
import { pageScripts, pageStyles, type Manifest } from './pageAssets.ts';

// The shape of a real build: the entry imports the app or the islands runtime once the page is
// painted, the app the routes, the routes their islands.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_preload-helper.js'], dynamicImports: ['src/app/startShop.tsx', 'src/app/islands/startIslands.tsx'] },
  '_preload-helper.js': { file: 'assets/preload-helper-2.js' },
  'src/app/startShop.tsx': { file: 'assets/startShop-3.js', css: ['assets/startShop-3.css'], imports: ['_router.js', '_react.js', '_preload-helper.js'] },
  '_router.js': { file: 'assets/router-4.js' },
  '_react.js': { file: 'assets/react-9.js' },
  'src/features/home/HomeRoute.tsx': { file: 'assets/HomeRoute-5.js', css: ['assets/HomeRoute-5.css'], imports: ['_react.js', '_Button.js', 'src/features/home/HomeIsland.tsx'] },
  '_Button.js': { file: 'assets/Button-6.js', css: ['assets/Button-6.css'] },
  'src/features/home/HomeIsland.tsx': { file: 'assets/HomeIsland-10.js', css: ['assets/HomeIsland-10.css'], imports: ['_react.js'] },
  'src/app/islands/startIslands.tsx': { file: 'assets/startIslands-11.js', imports: ['_react.js', '_preload-helper.js'] },
  'src/features/admin/AdminRoute.tsx': { file: 'assets/AdminRoute-7.js', css: ['assets/AdminRoute-7.css'] },
};
const template = '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/preload-helper-2.js">';
const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
const home = ['src/features/home/HomeRoute.tsx'];

describe("a server-rendered page's style sheets and chunks (issue #10)", () => {
  it("styles the page with the app's and its route's sheets (its islands' included), nobody else's", () => {
    expect(pageStyles(manifest, home, template)).toEqual(['assets/startShop-3.css', 'assets/HomeRoute-5.css', 'assets/Button-6.css', 'assets/HomeIsland-10.css']);
  });

  it('preloads the islands runtime, React and the page\'s islands, none the template already loads: neither the router nor the app', () => {
    const scripts = pageScripts(manifest, ['src/features/home/HomeIsland.tsx'], template);
    expect(hrefs(scripts)).toEqual(['/assets/startIslands-11.js', '/assets/react-9.js', '/assets/HomeIsland-10.js']);
  });
});
