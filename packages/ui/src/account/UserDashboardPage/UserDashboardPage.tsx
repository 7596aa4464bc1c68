import type { ReactNode } from 'react';
import { USER_DASHBOARD_CATEGORIES, type Product, type ProductPrice, type Rayon } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { CartColumn } from '../../cart/CartColumn/CartColumn.tsx';
import { CatalogueSearch } from '../../catalogue/CatalogueSearch/CatalogueSearch.tsx';
import { ProductResults, type CatalogueResults } from '../../catalogue/ProductResults/ProductResults.tsx';
import { AccountWelcome } from '../AccountWelcome/AccountWelcome.tsx';
import * as styles from './UserDashboardPage.css.ts';
import { SearchX } from 'lucide-react';

/** The category select's "Toutes" (spec 2 §4: "all" means no filter). */
const ALL_CATEGORIES = 'all';

/** Spec 2 §2.4's five choices, never the raw rayon list (the shop maps each to its rayons). */
const CATEGORY_OPTIONS = USER_DASHBOARD_CATEGORIES.map(({ id, label }) => ({ id, label }));

export interface UserDashboardPageProps {
  /** First and last name, then the company (spec 2 §2.4). */
  welcomeName: string;
  /** The account dashboard. */
  dashboardHref: string;
  /** "Déconnexion" in the toolbar: the caller ends the staff session. */
  onLogout: () => void;
  /** The search text as typed (the URL keeps it); empty shows everything. */
  search: string;
  /** The search text, as typed after a pause. */
  onSearch: (search: string) => void;
  /** A choice of USER_DASHBOARD_CATEGORIES (`batteries`…), or undefined for all. */
  category: string | undefined;
  /** The rayons, to show each card's category label. */
  categories: readonly Rayon[];
  /** A category chosen, or undefined for all. */
  onCategoryChange: (category: string | undefined) => void;
  /** The products found at the customer's prices HT, or the loading or error state. */
  results: AsyncState<CatalogueResults>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** 1-based page of the results. */
  page: number;
  /** How many rows a page shows. */
  pageSize: number;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** The product's page, linked from its name (the "Détails" button does nothing visible, spec 2 §2.4). */
  productHref: (product: Product) => string;
  /** A product's "Ajouter au panier": called with its id; the caller adds one at the customer's price. */
  onAddToCart: (product: Product) => void;
  /** The id of the product being added to the cart: its button waits; undefined when none. */
  addingProductId?: string | undefined;
  /** Products added in the last 3 s ("Ajouté !"). */
  recentlyAddedIds?: readonly string[] | undefined;
  /** The cart panel beside the catalogue: a CartSidebar. */
  cart: ReactNode;
  /** Articles in the cart, on the bar that opens it below 1024 px. */
  cartCount: number;
  /** The signed-in customer's own prices by product id (issue 21), shown in place of the public price. */
  customerPrices?: Readonly<Record<string, ProductPrice>> | undefined;
}

/**
 * /user-dashboard (spec 2 §2.4): a toolbar with the welcome line, the account dashboard and logout;
 * a catalogue searched by name and filtered by category, whose cards add to cart; the cart panel
 * (a "Panier (n)" bar above the list below 1024 px).
 */
export function UserDashboardPage({
  welcomeName,
  dashboardHref,
  onLogout,
  search,
  onSearch,
  category,
  categories,
  onCategoryChange,
  results,
  onRetry,
  page,
  pageSize,
  onPageChange,
  productHref,
  onAddToCart,
  addingProductId,
  recentlyAddedIds,
  cart,
  cartCount,
  customerPrices,
}: UserDashboardPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <AccountWelcome title="Tableau de bord" name={welcomeName} />
        <div className={styles.toolbarActions}>
          <LinkButton href={dashboardHref} variant="secondary">
            Mon compte
          </LinkButton>
          <Button variant="text" onPress={onLogout}>
            Déconnexion
          </Button>
        </div>
      </div>
      <div className={styles.columns}>
        <section className={styles.catalogue} aria-label="Catalogue">
          <div role="search" className={styles.filters} aria-label="Recherche de produits">
            <CatalogueSearch value={search} onSearch={onSearch} />
            <Select
              label="Catégorie"
              options={CATEGORY_OPTIONS}
              value={category ?? ALL_CATEGORIES}
              onChange={(id) => onCategoryChange(id === null || id === ALL_CATEGORIES ? undefined : id)}
            />
          </div>
          <ProductResults
            results={results}
            onRetry={onRetry}
            page={page}
            pageSize={pageSize}
            onPageChange={onPageChange}
            emptyState={<EmptyState icon={SearchX} title="Aucun produit trouvé" />}
            categories={categories}
            productHref={productHref}
            onAddToCart={onAddToCart}
            addingProductId={addingProductId}
            recentlyAddedIds={recentlyAddedIds}
            customerPrices={customerPrices}
            withInertDetails
          />
        </section>
        <CartColumn cartCount={cartCount}>{cart}</CartColumn>
      </div>
    </div>
  );
}
