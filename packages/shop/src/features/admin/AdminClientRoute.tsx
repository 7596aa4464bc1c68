import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ADMIN_ACCOUNT_SNACKBARS } from '@otech/domain';
import { AdminClientDetail } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { deleteClientAccount } from './api.ts';
import { adminKeys, clientActivityQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/clients/{id}: a client's account, orders and invoices; deleting anonymises it. */
export function AdminClientRoute() {
  const toolbar = useAdminToolbar();
  const id = useParams()['id'] ?? '';
  const activity = useQuery(clientActivityQuery(id));
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteClientAccount(Number(id)),
    onSuccess: () => {
      // The page shows the anonymised account; lists and statistics are fetched again when next shown.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(ADMIN_ACCOUNT_SNACKBARS.clientDeleted);
    },
    onError: () => notify(ADMIN_ACCOUNT_SNACKBARS.clientDeleteFailed),
  });
  return (
    <AdminClientDetail
      {...toolbar}
      activity={toAsyncState(activity, 'Erreur lors du chargement du client')}
      onRetry={() => void activity.refetch()}
      onDelete={() => remove.mutate()}
      isDeleting={remove.isPending}
    />
  );
}
