import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_SNACKBARS } from '@otech/domain';
import { notify } from '../../app/snackbar.ts';
import { cartKeys } from '../cart/index.ts';
import { reorder } from './api.ts';

/** "Recommander" (orders tab and order page): the server fills the cart and says what it did. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: (result) => {
      notify(ACCOUNT_DASHBOARD_SNACKBARS.reordered(result.message));
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.addToCartFailed),
  });
}
