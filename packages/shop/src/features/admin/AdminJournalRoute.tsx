import { useQuery } from '@tanstack/react-query';
import { AUDIT_DEFAULT_SORT, AUDIT_KINDS, AUDIT_SORT_KEYS } from '@otech/domain';
import { AdminJournalPage, type JournalFilter } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { journalPeopleQuery, journalQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useStaffList } from './useStaffList.ts';

/** The journal's filters in the URL: `?par=staff-2&type=order&fiche=42&du=2027-01-01&au=2027-01-31&tri=-at&page=2`. */
function readJournalFilter(params: URLSearchParams): JournalFilter {
  const type = params.get('type');
  return {
    staffId: params.get('par') ?? undefined,
    kind: AUDIT_KINDS.find((kind) => kind === type),
    recordId: params.get('fiche') ?? '',
    from: params.get('du') ?? '',
    to: params.get('au') ?? '',
  };
}

/** /admin/journal (issue 23): the audit trail, filtered, sorted and paged by the API, exported as filtered. */
export function AdminJournalRoute() {
  const toolbar = useAdminToolbar();
  const { request, page, props, listExport } = useStaffList({
    sortKeys: AUDIT_SORT_KEYS,
    defaultSort: AUDIT_DEFAULT_SORT,
    url: { read: readJournalFilter, params: (next) => ({ par: next.staffId, type: next.kind, fiche: next.recordId, du: next.from, au: next.to }) },
    exportFrom: { path: '/admin/journal/export', name: 'journal' },
  });
  const entries = useQuery(journalQuery(request, page));
  const people = useQuery(journalPeopleQuery());
  return (
    <AdminJournalPage
      {...toolbar}
      entries={toAsyncState(entries, 'Erreur lors du chargement du journal')}
      onRetry={() => void entries.refetch()}
      people={people.data ?? []}
      {...props}
      {...listExport}
    />
  );
}
