// `node --import tsx scripts/fixtureShopProcess.ts DIR PRODUCTS`: the shop server (pages and API) in a
// process of its own, for tests that watch a whole process (its memory): the API tests' data set
// in DIR plus PRODUCTS generated products, a stand-in page build whose pages print the address they
// were drawn for, on free ports. Prints `OTECH test shop on URL` once ready.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateProducts } from '../cli/src/sample/catalogue.ts';
import { createRng } from '../cli/src/sample/prng.ts';
import { upsertProducts } from '../packages/api/src/db/products.ts';
import { fixtureShopOptions } from './fixtureShop.ts';
import { serveShop } from './serve-shop.ts';

const [dir = '', count = '0'] = process.argv.slice(2);
const distDir = path.join(dir, 'dist');
mkdirSync(path.join(distDir, '.vite'), { recursive: true });
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(distDir, '.vite/manifest.json'), '{}');
mkdirSync(`${distDir}-server`);
// Every page is drawn with its canonical link: the address the server drew it for.
writeFileSync(
  `${distDir}-server/entry-server.js`,
  `export function setApiOrigin() {}
export async function render(request) {
  const draw = () => ({ html: '<link rel="canonical" href="' + request.url + '">', bootstrap: '{}', islandModules: [] });
  return { kind: 'page', status: 200, modules: [], draw };
}
`,
);
const shop = await serveShop({ ...fixtureShopOptions(dir), distDir });
await upsertProducts(shop.db, generateProducts(Number(count), createRng(27)));
console.log(`OTECH test shop on ${shop.url}`);
process.once('SIGTERM', () => void shop.stop().then(() => process.exit(0)));
