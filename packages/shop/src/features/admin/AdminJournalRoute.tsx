import { useQuery } from '@tanstack/react-query';
import { AUDIT_DEFAULT_SORT, AUDIT_KINDS, AUDIT_SORT_KEYS, sortParam } from '@otech/domain';
import { AdminJournalPage, type JournalFilter } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { useListExport } from './listExport.ts';
import { journalPeopleQuery, journalQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useListUrl } from './useListUrl.ts';

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
  const list = useListUrl(AUDIT_SORT_KEYS, AUDIT_DEFAULT_SORT);
  const filter = readJournalFilter(list.params);
  const request = { staffId: filter.staffId, kind: filter.kind, recordId: filter.recordId || undefined, from: filter.from || undefined, to: filter.to || undefined, sort: sortParam(list.sort) };
  const entries = useQuery(journalQuery(request, list.page));
  const people = useQuery(journalPeopleQuery());
  const exports = useListExport('/admin/journal/export', 'journal', request);
  return (
    <AdminJournalPage
      {...toolbar}
      entries={toAsyncState(entries, 'Erreur lors du chargement du journal')}
      onRetry={() => void entries.refetch()}
      people={people.data ?? []}
      filter={filter}
      onFilterChange={(next) => list.change({ par: next.staffId, type: next.kind, fiche: next.recordId, du: next.from, au: next.to })}
      sort={list.sort}
      onSortChange={list.setSort}
      page={list.page}
      onPageChange={list.setPage}
      onExport={exports.onExport}
      exporting={exports.exporting}
    />
  );
}
