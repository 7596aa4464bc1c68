import { bulkZipName, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@otech/domain';
import { saveFile } from '../../app/saveFile.ts';
import { downloadBulkZip, runBulkAction } from './bulkApi.ts';
import { adminKeys } from './queries.ts';
import { useBulkActions } from './useBulkActions.ts';

const STATUS_CHOICE = { label: 'Nouveau statut', options: ORDER_STATUSES.map((id) => ({ id, label: ORDER_STATUS_LABELS[id] })) };

/** /admin/orders' bulk actions: a status for the checked orders, their delivery notes as one ZIP. */
export function useOrderBulkActions(listQuery: unknown) {
  return useBulkActions(
    'orders',
    {
      status: { choice: STATUS_CHOICE, run: (ids, status) => runBulkAction('orders/status', { ids, status }) },
      deliveryNotes: {
        run: async (ids) => {
          const result = await runBulkAction('orders/delivery-notes/check', { ids });
          if (result.done > 0) saveFile(await downloadBulkZip('orders/delivery-notes', ids), bulkZipName('bons_de_livraison', new Date()));
          return result;
        },
      },
    },
    adminKeys.orders(),
    listQuery,
  );
}
