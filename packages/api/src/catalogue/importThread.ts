// The catalogue import's thread (see importOffThread.ts): plans one uploaded CSV at a time.
import { parentPort } from 'node:worker_threads';
import type { FromImportThread, ToImportThread } from './importOffThread.ts';
import { planCatalogueUpload } from './uploadPlan.ts';

const port = parentPort;
if (!port) throw new Error('importThread.ts runs as a worker thread only');

/** Products per message: each is read by the API thread as a task of its own, between other requests. */
const PRODUCTS_PER_MESSAGE = 1000;

/** The stored cells arriving for the plan under way, and what to call once they all have. */
let lookup: { id: number; stored: Map<string, readonly string[]>; done: (stored: Map<string, readonly string[]>) => void } | undefined;

const send = (message: FromImportThread) => port.postMessage(message);

port.on('message', (message: ToImportThread) => {
  if (message.kind === 'stored') {
    if (lookup?.id === message.id) for (const [reference, cells] of message.entries) lookup.stored.set(reference, cells);
    return;
  }
  if (message.kind === 'storedEnd') {
    if (lookup?.id === message.id) lookup.done(lookup.stored);
    lookup = undefined;
    return;
  }
  const { id, upload } = message;
  planCatalogueUpload(upload, (references) => new Promise((done) => {
    lookup = { id, stored: new Map(), done };
    send({ kind: 'lookup', id, references });
  })).then(
    ({ products, result, writable }) => {
      for (let start = 0; start < products.length; start += PRODUCTS_PER_MESSAGE) send({ kind: 'products', id, products: products.slice(start, start + PRODUCTS_PER_MESSAGE) });
      send({ kind: 'planned', id, result, writable });
    },
    (error: unknown) => send({ kind: 'failed', id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
