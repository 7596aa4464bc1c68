import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ACCOUNT_SNACKBARS, type NomenclatureInput } from '@otech/domain';
import { AdminNomenclaturesPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { saveNomenclature } from './api.ts';
import { adminKeys, nomenclaturesQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** /admin/nomenclatures: the packs' bills of materials and their cost, edited one at a time. */
export function AdminNomenclaturesRoute() {
  const toolbar = useAdminToolbar();
  const nomenclatures = useQuery(nomenclaturesQuery());
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string; input: NomenclatureInput }) => saveNomenclature(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.nomenclatures() });
      notify(ADMIN_ACCOUNT_SNACKBARS.nomenclatureSaved);
    },
    onError: () => notify(ADMIN_ACCOUNT_SNACKBARS.nomenclatureSaveFailed),
  });
  return (
    <AdminNomenclaturesPage
      {...toolbar}
      nomenclatures={toAsyncState(nomenclatures, 'Erreur lors du chargement des nomenclatures')}
      onRetry={() => void nomenclatures.refetch()}
      onSave={(id, input) => save.mutate({ id, input })}
      savingId={save.isPending ? save.variables.id : undefined}
    />
  );
}
