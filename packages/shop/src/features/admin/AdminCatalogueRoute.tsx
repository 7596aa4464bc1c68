import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_ACCOUNT_SNACKBARS, ADMIN_PRODUCTS_PAGE_SIZE, type Product, type ProductEdit } from '@otech/domain';
import { AdminCataloguePage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { refusedFields } from '../../app/refusedFields.ts';
import { notify } from '../../app/snackbar.ts';
import { catalogueKeys, categoriesQuery } from '../catalogue/index.ts';
import { ApiError } from '../../app/http.ts';
import { restoreAdminProduct, saveAdminProduct, type AdminProductList } from './api.ts';
import { adminKeys, adminProductsQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useCatalogueImport } from './useCatalogueImport.ts';
import { useProductPhotos } from './useProductPhotos.ts';
import { useStaffCan } from './useStaffCan.ts';

/** The search, rayon, « Archivés » and page of the product list, in the URL (?search=…&rayon=vp&archives=1&page=2). */
function readListParams(params: URLSearchParams): AdminProductList {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    rayon: (params.get('rayon') ?? '').trim(),
    archived: params.get('archives') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const listSearch = ({ search, rayon, archived, page }: AdminProductList) =>
  new URLSearchParams([
    ...(search ? [['search', search]] : []),
    ...(rayon ? [['rayon', rayon]] : []),
    ...(archived ? [['archives', '1']] : []),
    ...(page > 1 ? [['page', String(page)]] : []),
  ]);

/** /admin/catalogue: the products, each editable, and a CSV import checked by a dry run before it is applied. */
export function AdminCatalogueRoute() {
  const toolbar = useAdminToolbar();
  const canCreateProduct = useStaffCan('catalogue.edit');
  const [params, setParams] = useSearchParams();
  const list = readListParams(params);
  const { search, rayon, archived, page } = list;
  const queryClient = useQueryClient();
  const products = useQuery(adminProductsQuery(list));
  // Every product list, the storefront's too, shows what was changed.
  const refreshProducts = () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), queryClient.invalidateQueries({ queryKey: catalogueKeys.all })]);
  const catalogueImport = useCatalogueImport(refreshProducts);
  const productPhotos = useProductPhotos(refreshProducts);

  const rayons = useQuery(categoriesQuery());
  const [editingProductId, setEditingProductId] = useState<string | null>(null);
  const saveProduct = useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: ProductEdit }) => saveAdminProduct(id, edit),
    onSuccess: async (saved) => {
      setEditingProductId(null);
      notify(ADMIN_ACCOUNT_SNACKBARS.productSaved(saved.reference));
      await refreshProducts();
    },
    onError: () => notify(ADMIN_ACCOUNT_SNACKBARS.productSaveFailed),
  });
  const restoreProduct = useMutation({
    mutationFn: (product: Product) => restoreAdminProduct(product.id),
    onSuccess: async (_, product) => {
      notify(ADMIN_ACCOUNT_SNACKBARS.productRestored(product.reference ?? product.id));
      await refreshProducts();
    },
    // A 409 names why (another product took its reference): shown as the API words it.
    onError: (error) => notify(ADMIN_ACCOUNT_SNACKBARS.productRestoreFailed(error instanceof ApiError ? error.message : undefined)),
  });

  return (
    <AdminCataloguePage
      {...toolbar}
      search={search}
      onSearchChange={(next) => setParams(listSearch({ ...list, search: next.trim(), page: 1 }))}
      rayon={rayon}
      onRayonChange={(next) => setParams(listSearch({ ...list, rayon: next, page: 1 }))}
      archived={archived}
      onArchivedChange={(next) => setParams(listSearch({ ...list, archived: next, rayon: '', page: 1 }))}
      onRestoreProduct={(product) => restoreProduct.mutate(product)}
      restoringProductId={restoreProduct.isPending ? restoreProduct.variables.id : undefined}
      products={toAsyncState(products, 'Erreur lors du chargement des produits')}
      page={page}
      pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
      onPageChange={(next) => setParams(listSearch({ ...list, page: next }))}
      onRetry={() => void products.refetch()}
      {...catalogueImport}
      editingProductId={editingProductId}
      onEditingProductChange={(id) => {
        saveProduct.reset();
        setEditingProductId(id);
      }}
      rayons={(rayons.data ?? []).map((rayon) => ({ id: rayon.nom_du_rayon, label: rayon.libelle }))}
      onSaveProduct={(id, edit) => saveProduct.mutate({ id, edit })}
      savingProductId={saveProduct.isPending ? saveProduct.variables.id : undefined}
      refusedProductFields={refusedFields(saveProduct.error)}
      productPhotos={productPhotos}
      canCreateProduct={canCreateProduct}
    />
  );
}
