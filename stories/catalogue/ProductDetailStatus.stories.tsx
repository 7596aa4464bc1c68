import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductDetailStatus } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { productDetailStatusUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/ProductDetailStatus',
  tags: ['stable'],
  component: ProductDetailStatus,
  args: { state: { status: 'loading' }, onRetry: fn(), backHref: '/products' },
  parameters: { ...usageDocs(productDetailStatusUsage), layout: 'fullscreen' },
} satisfies Meta<typeof ProductDetailStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement du produit...' })).toBeVisible();
  },
};

// Spec 1 §2: "Produit non trouvé", its text and a back button.
export const NotFound: Story = {
  args: { state: loaded(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Produit non trouvé' })).toBeVisible();
    await expect(canvas.getByText("Le produit que vous recherchez n'existe pas ou a été supprimé.")).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Retour aux produits' }));
    await expect(navigated).toHaveBeenCalledWith('/products');
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Erreur lors du chargement du produit' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement du produit');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
