import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip, EmptyState, ProductResults } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { categories, productPage } from '../fixtures/products.ts';
import { SearchX } from 'lucide-react';
import { usageDocs } from '../usage/usage.ts';
import { productResultsUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/ProductResults',
  tags: ['stable'],
  component: ProductResults,
  args: {
    results: loaded({ products: productPage(8), total: 30 }),
    onRetry: fn(),
    page: 1,
    pageSize: 8,
    onPageChange: fn(),
    categories,
    onAddToCart: fn(),
    emptyState: <EmptyState icon={SearchX} title="Aucun produit trouvé" />,
  },
  parameters: { ...usageDocs(productResultsUsage), layout: 'fullscreen' },
} satisfies Meta<typeof ProductResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('30 produit(s) trouvé(s)');
    await expect(within(canvas.getByRole('list', { name: 'Produits' })).getAllByRole('article')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

// The catalogue with cart offers 8, 16 or 24 per page (spec 2 §9).
export const PageSizes: Story = {
  args: { pageSizeOptions: [8, 16, 24], onPageSizeChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Produits par page/ }), '16');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(16);
  },
};

// The catalogue puts the search in force beside the count.
export const WithSearchChip: Story = {
  args: { summaryExtra: <Chip label="Recherche : varta" tone="primary" onRemove={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Recherche : varta')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { results: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement des produits...' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { results: { status: 'error', message: 'Erreur lors du chargement des produits' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { results: loaded({ products: [], total: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 produit(s) trouvé(s)');
    await expect(canvas.getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages du catalogue' })).toBeNull();
  },
};
