import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CLIENT_DEFAULT_SORT, ADMIN_CLIENT_SORT_KEYS, ADMIN_DASHBOARD_SNACKBARS, type PublicClient } from '@otech/domain';
import { AdminClientsPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { saveClientAccount } from './api.ts';
import { clientFilterParams, readClientFilter } from './clientListParams.ts';
import { adminKeys, clientListQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useClientBulkActions } from './useClientBulkActions.ts';
import { useStaffList } from './useStaffList.ts';
import { useStaffCan } from './useStaffCan.ts';

/** /admin/clients: the accounts searched, filtered, sorted and paged by the API from the URL; activate, deactivate, block and unblock; exports. */
export function AdminClientsRoute() {
  const toolbar = useAdminToolbar();
  const { request, page, props, listExport } = useStaffList({
    sortKeys: ADMIN_CLIENT_SORT_KEYS,
    defaultSort: ADMIN_CLIENT_DEFAULT_SORT,
    url: { read: readClientFilter, params: clientFilterParams },
    exportFrom: { path: '/admin/comptes-clients/export', name: 'clients' },
  });
  const clients = useQuery(clientListQuery(request, page));
  const bulk = useClientBulkActions({ request, page });
  // Creating and switching accounts are the same permission; without it the list is read-only (issue 23).
  const canEditClients = useStaffCan()('clients.edit');
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ client, flag }: { client: PublicClient; flag: 'actif' | 'bloque' }) => saveClientAccount({ ...client, [flag]: !client[flag] }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(ADMIN_DASHBOARD_SNACKBARS.clientUpdated);
    },
    onError: () => notify(ADMIN_DASHBOARD_SNACKBARS.clientUpdateFailed),
  });
  return (
    <AdminClientsPage
      {...toolbar}
      {...props}
      {...listExport}
      clients={toAsyncState(clients, 'Erreur lors du chargement des clients')}
      onRetry={() => void clients.refetch()}
      onToggle={canEditClients ? (client, flag) => toggle.mutate({ client, flag }) : undefined}
      changingClientId={toggle.isPending ? toggle.variables.client.id : undefined}
      bulk={bulk}
      canCreateClient={canEditClients}
    />
  );
}
