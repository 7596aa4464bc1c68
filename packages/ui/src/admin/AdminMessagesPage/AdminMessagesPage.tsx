import {
  CONTACT_REQUEST_STATUS_DISPLAY,
  CONTACT_REQUEST_STATUSES,
  contactRequestStatusDisplay,
  formatDateTime,
  INQUIRY_TYPE_LABELS,
  SALES_INBOX_SEARCH_MAX,
  type AdminMessageFilter,
  type ContactInboxRow,
  type ContactRequestStatus,
  type PagedResult,
} from '@otech/domain';
import { Inbox } from 'lucide-react';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AdminListPage, type StaffListProps } from '../AdminListPage/AdminListPage.tsx';
import { staffListBindings } from '../AdminListPage/staffListBindings.ts';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import * as t from '../adminTable.css.ts';
import * as s from '../adminFilters.css.ts';

export interface AdminMessagesPageProps extends StaffListProps<AdminMessageFilter> {
  /** The page of messages the server answered for the filter and sort. */
  messages: AsyncState<PagedResult<ContactInboxRow>>;
  /** "Marquer comme lu" / "Marquer comme répondu". */
  onStatusChange: (message: ContactInboxRow, status: ContactRequestStatus) => void;
  /** The message whose status is being saved: its buttons wait. */
  changingId?: string | undefined;
}

const STATUS_OPTIONS = [{ id: '', label: 'Tous' }, ...CONTACT_REQUEST_STATUSES.map((id) => ({ id, label: CONTACT_REQUEST_STATUS_DISPLAY[id].label }))];

/** /admin/messages: the storefront's contact requests, searched, filtered, sorted and paged by the server, read and answered by staff (issue 22), exported. */
export function AdminMessagesPage({ messages, onStatusChange, changingId, ...listing }: AdminMessagesPageProps) {
  const { filter, onFilterChange } = listing;
  const columns: TableColumn<ContactInboxRow>[] = [
    { header: 'Reçu le', nowrap: true, sortKey: 'date', firstDirection: 'desc', cell: (message) => formatDateTime(message.createdAt) },
    {
      header: 'Expéditeur',
      sortKey: 'expediteur',
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
    { header: 'Statut', sortKey: 'statut', cell: (message) => <StatusBadge status={contactRequestStatusDisplay(message.status)} /> },
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
    <AdminListPage
      {...staffListBindings(listing, {
        search: { key: 'search', label: 'Expéditeur ou objet', placeholder: 'Nom, société, e-mail ou objet', maxLength: SALES_INBOX_SEARCH_MAX },
        period: 'Reçu',
        children: <Select label="Statut" options={STATUS_OPTIONS} value={filter.status} onChange={(id) => onFilterChange({ ...filter, status: (id ?? '') as ContactRequestStatus | '' })} />,
      })}
      title="Messages"
      label="Messages"
      count={{ one: 'message', many: 'messages' }}
      list={messages}
      loadingLabel="Chargement des messages..."
      empty={{ icon: Inbox, title: 'Aucun message ne correspond à ces critères' }}
      columns={columns}
      rowKey={(message) => message.id}
    />
  );
}
