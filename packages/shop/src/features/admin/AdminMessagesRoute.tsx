import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { SALES_INBOX_SNACKBARS, type ContactInboxRow, type ContactRequestStatus } from '@otech/domain';
import { AdminMessagesPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { inboxListSearch, readContactInboxParams } from './inboxListParams.ts';
import { changeContactRequestStatus } from './salesInboxApi.ts';
import { contactRequestsQuery, salesInboxKeys } from './salesInboxQueries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/messages: the contact requests, marked read or answered by staff (issue 22). */
export function AdminMessagesRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readContactInboxParams(params);
  const messages = useQuery(contactRequestsQuery(filter, page));
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ message, status }: { message: ContactInboxRow; status: ContactRequestStatus }) => changeContactRequestStatus(message.id, status),
    onSuccess: async () => {
      // The list and the toolbar's count change together.
      await queryClient.invalidateQueries({ queryKey: salesInboxKeys.all });
      notify(SALES_INBOX_SNACKBARS.messageUpdated);
    },
    onError: () => notify(SALES_INBOX_SNACKBARS.messageUpdateFailed),
  });
  return (
    <AdminMessagesPage
      {...toolbar}
      filter={filter}
      onFilterChange={(next) => setParams(inboxListSearch({ filter: next, page: 1 }))}
      messages={toAsyncState(messages, 'Erreur lors du chargement des messages')}
      onRetry={() => void messages.refetch()}
      onPageChange={(next) => setParams(inboxListSearch({ filter, page: next }))}
      onStatusChange={(message, status) => change.mutate({ message, status })}
      changingId={change.isPending ? change.variables.message.id : undefined}
    />
  );
}
