import { formatEuros, TEXT_LIMITS, type FormErrors, type Product, type ProductEdit, type ProductPage } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { CatalogueImportPanel, type CatalogueImportPanelProps } from '../CatalogueImportPanel/CatalogueImportPanel.tsx';
import { ProductEditor } from '../ProductEditor/ProductEditor.tsx';
import type { ProductPhotosProps } from '../ProductPhotos/ProductPhotos.tsx';
import * as t from '../adminTable.css.ts';
import * as s from '../adminFilters.css.ts';
import { SearchX } from 'lucide-react';

/** One product of the list edited in a dialog; the shop closes it once saved. */
interface ProductEditingProps {
  /** Id of the product whose editor is open, or null. */
  editingProductId: string | null;
  onEditingProductChange: (id: string | null) => void;
  /** The rayons a product can be filed under. */
  rayons: readonly SelectOption[];
  onSaveProduct: (id: string, edit: ProductEdit) => void;
  /** The product being saved, if any. */
  savingProductId?: string | undefined;
  /** The fields the API refused on the last save, shown beside them. */
  refusedProductFields?: FormErrors | undefined;
  /** The photos of the product being edited, with their callbacks; none, no photos field. */
  productPhotos?: ((product: Product) => ProductPhotosProps) | undefined;
}

export interface AdminCataloguePageProps extends AdminToolbarProps, CatalogueImportPanelProps, ProductEditingProps {
  search: string;
  /** A new search; the shop goes back to page 1 with it. */
  onSearchChange: (search: string) => void;
  /** The rayon the list is narrowed to (one of `rayons`), or '' for every rayon. */
  rayon: string;
  /** Another rayon chosen ('' for all); the shop goes back to page 1 with it. */
  onRayonChange: (rayon: string) => void;
  /** The list shows the archived products (« Archivés »: out of the catalogue, kept for past orders and invoices) rather than the catalogue's. */
  archived?: boolean;
  /** « En catalogue » or « Archivés » chosen; the shop goes back to page 1 with it. */
  onArchivedChange?: (archived: boolean) => void;
  /** « Restaurer » pressed on an archived product: back in the catalogue. */
  onRestoreProduct?: (product: Product) => void;
  /** The archived product being restored, if any. */
  restoringProductId?: string | undefined;
  products: AsyncState<ProductPage>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Whether the member's role may create a product: then « Nouveau produit » leads to /admin/catalogue/nouveau. */
  canCreateProduct?: boolean;
}

const ALL_RAYONS = '';
const LIST_OPTIONS = [
  { id: 'catalogue', label: 'En catalogue' },
  { id: 'archives', label: 'Archivés' },
];

/** /admin/catalogue: the products searched, narrowed to a rayon and paged by the server, and the CSV import. */
export function AdminCataloguePage({
  search,
  onSearchChange,
  rayon,
  onRayonChange,
  products,
  page,
  pageSize,
  onPageChange,
  onRetry,
  state,
  onFileChosen,
  onApply,
  mapping,
  editingProductId,
  onEditingProductChange,
  rayons,
  onSaveProduct,
  savingProductId,
  refusedProductFields,
  productPhotos,
  canCreateProduct = false,
  archived = false,
  onArchivedChange,
  onRestoreProduct,
  restoringProductId,
  ...toolbar
}: AdminCataloguePageProps) {
  const editing = products.status === 'ready' ? products.data.products.find((product) => product.id === editingProductId) : undefined;
  const columns: TableColumn<Product>[] = [
    { header: 'Référence', cell: (product) => product.reference ?? product.id },
    {
      header: 'Désignation',
      cell: (product) => (
        <>
          {product.name}
          {product.brand && <span className={t.muted}>{product.brand}</span>}
        </>
      ),
    },
    { header: 'Rayon', cell: (product) => product.category },
    { header: 'Prix HT', align: 'end', cell: (product) => formatEuros(product.price) },
    { header: 'Stock', align: 'end', cell: (product) => ((product.stock ?? 0) > 0 ? product.stock : <Chip label="Rupture" tone="error" />) },
    {
      header: 'Action',
      cell: (product) =>
        archived ? (
          <Button
            variant="secondary"
            size="small"
            isDisabled={restoringProductId === product.id}
            onPress={() => onRestoreProduct?.(product)}
            aria-label={`Restaurer ${product.reference ?? product.id}`}
          >
            Restaurer
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="small"
            isDisabled={savingProductId === product.id}
            onPress={() => onEditingProductChange(product.id)}
            aria-label={`Modifier ${product.reference ?? product.id}`}
          >
            Modifier
          </Button>
        ),
    },
  ];
  return (
    <AdminLayout
      title="Catalogue"
      action={
        canCreateProduct && (
          <LinkButton href="/admin/catalogue/nouveau" variant="primary" size="small">
            Nouveau produit
          </LinkButton>
        )
      }
      {...toolbar}
    >
      <CatalogueImportPanel state={state} onFileChosen={onFileChosen} onApply={onApply} mapping={mapping} />
      <Card>
        <div className={s.filters} role="search" aria-label="Rechercher dans le catalogue">
          <SearchField
            label="Rechercher un produit"
            placeholder="Référence, désignation, marque, EAN"
            maxLength={TEXT_LIMITS.line}
            defaultValue={search}
            onSubmit={onSearchChange}
            onClear={() => onSearchChange('')}
          />
          {onArchivedChange && (
            <Select label="Produits" options={LIST_OPTIONS} value={archived ? 'archives' : 'catalogue'} onChange={(id) => onArchivedChange(id === 'archives')} />
          )}
          {!archived && <Select label="Rayon" options={[{ id: ALL_RAYONS, label: 'Tous' }, ...rayons]} value={rayon} onChange={(id) => onRayonChange(id ?? ALL_RAYONS)} />}
        </div>
      </Card>
      <AdminTable
        state={products}
        onRetry={onRetry}
        loadingLabel="Chargement des produits..."
        empty={{ icon: SearchX, title: search ? `Aucun produit trouvé pour "${search}"` : archived ? 'Aucun produit archivé' : rayon ? 'Aucun produit dans ce rayon' : 'Aucun produit' }}
        label={archived ? 'Produits archivés' : 'Produits'}
        columns={columns}
        rows={(result) => result.products}
        rowKey={(product) => product.id}
        pagination={(result) => <Paginator page={page} pageSize={pageSize} total={result.total} onPageChange={onPageChange} label="Pages du catalogue" />}
      />
      <Dialog title={editing ? `Produit ${editing.reference ?? editing.id}` : 'Produit'} isOpen={editing !== undefined} onOpenChange={(open) => !open && onEditingProductChange(null)}>
        {editing && (
          <ProductEditor
            key={editing.id}
            product={editing}
            rayons={rayons}
            isSaving={savingProductId === editing.id}
            refusedFields={refusedProductFields}
            photos={productPhotos?.(editing)}
            onSave={(edit) => onSaveProduct(editing.id, edit)}
          />
        )}
      </Dialog>
    </AdminLayout>
  );
}
