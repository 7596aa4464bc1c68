import { ScrollText } from 'lucide-react';
import {
  actingFor,
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  auditChangeText,
  auditRecordText,
  formatDateTime,
  STAFF_ROLE_LABELS,
  TEXT_LIMITS,
  type AuditEntry,
  type AuditKind,
  type PagedResult,
} from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { AdminListPage, type StaffListProps } from '../AdminListPage/AdminListPage.tsx';
import { staffListBindings } from '../AdminListPage/staffListBindings.ts';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import * as t from '../adminTable.css.ts';

const ALL = 'all';
const KIND_OPTIONS = [{ id: ALL, label: 'Tout' }, ...AUDIT_KINDS.map((kind) => ({ id: kind, label: AUDIT_KIND_LABELS[kind] }))];

/** What narrows the journal (issue 23): who, what, which record, when (`YYYY-MM-DD`, both days included). */
export interface JournalFilter {
  staffId?: string | undefined;
  kind?: AuditKind | undefined;
  recordId: string;
  from: string;
  to: string;
}

export interface AdminJournalPageProps extends StaffListProps<JournalFilter> {
  /** The page of the trail the server answered. */
  entries: AsyncState<PagedResult<AuditEntry>>;
  /** The staff the trail names, for "Par". */
  people: readonly { id: string; name: string }[];
}

const columns: TableColumn<AuditEntry>[] = [
  { header: 'Date', cell: (entry) => formatDateTime(entry.at), sortKey: 'at', firstDirection: 'desc' },
  {
    header: 'Par',
    sortKey: 'staff',
    cell: (entry) => (
      <>
        {entry.staffName} ({STAFF_ROLE_LABELS[entry.staffRole]})
        {entry.clientId && <span className={t.muted}>{actingFor(entry.clientId, entry.clientName)}</span>}
      </>
    ),
  },
  {
    header: 'Quoi',
    sortKey: 'kind',
    cell: (entry) => (
      <>
        {AUDIT_KIND_LABELS[entry.kind]} {auditRecordText(entry)}
        <span className={t.muted}>{entry.action}</span>
      </>
    ),
  },
  { header: 'Changement', cell: (entry) => auditChangeText(entry) || '—' },
];

/** /admin/journal (issue 23): the audit trail, filtered by who, what, record and period, sorted and paged on the server, exported. */
export function AdminJournalPage({ entries, people, ...listing }: AdminJournalPageProps) {
  const { filter, onFilterChange } = listing;
  const peopleOptions = [{ id: ALL, label: 'Tout le monde' }, ...people.map((person) => ({ id: person.id, label: person.name }))];
  return (
    <AdminListPage
      {...staffListBindings(listing, {
        search: { key: 'recordId', label: 'Enregistrement', placeholder: 'N° de commande, de client, de facture…', maxLength: TEXT_LIMITS.line },
        period: 'Période',
        children: (
          <>
            <Select label="Par" options={peopleOptions} value={filter.staffId ?? ALL} onChange={(id) => onFilterChange({ ...filter, staffId: id === ALL || id === null ? undefined : id })} />
            <Select label="Type" options={KIND_OPTIONS} value={filter.kind ?? ALL} onChange={(id) => onFilterChange({ ...filter, kind: id === ALL || id === null ? undefined : (id as AuditKind) })} />
          </>
        ),
      })}
      title="Journal"
      label="Journal des modifications"
      count={{ one: 'entrée', many: 'entrées' }}
      list={entries}
      loadingLabel="Chargement du journal..."
      empty={{ icon: ScrollText, title: 'Aucune entrée', message: 'Les modifications faites par l’équipe apparaîtront ici.' }}
      columns={columns}
      rowKey={(entry) => entry.id}
    />
  );
}
