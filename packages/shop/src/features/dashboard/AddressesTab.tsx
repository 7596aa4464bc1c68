import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS, ACCOUNT_DASHBOARD_SNACKBARS, type AddressValues } from '@otech/domain';
import { AddressBook } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { deleteAddress, saveAddress } from './api.ts';
import { addressesQuery, dashboardKeys } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

/** "Livraisons": the saved addresses, reloaded after each save or delete (spec 2 §7.4). */
export function AddressesTab() {
  const userId = useCustomerId();
  const queryClient = useQueryClient();
  const query = useQuery(addressesQuery(userId));
  const reload = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.addresses(userId) });
  const save = useMutation({
    mutationFn: ({ values, id }: { values: AddressValues; id: string | undefined }) => saveAddress(values, id),
    onSuccess: (_saved, { id }) => {
      notify(id === undefined ? ACCOUNT_DASHBOARD_SNACKBARS.addressAdded : ACCOUNT_DASHBOARD_SNACKBARS.addressUpdated);
      return reload();
    },
    onError: (_error, { id }) => notify(id === undefined ? ACCOUNT_DASHBOARD_SNACKBARS.addressAddFailed : ACCOUNT_DASHBOARD_SNACKBARS.addressUpdateFailed),
  });
  const remove = useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => {
      notify(ACCOUNT_DASHBOARD_SNACKBARS.addressDeleted);
      return reload();
    },
    onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.addressDeleteFailed),
  });
  return (
    <AddressBook
      addresses={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.addresses)}
      onRetry={() => void query.refetch()}
      onSave={(values, id) => save.mutate({ values, id })}
      onDelete={(id) => remove.mutate(id)}
      saving={save.isPending}
      savedCount={save.isSuccess ? save.submittedAt : 0}
    />
  );
}
