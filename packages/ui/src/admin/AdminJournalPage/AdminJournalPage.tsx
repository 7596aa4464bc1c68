import { ScrollText } from 'lucide-react';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, auditChangeText, formatDateTime, STAFF_ROLE_LABELS, type AuditEntry, type AuditKind, type PagedResult } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';

const ALL = 'all';
const KIND_OPTIONS = [{ id: ALL, label: 'Tout' }, ...AUDIT_KINDS.map((kind) => ({ id: kind, label: AUDIT_KIND_LABELS[kind] }))];

export interface AdminJournalPageProps extends AdminToolbarProps {
  /** The page of the trail the server answered, newest first. */
  entries: AsyncState<PagedResult<AuditEntry>>;
  onRetry: () => void;
  /** The kind shown, or every kind. */
  kind: AuditKind | undefined;
  onKindChange: (kind: AuditKind | undefined) => void;
  page: number;
  onPageChange: (page: number) => void;
}

const columns: TableColumn<AuditEntry>[] = [
  { header: 'Date', cell: (entry) => formatDateTime(entry.at) },
  {
    header: 'Par',
    cell: (entry) => (
      <>
        {entry.staffName} ({STAFF_ROLE_LABELS[entry.staffRole]})
        {entry.clientId && <span className={t.muted}>en tant que client {entry.clientId}</span>}
      </>
    ),
  },
  {
    header: 'Quoi',
    cell: (entry) => (
      <>
        {AUDIT_KIND_LABELS[entry.kind]} {entry.recordId}
        <span className={t.muted}>{entry.action}</span>
      </>
    ),
  },
  { header: 'Changement', cell: (entry) => auditChangeText(entry) || '—' },
];

/** /admin/journal (issue 23): the audit trail, newest first, paged and filtered on the server. */
export function AdminJournalPage({ entries, onRetry, kind, onKindChange, page, onPageChange, ...toolbar }: AdminJournalPageProps) {
  return (
    <AdminLayout title="Journal" {...toolbar}>
      <Card>
        <Select label="Type" options={KIND_OPTIONS} value={kind ?? ALL} onChange={(id) => onKindChange(id === ALL || id === null ? undefined : (id as AuditKind))} />
      </Card>
      <AdminTable
        state={entries}
        onRetry={onRetry}
        loadingLabel="Chargement du journal..."
        empty={{ icon: ScrollText, title: 'Aucune entrée', message: 'Les modifications faites par l’équipe apparaîtront ici.' }}
        title={(result) => (result.total === 1 ? '1 entrée' : `${result.total} entrées`)}
        label="Journal des modifications"
        columns={columns}
        rows={(result) => result.items}
        rowKey={(entry) => entry.id}
        pagination={(result) => <Paginator page={page} pageSize={result.pageSize} total={result.total} onPageChange={onPageChange} label="Pages du journal" />}
      />
    </AdminLayout>
  );
}
