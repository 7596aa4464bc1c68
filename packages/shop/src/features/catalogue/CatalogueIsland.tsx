import { use, useCallback, useState } from 'react';
import type { Product, Rayon } from '@otech/domain';
import { CataloguePage, type AsyncState, type CatalogueResults } from '@otech/ui';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { useCustomerPrices } from '../pricing/index.ts';
import { productHref } from '../product/index.ts';
import { CardHydratedOnInteraction } from './CardHydratedOnInteraction.tsx';
import { CatalogueAppContext } from './catalogueAppActions.ts';
import { catalogueHref, catalogueMoves, readCatalogueQuery, type CatalogueLocation } from './catalogueQuery.ts';

export interface CatalogueIslandProps {
  /** The page the visitor is on, /catalogue or /produits: every move stays on it. */
  path: string;
  /** The address's query as written (`search=lr6&page=2`), which the filters and pages follow. */
  search: string;
  /** The page of products the query finds, as the route loaded it (with its HD images). */
  results: AsyncState<CatalogueResults>;
  categories: Rayon[];
  brands: string[];
}

/**
 * Everything a visitor does on /catalogue and /produits (spec 1 §2, §4): search, filters, sort, the
 * advanced search, pages and add-to-cart. A move is a new address (the query lives in the URL, so a
 * search can be shared): on a page drawn as islands the server draws the next list, in the app its
 * router. No query cache: the route hands the data in, and the app's cart actions through a context.
 */
export default function CatalogueIsland({ path, search, results, categories, brands }: CatalogueIslandProps) {
  const navigate = useShopNavigate();
  const inApp = use(CatalogueAppContext);
  const [addingProductId, setAddingProductId] = useState<string>();
  const query = readCatalogueQuery(new URLSearchParams(search));
  // Issue 21: a signed-in customer's own prices, asked for by their browser once the page is there.
  const customerPrices = useCustomerPrices(results.status === 'ready' ? results.data.products.map((product) => product.id) : []);
  const moves = catalogueMoves(query, (next: CatalogueLocation) => {
    navigate(catalogueHref(path, next));
    // Spec 1 §4: a new filter or page starts at the top of the list.
    window.scrollTo({ top: 0 });
  });
  const appAdd = inApp?.addToCart;
  // One function for the page's life: the cards are memoised on their props (CardHydratedOnInteraction).
  const addToCart = useCallback(
    (product: Product) => {
      if (appAdd) {
        appAdd(product);
        return;
      }
      setAddingProductId(product.id);
      void import('./addFromIslandsPage.ts')
        .then(({ addFromIslandsPage }) => addFromIslandsPage(product, navigate))
        .finally(() => setAddingProductId(undefined));
    },
    [appAdd, navigate],
  );
  return (
    <CataloguePage
      {...moves}
      results={results}
      categories={categories}
      brands={brands}
      productHref={productHref}
      customerPrices={customerPrices?.prices}
      onRetry={inApp?.retry ?? (() => navigate(catalogueHref(path, query)))}
      onAddToCart={addToCart}
      addingProductId={inApp ? inApp.addingProductId : addingProductId}
      cardComponent={CardHydratedOnInteraction}
    />
  );
}
