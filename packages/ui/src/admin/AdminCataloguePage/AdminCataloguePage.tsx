import { ADMIN_PRODUCT_SEARCH_MAX, formatEuros, type AdminProductFilter, type FormErrors, type PagedResult, type Product, type ProductEdit } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { AdminListPage, type StaffListProps } from '../AdminListPage/AdminListPage.tsx';
import { staffListBindings } from '../AdminListPage/staffListBindings.ts';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import { CatalogueImportPanel, type CatalogueImportPanelProps } from '../CatalogueImportPanel/CatalogueImportPanel.tsx';
import { ProductEditor } from '../ProductEditor/ProductEditor.tsx';
import { StockCountForm } from '../StockCountForm/StockCountForm.tsx';
import type { ProductPhotosProps } from '../ProductPhotos/ProductPhotos.tsx';
import * as t from '../adminTable.css.ts';
import { SearchX } from 'lucide-react';

/** One product of the list edited in a dialog; the shop closes it once saved. */
interface ProductEditingProps {
  /** Id of the product whose editor is open, or null. */
  editingProductId: string | null;
  /** A product's editor opened (its id) or closed (null): the URL keeps which one. */
  onEditingProductChange: (id: string | null) => void;
  /** The rayons a product can be filed under. */
  rayons: readonly SelectOption[];
  /** "Enregistrer" in a product's editor: its id and the fields changed (prices HT in euros). */
  onSaveProduct: (id: string, edit: ProductEdit) => void;
  /** The product being saved, if any. */
  savingProductId?: string | undefined;
  /** The fields the API refused on the last save, shown beside them. */
  refusedProductFields?: FormErrors | undefined;
  /** The photos of the product being edited, with their callbacks; none, no photos field. */
  productPhotos?: ((product: Product) => ProductPhotosProps) | undefined;
}

export interface AdminCataloguePageProps extends StaffListProps<AdminProductFilter>, CatalogueImportPanelProps, ProductEditingProps {
  /** The page of products the server answered for the filter and sort (the archived ones under « Archivés » only). */
  products: AsyncState<PagedResult<Product>>;
  /** « Restaurer » pressed on an archived product: back in the catalogue. */
  onRestoreProduct?: (product: Product) => void;
  /** The archived product being restored, if any. */
  restoringProductId?: string | undefined;
  /** Whether the member's role may create a product: then « Nouveau produit » leads to /admin/catalogue/nouveau. */
  canCreateProduct?: boolean;
  /** Whether the member's role may edit products (catalogue.edit): else no « Modifier », « Restaurer » nor import (Logistique, decision 237). Default true. */
  canEditProducts?: boolean;
  /** A product's stock typed and saved in its row (stock.edit, Logistique's count): its new stock in units. None, the stock is only shown. */
  onSetStock?: ((product: Product, stock: number) => void) | undefined;
  /** The product whose stock is being saved, if any. */
  settingStockId?: string | undefined;
}

const ALL_RAYONS = '';
const LIST_OPTIONS = [
  { id: '', label: 'En catalogue' },
  { id: '1', label: 'Archivés' },
];

/** /admin/catalogue: the products searched on typing, narrowed to a rayon, sorted and paged by the server, exported; each editable; and the CSV import. */
export function AdminCataloguePage({
  products,
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
  onRestoreProduct,
  restoringProductId,
  canCreateProduct = false,
  canEditProducts = true,
  onSetStock,
  settingStockId,
  ...listing
}: AdminCataloguePageProps) {
  const { filter, onFilterChange } = listing;
  const archived = filter.archives === '1';
  const editing = products.status === 'ready' ? products.data.items.find((product) => product.id === editingProductId) : undefined;
  const columns: TableColumn<Product>[] = [
    { header: 'Référence', sortKey: 'reference', cell: (product) => product.reference ?? product.id },
    {
      header: 'Désignation',
      sortKey: 'designation',
      cell: (product) => (
        <>
          {product.name}
          {product.brand && <span className={t.muted}>{product.brand}</span>}
        </>
      ),
    },
    { header: 'Rayon', sortKey: 'rayon', cell: (product) => product.category },
    { header: 'Prix HT', align: 'end', sortKey: 'prix', firstDirection: 'desc', cell: (product) => formatEuros(product.price) },
    {
      header: 'Stock',
      align: 'end',
      sortKey: 'stock',
      cell: (product) =>
        onSetStock && !archived ? (
          // Keyed on the stored stock: a saved or refreshed count starts the field anew.
          <StockCountForm
            key={product.stock ?? 0}
            reference={product.reference ?? product.id}
            stock={product.stock ?? 0}
            isSaving={settingStockId === product.id}
            onSave={(stock) => onSetStock(product, stock)}
          />
        ) : (product.stock ?? 0) > 0 ? (
          product.stock
        ) : (
          <Chip label="Rupture" tone="error" />
        ),
    },
  ];
  const actionColumn: TableColumn<Product> = {
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
  };
  if (canEditProducts) columns.push(actionColumn);
  return (
    <AdminListPage
      {...staffListBindings(listing, {
        search: { key: 'search', label: 'Rechercher un produit', placeholder: 'Référence, désignation, marque, EAN', maxLength: ADMIN_PRODUCT_SEARCH_MAX },
        children: (
          <>
            <Select label="Produits" options={LIST_OPTIONS} value={filter.archives} onChange={(id) => onFilterChange({ ...filter, archives: id === '1' ? '1' : '' })} />
            <Select label="Rayon" options={[{ id: ALL_RAYONS, label: 'Tous' }, ...rayons]} value={filter.rayon} onChange={(id) => onFilterChange({ ...filter, rayon: id ?? ALL_RAYONS })} />
          </>
        ),
      })}
      title="Catalogue"
      action={
        canCreateProduct && (
          <LinkButton href="/admin/catalogue/nouveau" variant="primary" size="small">
            Nouveau produit
          </LinkButton>
        )
      }
      label={archived ? 'Produits archivés' : 'Produits'}
      count={{ one: 'produit', many: 'produits' }}
      list={products}
      loadingLabel="Chargement des produits..."
      empty={{ icon: SearchX, title: filter.search ? `Aucun produit trouvé pour "${filter.search}"` : filter.rayon ? 'Aucun produit dans ce rayon' : archived ? 'Aucun produit archivé' : 'Aucun produit' }}
      columns={columns}
      rowKey={(product) => product.id}
    >
      {canEditProducts && <CatalogueImportPanel state={state} onFileChosen={onFileChosen} onApply={onApply} mapping={mapping} />}
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
    </AdminListPage>
  );
}
