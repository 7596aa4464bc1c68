import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ACCOUNT_SNACKBARS, ADMIN_PRODUCT_DEFAULT_SORT, ADMIN_PRODUCT_SORT_KEYS, type Product, type ProductEdit } from '@otech/domain';
import { AdminCataloguePage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { refusedFields } from '../../app/refusedFields.ts';
import { notify } from '../../app/snackbar.ts';
import { catalogueKeys, categoriesQuery } from '../catalogue/index.ts';
import { ApiError } from '../../app/http.ts';
import { restoreAdminProduct, saveAdminProduct, setAdminProductStock } from './api.ts';
import { productFilterParams, readProductFilter } from './productListUrl.ts';
import { adminKeys, adminProductsQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useCatalogueImport } from './useCatalogueImport.ts';
import { useStaffList } from './useStaffList.ts';
import { useProductPhotos } from './useProductPhotos.ts';
import { useStaffCan } from './useStaffCan.ts';

/** /admin/catalogue: the products searched, filtered, sorted and paged by the API from the URL, each editable, exported; and a CSV import checked by a dry run before it is applied. */
export function AdminCatalogueRoute() {
  const toolbar = useAdminToolbar();
  const can = useStaffCan();
  // Logistique reads the list to count the stock: no product's editor, restore nor import (decision 237).
  const canEditProducts = can('catalogue.edit');
  const { request, page, props, listExport } = useStaffList({
    sortKeys: ADMIN_PRODUCT_SORT_KEYS,
    defaultSort: ADMIN_PRODUCT_DEFAULT_SORT,
    url: { read: readProductFilter, params: productFilterParams },
    exportFrom: { path: '/admin/products/export', name: 'produits' },
  });
  const products = useQuery(adminProductsQuery(request, page));
  const queryClient = useQueryClient();
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
    // A 409 names why (an import gave its reference to another product): shown as the API words it.
    onError: (error) => notify(ADMIN_ACCOUNT_SNACKBARS.productRestoreFailed(error instanceof ApiError ? error.message : undefined)),
  });

  const setStock = useMutation({
    mutationFn: ({ product, stock }: { product: Product; stock: number }) => setAdminProductStock(product.id, stock),
    onSuccess: async (saved) => {
      notify(ADMIN_ACCOUNT_SNACKBARS.stockSaved(saved.reference ?? saved.id, saved.stock ?? 0));
      await refreshProducts();
    },
    onError: () => notify(ADMIN_ACCOUNT_SNACKBARS.stockSaveFailed),
  });

  return (
    <AdminCataloguePage
      {...toolbar}
      {...props}
      {...listExport}
      products={toAsyncState(products, 'Erreur lors du chargement des produits')}
      onRetry={() => void products.refetch()}
      onRestoreProduct={canEditProducts ? (product) => restoreProduct.mutate(product) : undefined}
      restoringProductId={restoreProduct.isPending ? restoreProduct.variables.id : undefined}
      canCreateProduct={canEditProducts}
      canEditProducts={canEditProducts}
      // Who edits products sets the stock in the product's dialog; a row's count is for who may only count (decision 237).
      onSetStock={can('stock.edit') && !canEditProducts ? (product, stock) => setStock.mutate({ product, stock }) : undefined}
      settingStockId={setStock.isPending ? setStock.variables.product.id : undefined}
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
    />
  );
}
