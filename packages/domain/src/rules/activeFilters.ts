import type { Rayon } from '../schemas/rayon.ts';
import { formatEuros } from '../format/numbers.ts';
import type { CatalogueFilter } from './catalogueQuery.ts';
import { rayonLabel } from './rayons.ts';

export type ActiveFilterKey = 'search' | 'category' | 'brand' | 'price' | 'inStockOnly';

export interface ActiveFilter {
  key: ActiveFilterKey;
  label: string;
  /** What removing the chip changes in the filter. */
  clear: Partial<CatalogueFilter>;
}

/** The filters set away from their defaults, as the removable chips of spec 2 §2.5. */
export function activeFilters(filter: CatalogueFilter, rayons: readonly Pick<Rayon, 'nom_du_rayon' | 'libelle'>[] = []): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const search = filter.search?.trim() ?? '';
  if (search !== '') chips.push({ key: 'search', label: `Recherche : ${search}`, clear: { search: '' } });
  if (filter.category && filter.category !== 'all') {
    chips.push({ key: 'category', label: `Catégorie : ${rayonLabel(filter.category, rayons)}`, clear: { category: 'all' } });
  }
  if (filter.brand) chips.push({ key: 'brand', label: `Marque : ${filter.brand}`, clear: { brand: undefined } });
  const { minPrice, maxPrice } = filter;
  if (minPrice !== undefined || maxPrice !== undefined) {
    const label =
      minPrice !== undefined && maxPrice !== undefined
        ? `Prix : ${formatEuros(minPrice)} à ${formatEuros(maxPrice)}`
        : minPrice !== undefined
          ? `Prix : dès ${formatEuros(minPrice)}`
          : `Prix : jusqu'à ${formatEuros(maxPrice ?? 0)}`;
    chips.push({ key: 'price', label, clear: { minPrice: undefined, maxPrice: undefined } });
  }
  if (filter.inStockOnly) chips.push({ key: 'inStockOnly', label: 'En stock uniquement', clear: { inStockOnly: false } });
  return chips;
}

/** "Tout effacer": every filter back to its default (spec 2 §2.5, "Filtres réinitialisés"). */
export const NO_FILTERS: CatalogueFilter = {
  search: '',
  category: 'all',
  brand: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStockOnly: false,
  sort: 'name',
};
