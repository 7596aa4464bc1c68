import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CART_CATALOGUE_SNACKBARS, favouriteProductIds, favouriteToggle, type Product } from '@otech/domain';
import { notify } from '../../app/snackbar.ts';
import { addFavourite, removeFavourite } from './api.ts';
import { dashboardKeys, favouritesQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

/**
 * The hearts of the catalogue cards (spec 2 §2.5): the customer's favourites through the API, so
 * that /dashboard's Favoris tab and overview show the same list.
 */
export function useFavouriteToggle() {
  const userId = useCustomerId();
  const queryClient = useQueryClient();
  const favourites = useQuery(favouritesQuery(userId)).data ?? [];
  const toggle = useMutation({
    mutationFn: async (product: Product) => {
      const change = favouriteToggle(favourites, product.id);
      if (change.action === 'add') await addFavourite(change.productId);
      else await removeFavourite(change.favouriteId);
      return change.action;
    },
    onSuccess: (action, product) => {
      notify(action === 'add' ? CART_CATALOGUE_SNACKBARS.favouriteAdded(product.name) : CART_CATALOGUE_SNACKBARS.favouriteRemoved(product.name));
      // The dashboard's summary counts favourites too.
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.ofUser(userId) });
    },
    onError: () => notify(CART_CATALOGUE_SNACKBARS.favouriteFailed),
  });
  return {
    favouriteIds: favouriteProductIds(favourites),
    toggleFavourite: (product: Product) => {
      // A second press while the first is on its way would read the list before the first change.
      if (!toggle.isPending) toggle.mutate(product);
    },
  };
}
