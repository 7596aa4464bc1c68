import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatEuros } from '@otech/domain';
import { Button, CartSummary } from '@otech/ui';
import { cartItems } from '../fixtures/cart.ts';

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  args: { items: cartItems },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (canvasElement: HTMLElement, term: string | RegExp) =>
  within(canvasElement).getByText(term).nextElementSibling?.textContent;

// Spec 1 §9: HT = 2 x 89,90 + 69 (custom price) + 3 x 54,99 = 413,77; TVA 20 %; TTC = HT x 1,2.
export const ThreeLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
    await expect(amountOf(canvasElement, 'Total HT')).toBe(formatEuros(413.77));
    await expect(amountOf(canvasElement, /^TVA \(20\s%\)$/)).toBe(formatEuros(82.75));
    await expect(amountOf(canvasElement, 'Total TTC')).toBe(formatEuros(496.52));
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
