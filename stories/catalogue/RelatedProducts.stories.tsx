import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RelatedProducts } from '@otech/ui';
import { carBattery, productPage } from '../fixtures/products.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { relatedProductsUsage } from '../usage/catalogueGuidance.ts';

const sameCategory = productPage(24).filter((product) => product.category === carBattery.category);

const meta = {
  title: 'Catalogue/RelatedProducts',
  tags: ['stable'],
  component: RelatedProducts,
  args: {
    product: carBattery,
    candidates: [carBattery, ...productPage(24)],
    productHref: (product) => `/produit/${product.id}`,
  },
  parameters: { ...usageDocs(relatedProductsUsage), layout: 'fullscreen' },
} satisfies Meta<typeof RelatedProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §2 and §9: at most 4 products of the same category, never the product itself.
export const UpToFour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Produits similaires' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(canvas.queryByRole('heading', { name: carBattery.name })).toBeNull();
    const first = sameCategory[0];
    await userEvent.click(canvas.getByRole('link', { name: `Voir ${first?.name}` }));
    await expect(navigated).toHaveBeenCalledWith(`/produit/${first?.id}`);
  },
};

export const Fewer: Story = {
  args: { candidates: sameCategory.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: /^Voir / })).toHaveLength(2);
  },
};

// No other product in the category: no empty "Produits similaires" heading, the story draws nothing.
export const NoneInCategory: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { candidates: [carBattery] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Produits similaires' })).toBeNull();
  },
};
