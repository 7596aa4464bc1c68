import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CLIENT_DEFAULT_SORT, ADMIN_CLIENT_SORT_KEYS, ADMIN_DASHBOARD_SNACKBARS, sortParam, type PublicClient } from '@otech/domain';
import { AdminClientsPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { saveClientAccount } from './api.ts';
import { clientFilterParams, readClientFilter } from './clientListParams.ts';
import { useListExport } from './listExport.ts';
import { adminKeys, clientListQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useListUrl } from './useListUrl.ts';
import { useClientBulkActions } from './useClientBulkActions.ts';
import { useStaffCan } from './useStaffCan.ts';

/** /admin/clients: the accounts searched, filtered, sorted and paged by the API from the URL; activate, deactivate, block and unblock; exports. */
export function AdminClientsRoute() {
  const toolbar = useAdminToolbar();
  const list = useListUrl(ADMIN_CLIENT_SORT_KEYS, ADMIN_CLIENT_DEFAULT_SORT);
  const filter = readClientFilter(list.params);
  const request = { ...filter, sort: sortParam(list.sort) };
  const clients = useQuery(clientListQuery(request, list.page));
  const bulk = useClientBulkActions({ request, page: list.page });
  const listExport = useListExport('/admin/comptes-clients/export', 'clients', request);
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
      filter={filter}
      onFilterChange={(next) => list.change(clientFilterParams(next))}
      clients={toAsyncState(clients, 'Erreur lors du chargement des clients')}
      page={list.page}
      onPageChange={list.setPage}
      sort={list.sort}
      onSortChange={list.setSort}
      onRetry={() => void clients.refetch()}
      onExport={listExport.onExport}
      exporting={listExport.exporting}
      onToggle={canEditClients ? (client, flag) => toggle.mutate({ client, flag }) : undefined}
      changingClientId={toggle.isPending ? toggle.variables.client.id : undefined}
      bulk={bulk}
      canCreateClient={canEditClients}
    />
  );
}
