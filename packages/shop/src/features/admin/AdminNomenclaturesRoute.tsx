import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ACCOUNT_SNACKBARS, type NomenclatureInput, type NomenclatureView } from '@otech/domain';
import { AdminNomenclaturesPage, NEW_NOMENCLATURE } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { refusedFields } from '../../app/refusedFields.ts';
import { notify } from '../../app/snackbar.ts';
import { createNomenclature, deleteNomenclature, saveNomenclature } from './api.ts';
import { useSettledValue } from '../../app/useSettledValue.ts';
import { adminKeys, nomenclaturePartsQuery, nomenclaturesQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

const PARTS_LOOKUP_DELAY_MS = 300;

/** /admin/nomenclatures: the packs' bills of materials and their cost, created, edited and deleted one at a time. */
export function AdminNomenclaturesRoute() {
  const toolbar = useAdminToolbar();
  const nomenclatures = useQuery(nomenclaturesQuery());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  // The references typed in the editor, looked up once typing pauses: their catalogue prices show before saving.
  const [typedReferences, setTypedReferences] = useState<string[]>([]);
  const parts = useQuery(nomenclaturePartsQuery(useSettledValue(typedReferences, PARTS_LOOKUP_DELAY_MS)));
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.nomenclatures() });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string; input: NomenclatureInput }) => (id === NEW_NOMENCLATURE ? createNomenclature(input) : saveNomenclature(id, input)),
    onSuccess: () => {
      // The editor closes only once saved: a refused save stays open with the refused fields named.
      setEditing(null);
      void refresh();
      notify(ADMIN_ACCOUNT_SNACKBARS.nomenclatureSaved);
    },
    onError: () => notify(ADMIN_ACCOUNT_SNACKBARS.nomenclatureSaveFailed),
  });
  const remove = useMutation({
    mutationFn: (bom: NomenclatureView) => deleteNomenclature(bom.id),
    onSuccess: (_answer, bom) => {
      void refresh();
      notify(ADMIN_ACCOUNT_SNACKBARS.nomenclatureDeleted(bom.designation));
    },
    onError: () => notify(ADMIN_ACCOUNT_SNACKBARS.nomenclatureDeleteFailed),
  });
  return (
    <AdminNomenclaturesPage
      {...toolbar}
      nomenclatures={toAsyncState(nomenclatures, 'Erreur lors du chargement des nomenclatures')}
      onRetry={() => void nomenclatures.refetch()}
      editing={editing}
      onEditingChange={(next) => {
        save.reset();
        setEditing(next);
      }}
      onSave={(id, input) => save.mutate({ id, input })}
      savingId={save.isPending ? save.variables.id : undefined}
      refusedFields={refusedFields(save.error)}
      catalogueParts={parts.data}
      onReferencesChange={setTypedReferences}
      onDelete={(bom) => remove.mutate(bom)}
      deletingId={remove.isPending ? remove.variables.id : undefined}
    />
  );
}
