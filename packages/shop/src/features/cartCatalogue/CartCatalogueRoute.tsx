import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  CART_CATALOGUE_DEFAULT_PAGE_SIZE,
  CART_CATALOGUE_PAGE_SIZES,
  CART_CATALOGUE_SNACKBARS,
  NO_FILTERS,
} from '@otech/domain';
import { CartCataloguePage } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';
import { cartKeys, useAddToCart, useCart } from '../cart/index.ts';
import {
  catalogueKeys,
  changeFilters,
  readCatalogueQuery,
  readPageSize,
  useCatalogueListing,
  writeCatalogueQuery,
  writePageSize,
  type CatalogueLocation,
} from '../catalogue/index.ts';
import { useFavouriteToggle } from '../dashboard/index.ts';
import { CartPanel } from './CartPanel.tsx';
import { useConnectionNotices } from './useConnectionNotices.ts';
import { useRecentlyAdded } from './useRecentlyAdded.ts';
import { useSearchHistory } from './useSearchHistory.ts';
import { useSessionStats } from './useSessionStats.ts';
import { useCustomerPrices } from '../pricing/index.ts';

/**
 * /catalogue-avec-panier (spec 2 §2.5): the catalogue, its query and page size in the URL, beside
 * the same server cart as /panier.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const pageSize = readPageSize(params, CART_CATALOGUE_PAGE_SIZES, CART_CATALOGUE_DEFAULT_PAGE_SIZE);
  const query = { ...readCatalogueQuery(params), pageSize };
  const go = (next: CatalogueLocation, size = pageSize) =>
    setParams(writePageSize(writeCatalogueQuery(next), size, CART_CATALOGUE_DEFAULT_PAGE_SIZE));
  const listing = useCatalogueListing(query, go);
  const { results } = listing;
  const [recentlyAddedIds, markAdded] = useRecentlyAdded();
  const pageProductIds = results.status === 'ready' ? results.data.products.map((product) => product.id) : [];
  const session = useSessionStats(query.search ?? '', pageProductIds);
  // Issue 21: a signed-in customer's own prices on the cards, as on /catalogue.
  const customerPrices = useCustomerPrices(pageProductIds);
  const { addToCart, addingProductId } = useAddToCart({
    messages: CART_CATALOGUE_SNACKBARS,
    onAdded: (product) => {
      markAdded(product.id);
      session.recordCartInteraction();
      session.recordProductAction(product, 'add_to_cart');
    },
  });
  const { favouriteIds, toggleFavourite } = useFavouriteToggle();
  const searchHints = useSearchHistory(query.search ?? '');
  const online = useConnectionNotices();
  const [refreshing, setRefreshing] = useState(false);
  const { cart } = useCart();

  async function refresh() {
    setRefreshing(true);
    notify(CART_CATALOGUE_SNACKBARS.refreshing);
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: catalogueKeys.all, type: 'active' }, { throwOnError: true }),
        queryClient.refetchQueries({ queryKey: cartKeys.all, type: 'active' }, { throwOnError: true }),
      ]);
      notify(CART_CATALOGUE_SNACKBARS.refreshed);
    } catch (error) {
      console.warn('Refresh failed', error);
      notify(CART_CATALOGUE_SNACKBARS.refreshFailed);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <CartCataloguePage
      {...listing}
      pageSize={pageSize}
      searchHints={searchHints}
      sessionStats={{ stats: session.stats, onOpen: session.refresh }}
      isOnline={online}
      isRefreshing={refreshing}
      onClearFilters={() => {
        go(changeFilters(query, NO_FILTERS));
        notify(CART_CATALOGUE_SNACKBARS.filtersReset);
      }}
      onRefresh={() => void refresh()}
      onPageSizeChange={(size) => go({ ...query, page: 1 }, size)}
      onAddToCart={addToCart}
      addingProductId={addingProductId}
      recentlyAddedIds={recentlyAddedIds}
      favouriteIds={favouriteIds}
      onToggleFavourite={(product) => {
        toggleFavourite(product);
        session.recordProductAction(product, favouriteIds.includes(product.id) ? 'favourite_removed' : 'favourite_added');
      }}
      sidebar={<CartPanel isOnline={online} autoSaves onCartChange={session.recordCartInteraction} />}
      cartCount={cart?.totalItems ?? 0}
      customerPrices={customerPrices?.prices}
    />
  );
}
