import {
  CATALOGUE_PAGE_SIZE,
  CLEARED_CATALOGUE_FILTER,
  hasActiveCatalogueFilter,
  productCountLabel,
  type CatalogueFilter,
  type Product,
  type Rayon,
} from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { CatalogueToolbar } from '../CatalogueToolbar/CatalogueToolbar.tsx';
import { ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import { pageContent, pageTitle } from '../../theme/page.css.ts';
import * as styles from './CataloguePage.css.ts';

export interface CatalogueResults {
  products: readonly Product[];
  total: number;
}

export interface CataloguePageProps {
  /** The query of the page; the shop keeps it in the URL. */
  filters: CatalogueFilter;
  /** 1-based page. */
  page: number;
  /** The products of this page, and how many match the query in all. */
  results: AsyncState<CatalogueResults>;
  /** "Réessayer" after a failed load. */
  onRetry: () => void;
  categories: readonly Rayon[];
  brands: readonly string[];
  /** A filter, the search, the brand or the sort changed; the shop goes back to page 1 (spec 1 §4). */
  onFiltersChange: (change: Partial<CatalogueFilter>) => void;
  onPageChange: (page: number) => void;
  productHref?: ((product: Product) => string) | undefined;
  onAddToCart?: ((product: Product) => void) | undefined;
  addingProductId?: string | undefined;
}

/**
 * "Catalogue de Batteries" (spec 1 §2): toolbar, "N produit(s) trouvé(s)", the active search as a
 * removable chip, the grid and a paginator of 12 per page; a spinner while loading, an error with
 * "Réessayer" when the load failed and an empty state when nothing matches, offering to clear the
 * filters that emptied it.
 */
export function CataloguePage({
  filters,
  page,
  results,
  onRetry,
  categories,
  brands,
  onFiltersChange,
  onPageChange,
  productHref,
  onAddToCart,
  addingProductId,
}: CataloguePageProps) {
  const search = (filters.search ?? '').trim();
  return (
    <div className={pageContent}>
      <h1 className={pageTitle}>Catalogue de Batteries</h1>
      <CatalogueToolbar
        filters={filters}
        categories={categories}
        brands={brands}
        onChange={onFiltersChange}
        defaultAdvancedOpen={hasActiveCatalogueFilter({ ...filters, search: undefined, category: undefined })}
      />
      <AsyncContent state={results} onRetry={onRetry} loadingLabel="Chargement des produits...">
        {({ products, total }) => (
          <>
            <div className={styles.summary}>
              <p className={styles.count} role="status">
                {productCountLabel(total)}
              </p>
              {search !== '' && <Chip label={`Recherche : ${search}`} tone="primary" onRemove={() => onFiltersChange({ search: '' })} />}
            </div>
            {products.length === 0 ? (
              <EmptyState
                icon="SearchX"
                title="Aucun produit trouvé"
                {...(hasActiveCatalogueFilter(filters) && {
                  message: 'Aucun produit ne correspond à ces critères. Élargissez la recherche ou effacez les filtres.',
                  action: (
                    <Button variant="secondary" onPress={() => onFiltersChange(CLEARED_CATALOGUE_FILTER)}>
                      Effacer les filtres
                    </Button>
                  ),
                })}
              />
            ) : (
              <>
                <ProductGrid
                  products={products}
                  categories={categories}
                  productHref={productHref}
                  onAddToCart={onAddToCart}
                  addingProductId={addingProductId}
                  headingLevel={2}
                />
                <Paginator page={page} pageSize={CATALOGUE_PAGE_SIZE} total={total} onPageChange={onPageChange} label="Pages du catalogue" />
              </>
            )}
          </>
        )}
      </AsyncContent>
    </div>
  );
}
