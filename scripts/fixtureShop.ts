import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShopServerOptions } from './serve-shop.ts';

const FIXTURE_DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/api/test/fixtures/data');

/** The shop server tests' API: a copy of the API tests' small data set in `dir`, on free ports. */
export function fixtureShopOptions(dir: string): ShopServerOptions {
  cpSync(FIXTURE_DATA, path.join(dir, 'data'), { recursive: true });
  return {
    dataDir: path.join(dir, 'data'),
    dbDir: path.join(dir, 'db'),
    port: 0,
    shopPort: 0,
    demo: true,
    secret: 'test-secret-of-at-least-32-bytes-xx',
  };
}
