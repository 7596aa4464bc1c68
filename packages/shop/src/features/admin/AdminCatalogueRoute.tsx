import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_ACCOUNT_SNACKBARS, type CatalogueImportResult, type ProductEdit } from '@otech/domain';
import { AdminCataloguePage, type CatalogueImportState } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { ApiError } from '../../app/http.ts';
import { refusedFields } from '../../app/refusedFields.ts';
import { notify } from '../../app/snackbar.ts';
import { catalogueKeys, rayonsQuery } from '../catalogue/index.ts';
import { importCatalogueCsv, saveAdminProduct } from './api.ts';
import { ADMIN_PRODUCTS_PAGE_SIZE, adminKeys, adminProductsQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

const IMPORT_FAILED = "Erreur lors de l'import du catalogue";

/** The search and page of the product list, in the URL (?search=…&page=2). */
function readListParams(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return { search: (params.get('search') ?? '').trim(), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

const listSearch = (search: string, page: number) => new URLSearchParams([...(search ? [['search', search]] : []), ...(page > 1 ? [['page', String(page)]] : [])]);

/** What the import panel shows: the request under way, its failure, or the last report. */
function importState(
  run: { isPending: boolean; variables: { chosen: File; apply: boolean } | undefined; error: Error | null },
  report: CatalogueImportResult | null,
): CatalogueImportState {
  if (run.isPending && run.variables) {
    return run.variables.apply && report ? { status: 'applying', report } : { status: 'previewing', fileName: run.variables.chosen.name };
  }
  if (run.error) return { status: 'error', message: run.error instanceof ApiError ? run.error.message : IMPORT_FAILED };
  return report ? { status: 'ready', report } : { status: 'idle' };
}

/** /admin/catalogue: the products, and a CSV import checked by a dry run before it is applied. */
export function AdminCatalogueRoute() {
  const toolbar = useAdminToolbar();
  const [params, setParams] = useSearchParams();
  const { search, page } = readListParams(params);
  const queryClient = useQueryClient();
  const products = useQuery(adminProductsQuery(search, page));
  // Every product list, the storefront's too, shows what was changed.
  const refreshProducts = () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), queryClient.invalidateQueries({ queryKey: catalogueKeys.all })]);
  const [file, setFile] = useState<File | null>(null);
  // The dry run's report stays on screen while the same file is applied.
  const [report, setReport] = useState<CatalogueImportResult | null>(null);
  const run = useMutation({
    mutationFn: ({ chosen, apply }: { chosen: File; apply: boolean }) => importCatalogueCsv(chosen, apply),
    onSuccess: async (answer) => {
      setReport(answer);
      if (answer.applied) await refreshProducts();
    },
  });

  const state = importState(run, report);

  const rayons = useQuery(rayonsQuery());
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
      onSearchChange={(next) => setParams(listSearch(next.trim(), 1))}
      products={toAsyncState(products, 'Erreur lors du chargement des produits')}
      page={page}
      pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
      onPageChange={(next) => setParams(listSearch(search, next))}
      onRetry={() => void products.refetch()}
      state={state}
      onFileChosen={(chosen) => {
        setFile(chosen);
        setReport(null);
        run.mutate({ chosen, apply: false });
      }}
      onApply={() => file && run.mutate({ chosen: file, apply: true })}
      editingProductId={editingProductId}
      onEditingProductChange={(id) => {
        saveProduct.reset();
        setEditingProductId(id);
      }}
      rayons={(rayons.data ?? []).map((rayon) => ({ id: rayon.nom_du_rayon, label: rayon.libelle }))}
      onSaveProduct={(id, edit) => saveProduct.mutate({ id, edit })}
      savingProductId={saveProduct.isPending ? saveProduct.variables.id : undefined}
      refusedProductFields={refusedFields(saveProduct.error)}
    />
  );
}
