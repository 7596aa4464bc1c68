import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActiveFiltersBar } from '@otech/ui';
import { categories } from '../fixtures/products.ts';
import { usageDocs } from '../usage/usage.ts';
import { activeFiltersBarUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/ActiveFiltersBar',
  tags: ['stable'],
  component: ActiveFiltersBar,
  parameters: usageDocs(activeFiltersBarUsage),
  args: {
    filters: { search: 'varta', category: 'vp', inStockOnly: true },
    categories,
    isOnline: true,
    onFiltersChange: fn(),
    onClearAll: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof ActiveFiltersBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('En ligne');
    await expect(within(canvas.getByRole('list', { name: 'Filtres actifs' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Recherche : varta' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ search: '' });
    await userEvent.click(canvas.getByRole('button', { name: 'Tout effacer' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Actualiser' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const NoFilters: Story = {
  args: { filters: { search: '', category: 'all' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Filtres actifs' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Tout effacer' })).toBeNull();
  },
};

export const Offline: Story = {
  args: { isOnline: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hors ligne');
  },
};

export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Actualiser' })).toBeDisabled();
  },
};
