import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_BILLING_SNACKBARS, ADMIN_REMINDER_DEFAULT_SORT, ADMIN_REMINDER_SORT_KEYS, type OverdueInvoice, type Reminder } from '@otech/domain';
import { AdminRemindersPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { sendReminder } from './api.ts';
import { downloadFormalNoticeLetter } from './invoicingApi.ts';
import { adminKeys, overdueInvoicesQuery } from './queries.ts';
import { readReminderFilter, reminderFilterParams } from './reminderListUrl.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useStaffList } from './useStaffList.ts';

/** /admin/relances: the overdue invoices and their reminders, searched, filtered, sorted and paged by the API from the URL, exported; sending one e-mails and notifies the customer; a formal notice's letter prints. */
export function AdminRemindersRoute() {
  const toolbar = useAdminToolbar();
  const queryClient = useQueryClient();
  const { page, props, listExport, request } = useStaffList({
    sortKeys: ADMIN_REMINDER_SORT_KEYS,
    defaultSort: ADMIN_REMINDER_DEFAULT_SORT,
    url: { read: readReminderFilter, params: reminderFilterParams },
    exportFrom: { path: '/admin/relances/export', name: 'relances' },
  });
  const overdue = useQuery(overdueInvoicesQuery(request, page));
  const send = useMutation({
    mutationFn: (invoice: OverdueInvoice) => sendReminder(invoice.id),
    onSuccess: async (_reminder, invoice) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.overdue() });
      notify(ADMIN_BILLING_SNACKBARS.reminderSent(invoice.numero_facture));
    },
    onError: () => notify(ADMIN_BILLING_SNACKBARS.reminderFailed),
  });
  const letter = useMutation({
    mutationFn: ({ reminder, invoice }: { reminder: Reminder; invoice: OverdueInvoice }) => downloadFormalNoticeLetter(reminder, invoice),
    onError: () => notify(ADMIN_BILLING_SNACKBARS.letterFailed),
  });
  return (
    <AdminRemindersPage
      {...toolbar}
      {...props}
      {...listExport}
      invoices={toAsyncState(overdue, 'Erreur lors du chargement des relances')}
      onRetry={() => void overdue.refetch()}
      onSendReminder={(invoice) => send.mutate(invoice)}
      sendingInvoiceId={send.isPending ? send.variables.id : undefined}
      onDownloadLetter={(reminder, invoice) => letter.mutate({ reminder, invoice })}
      downloadingReminderId={letter.isPending ? letter.variables.reminder.id : undefined}
    />
  );
}
