import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { CART_CATALOGUE_PAGE_SIZES, SEARCH_DEBOUNCE_MS, type CatalogueFilter } from '@otech/domain';
import { CartColumn } from '../../cart/CartColumn/CartColumn.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { ActiveFiltersBar } from '../ActiveFiltersBar/ActiveFiltersBar.tsx';
import type { SessionStatsProps } from '../SessionStats/SessionStats.tsx';
import { CatalogueToolbar } from '../CatalogueToolbar/CatalogueToolbar.tsx';
import { ProductResults, type ProductResultsProps } from '../ProductResults/ProductResults.tsx';
import * as styles from './CartCataloguePage.css.ts';

export interface CartCataloguePageProps extends ProductResultsProps {
  /** The filters in force: search, category, brand, price bounds, stock, sort. */
  filters: CatalogueFilter;
  /** 8, 16 or 24 per page. */
  pageSize: number;
  /** Called with the page size chosen (8, 16 or 24). */
  onPageSizeChange: (pageSize: number) => void;
  /** The rayons, for the category select and the chips' labels. */
  categories: NonNullable<ProductResultsProps['categories']>;
  /** The brands the catalogue holds, for the brand select of the advanced search. */
  brands: readonly string[];
  /** Up to 3 recent searches, offered under the search box (spec 2 §2.5). */
  searchHints?: readonly string[] | undefined;
  /** Whether the browser is online; offline, the bar says so and the refresh waits. */
  isOnline: boolean;
  /** While the products are being loaded again: the refresh button is disabled. */
  isRefreshing?: boolean;
  /** Called with the filters changed in the toolbar or a chip. */
  onFiltersChange: (change: Partial<CatalogueFilter>) => void;
  /** "Tout effacer": removes every filter. */
  onClearFilters: () => void;
  /** The refresh button: loads the products again. */
  onRefresh: () => void;
  /** The session-statistics tooltip (spec 2 §2.5). */
  sessionStats?: SessionStatsProps | undefined;
  /** The cart beside the grid: a CartSidebar. */
  sidebar: ReactNode;
  /** Articles in the cart, on the button that opens it on narrow screens. */
  cartCount: number;
}

/**
 * "Catalogue avec Panier" (spec 2 §2.5): the toolbar, connection and active filters with "Tout
 * effacer" and refresh, the count, the grid with 8, 16 or 24 per page, and the cart sidebar (a
 * "Panier (n)" bar above the list below 1024 px).
 */
export function CartCataloguePage({
  filters,
  brands,
  searchHints,
  isOnline,
  isRefreshing,
  onFiltersChange,
  onClearFilters,
  onRefresh,
  sessionStats,
  sidebar,
  cartCount,
  ...results
}: CartCataloguePageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Catalogue avec Panier</h1>
      <div className={styles.layout}>
        <div className={styles.catalogue}>
          <CatalogueToolbar
            filters={filters}
            categories={results.categories}
            brands={brands}
            onChange={onFiltersChange}
            searchHints={searchHints}
            searchPauseMs={SEARCH_DEBOUNCE_MS}
          />
          <ActiveFiltersBar
            filters={filters}
            categories={results.categories}
            isOnline={isOnline}
            isRefreshing={isRefreshing}
            onFiltersChange={onFiltersChange}
            onClearAll={onClearFilters}
            onRefresh={onRefresh}
            sessionStats={sessionStats}
          />
          <ProductResults
            {...results}
            withCart
            pageSizeOptions={CART_CATALOGUE_PAGE_SIZES}
            emptyState={<EmptyState icon={SearchX} title="Aucun produit trouvé" />}
          />
        </div>
        <CartColumn cartCount={cartCount}>{sidebar}</CartColumn>
      </div>
    </div>
  );
}
