import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGE_DEFAULT_SORT, ADMIN_MESSAGE_SORT_KEYS, SALES_INBOX_SNACKBARS, type ContactInboxRow, type ContactRequestStatus } from '@otech/domain';
import { AdminMessagesPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { messageListUrl } from './inboxListUrl.ts';
import { changeContactRequestStatus } from './salesInboxApi.ts';
import { contactRequestsQuery, salesInboxKeys } from './salesInboxQueries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useStaffList } from './useStaffList.ts';

/** /admin/messages: the contact requests searched, filtered, sorted and paged by the API from the URL, marked read or answered by staff, exported. */
export function AdminMessagesRoute() {
  const toolbar = useAdminToolbar();
  const { request, page, props, listExport } = useStaffList({
    sortKeys: ADMIN_MESSAGE_SORT_KEYS,
    defaultSort: ADMIN_MESSAGE_DEFAULT_SORT,
    url: messageListUrl,
    exportFrom: { path: '/admin/contact-requests/export', name: 'messages' },
  });
  const messages = useQuery(contactRequestsQuery(request, page));
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
      {...props}
      {...listExport}
      messages={toAsyncState(messages, 'Erreur lors du chargement des messages')}
      onRetry={() => void messages.refetch()}
      onStatusChange={(message, status) => change.mutate({ message, status })}
      changingId={change.isPending ? change.variables.message.id : undefined}
    />
  );
}
