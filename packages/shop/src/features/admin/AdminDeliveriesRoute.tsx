import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_DASHBOARD_SNACKBARS, type OrderStatusUpdate } from '@otech/domain';
import { AdminDeliveriesPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { updateAdminOrder } from './api.ts';
import { orderListSearch, readOrderListParams } from './orderListParams.ts';
import { adminKeys, adminOrdersQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/livraisons: the orders by shipping status (in the URL, as the order list's), carrier and tracking set here. */
export function AdminDeliveriesRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readOrderListParams(params);
  // Only the shipping status filters this page: a search or other status left in a shared URL is dropped.
  const deliveryFilter = { search: '', ...(filter.shippingStatus ? { shippingStatus: filter.shippingStatus } : {}) };
  const deliveries = useQuery(adminOrdersQuery(deliveryFilter, page));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ orderId, update }: { orderId: string; update: OrderStatusUpdate }) => updateAdminOrder(orderId, update),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(ADMIN_DASHBOARD_SNACKBARS.orderUpdated);
    },
    onError: () => notify(ADMIN_DASHBOARD_SNACKBARS.orderUpdateFailed),
  });
  return (
    <AdminDeliveriesPage
      {...toolbar}
      shippingStatus={deliveryFilter.shippingStatus}
      onFilterChange={(shippingStatus) => setParams(orderListSearch({ filter: { search: '', ...(shippingStatus ? { shippingStatus } : {}) }, page: 1 }))}
      deliveries={toAsyncState(deliveries, 'Erreur lors du chargement des livraisons')}
      onRetry={() => void deliveries.refetch()}
      onPageChange={(next) => setParams(orderListSearch({ filter: deliveryFilter, page: next }))}
      onSave={(order, update) => save.mutate({ orderId: order.id, update })}
      savingOrderId={save.isPending ? save.variables.orderId : undefined}
    />
  );
}
