import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS, ACCOUNT_DASHBOARD_SNACKBARS, type TrackingInfo } from '@otech/domain';
import { AccountOrdersTable, Dialog, TrackingTimeline } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { fetchTracking } from './api.ts';
import { orderPath } from './orderPath.ts';
import { ordersQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';
import { usePaging } from './usePaging.ts';
import { useReorder } from './useReorder.ts';

/** "Mes Commandes": paged orders, the parcel's tracking in a dialog, and "Recommander" into the cart. */
export function OrdersTab() {
  const userId = useCustomerId();
  const paging = usePaging();
  const query = useQuery({ ...ordersQuery(userId, paging.page, paging.pageSize), placeholderData: keepPreviousData });
  const [tracking, setTracking] = useState<TrackingInfo | null>(null);
  const track = useMutation({
    mutationFn: fetchTracking,
    onSuccess: (info) => {
      setTracking(info);
      notify(ACCOUNT_DASHBOARD_SNACKBARS.trackingLoaded);
    },
    onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.trackingFailed),
  });
  const again = useReorder();
  return (
    <>
      <AccountOrdersTable
        orders={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.orders)}
        onRetry={() => void query.refetch()}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        detailsHref={(order) => orderPath(order.id)}
        onTrack={(order) => order.trackingNumber && track.mutate(order.trackingNumber)}
        onReorder={(order) => again.mutate(order.id)}
        busyId={again.isPending ? again.variables : undefined}
      />
      <Dialog title="Suivi du colis" isOpen={tracking !== null} onOpenChange={(open) => !open && setTracking(null)}>
        {tracking && <TrackingTimeline tracking={tracking} />}
      </Dialog>
    </>
  );
}
