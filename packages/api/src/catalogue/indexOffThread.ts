import type { Product } from '@otech/domain';
import { JobThread } from '../threads/jobThread.ts';
import { indexColumns, ProductIndex } from './productIndex.ts';
import type { IndexColumns, IndexParts } from './productIndex.ts';

/**
 * From this many products a whole index is built on the index thread: 40,000 took 2-7 s of the
 * API thread (trigram lists and the name sort), during which it answered nothing. A smaller one is
 * built in place, faster than the thread's round trip.
 */
export const INDEX_OFF_THREAD_FROM = 1000;

const BUILD_TIMEOUT_MS = 120_000;

const builder = new JobThread<IndexColumns, IndexParts>(new URL('./indexThread.ts', import.meta.url), 'catalogue index', BUILD_TIMEOUT_MS);

/** The search index of `products`, in their order, sorted orders built. */
export async function buildProductIndex(products: readonly Product[]): Promise<ProductIndex> {
  if (products.length < INDEX_OFF_THREAD_FROM) return new ProductIndex(products).warm();
  const columns = indexColumns(products);
  try {
    return ProductIndex.fromParts(products, await builder.run(columns, [columns.prices.buffer as ArrayBuffer]));
  } catch (error) {
    // The catalogue must be served whatever befell the thread: built here then, as slow as it is.
    console.error(`${(error as Error).message}: the catalogue index is built on the API thread`);
    return new ProductIndex(products).warm();
  }
}

/** Stops the index thread, if one runs (the API's close). */
export function stopIndexBuilder(): Promise<void> {
  return builder.stop();
}
