import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS, ACCOUNT_DASHBOARD_SNACKBARS } from '@otech/domain';
import { FavouritesTable } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { useCartActions } from '../cart/index.ts';
import { useCustomerPrices } from '../pricing/index.ts';
import { removeFavourite } from './api.ts';
import { dashboardKeys, favouritesQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

/** "Favoris": add a favourite to the cart, or remove it (the list is reloaded, spec 2 §7.4). */
export function FavouritesTab() {
  const userId = useCustomerId();
  const queryClient = useQueryClient();
  const query = useQuery(favouritesQuery(userId));
  const { add } = useCartActions();
  // Issue 21: the customer's own price of each favourite.
  const customerPrices = useCustomerPrices(query.data?.map((favourite) => favourite.product.id) ?? []);
  const remove = useMutation({
    mutationFn: removeFavourite,
    onSuccess: () => {
      notify(ACCOUNT_DASHBOARD_SNACKBARS.favouriteRemoved);
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.ofUser(userId) });
    },
    onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.favouriteRemoveFailed),
  });
  return (
    <FavouritesTable
      favourites={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.favourites)}
      onRetry={() => void query.refetch()}
      onAddToCart={(productId) =>
        add.mutate(
          { productId, quantity: 1 },
          {
            onSuccess: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.addedToCart),
            onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.addToCartFailed),
          },
        )
      }
      onRemove={(id) => remove.mutate(id)}
      busyId={remove.isPending ? remove.variables : undefined}
      catalogueHref="/catalogue-avec-panier"
      customerPrices={customerPrices?.prices}
    />
  );
}
