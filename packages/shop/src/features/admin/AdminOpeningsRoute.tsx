import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ACCOUNT_SNACKBARS, type PublicClient } from '@otech/domain';
import { AdminOpeningsPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { decideOpening } from './api.ts';
import { adminKeys, pendingOpeningsQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

type Decision = 'validation' | 'refus';

/** /admin/ouvertures: registrations awaiting validation, validated or refused one by one. */
export function AdminOpeningsRoute() {
  const toolbar = useAdminToolbar();
  const openings = useQuery(pendingOpeningsQuery());
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ client, decision }: { client: PublicClient; decision: Decision }) => decideOpening(client.id, decision),
    onSuccess: (_answer, { client, decision }) => {
      // The client list and the dashboard's client module show the account's new state too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(decision === 'validation' ? ADMIN_ACCOUNT_SNACKBARS.openingValidated(client.societe) : ADMIN_ACCOUNT_SNACKBARS.openingRefused(client.societe));
    },
    onError: () => notify(ADMIN_ACCOUNT_SNACKBARS.openingFailed),
  });
  return (
    <AdminOpeningsPage
      {...toolbar}
      openings={toAsyncState(openings, "Erreur lors du chargement des demandes d'ouverture")}
      onRetry={() => void openings.refetch()}
      onValidate={(client) => decide.mutate({ client, decision: 'validation' })}
      onRefuse={(client) => decide.mutate({ client, decision: 'refus' })}
      decidingClientId={decide.isPending ? decide.variables.client.id : undefined}
    />
  );
}
