import {
  CONTACT_REQUEST_STATUS_DISPLAY,
  CONTACT_REQUEST_STATUSES,
  contactRequestStatusDisplay,
  formatDateTime,
  INQUIRY_TYPE_LABELS,
  type ContactInboxFilter,
  type ContactInboxRow,
  type ContactRequestStatus,
  type PagedResult,
} from '@otech/domain';
import { Inbox } from 'lucide-react';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { InboxFilters } from '../InboxFilters/InboxFilters.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';
import * as s from '../adminFilters.css.ts';

export interface AdminMessagesPageProps extends AdminToolbarProps {
  filter: ContactInboxFilter;
  /** A new filter; the shop goes back to page 1 with it. */
  onFilterChange: (filter: ContactInboxFilter) => void;
  messages: AsyncState<PagedResult<ContactInboxRow>>;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  /** "Marquer comme lu" / "Marquer comme répondu". */
  onStatusChange: (message: ContactInboxRow, status: ContactRequestStatus) => void;
  /** The message whose status is being saved: its buttons wait. */
  changingId?: string | undefined;
}

const STATUS_OPTIONS = [{ id: '', label: 'Tous' }, ...CONTACT_REQUEST_STATUSES.map((id) => ({ id, label: CONTACT_REQUEST_STATUS_DISPLAY[id].label }))];

/** /admin/messages: the storefront's contact requests, newest first, read and answered by staff (issue 22). */
export function AdminMessagesPage({ filter, onFilterChange, messages, onRetry, onPageChange, onStatusChange, changingId, ...toolbar }: AdminMessagesPageProps) {
  const columns: TableColumn<ContactInboxRow>[] = [
    { header: 'Reçu le', nowrap: true, cell: (message) => formatDateTime(message.createdAt) },
    {
      header: 'Expéditeur',
      cell: (message) => (
        <>
          {message.firstName} {message.lastName} · {message.companyName}
          <span className={t.muted}>
            {message.email} · {message.phone}
          </span>
        </>
      ),
    },
    {
      header: 'Message',
      cell: (message) => (
        <>
          <strong>{message.subject}</strong> ({INQUIRY_TYPE_LABELS[message.inquiryType]})
          <span className={t.muted}>{message.message}</span>
        </>
      ),
    },
    { header: 'Statut', cell: (message) => <StatusBadge status={contactRequestStatusDisplay(message.status)} /> },
    {
      header: 'Actions',
      cell: (message) => (
        <div className={s.actions}>
          {message.status === 'new' && (
            <Button size="small" variant="secondary" isDisabled={changingId === message.id} onPress={() => onStatusChange(message, 'read')} aria-label={`Marquer comme lu le message « ${message.subject} »`}>
              Marquer comme lu
            </Button>
          )}
          {message.status !== 'answered' && (
            <Button size="small" isDisabled={changingId === message.id} onPress={() => onStatusChange(message, 'answered')} aria-label={`Marquer comme répondu le message « ${message.subject} »`}>
              Marquer comme répondu
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <AdminLayout title="Messages" {...toolbar}>
      <InboxFilters<ContactRequestStatus>
        label="Filtrer les messages"
        searchLabel="Expéditeur ou objet"
        searchPlaceholder="Nom, société, e-mail ou objet"
        statusOptions={STATUS_OPTIONS}
        filter={filter}
        onFilterChange={onFilterChange}
      />
      <AdminTable
        state={messages}
        onRetry={onRetry}
        loadingLabel="Chargement des messages..."
        empty={{ icon: Inbox, title: 'Aucun message ne correspond à ces critères' }}
        label="Messages"
        columns={columns}
        rows={(page) => page.items}
        rowKey={(message) => message.id}
        pagination={(page) => <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages des messages" itemsPerPageLabel="Messages par page :" />}
      />
    </AdminLayout>
  );
}
