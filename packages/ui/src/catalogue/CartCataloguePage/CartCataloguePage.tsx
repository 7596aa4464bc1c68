import type { ReactNode } from 'react';
import { CART_CATALOGUE_PAGE_SIZES, productCountLabel, type CatalogueFilter, type Product, type Rayon } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { ActiveFiltersBar } from '../ActiveFiltersBar/ActiveFiltersBar.tsx';
import type { CatalogueResults } from '../CataloguePage/CataloguePage.tsx';
import { CatalogueToolbar } from '../CatalogueToolbar/CatalogueToolbar.tsx';
import { ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import * as styles from './CartCataloguePage.css.ts';

export interface CartCataloguePageProps {
  filters: CatalogueFilter;
  /** 1-based page and its size (8, 16 or 24). */
  page: number;
  pageSize: number;
  results: AsyncState<CatalogueResults>;
  onRetry: () => void;
  categories: readonly Rayon[];
  brands: readonly string[];
  isOnline: boolean;
  isRefreshing?: boolean;
  onFiltersChange: (change: Partial<CatalogueFilter>) => void;
  onClearFilters: () => void;
  onRefresh: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  productHref?: ((product: Product) => string) | undefined;
  onAddToCart?: ((product: Product) => void) | undefined;
  addingProductId?: string | undefined;
  /** Products added in the last 3 s ("Ajouté !"). */
  recentlyAddedIds?: readonly string[] | undefined;
  /** The cart beside the grid: a CartSidebar. */
  sidebar: ReactNode;
}

/**
 * "Catalogue avec Panier" (spec 2 §2.5): the toolbar, connection and active filters with "Tout
 * effacer" and refresh, the count, the grid with 8, 16 or 24 per page, and the cart sidebar.
 */
export function CartCataloguePage({
  filters,
  page,
  pageSize,
  results,
  onRetry,
  categories,
  brands,
  isOnline,
  isRefreshing,
  onFiltersChange,
  onClearFilters,
  onRefresh,
  onPageChange,
  onPageSizeChange,
  productHref,
  onAddToCart,
  addingProductId,
  recentlyAddedIds,
  sidebar,
}: CartCataloguePageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Catalogue avec Panier</h1>
      <div className={styles.layout}>
        <div className={styles.catalogue}>
          <CatalogueToolbar filters={filters} categories={categories} brands={brands} onChange={onFiltersChange} />
          <ActiveFiltersBar
            filters={filters}
            categories={categories}
            isOnline={isOnline}
            isRefreshing={isRefreshing}
            onFiltersChange={onFiltersChange}
            onClearAll={onClearFilters}
            onRefresh={onRefresh}
          />
          <AsyncContent state={results} onRetry={onRetry} loadingLabel="Chargement des produits...">
            {({ products, total }) => (
              <>
                <p className={styles.count}>{productCountLabel(total)}</p>
                {products.length === 0 ? (
                  <EmptyState icon="SearchX" title="Aucun produit trouvé" />
                ) : (
                  <>
                    <ProductGrid
                      products={products}
                      categories={categories}
                      productHref={productHref}
                      onAddToCart={onAddToCart}
                      addingProductId={addingProductId}
                      recentlyAddedIds={recentlyAddedIds}
                      headingLevel={2}
                    />
                    <Paginator
                      page={page}
                      pageSize={pageSize}
                      total={total}
                      onPageChange={onPageChange}
                      pageSizeOptions={CART_CATALOGUE_PAGE_SIZES}
                      onPageSizeChange={onPageSizeChange}
                      label="Pages du catalogue"
                    />
                  </>
                )}
              </>
            )}
          </AsyncContent>
        </div>
        {sidebar}
      </div>
    </div>
  );
}
