import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_PRODUCT_SEARCH_MAX, type PagedResult, type Product } from '@otech/domain';
import { AdminCataloguePage } from '@otech/ui';
import { carBattery, charger, outOfStock } from '../fixtures/products.ts';
import { mappingFields } from '../fixtures/catalogueImport.ts';
import { rayonOptions } from '../fixtures/rayons.ts';
import { atViewport } from '../storefront/viewports.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminCataloguePageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory, nothingListed, pastTheEnd } from './staffListStates.ts';

const noFilter = { search: '', rayon: '', archives: '' as const };
const pageOf = (items: Product[], total: number): PagedResult<Product> => ({ items, total, page: 1, pageSize: 20, totalPages: Math.max(1, Math.ceil(total / 20)) });

const meta = {
  title: 'Admin/AdminCataloguePage',
  tags: ['stable'],
  component: AdminCataloguePage,
  parameters: { ...usageDocs(adminCataloguePageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    filter: noFilter,
    onFilterChange: fn(),
    products: { status: 'ready', data: pageOf([carBattery, charger, outOfStock], 45) },
    page: 1,
    onPageChange: fn(),
    sort: { key: 'reference', direction: 'asc' },
    onSortChange: fn(),
    onExport: fn(),
    onRetry: fn(),
    state: { status: 'idle' },
    onFileChosen: fn(),
    onApply: fn(),
    mapping: { columns: [], fields: mappingFields, onColumnChange: fn(), onUpload: fn() },
    editingProductId: null,
    onEditingProductChange: fn(),
    rayons: rayonOptions,
    onSaveProduct: fn(),
  },
  // The shop holds which product's editor is open; here the story does.
  render: function Render(args) {
    const [editing, setEditing] = useState(args.editingProductId);
    return (
      <AdminCataloguePage
        {...args}
        editingProductId={editing}
        onEditingProductChange={(id) => {
          args.onEditingProductChange(id);
          setEditing(id);
        }}
      />
    );
  },
} satisfies Meta<typeof AdminCataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The products with price and stock, the total as the heading; search, sort, export and pages are the server's.
export const Products: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '45 produits' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Nouveau produit' })).toBeNull();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(within(canvas.getByRole('row', { name: new RegExp(outOfStock.reference ?? outOfStock.id) })).getByText('Rupture')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un produit' }), 'chargeur 12 V{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, search: 'chargeur 12 V' });
    await userEvent.click(canvas.getByRole('button', { name: 'Prix HT' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'prix', direction: 'desc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en XLSX' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('xlsx');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('heading', { name: 'Importer un fichier CSV' })).toBeVisible();
  },
};

// The Administrateur (catalogue.edit) sees « Nouveau produit », to the creation page; the page without it shows none (Products).
export const NewProductAllowed: Story = {
  args: { canCreateProduct: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Nouveau produit' })).toHaveAttribute('href', '/admin/catalogue/nouveau');
  },
};

// Logistique (stock.edit, no catalogue.edit, decision 237): each row's stock typed and saved in place; no « Modifier », « Nouveau produit » nor import.
export const StockOnly: Story = {
  args: { canEditProducts: false, onSetStock: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reference = outOfStock.reference ?? outOfStock.id;
    await expect(canvas.queryByRole('button', { name: /^Modifier / })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Importer un fichier CSV' })).toBeNull();
    const count = canvas.getByRole('textbox', { name: `Stock de ${reference}` });
    await expect(count).toHaveValue('0');
    await userEvent.clear(count);
    await userEvent.type(count, '24');
    await userEvent.click(canvas.getByRole('button', { name: `Enregistrer le stock de ${reference}` }));
    await expect(args.onSetStock).toHaveBeenCalledWith(outOfStock, 24);
  },
};

// The count being saved: its button waits, the other rows' do not.
export const StockSaving: Story = {
  args: { canEditProducts: false, onSetStock: fn(), settingStockId: charger.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Enregistrer le stock de ${charger.reference ?? charger.id}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `Enregistrer le stock de ${carBattery.reference ?? carBattery.id}` })).toBeEnabled();
  },
};

