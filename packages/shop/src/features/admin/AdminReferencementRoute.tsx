import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_ACCOUNT_SNACKBARS, type ReferencementInput, type ReferencementRow, type ReferencementTarget } from '@otech/domain';
import { AdminReferencementPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { notify } from '../../app/snackbar.ts';
import { referencementKeys } from '../referencement/index.ts';
import { saveReferencement } from './api.ts';
import { adminKeys, referencementQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/referencement: kind of page, search and page in the URL; one page's entry written at a time. */
export function AdminReferencementRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const cible: ReferencementTarget = params.get('pages') === 'rayon' ? 'rayon' : 'produit';
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rows = useQuery(referencementQuery(cible, search, page));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ row, input }: { row: ReferencementRow; input: ReferencementInput }) => saveReferencement(row.cible, row.cle, input),
    onSuccess: (_saved, { row }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.referencement() });
      // The storefront's head reads the same entry: the page shows the new one when next opened.
      void queryClient.invalidateQueries({ queryKey: referencementKeys.page(row.cible, row.cle) });
      notify(ADMIN_ACCOUNT_SNACKBARS.referencementSaved);
    },
    // A slug another page has comes back as a 409 whose French reason says so.
    onError: (error) => notify(ADMIN_ACCOUNT_SNACKBARS.referencementSaveFailed(error instanceof ApiError && error.status === 409 ? error.message : undefined)),
  });
  const go = (next: { cible: ReferencementTarget; search: string; page: number }) => {
    const query = new URLSearchParams();
    if (next.cible !== 'produit') query.set('pages', next.cible);
    if (next.search) query.set('search', next.search);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <AdminReferencementPage
      {...toolbar}
      cible={cible}
      search={search}
      onFilterChange={(nextCible, text) => go({ cible: nextCible, search: text.trim(), page: 1 })}
      rows={toAsyncState(rows, 'Erreur lors du chargement du référencement')}
      onRetry={() => void rows.refetch()}
      onPageChange={(next) => go({ cible, search, page: next })}
      onSave={(row, input) => save.mutate({ row, input })}
    />
  );
}
