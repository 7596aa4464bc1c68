import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUOTE_DEFAULT_SORT, ADMIN_QUOTE_SORT_KEYS } from '@otech/domain';
import { AdminQuoteRequestsPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { quoteListUrl } from './inboxListUrl.ts';
import { quoteRequestsQuery } from './salesInboxQueries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useStaffList } from './useStaffList.ts';

/** /admin/devis: every quote request, searched, filtered, sorted and paged by the API from the URL (issues 22 and 27), exported. */
export function AdminQuoteRequestsRoute() {
  const toolbar = useAdminToolbar();
  const { request, page, props, listExport } = useStaffList({
    sortKeys: ADMIN_QUOTE_SORT_KEYS,
    defaultSort: ADMIN_QUOTE_DEFAULT_SORT,
    url: quoteListUrl,
    exportFrom: { path: '/admin/quote-requests/export', name: 'devis' },
  });
  const requests = useQuery(quoteRequestsQuery(request, page));
  return (
    <AdminQuoteRequestsPage
      {...toolbar}
      {...props}
      {...listExport}
      requests={toAsyncState(requests, 'Erreur lors du chargement des demandes de devis')}
      onRetry={() => void requests.refetch()}
    />
  );
}
