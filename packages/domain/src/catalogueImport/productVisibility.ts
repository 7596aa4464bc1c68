import { foldAccents } from '../rules/foldAccents.ts';
import { readHeader } from './columns.ts';

/*
 * Whether an exported product is on sale (issue 20): PrestaShop's `Actif (0/1)` / `État`, Shopify's
 * `Published` and `Status`, WooCommerce's `Published` / `Publié` (1, 0, -1 for a draft). An inactive
 * product is imported hidden: not sold, not listed, not in the sitemap (decision 126).
 */

/** Headers of a product's state in the shops' exports, compared as `readHeader` folds them. */
const STATE_HEADERS = new Set(['active', 'actif', 'etat', 'published', 'publie', 'status', 'statut', 'visible', 'enabled']);

const ACTIVE = new Set(['1', 'true', 'vrai', 'oui', 'yes', 'active', 'actif', 'publie', 'published', 'publish', 'enabled', 'visible', 'enligne']);
const INACTIVE = new Set(['0', '-1', 'false', 'faux', 'non', 'no', 'draft', 'brouillon', 'archived', 'archive', 'inactive', 'inactif', 'disabled', 'desactive', 'private', 'prive', 'hidden', 'masque', 'pending', 'horsligne']);

export const isStateHeader = (header: string) => STATE_HEADERS.has(readHeader(header).key);

/** A cell's state: true on sale, false inactive, undefined blank; 'unknown' for a value no export writes. */
export function readProductState(cell: string): boolean | undefined | 'unknown' {
  const folded = foldAccents(cell.trim()).replace(/[^a-z0-9-]/g, '');
  if (folded === '') return undefined;
  if (ACTIVE.has(folded)) return true;
  if (INACTIVE.has(folded)) return false;
  return 'unknown';
}

/**
 * A row's state from every state column the file has (Shopify gives both Published and Status): inactive
 * when any says so, on sale when one says so and none says otherwise, else undefined (the stored state kept).
 */
export function rowState(cells: readonly string[], stateIndexes: readonly number[], onUnknown: (index: number, value: string) => void): boolean | undefined {
  let state: boolean | undefined;
  for (const index of stateIndexes) {
    const read = readProductState(cells[index] ?? '');
    if (read === 'unknown') onUnknown(index, (cells[index] ?? '').trim());
    else if (read === false) return false;
    else if (read === true) state = true;
  }
  return state;
}
