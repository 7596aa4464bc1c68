import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AdminOrdersPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { orderListSearch, readOrderListParams } from './orderListParams.ts';
import { adminOrdersQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/orders: every order, filtered, searched and paged by the API. */
export function AdminOrdersRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readOrderListParams(params);
  const orders = useQuery(adminOrdersQuery(filter, page));
  return (
    <AdminOrdersPage
      {...toolbar}
      filter={filter}
      // A new filter starts again at page 1.
      onFilterChange={(next) => setParams(orderListSearch({ filter: next, page: 1 }))}
      orders={toAsyncState(orders, 'Erreur lors du chargement des commandes')}
      onRetry={() => void orders.refetch()}
      onPageChange={(next) => setParams(orderListSearch({ filter, page: next }))}
    />
  );
}
