import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import type { CatalogueFilter, CatalogueSort, Rayon } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { NativeSelect } from '../../base/NativeSelect/NativeSelect.tsx';
import type { SelectOption } from '../../base/Select/Select.tsx';
import { Spinner } from '../../base/Spinner/Spinner.tsx';
import { CatalogueSearch } from '../CatalogueSearch/CatalogueSearch.tsx';
import { ALL } from './filterOptions.ts';
import * as styles from './CatalogueToolbar.css.ts';

// Closed on most visits: its fields stay out of the catalogue's first load and hydration.
const AdvancedSearchFields = lazy(() => import('./AdvancedSearchFields.tsx').then((module) => ({ default: module.AdvancedSearchFields })));
const subscribeToNothing = () => () => {};

export interface CatalogueToolbarProps {
  /** The current query; the shop keeps it in the URL. */
  filters: CatalogueFilter;
  /** The rayons, for the category select and the chips' labels. */
  categories: readonly Rayon[];
  /** The brands the catalogue holds, for the brand select of the advanced search. */
  brands: readonly string[];
  /** One change at a time; the shop goes back to page 1 (spec 1 §4 "Filters"). */
  onChange: (change: Partial<CatalogueFilter>) => void;
  /** Opens the advanced search panel from the start (a shared link with a brand or price). */
  defaultAdvancedOpen?: boolean;
  /** Recent searches offered under the search box. */
  searchHints?: readonly string[] | undefined;
  /** How long typing pauses before the search runs (the catalogue with cart: 300 ms). */
  searchPauseMs?: number | undefined;
  /**
   * Typed text (the search, the reference, EAN and model) runs on Enter only, never after a pause:
   * where a search loads a new page, which would land under a visitor still typing.
   */
  runsOnEnter?: boolean | undefined;
}

const SORT_LABELS: Record<CatalogueSort, string> = {
  name: 'Nom (A à Z)',
  'price-asc': 'Prix croissant',
  'price-desc': 'Prix décroissant',
};
const sortOptions: SelectOption[] = Object.entries(SORT_LABELS).map(([id, label]) => ({ id, label }));

/**
 * Catalogue search bar (spec 1 §2): search box, category select, sort, and the advanced search
 * of spec 1 §2 (reference, EAN, model, type, brand; the category is the main row's) with two
 * extras, the price bounds (saying so when the minimum is above the maximum) and "in stock only".
 */
export function CatalogueToolbar({
  filters,
  categories,
  brands,
  onChange,
  defaultAdvancedOpen = false,
  searchHints,
  searchPauseMs,
  runsOnEnter = false,
}: CatalogueToolbarProps) {
  const categoryOptions: SelectOption[] = [
    { id: ALL, label: 'Toutes les catégories' },
    ...categories.map((category) => ({ id: category.nom_du_rayon, label: category.libelle })),
  ];
  // The advanced search's fields (text, number and checkbox fields) load when it opens.
  const [advancedOpen, setAdvancedOpen] = useState(defaultAdvancedOpen);
  const panelId = useId();
  // A server-rendered page opened with the panel (a shared link with a brand) shows its spinner, as
  // the hydrating browser does: the server cannot wait for a lazy module.
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const loading = <Spinner label="Chargement…" />;

  return (
    <div role="search" className={styles.toolbar} aria-label="Recherche de produits">
      <div className={styles.mainRow}>
        <div className={styles.search}>
          <CatalogueSearch value={filters.search ?? ''} onSearch={(search) => onChange({ search })} hints={searchHints} pauseMs={runsOnEnter ? null : searchPauseMs} />
        </div>
        <NativeSelect label="Catégorie" options={categoryOptions} value={filters.category ?? ALL} onChange={(category) => onChange({ category })} />
        <NativeSelect
          label="Trier par"
          options={sortOptions}
          value={filters.sort ?? 'name'}
          onChange={(sort) => {
            if (sort in SORT_LABELS) onChange({ sort: sort as CatalogueSort });
          }}
        />
      </div>
      <div className={styles.advancedToggle}>
        <Button variant="text" size="small" aria-expanded={advancedOpen} aria-controls={panelId} onPress={() => setAdvancedOpen(!advancedOpen)}>
          <SlidersHorizontal aria-hidden size={16} />
          Recherche avancée
          <ChevronDown aria-hidden size={16} className={styles.chevron} />
        </Button>
      </div>
      <div id={panelId} role="group" aria-label="Recherche avancée" hidden={!advancedOpen} className={styles.advancedPanel}>
        {advancedOpen &&
          (inBrowser ? (
            <Suspense fallback={loading}>
              <AdvancedSearchFields filters={filters} brands={brands} onChange={onChange} runsOnEnter={runsOnEnter} />
            </Suspense>
          ) : (
            loading
          ))}
      </div>
    </div>
  );
}
