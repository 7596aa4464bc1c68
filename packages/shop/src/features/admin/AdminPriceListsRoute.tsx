import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRICE_LIST_IDS, PRICE_LIST_SNACKBARS } from '@otech/domain';
import type { ClientOnList, PriceListContent, PriceListId } from '@otech/domain';
import { AdminPriceListsPage } from '@otech/ui';
import { useSearchParams } from 'react-router-dom';
import { mapAsyncState, toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { notify } from '../../app/snackbar.ts';
import { fetchPricePreview, moveClientToList, runWholesalerReview, savePriceList, setReviewExemption } from './priceListsApi.ts';
import { priceListKeys, priceListQuery, priceListsQuery } from './priceListsQueries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

const FAILED = 'La modification a échoué, réessayez';
const refusal = (error: unknown) => (error instanceof ApiError ? error.message : FAILED);

type ClientChange = { client: ClientOnList; change: { listId: PriceListId } | { exempt: boolean } };

/** /admin/tarifs (issue 21): the price lists, wired to /api/admin/price-lists and the preview and review routes; the open list is in the address (?grille=). */
export function AdminPriceListsRoute() {
  const toolbar = useAdminToolbar();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = PRICE_LIST_IDS.find((id) => id === params.get('grille')) ?? 'professionnel';
  const lists = useQuery(priceListsQuery());
  const detail = useQuery(priceListQuery(selected));
  const [editorKey, setEditorKey] = useState(0);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: priceListKeys.all });

  const save = useMutation({
    mutationFn: (content: PriceListContent) => savePriceList(selected, content),
    onSuccess: () => {
      refresh();
      setEditorKey((key) => key + 1);
    },
  });
  const changeClient = useMutation({
    mutationFn: async ({ client, change }: ClientChange): Promise<void> => {
      if ('listId' in change) await moveClientToList(client.id, change.listId);
      else await setReviewExemption(client.id, change.exempt);
    },
    onSuccess: (_answer, { client, change }) => {
      refresh();
      notify('listId' in change ? PRICE_LIST_SNACKBARS.moved(client.societe, change.listId) : PRICE_LIST_SNACKBARS.exempted(client.societe, change.exempt));
    },
    onError: (error) => notify(PRICE_LIST_SNACKBARS.refused(refusal(error))),
  });
  const preview = useMutation({ mutationFn: ({ clientId, productId }: { clientId: string; productId: string }) => fetchPricePreview(clientId, productId) });
  const review = useMutation({ mutationFn: (dryRun: boolean) => runWholesalerReview(dryRun), onSuccess: (_result, dryRun) => (dryRun ? undefined : refresh()) });

  return (
    <AdminPriceListsPage
      {...toolbar}
      lists={mapAsyncState(toAsyncState(lists, 'Erreur lors du chargement des grilles'), (answer) => answer.lists)}
      selectedListId={selected}
      onSelectList={(id) => setParams({ grille: id })}
      detail={toAsyncState(detail, 'Erreur lors du chargement de la grille')}
      onRetry={() => {
        void lists.refetch();
        void detail.refetch();
      }}
      editor={{
        onSave: (content) => save.mutate(content),
        isSaving: save.isPending,
        notice: save.isError ? { tone: 'error', message: refusal(save.error) } : save.isSuccess ? { tone: 'success', message: 'Grille enregistrée' } : undefined,
      }}
      editorKey={editorKey}
      onMoveClient={(client, listId) => changeClient.mutate({ client, change: { listId } })}
      onExempt={(client, exempt) => changeClient.mutate({ client, change: { exempt } })}
      changingClientId={changeClient.isPending ? changeClient.variables.client.id : undefined}
      preview={{
        onPreview: (query) => preview.mutate(query),
        preview: preview.isPending ? { status: 'loading' } : preview.isError ? { status: 'error', message: refusal(preview.error) } : preview.data ? { status: 'ready', data: preview.data } : undefined,
      }}
      review={{
        onRun: (dryRun) => review.mutate(dryRun),
        isRunning: review.isPending,
        result: review.data ? { review: review.data, dryRun: review.variables } : undefined,
        error: review.isError ? refusal(review.error) : undefined,
      }}
    />
  );
}
