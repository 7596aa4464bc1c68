import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartItemRemoveButton } from '@otech/ui';
import { cartItems } from '../fixtures/cart.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartItemRemoveButtonUsage } from '../usage/cartGuidance.ts';

const [battery] = cartItems as [(typeof cartItems)[0]];

const meta = {
  title: 'Cart/CartItemRemoveButton',
  tags: ['stable'],
  component: CartItemRemoveButton,
  parameters: usageDocs(cartItemRemoveButtonUsage),
  args: { item: battery, onRemove: fn() },
} satisfies Meta<typeof CartItemRemoveButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: `Supprimer ${battery.product.name}` });
    await expect(button).toHaveTextContent('Supprimer');
    await userEvent.click(button);
    await expect(args.onRemove).toHaveBeenCalledWith(battery.id);
  },
};

// In the narrow sidebar only the bin shows; the button keeps its name.
export const IconOnly: Story = {
  args: { iconOnly: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: `Supprimer ${battery.product.name}` });
    await expect(button).toHaveTextContent('');
    await userEvent.click(button);
    await expect(args.onRemove).toHaveBeenCalledWith(battery.id);
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `Supprimer ${battery.product.name}` })).toBeDisabled();
  },
};
