import type { Product } from '@otech/domain';
import { JobThread } from '../threads/jobThread.ts';
import { indexColumns, ProductIndex } from './productIndex.ts';
import type { IndexJob, IndexParts } from './productIndex.ts';

/**
 * From this many products a whole index is built on the index thread: 40,000 took 2-7 s of the
 * API thread (trigram lists and the name sort), during which it answered nothing. A smaller one is
 * built in place, faster than the thread's round trip.
 */
export const INDEX_OFF_THREAD_FROM = 1000;

const BUILD_TIMEOUT_MS = 120_000;

const builder = new JobThread<IndexJob, IndexParts>(new URL('./indexThread.ts', import.meta.url), 'catalogue index', BUILD_TIMEOUT_MS);

/**
 * The index the thread keeps a copy of (the last one it built or wrote to), with the version it had
 * then: a write to it in place since (a product edited, an order's stock) moves its version on, and
 * the thread's copy no longer matches it.
 */
let mirrored: { index: ProductIndex; version: number } | undefined;

function mirror(index: ProductIndex): ProductIndex {
  mirrored = { index, version: index.version };
  return index;
}

/** The search index of `products`, in their order, sorted orders built. */
export async function buildProductIndex(products: readonly Product[]): Promise<ProductIndex> {
  if (products.length < INDEX_OFF_THREAD_FROM) return new ProductIndex(products).warm();
  const columns = indexColumns(products);
  try {
    return mirror(ProductIndex.fromParts(products, await builder.run({ kind: 'build', columns }, [columns.prices.buffer as ArrayBuffer])));
  } catch (error) {
    // The catalogue must be served whatever befell the thread: built here then, as slow as it is.
    console.error(`${(error as Error).message}: the catalogue index is built on the API thread`);
    mirrored = undefined;
    return new ProductIndex(products).warm();
  }
}

/**
 * The index of `current` once `served` are upserted and the products of the ids `gone` taken out
 * (an import): the thread writes them to its copy of `current` when it has one, only they indexed
 * again; else the whole catalogue is indexed afresh.
 */
export async function writtenProductIndex(current: ProductIndex, served: readonly Product[], gone: ReadonlySet<string>): Promise<ProductIndex> {
  const after = current.afterWrites(served, gone);
  const rebuilt = () => buildProductIndex(after.slots.filter((product) => product !== undefined));
  if (mirrored?.index !== current || mirrored.version !== current.version) return rebuilt();
  const columns = indexColumns(served);
  const job: IndexJob = { kind: 'write', columns, slots: after.written, removed: after.removed };
  try {
    return mirror(ProductIndex.fromParts(after.slots, await builder.run(job, [columns.prices.buffer, after.written.buffer, after.removed.buffer] as ArrayBuffer[])));
  } catch {
    // A thread started afresh (the last one timed out) keeps no index: it is given the whole catalogue.
    return rebuilt();
  }
}

/** Stops the index thread, if one runs (the API's close). */
export function stopIndexBuilder(): Promise<void> {
  return builder.stop();
}
