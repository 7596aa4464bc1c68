import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartItemQuantity } from '@otech/ui';
import { cartItems } from '../fixtures/cart.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartItemQuantityUsage } from '../usage/cartGuidance.ts';

const [battery, charger] = cartItems as [(typeof cartItems)[0], (typeof cartItems)[0]];

const meta = {
  title: 'Cart/CartItemQuantity',
  tags: ['stable'],
  component: CartItemQuantity,
  parameters: usageDocs(cartItemQuantityUsage),
  args: { item: battery, onQuantityChange: fn() },
} satisfies Meta<typeof CartItemQuantity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: `Quantité de ${battery.product.name}` })).toHaveValue(2);
    await userEvent.click(canvas.getByRole('button', { name: /^Diminuer la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(battery.id, 1);
  },
};

// Minus at 1 hands over 0, which removes the line (spec 1 §4, spec 2 §4).
export const AtOne: Story = {
  args: { item: { ...battery, quantity: 1 } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Diminuer la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(battery.id, 0);
  },
};

// Capped at the stock, plus stops there (4 chargers left); uncapped (/panier) it does not.
export const CappedAtStock: Story = {
  args: { item: { ...charger, quantity: 4 }, capsAtStock: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Augmenter la quantité/ })).toBeDisabled();
  },
};

export const Uncapped: Story = {
  args: { item: { ...charger, quantity: 4 } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Augmenter la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(charger.id, 5);
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toBeDisabled();
  },
};
