import { formatInteger } from './numbers.ts';

/**
 * Paginator texts (spec 1 §2, spec 2 §9). Only "Produits par page :" is quoted by the spec; the
 * four button names are the usual French paginator wording.
 */
export const PAGINATOR_LABELS = {
  itemsPerPage: 'Produits par page :',
  nextPage: 'Page suivante',
  previousPage: 'Page précédente',
  firstPage: 'Première page',
  lastPage: 'Dernière page',
} as const;

/**
 * "{from} - {to} sur {total}" for a 1-based page (spec 2 §9). The last page shows only what it
 * holds (`25 - 30 sur 30`), an empty list `0 - 0 sur 0`.
 */
export function paginatorRange(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `${formatInteger(from)} - ${formatInteger(to)} sur ${formatInteger(total)}`;
}
