import { CATALOGUE_PAGE_SIZE, CLEARED_CATALOGUE_FILTER, hasActiveCatalogueFilter, type CatalogueFilter } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { CatalogueToolbar } from '../CatalogueToolbar/CatalogueToolbar.tsx';
import { ProductResults, type ProductResultsProps } from '../ProductResults/ProductResults.tsx';
import { pageContent, pageTitle } from '../../theme/page.css.ts';
import { SearchX } from 'lucide-react';

export interface CataloguePageProps extends ProductResultsProps {
  /** The query of the page; the shop keeps it in the URL. */
  filters: CatalogueFilter;
  /** The rayons, for the category select and the chips' labels. */
  categories: NonNullable<ProductResultsProps['categories']>;
  /** The brands the catalogue holds, for the brand select of the advanced search. */
  brands: readonly string[];
  /** A filter, the search, the brand or the sort changed; the shop goes back to page 1 (spec 1 §4). */
  onFiltersChange: (change: Partial<CatalogueFilter>) => void;
}

/**
 * "Catalogue de Batteries" (spec 1 §2): toolbar, "N produit(s) trouvé(s)", the active search as a
 * removable chip, the grid and a paginator of 12 per page; a spinner while loading, an error with
 * "Réessayer" when the load failed and an empty state when nothing matches, offering to clear the
 * filters that emptied it. Typed text searches on Enter: the shop draws each search as a new page.
 */
export function CataloguePage({ filters, brands, onFiltersChange, ...results }: CataloguePageProps) {
  const search = (filters.search ?? '').trim();
  return (
    <div className={pageContent}>
      <h1 className={pageTitle}>Catalogue de Batteries</h1>
      <CatalogueToolbar
        filters={filters}
        categories={results.categories}
        brands={brands}
        onChange={onFiltersChange}
        runsOnEnter
        defaultAdvancedOpen={hasActiveCatalogueFilter({ ...filters, search: undefined, category: undefined })}
      />
      <ProductResults
        {...results}
        pageSize={CATALOGUE_PAGE_SIZE}
        summaryExtra={search !== '' && <Chip label={`Recherche : ${search}`} tone="primary" onRemove={() => onFiltersChange({ search: '' })} />}
        emptyState={
          <EmptyState
            icon={SearchX}
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
        }
      />
    </div>
  );
}
