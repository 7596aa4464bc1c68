import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_ACCOUNT_SNACKBARS, type ProductEdit } from '@otech/domain';
import { AdminCataloguePage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { refusedFields } from '../../app/refusedFields.ts';
import { notify } from '../../app/snackbar.ts';
import { catalogueKeys, categoriesQuery } from '../catalogue/index.ts';
import { saveAdminProduct, type AdminProductList } from './api.ts';
import { ADMIN_PRODUCTS_PAGE_SIZE, adminKeys, adminProductsQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useCatalogueImport } from './useCatalogueImport.ts';
import { useProductPhotos } from './useProductPhotos.ts';
import { useStaffCan } from './useStaffCan.ts';

/** The search, rayon and page of the product list, in the URL (?search=…&rayon=vp&page=2). */
function readListParams(params: URLSearchParams): AdminProductList {
  const page = Number(params.get('page'));
  return { search: (params.get('search') ?? '').trim(), rayon: (params.get('rayon') ?? '').trim(), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

const listSearch = ({ search, rayon, page }: AdminProductList) =>
  new URLSearchParams([...(search ? [['search', search]] : []), ...(rayon ? [['rayon', rayon]] : []), ...(page > 1 ? [['page', String(page)]] : [])]);

/** /admin/catalogue: the products, each editable, and a CSV import checked by a dry run before it is applied. */
export function AdminCatalogueRoute() {
  const toolbar = useAdminToolbar();
  const canCreateProduct = useStaffCan('catalogue.edit');
  const [params, setParams] = useSearchParams();
  const list = readListParams(params);
  const { search, rayon, page } = list;
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

  return (
    <AdminCataloguePage
      {...toolbar}
      search={search}
      onSearchChange={(next) => setParams(listSearch({ ...list, search: next.trim(), page: 1 }))}
      rayon={rayon}
      onRayonChange={(next) => setParams(listSearch({ ...list, rayon: next, page: 1 }))}
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
