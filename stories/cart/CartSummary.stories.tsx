import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentTotalsCents, formatEuros } from '@otech/domain';
import { Button, CartSummary } from '@otech/ui';
import { cartItems } from '../fixtures/cart.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartSummaryUsage } from '../usage/cartGuidance.ts';

const meta = {
  title: 'Cart/CartSummary',
  tags: ['stable'],
  component: CartSummary,
  parameters: usageDocs(cartSummaryUsage),
  args: { items: cartItems },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (canvasElement: HTMLElement, term: string | RegExp) =>
  within(canvasElement).getByText(term).nextElementSibling?.textContent;

// Spec 1 §9: HT = 2 x 89,90 + 69 (custom price) + 3 x 54,99 = 413,77; issue 21: the contribution
// 1,75 % = 7,24, TVA 20 % on 421,01 = 84,20, TTC 505,21.
export const ThreeLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
    await expect(amountOf(canvasElement, 'Total HT')).toBe(formatEuros(413.77));
    await expect(amountOf(canvasElement, /^Contribution sécurité et environnement \(1,75\s%\)$/)).toBe(formatEuros(7.24));
    await expect(amountOf(canvasElement, /^TVA \(20\s%\)$/)).toBe(formatEuros(84.2));
    await expect(amountOf(canvasElement, 'Total TTC')).toBe(formatEuros(505.21));
  },
};

// A signed-in customer's totals at today's prices (GET /api/cart/priced) win over the lines' own.
export const CustomerTotals: Story = {
  args: { totals: documentTotalsCents([{ unitPriceCents: 329, quantity: 10 }]) },
  play: async ({ canvasElement }) => {
    // 32,90 HT; contribution 0,58; TVA on 33,48 = 6,70; TTC 40,18
    await expect(amountOf(canvasElement, 'Total HT')).toBe(formatEuros(32.9));
    await expect(amountOf(canvasElement, 'Total TTC')).toBe(formatEuros(40.18));
  },
};

export const WithAction: Story = {
  args: { actions: <Button variant="accent" fullWidth>Demander un devis</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Demander un devis' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Total TTC')).toBe(formatEuros(0));
  },
};