// « Produits : Archivés » lists the archived products, each with « Restaurer » and no editor.
export const ArchivedProducts: Story = {
  args: { filter: { ...noFilter, archives: '1' }, onRestoreProduct: fn(), products: { status: 'ready', data: pageOf([{ ...charger, hidden: true }], 1) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reference = charger.reference ?? charger.id;
    await expect(canvas.getByRole('table', { name: 'Produits archivés' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Modifier ${reference}` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Restaurer ${reference}` }));
    await expect(args.onRestoreProduct).toHaveBeenCalledWith({ ...charger, hidden: true });
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Produits/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'En catalogue' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(noFilter);
  },
};

export const Restoring: Story = {
  args: { filter: { ...noFilter, archives: '1' }, restoringProductId: charger.id, products: { status: 'ready', data: pageOf([{ ...charger, hidden: true }], 1) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `Restaurer ${charger.reference ?? charger.id}` })).toBeDisabled();
  },
};

// Typing is enough: the search goes to the server once typing stops, without Enter.
export const SearchOnTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Rechercher un produit' }), 'ctek');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, search: 'ctek' }));
  },
};

// A page asked past the end: the server answered its last page, and the list says which.
export const PagePastTheEnd: Story = { args: { page: 9, products: { status: 'ready', data: { ...pageOf([charger], 21), page: 2 } } }, play: pastTheEnd(9, 2) };

// Choosing a rayon narrows the list to it: a new request for the server, as a search is.
export const NarrowToARayon: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('search')).getByRole('button', { name: /Rayon/ })).toHaveTextContent('Tous');
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Rayon/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Batteries caméscopes' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, rayon: 'ca' });
  },
};

// A rayon already chosen shows, its empty list says so, and 'Tous' takes the rayon off.
export const EmptyRayon: Story = {
  args: { filter: { ...noFilter, rayon: 'vc' }, products: { status: 'ready', data: pageOf([], 0) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun produit dans ce rayon')).toBeVisible();
    await expect(within(canvas.getByRole('search')).getByRole('button', { name: /Rayon/ })).toHaveTextContent('Chargeurs');
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Rayon/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Tous' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(noFilter);
  },
};

// "Modifier" opens the product's editor; the edit is handed to the shop with the product's id.
export const EditAProduct: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier VA-B18' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Produit VA-B18' }));
    const stock = dialog.getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSaveProduct).toHaveBeenCalledWith('VA-B18', expect.objectContaining({ name: carBattery.name, stock: 40, price: 89.9 }));
  },
};

// A refused save keeps the editor open with the refused field's French message beside it.
export const ProductSaveRefused: Story = {
  args: { editingProductId: 'VA-B18', refusedProductFields: { ean: 'EAN invalide : 8 ou 13 chiffres avec une clé de contrôle valide' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Produit VA-B18' }));
    await expect(dialog.getByRole('textbox', { name: 'EAN' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('EAN invalide : 8 ou 13 chiffres avec une clé de contrôle valide')).toBeVisible();
  },
};

// The editor's photos field: the view the file is chosen for is handed over with the product's id.
const photoChange = fn();
export const ProductPhotosReplaced: Story = {
  args: {
    editingProductId: 'VA-B18',
    productPhotos: (product) => ({ photos: { av: null, ar: null }, onReplace: (view, file) => photoChange(product.id, view, file), onRemove: fn() }),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Produit VA-B18' }));
    const file = new File(['jpeg'], 'face.jpg', { type: 'image/jpeg' });
    await userEvent.upload(dialog.getByLabelText('Fichier Face (AV)'), file);
    await expect(photoChange).toHaveBeenCalledWith(carBattery.id, 'av', file);
  },
};

export const NoMatch: Story = { args: { filter: { ...noFilter, search: 'zzz' }, products: { status: 'ready', data: pageOf([], 0) } }, play: nothingListed('Aucun produit trouvé pour "zzz"') };

export const Loading: Story = loadingStory('products', 'Chargement des produits...');

export const LoadError: Story = loadErrorStory('products', 'Erreur lors du chargement des produits');

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  },
};

// The search stops at what GET /admin/products accepts.
export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Rechercher un produit' }), ADMIN_PRODUCT_SEARCH_MAX]]);
  },
};
