import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_DASHBOARD_SNACKBARS, ADMIN_ORDER_DEFAULT_SORT, ADMIN_ORDER_SORT_KEYS, sortParam, type OrderStatusUpdate } from '@otech/domain';
import { AdminDeliveriesPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { updateAdminOrder } from './api.ts';
import { readOrderFilter } from './orderListParams.ts';
import { adminKeys, adminOrdersQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useListUrl } from './useListUrl.ts';

/** /admin/livraisons: the orders by shipping status (in the URL, as the order list's), carrier and tracking set here. */
export function AdminDeliveriesRoute() {
  const toolbar = useAdminToolbar();
  const list = useListUrl(ADMIN_ORDER_SORT_KEYS, ADMIN_ORDER_DEFAULT_SORT);
  // Only the shipping status filters this page: a search or other status left in a shared URL is dropped.
  const { shippingStatus } = readOrderFilter(list.params);
  const deliveries = useQuery(adminOrdersQuery({ search: '', ...(shippingStatus ? { shippingStatus } : {}), sort: sortParam(ADMIN_ORDER_DEFAULT_SORT) }, list.page));
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
      shippingStatus={shippingStatus}
      onFilterChange={(next) => list.change({ shippingStatus: next })}
      deliveries={toAsyncState(deliveries, 'Erreur lors du chargement des livraisons')}
      onRetry={() => void deliveries.refetch()}
      onPageChange={list.setPage}
      onSave={(order, update) => save.mutate({ orderId: order.id, update })}
      savingOrderId={save.isPending ? save.variables.orderId : undefined}
    />
  );
}
