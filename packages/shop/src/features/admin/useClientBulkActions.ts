import { useQuery } from '@tanstack/react-query';
import { PRICE_LIST_IDS, PRICE_LIST_NAMES } from '@otech/domain';
import { runBulkAction } from './bulkApi.ts';
import { fetchRepresentatives } from './clientRecordApi.ts';
import { adminKeys } from './queries.ts';
import { useBulkActions } from './useBulkActions.ts';

const LIST_CHOICE = { label: 'Grille tarifaire', options: PRICE_LIST_IDS.map((id) => ({ id, label: PRICE_LIST_NAMES[id] })) };

/** /admin/clients' bulk actions: another price list or representative (an active Commercial) for the checked clients. */
export function useClientBulkActions(listQuery: unknown) {
  const representatives = useQuery({ queryKey: [...adminKeys.staff(), 'representatives', 'ids'], queryFn: ({ signal }) => fetchRepresentatives(signal) });
  return useBulkActions(
    'clients',
    {
      priceList: { choice: LIST_CHOICE, run: (ids, listId) => runBulkAction('clients/price-list', { ids, listId }) },
      representative: {
        choice: { label: 'Représentant', options: (representatives.data ?? []).map((member) => ({ id: member.id, label: member.name })) },
        run: (ids, representativeId) => runBulkAction('clients/representative', { ids, representativeId }),
      },
    },
    adminKeys.accounts(),
    listQuery,
  );
}
