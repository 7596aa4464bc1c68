import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_ACCOUNT_SNACKBARS } from '@otech/domain';
import type { NewProduct, ProductEdit } from '@otech/domain';
import { AdminLayout, AsyncContent, FormNotice, LinkButton, ProductEditor } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { refusedFields } from '../../app/refusedFields.ts';
import { notify } from '../../app/snackbar.ts';
import { catalogueKeys, categoriesQuery } from '../catalogue/index.ts';
import { productQuery } from '../product/index.ts';
import { archiveAdminProduct, createAdminProduct, saveAdminProduct } from './api.ts';
import { adminKeys } from './queries.ts';
import { RecordTimelineSection } from './RecordTimelineSection.tsx';
import { useAdminToolbar } from './useAdminToolbar.ts';

/**
 * /admin/catalogue/nouveau and /admin/catalogue/{id} (issue 23): a product created, edited with
 * spec 1 §3's fields or archived, and its history.
 */
export function AdminProductRoute() {
  const toolbar = useAdminToolbar();
  const id = useParams()['id'];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rayons = useQuery(categoriesQuery());
  const product = useQuery({ ...productQuery(id ?? ''), enabled: id !== undefined });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), queryClient.invalidateQueries({ queryKey: catalogueKeys.all })]);
  const save = useMutation({
    mutationFn: (edit: ProductEdit | NewProduct) => (id === undefined ? createAdminProduct(edit as NewProduct) : saveAdminProduct(id, edit)),
    onSuccess: async (saved) => {
      notify(ADMIN_ACCOUNT_SNACKBARS.productSaved(saved.reference));
      await refresh();
      if (id === undefined) void navigate(`/admin/catalogue/${encodeURIComponent(saved.id)}`);
      else await queryClient.invalidateQueries({ queryKey: productQuery(id).queryKey });
    },
  });
  const archive = useMutation({
    mutationFn: () => archiveAdminProduct(id ?? ''),
    onSuccess: async () => {
      notify(ADMIN_ACCOUNT_SNACKBARS.productArchived);
      await refresh();
      void navigate('/admin/catalogue');
    },
  });
  const options = (rayons.data ?? []).map((rayon) => ({ id: rayon.nom_du_rayon, label: rayon.libelle }));
  const editor = (shown?: Parameters<typeof ProductEditor>[0]['product']) =>
    rayons.data && (
      <ProductEditor
        key={JSON.stringify(shown ?? null)}
        product={shown}
        rayons={options}
        onSave={(edit) => save.mutate(edit)}
        isSaving={save.isPending || archive.isPending}
        refusedFields={refusedFields(save.error)}
        onArchive={shown && (() => archive.mutate())}
      />
    );
  return (
    <AdminLayout title={id === undefined ? 'Nouveau produit' : `Produit ${id}`} {...toolbar}>
      <div>
        <LinkButton href="/admin/catalogue" variant="secondary" size="small">
          Retour au catalogue
        </LinkButton>
      </div>
      {save.isError && <FormNotice tone="error">{save.error.message}</FormNotice>}
      {id === undefined ? (
        editor()
      ) : (
        <AsyncContent state={toAsyncState(product, 'Erreur lors du chargement du produit')} onRetry={() => void product.refetch()} loadingLabel="Chargement du produit...">
          {(found) => (
            <>
              {editor(found)}
              <RecordTimelineSection recordPath={`/admin/products/${encodeURIComponent(found.id)}`} />
            </>
          )}
        </AsyncContent>
      )}
    </AdminLayout>
  );
}
