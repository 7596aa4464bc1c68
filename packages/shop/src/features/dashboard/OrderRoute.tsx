import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ACCOUNT_DASHBOARD_LOAD_ERRORS } from '@otech/domain';
import { AccountOrderPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { useDeliveryNoteDownload } from '../shipments/index.ts';
import { useInvoiceDownload } from './InvoicesTab.tsx';
import { orderQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';
import { useReorder } from './useReorder.ts';

/** /dashboard/orders/{id} (spec 2 §2.1), reached from "Mes Commandes" and from notifications. */
export function Component() {
  const userId = useCustomerId();
  const id = useParams()['id'] ?? '';
  const query = useQuery(orderQuery(userId, id));
  const again = useReorder();
  const download = useInvoiceDownload();
  const deliveryNote = useDeliveryNoteDownload('customer');
  return (
    <AccountOrderPage
      order={toAsyncState(query, ACCOUNT_DASHBOARD_LOAD_ERRORS.orders)}
      onRetry={() => void query.refetch()}
      ordersHref="/dashboard?tab=commandes"
      onReorder={(order) => again.mutate(order.id)}
      reordering={again.isPending}
      onDownloadInvoice={(invoice) => download.mutate(invoice)}
      downloadingInvoice={download.isPending}
      onDownloadDeliveryNote={deliveryNote}
    />
  );
}
