import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AdminQuoteRequestsPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { inboxListSearch, readQuoteInboxParams } from './inboxListParams.ts';
import { quoteRequestsQuery } from './salesInboxQueries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/devis: every quote request, searched, filtered and paged by the API (issue 22). */
export function AdminQuoteRequestsRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readQuoteInboxParams(params);
  const requests = useQuery(quoteRequestsQuery(filter, page));
  return (
    <AdminQuoteRequestsPage
      {...toolbar}
      filter={filter}
      // A new filter starts again at page 1.
      onFilterChange={(next) => setParams(inboxListSearch({ filter: next, page: 1 }))}
      requests={toAsyncState(requests, 'Erreur lors du chargement des demandes de devis')}
      onRetry={() => void requests.refetch()}
      onPageChange={(next) => setParams(inboxListSearch({ filter, page: next }))}
    />
  );
}
