import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUOTE_DEFAULT_SORT, ADMIN_QUOTE_SORT_KEYS, sortParam } from '@otech/domain';
import { AdminQuoteRequestsPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { quoteListUrl } from './inboxListUrl.ts';
import { useListExport } from './listExport.ts';
import { quoteRequestsQuery } from './salesInboxQueries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useListUrl } from './useListUrl.ts';

/** /admin/devis: every quote request, searched, filtered, sorted and paged by the API from the URL (issues 22 and 27), exported. */
export function AdminQuoteRequestsRoute() {
  const toolbar = useAdminToolbar();
  const list = useListUrl(ADMIN_QUOTE_SORT_KEYS, ADMIN_QUOTE_DEFAULT_SORT);
  const filter = quoteListUrl.read(list.params);
  const request = { ...filter, sort: sortParam(list.sort) };
  const requests = useQuery(quoteRequestsQuery(request, list.page));
  const listExport = useListExport('/admin/quote-requests/export', 'devis', request);
  return (
    <AdminQuoteRequestsPage
      {...toolbar}
      filter={filter}
      onFilterChange={(next) => list.change(quoteListUrl.params(next))}
      requests={toAsyncState(requests, 'Erreur lors du chargement des demandes de devis')}
      onRetry={() => void requests.refetch()}
      page={list.page}
      onPageChange={list.setPage}
      sort={list.sort}
      onSortChange={list.setSort}
      onExport={listExport.onExport}
      exporting={listExport.exporting}
    />
  );
}
