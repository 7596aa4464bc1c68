import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serveShop } from '../../../scripts/serve-shop.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

/**
 * Builds the shop and serves it with the API on a throw-away copy of the runtime database (built
 * from data/), on free ports, exactly as `npm start` does, so the journeys test what users get.
 * The API reads and writes product photos in its data folder: it gets a copy of data/, so a photo
 * a journey sends or removes never touches the committed images.
 */
export default async function setup(project: TestProject) {
  const distDir = path.join(repo, 'dist/e2e-shop');
  const build = spawnSync(process.execPath, ['scripts/build-shop.mjs', distDir], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the shop build failed');
  const dbDir = await mkdtemp(path.join(tmpdir(), 'otech-e2e-db-'));
  const dataDir = path.join(dbDir, 'data');
  await cp(path.join(repo, 'data'), dataDir, { recursive: true });
  const shop = await serveShop({ distDir, dbDir, dataDir, port: 0, shopPort: 0, demo: true });
  project.provide('shopUrl', shop.url);
  return async () => {
    await shop.stop();
    await rm(dbDir, { recursive: true, force: true });
  };
}
