import type { ReactNode } from 'react';
import { productCountLabel, type Product } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { ProductGrid, type ProductGridProps } from '../ProductGrid/ProductGrid.tsx';
import * as styles from './ProductResults.css.ts';

/** A page of a product search as the catalogues load it. */
export interface CatalogueResults {
  products: readonly Product[];
  total: number;
}

/** What a catalogue page hands on to its results: the page, its loading, and the cards' callbacks. */
export interface ProductResultsProps extends Omit<ProductGridProps, 'products' | 'headingLevel' | 'label'> {
  /** The products of this page, and how many match the query in all. */
  results: AsyncState<CatalogueResults>;
  /** "Réessayer" after a failed load. */
  onRetry: () => void;
  /** 1-based page. */
  page: number;
  /** Called with the page chosen in the paginator. */
  onPageChange: (page: number) => void;
}

interface ResultsLayout {
  pageSize: number;
  /** Offered as "Produits par page :" when given (the catalogue with cart's 8, 16, 24). */
  pageSizeOptions?: readonly number[] | undefined;
  onPageSizeChange?: ((pageSize: number) => void) | undefined;
  /** Beside the count, such as the active search as a removable chip. */
  summaryExtra?: ReactNode;
  /** What an empty result shows: "Aucun produit trouvé", with its way out where there is one. */
  emptyState: ReactNode;
}

/**
 * The results of a product search: "Chargement des produits..." then "N produit(s) trouvé(s)" with
 * the grid and its paginator, the empty state when nothing matches, or the error with "Réessayer".
 * Both catalogues show their results through it.
 */
export function ProductResults({
  results,
  onRetry,
  page,
  pageSize,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  summaryExtra,
  emptyState,
  ...grid
}: ProductResultsProps & ResultsLayout) {
  return (
    <AsyncContent state={results} onRetry={onRetry} loadingLabel="Chargement des produits...">
      {({ products, total }) => (
        <>
          <div className={styles.summary}>
            <p className={styles.count} role="status">
              {productCountLabel(total)}
            </p>
            {summaryExtra}
          </div>
          {products.length === 0 ? (
            emptyState
          ) : (
            <>
              <ProductGrid products={products} headingLevel={2} {...grid} />
              <Paginator
                page={page}
                pageSize={pageSize}
                total={total}
                onPageChange={onPageChange}
                {...(pageSizeOptions && onPageSizeChange && { pageSizeOptions, onPageSizeChange })}
                label="Pages du catalogue"
              />
            </>
          )}
        </>
      )}
    </AsyncContent>
  );
}
