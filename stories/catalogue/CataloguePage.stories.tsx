import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CataloguePage } from '@otech/ui';
import { brands, categories, productPage } from '../fixtures/products.ts';
import { atViewport } from '../storefront/viewports.ts';
import { loaded } from '../fixtures/asyncState.ts';
import { usageDocs } from '../usage/usage.ts';
import { cataloguePageUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/CataloguePage',
  tags: ['stable'],
  component: CataloguePage,
  args: {
    filters: { search: '', category: 'all', sort: 'name' },
    page: 1,
    results: loaded({ products: productPage(12), total: 30 }),
    onRetry: fn(),
    categories,
    brands,
    onFiltersChange: fn(),
    onPageChange: fn(),
    productHref: (product) => `/produit/${product.id}`,
    onAddToCart: fn(),
  },
  parameters: { ...usageDocs(cataloguePageUsage), layout: 'fullscreen' },
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Catalogue de Batteries' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('30 produit(s) trouvé(s)');
    await expect(within(canvas.getByRole('list', { name: 'Produits' })).getAllByRole('article')).toHaveLength(12);
    const paginator = within(canvas.getByRole('navigation', { name: 'Pages du catalogue' }));
    await expect(paginator.getByText('1 - 12 sur 30')).toBeVisible();
    await expect(paginator.getByText('Produits par page :')).toBeVisible();
    await expect(paginator.getByRole('button', { name: 'Première page' })).toBeDisabled();
    await userEvent.click(paginator.getByRole('button', { name: 'Dernière page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(paginator.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 3, results: loaded({ products: productPage(6, 25), total: 30 }) },
  play: async ({ canvasElement }) => {
    const paginator = within(within(canvasElement).getByRole('navigation', { name: 'Pages du catalogue' }));
    await expect(paginator.getByText('25 - 30 sur 30')).toBeVisible();
    await expect(paginator.getByRole('button', { name: 'Dernière page' })).toBeDisabled();
  },
};

// Spec 1 §2: the active search shows as a removable chip.
export const ActiveSearch: Story = {
  args: { filters: { search: 'Varta', category: 'v', sort: 'name' }, results: loaded({ products: productPage(3), total: 3 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 produit(s) trouvé(s)');
    await expect(canvas.getByText('Recherche : Varta')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Recherche : Varta' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ search: '' });
  },
};

export const FilterChange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Catégorie' }), 'Piles');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ category: 'vp' });
  },
};

// Each search is a new page the shop draws: typing runs nothing until Enter, so no page lands under a typist.
export const SearchOnEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Rechercher un produit' });
    await userEvent.type(box, 'lithium');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ search: 'lithium' });
  },
};

// A link carrying advanced filters opens the advanced panel.
export const AdvancedFilters: Story = {
  args: { filters: { search: '', category: 'all', brand: 'Varta', inStockOnly: true, sort: 'price-asc' }, results: loaded({ products: productPage(4), total: 4 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'En stock uniquement' })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { results: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Chargement des produits...' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Produits' })).toBeNull();
  },
};

// A failed load says so and offers "Réessayer"; it never reads as "0 produit(s) trouvé(s)".
export const LoadError: Story = {
  args: { results: { status: 'error', message: 'Erreur lors du chargement des produits' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des produits');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

// An empty result always has a way out: clearing the filters, the sort kept.
export const Empty: Story = {
  args: { filters: { search: 'zzz', category: 'vc', model: 'XX', sort: 'price-asc' }, results: loaded({ products: [], total: 0 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 produit(s) trouvé(s)');
    await expect(canvas.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages du catalogue' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer les filtres' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: undefined, category: undefined, model: undefined }));
    await expect(args.onFiltersChange).not.toHaveBeenLastCalledWith(expect.objectContaining({ sort: expect.anything() }));
  },
};

// An empty catalogue with no filter in force has nothing to clear.
export const EmptyCatalogue: Story = {
  args: { results: loaded({ products: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Effacer les filtres' })).toBeNull();
  },
};

export const Phone: Story = { ...atViewport('phone') };
