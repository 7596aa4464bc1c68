// Builds the shop twice from vite.config.ts: the browser's files into OUT_DIR (default dist/shop),
// then the server renderer (packages/shop/src/server/entry-server.tsx) into OUT_DIR-server, which
// scripts/serve-shop.ts loads. `node scripts/build-shop.mjs [OUT_DIR]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(repo, 'vite.config.ts');

/** Both builds into `outDir` and `${outDir}-server`; `browserPlugins` watch the browser's (scripts/bench-shop.mjs). */
export async function buildShop(outDir, browserPlugins = []) {
  // A production build whatever the caller's NODE_ENV (vitest sets "test", which would build React's development bundle).
  process.env.NODE_ENV = 'production';
  await build({ configFile, logLevel: 'warn', build: { outDir }, plugins: browserPlugins });
  // The browser build's chunk grouping (vite.config.ts) is about network round trips: not the server's.
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      ssr: 'src/server/entry-server.tsx',
      outDir: `${outDir}-server`,
      manifest: false,
      rolldownOptions: { output: { codeSplitting: true } },
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildShop(process.argv[2] ? path.resolve(process.argv[2]) : path.join(repo, 'dist/shop'));
}
