import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartAdvantages } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { cartAdvantagesUsage } from '../usage/cartGuidance.ts';

const meta = {
  title: 'Cart/CartAdvantages',
  tags: ['stable'],
  component: CartAdvantages,
  parameters: usageDocs(cartAdvantagesUsage),
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
} satisfies Meta<typeof CartAdvantages>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §2: free delivery from 500 euros, technical support, manufacturer warranty, payment at 30 days.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Livraison gratuite à partir de 500€',
      'Support technique inclus',
      'Garantie fabricant',
      'Paiement à 30 jours',
    ]);
  },
};
