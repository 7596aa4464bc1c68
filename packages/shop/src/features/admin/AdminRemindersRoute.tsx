import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_BILLING_SNACKBARS, ADMIN_REMINDER_DEFAULT_SORT, ADMIN_REMINDER_SORT_KEYS, sortParam, type OverdueInvoice, type Reminder } from '@otech/domain';
import { AdminRemindersPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { sendReminder } from './api.ts';
import { downloadFormalNoticeLetter } from './invoicingApi.ts';
import { useListExport } from './listExport.ts';
import { adminKeys, overdueInvoicesQuery } from './queries.ts';
import { readReminderFilter, reminderFilterParams } from './reminderListUrl.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useListUrl } from './useListUrl.ts';

/** /admin/relances: the overdue invoices and their reminders, searched, filtered, sorted and paged by the API from the URL, exported; sending one e-mails and notifies the customer; a formal notice's letter prints. */
export function AdminRemindersRoute() {
  const toolbar = useAdminToolbar();
  const queryClient = useQueryClient();
  const list = useListUrl(ADMIN_REMINDER_SORT_KEYS, ADMIN_REMINDER_DEFAULT_SORT);
  const filter = readReminderFilter(list.params);
  const request = { ...filter, sort: sortParam(list.sort) };
  const overdue = useQuery(overdueInvoicesQuery(request, list.page));
  const listExport = useListExport('/admin/relances/export', 'relances', request);
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
      filter={filter}
      onFilterChange={(next) => list.change(reminderFilterParams(next))}
      invoices={toAsyncState(overdue, 'Erreur lors du chargement des relances')}
      onRetry={() => void overdue.refetch()}
      page={list.page}
      onPageChange={list.setPage}
      sort={list.sort}
      onSortChange={list.setSort}
      onExport={listExport.onExport}
      exporting={listExport.exporting}
      onSendReminder={(invoice) => send.mutate(invoice)}
      sendingInvoiceId={send.isPending ? send.variables.id : undefined}
      onDownloadLetter={(reminder, invoice) => letter.mutate({ reminder, invoice })}
      downloadingReminderId={letter.isPending ? letter.variables.reminder.id : undefined}
    />
  );
}
