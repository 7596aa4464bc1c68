import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractPriceFormRows } from '@otech/domain';
import type { ContractPrice } from '@otech/domain';
import { ContractPricesEditor } from '@otech/ui';
import { saveContractPrices } from './priceListsApi.ts';
import { contractPricesQuery, priceListKeys } from './priceListsQueries.ts';

/**
 * A client's contract prices on its page (issue 21), for staff who may edit prices: the API
 * answers 403 to the others, who then see nothing of them.
 */
export function ClientContractPrices({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const stored = useQuery(contractPricesQuery(clientId));
  const save = useMutation({
    mutationFn: (contractPrices: ContractPrice[]) => saveContractPrices(clientId, contractPrices),
    onSuccess: (saved) => {
      queryClient.setQueryData(contractPricesQuery(clientId).queryKey, saved);
      // The lists' client counts and previews read the same terms.
      void queryClient.invalidateQueries({ queryKey: priceListKeys.all, predicate: (query) => query.queryKey[2] !== 'contract-prices' });
    },
  });
  if (!stored.data) return null;
  return (
    <ContractPricesEditor
      // Saved lines come back sorted by reference: the editor starts again from them.
      key={stored.dataUpdatedAt}
      rows={contractPriceFormRows(stored.data.contractPrices)}
      onSave={(contractPrices) => save.mutate(contractPrices)}
      isSaving={save.isPending}
      notice={save.isError ? { tone: 'error', message: save.error.message } : save.isSuccess ? { tone: 'success', message: 'Prix nets enregistrés' } : undefined}
    />
  );
}
