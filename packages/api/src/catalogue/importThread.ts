// The catalogue import's thread (see importOffThread.ts): plans one uploaded CSV at a time.
import { parentPort } from 'node:worker_threads';
import type { ImportedProductText } from '@otech/domain/catalogue-import';
import type { FromImportThread, ToImportThread } from './importOffThread.ts';
import { planCatalogueUpload } from './uploadPlan.ts';

const port = parentPort;
if (!port) throw new Error('importThread.ts runs as a worker thread only');

/**
 * Products per message. The API thread asks for each next one once it has read one: messages already
 * waiting are all read in one go, which for 40,000 products held the API thread for seconds.
 */
const PRODUCTS_PER_MESSAGE = 1000;

/** The plan's products not yet sent, a chunk per `nextProducts`, then the plan itself. */
let unsent: { id: number; products: [string, ImportedProductText][]; planned: FromImportThread } | undefined;

/** Sends the next chunk of products, or the plan once they are all sent. */
function sendNext(): void {
  if (!unsent) return;
  const { id, products, planned } = unsent;
  if (products.length === 0) {
    unsent = undefined;
    send(planned);
  } else send({ kind: 'products', id, products: products.splice(0, PRODUCTS_PER_MESSAGE).map(([reference, { record, searchText }]) => [reference, record, searchText]) });
}

/** The stored cells arriving for the plan under way, and what to call once they all have. */
let lookup: { id: number; stored: Map<string, readonly string[]>; done: (stored: Map<string, readonly string[]>) => void } | undefined;

const send = (message: FromImportThread) => port.postMessage(message);

port.on('message', (message: ToImportThread) => {
  if (message.kind === 'stored') {
    if (lookup?.id === message.id) for (const [reference, cells] of message.entries) lookup.stored.set(reference, cells);
    return;
  }
  if (message.kind === 'nextProducts') {
    if (unsent?.id === message.id) sendNext();
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
    ({ products, result, writable, images }) => {
      unsent = { id, products, planned: { kind: 'planned', id, result, writable, images } };
      sendNext();
    },
    (error: unknown) => send({ kind: 'failed', id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
