import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartTotals } from '@otech/domain';
import { CartColumn, CartSidebar } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { cartItems } from '../fixtures/cart.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartColumnUsage } from '../usage/cartGuidance.ts';

const count = cartTotals(cartItems).totalItems;

const meta = {
  title: 'Cart/CartColumn',
  tags: ['stable'],
  component: CartColumn,
  parameters: usageDocs(cartColumnUsage),
  args: {
    cartCount: count,
    children: (
      <CartSidebar cart={loaded(cartItems)} onRetry={fn()} isOnline onQuantityChange={fn()} onRemove={fn()} onClear={fn()} onRequestQuote={fn()} onExport={fn()} />
    ),
  },
} satisfies Meta<typeof CartColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

// From 1024 px the cart sits beside the list, open, with no bar.
export const BesideTheList: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Mon Panier' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Panier \(/ })).toBeNull();
  },
};

// Below 1024 px: a "Panier (n)" bar, closed at first.
export const BarClosed: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Panier (${count})` })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('complementary', { name: 'Mon Panier' })).toBeNull();
  },
};

// The bar opens the cart in place and closes it again.
export const BarOpened: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('button', { name: `Panier (${count})` });
    await userEvent.click(bar);
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('complementary', { name: 'Mon Panier' })).toBeVisible();
    await userEvent.click(bar);
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('complementary', { name: 'Mon Panier' })).toBeNull();
  },
};

export const EmptyCart: Story = {
  ...atViewport('mobile'),
  args: {
    cartCount: 0,
    children: <CartSidebar cart={loaded([])} onRetry={fn()} isOnline onQuantityChange={fn()} onRemove={fn()} onClear={fn()} onRequestQuote={fn()} onExport={fn()} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Panier (0)' })).toBeVisible();
  },
};
