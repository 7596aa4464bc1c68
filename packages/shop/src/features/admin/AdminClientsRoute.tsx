import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_DASHBOARD_SNACKBARS, type PublicClient } from '@otech/domain';
import { AdminClientsPage, type ClientActivityFilter } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { saveClientAccount } from './api.ts';
import { adminKeys, CLIENT_ACCOUNTS_PAGE_SIZE, clientAccountsQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

const ACTIF_OF: Record<ClientActivityFilter, boolean | undefined> = { all: undefined, active: true, inactive: false };

const readActivity = (value: string | null): ClientActivityFilter => (value === 'active' || value === 'inactive' ? value : 'all');

/** /admin/clients: search, filter and page in the URL; activate, deactivate, block and unblock. */
export function AdminClientsRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const activity = readActivity(params.get('compte'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const clients = useQuery(clientAccountsQuery(search, ACTIF_OF[activity], page));
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ client, flag }: { client: PublicClient; flag: 'actif' | 'bloque' }) => saveClientAccount({ ...client, [flag]: !client[flag] }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(ADMIN_DASHBOARD_SNACKBARS.clientUpdated);
    },
    onError: () => notify(ADMIN_DASHBOARD_SNACKBARS.clientUpdateFailed),
  });
  const go = (next: { search: string; activity: ClientActivityFilter; page: number }) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.activity !== 'all') query.set('compte', next.activity);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <AdminClientsPage
      {...toolbar}
      search={search}
      activity={activity}
      onFilterChange={(text, nextActivity) => go({ search: text.trim(), activity: nextActivity, page: 1 })}
      clients={toAsyncState(clients, 'Erreur lors du chargement des clients')}
      page={page}
      pageSize={CLIENT_ACCOUNTS_PAGE_SIZE}
      onPageChange={(next) => go({ search, activity, page: next })}
      onRetry={() => void clients.refetch()}
      onToggle={(client, flag) => toggle.mutate({ client, flag })}
      changingClientId={toggle.isPending ? toggle.variables.client.id : undefined}
    />
  );
}
