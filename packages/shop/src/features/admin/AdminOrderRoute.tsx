import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ADMIN_DASHBOARD_SNACKBARS, type OrderStatusUpdate } from '@otech/domain';
import { AdminOrderDetail } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { useOrderShipping } from '../shipments/index.ts';
import { downloadAdminInvoicePdf, updateAdminOrder, validateHeldOrder } from './api.ts';
import { adminKeys, adminOrderQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useStaffCan } from './useStaffCan.ts';
import { RecordTimelineSection } from './RecordTimelineSection.tsx';

/** /admin/orders/{id}: one order, its statuses to change (spec 3 §4), its parcels and the next one (issue 22). */
export function AdminOrderRoute() {
  const toolbar = useAdminToolbar();
  const staffCan = useStaffCan();
  const id = useParams()['id'] ?? '';
  const queryClient = useQueryClient();
  const order = useQuery(adminOrderQuery(id));
  // A parcel changes the order's statuses: the order and the lists are read again.
  const shipping = useOrderShipping(id, () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }));
  const save = useMutation({
    mutationFn: (update: OrderStatusUpdate) => updateAdminOrder(id, update),
    onSuccess: (updated) => {
      queryClient.setQueryData(adminKeys.order(id), updated);
      // Lists and statistics count this order: they are fetched again when next shown.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(ADMIN_DASHBOARD_SNACKBARS.orderUpdated);
    },
  });
  const validate = useMutation({
    mutationFn: () => validateHeldOrder(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(ADMIN_DASHBOARD_SNACKBARS.orderUpdated);
    },
    onError: () => notify(ADMIN_DASHBOARD_SNACKBARS.orderUpdateFailed),
  });
  return (
    <AdminOrderDetail
      onValidate={staffCan('orders.edit') ? () => validate.mutate() : undefined}
      isValidating={validate.isPending}
      {...toolbar}
      order={toAsyncState(order, 'Erreur lors du chargement de la commande')}
      onRetry={() => void order.refetch()}
      onSave={staffCan('orders.edit') ? (update) => save.mutate(update) : undefined}
      isSaving={save.isPending}
      saveError={save.isError ? ADMIN_DASHBOARD_SNACKBARS.orderUpdateFailed.message : undefined}
      {...shipping}
      // Each action is offered to the roles the API lets through (issue 23).
      onShip={staffCan('orders.ship') ? shipping.onShip : undefined}
      onIssueInvoice={staffCan('invoices.edit') ? shipping.onIssueInvoice : undefined}
      timeline={<RecordTimelineSection recordPath={`/admin/orders/${encodeURIComponent(id)}`} />}
      onDownloadInvoice={(shipment) => shipment.invoice && void downloadAdminInvoicePdf({ id: shipment.invoice.id, numero_facture: shipment.invoice.number })}
    />
  );
}
