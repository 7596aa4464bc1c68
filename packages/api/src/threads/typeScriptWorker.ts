import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';

/**
 * The code a worker thread starts with: registers tsx's loader, then loads `entry`. The API runs
 * from its TypeScript sources (`node --import tsx` for `npm start` and `npm run api`, vitest's
 * transform in the tests), and a worker inherits neither.
 */
function bootstrap(entry: URL): string {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
}

/** A worker thread running a TypeScript module of this package; it never keeps the process alive. */
export function startTypeScriptWorker(entry: URL, resourceLimits?: ResourceLimits): Worker {
  const worker = new Worker(bootstrap(entry), { eval: true, ...(resourceLimits ? { resourceLimits } : {}) });
  worker.unref();
  return worker;
}
