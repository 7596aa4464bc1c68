import { useQuery } from '@tanstack/react-query';
import { ADMIN_ORDER_DEFAULT_SORT, ADMIN_ORDER_SORT_KEYS } from '@otech/domain';
import { AdminOrdersPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { orderFilterParams, readOrderFilter } from './orderListParams.ts';
import { adminOrdersQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useOrderBulkActions } from './useOrderBulkActions.ts';
import { useStaffList } from './useStaffList.ts';

/** /admin/orders: every order, filtered, searched, sorted and paged by the API from the URL, exported. */
export function AdminOrdersRoute() {
  const toolbar = useAdminToolbar();
  const { request, page, props, listExport } = useStaffList({
    sortKeys: ADMIN_ORDER_SORT_KEYS,
    defaultSort: ADMIN_ORDER_DEFAULT_SORT,
    url: { read: readOrderFilter, params: orderFilterParams },
    exportFrom: { path: '/admin/orders/export', name: 'commandes' },
  });
  const orders = useQuery(adminOrdersQuery(request, page));
  const bulk = useOrderBulkActions({ request, page });
  return (
    <AdminOrdersPage
      {...toolbar}
      {...props}
      {...listExport}
      orders={toAsyncState(orders, 'Erreur lors du chargement des commandes')}
      onRetry={() => void orders.refetch()}
      bulk={bulk}
    />
  );
}
