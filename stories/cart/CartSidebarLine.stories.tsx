import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatEuros } from '@otech/domain';
import { CartSidebarLine } from '@otech/ui';
import { cartItems } from '../fixtures/cart.ts';
import { asShown } from '../fixtures/text.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartSidebarLineUsage } from '../usage/cartGuidance.ts';

const [battery, charger] = cartItems as [(typeof cartItems)[0], (typeof cartItems)[0]];

const meta = {
  title: 'Cart/CartSidebarLine',
  tags: ['stable'],
  component: CartSidebarLine,
  parameters: usageDocs(cartSidebarLineUsage),
  args: { item: battery, onQuantityChange: fn(), onRemove: fn() },
  // A line is a list item of the sidebar's list.
  decorators: [(Story) => <ul style={{ maxWidth: 320, listStyle: 'none', padding: 0 }}>{Story()}</ul>],
} satisfies Meta<typeof CartSidebarLine>;

export default meta;
type Story = StoryObj<typeof meta>;

// toHaveTextContent folds every space, the no-break ones of French amounts too.
const euros = (amount: number) => asShown(formatEuros(amount));

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const line = within(within(canvasElement).getByRole('listitem'));
    await expect(line.getByText(battery.product.name)).toBeVisible();
    await expect(canvasElement).toHaveTextContent(euros(179.8));
    await userEvent.click(line.getByRole('button', { name: /^Augmenter la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(battery.id, 3);
    await userEvent.click(line.getByRole('button', { name: `Supprimer ${battery.product.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(battery.id);
  },
};

// Spec 2 §4: decreasing to 0 removes the item, so minus at 1 hands over 0.
export const MinusAtOneRemoves: Story = {
  args: { item: { ...battery, quantity: 1 } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Diminuer la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(battery.id, 0);
  },
};

// Spec 2 §2.4: plus is disabled once the quantity reaches the stock (4 chargers left).
export const AtStock: Story = {
  args: { item: { ...charger, quantity: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Augmenter la quantité/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Diminuer la quantité/ })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Supprimer ${battery.product.name}` })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};

// The user dashboard's cart (spec 2 §2.4): minus is disabled at 1.
export const MinusStopsAtOne: Story = {
  args: { item: { ...battery, quantity: 1 }, minusStopsAtOne: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Diminuer la quantité/ })).toBeDisabled();
  },
};
