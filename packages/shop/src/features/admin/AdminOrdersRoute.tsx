import { useQuery } from '@tanstack/react-query';
import { ADMIN_ORDER_DEFAULT_SORT, ADMIN_ORDER_SORT_KEYS, sortParam } from '@otech/domain';
import { AdminOrdersPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { useListExport } from './listExport.ts';
import { orderFilterParams, readOrderFilter } from './orderListParams.ts';
import { adminOrdersQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useListUrl } from './useListUrl.ts';
import { useOrderBulkActions } from './useOrderBulkActions.ts';

/** /admin/orders: every order, filtered, searched, sorted and paged by the API from the URL, exported. */
export function AdminOrdersRoute() {
  const toolbar = useAdminToolbar();
  const list = useListUrl(ADMIN_ORDER_SORT_KEYS, ADMIN_ORDER_DEFAULT_SORT);
  const filter = readOrderFilter(list.params);
  const request = { ...filter, sort: sortParam(list.sort) };
  const orders = useQuery(adminOrdersQuery(request, list.page));
  const bulk = useOrderBulkActions({ request, page: list.page });
  const listExport = useListExport('/admin/orders/export', 'commandes', request);
  return (
    <AdminOrdersPage
      {...toolbar}
      filter={filter}
      onFilterChange={(next) => list.change(orderFilterParams(next))}
      orders={toAsyncState(orders, 'Erreur lors du chargement des commandes')}
      onRetry={() => void orders.refetch()}
      page={list.page}
      onPageChange={list.setPage}
      sort={list.sort}
      onSortChange={list.setSort}
      onExport={listExport.onExport}
      exporting={listExport.exporting}
      bulk={bulk}
    />
  );
}
