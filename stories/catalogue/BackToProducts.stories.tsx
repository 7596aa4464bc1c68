import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackToProducts } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { backToProductsUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/BackToProducts',
  tags: ['stable'],
  component: BackToProducts,
  parameters: usageDocs(backToProductsUsage),
  args: { href: '/catalogue?category=piles&page=2' },
} satisfies Meta<typeof BackToProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §2: the detail page's way back to the list it came from, a real link.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Retour aux produits' });
    await expect(link).toHaveAttribute('href', '/catalogue?category=piles&page=2');
  },
};
