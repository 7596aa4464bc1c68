import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';

const REPO = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@otech/api')), '../../..');

/**
 * The code a worker thread starts with: loads `entry` from its cached bundle (scripts/esmBundle.mjs).
 * The API runs from its TypeScript sources (`node --import tsx`, vitest's transform in the tests),
 * and a worker inherits neither; through tsx's loader a thread's start cost 0.1-0.6 s of CPU, each
 * time one started (issue 20's live import).
 */
function bootstrap(entry: URL): string {
  const bundler = pathToFileURL(path.join(REPO, 'scripts/esmBundle.mjs')).href;
  const source = path.relative(REPO, fileURLToPath(entry));
  const cache = `otech-thread-${path.basename(source, '.ts')}`;
  return `import(${JSON.stringify(bundler)}).then(({ importBundled }) => importBundled(${JSON.stringify(source)}, ${JSON.stringify(cache)}));`;
}

/** A worker thread running a TypeScript module of this package; it never keeps the process alive. */
export function startTypeScriptWorker(entry: URL, resourceLimits?: ResourceLimits): Worker {
  const worker = new Worker(bootstrap(entry), { eval: true, ...(resourceLimits ? { resourceLimits } : {}) });
  worker.unref();
  return worker;
}
