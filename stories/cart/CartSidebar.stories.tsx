import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartDocumentTotals, formatEurosTTC, fromCents } from '@otech/domain';
import { CartSidebar } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { asShown } from '../fixtures/text.ts';
import { cartItems } from '../fixtures/cart.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartSidebarUsage } from '../usage/cartGuidance.ts';

const meta = {
  title: 'Cart/CartSidebar',
  tags: ['stable'],
  component: CartSidebar,
  parameters: usageDocs(cartSidebarUsage),
  args: {
    cart: loaded(cartItems),
    onRetry: fn(),
    isOnline: true,
    onQuantityChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onRequestQuote: fn(),
    onExport: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CartSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebar = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('complementary', { name: 'Mon Panier' }));

export const WithItems: Story = {
  play: async ({ args, canvasElement }) => {
    const cart = sidebar(canvasElement);
    await expect(cart.getAllByRole('listitem')).toHaveLength(cartItems.length);
    // Every amount says whether it is before or after tax (issue 27).
    for (const line of cart.getAllByRole('listitem')) await expect(line).toHaveTextContent(/€\sHT/);
    // The headline's total is the summary's Total TTC, the 1,75 % contribution included (it said 496,52 € where the summary said 505,21 €).
    const totalTTC = formatEurosTTC(fromCents(cartDocumentTotals(cartItems).totalTTCCents));
    await expect(cart.getByText(/^\d+ articles ·/)).toHaveTextContent(asShown(`6 articles · ${totalTTC}`));
    // Issue 22: the panel asks for a quote, never leads to the invoices.
    await userEvent.click(cart.getByRole('button', { name: 'Demander un devis' }));
    await expect(args.onRequestQuote).toHaveBeenCalledTimes(1);
    await userEvent.click(cart.getByRole('button', { name: 'Exporter le panier' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await userEvent.click(cart.getByRole('button', { name: 'Vider' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const QuantityAndDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const cart = sidebar(canvasElement);
    const [first] = cartItems;
    if (!first) throw new Error('fixture cart is empty');
    const line = within(cart.getAllByRole('listitem')[0] as HTMLElement);
    await userEvent.click(line.getByRole('button', { name: /^Augmenter la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(first.id, first.quantity + 1);
    await userEvent.click(line.getByRole('button', { name: `Supprimer ${first.product.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first.id);
  },
};

// Spec 2 §4: offline, checkout is disabled and reads "Hors ligne".
// Issue 22: where online ordering is open, "Commander" leads to the order form; closed (the other stories), only the quote.
export const OnlineOrderingOpen: Story = {
  args: { orderHref: '/commander' },
  play: async ({ canvasElement }) => {
    const cart = sidebar(canvasElement);
    await expect(cart.getByRole('link', { name: 'Commander' })).toHaveAttribute('href', '/commander');
    await expect(cart.getByRole('button', { name: 'Demander un devis' })).toBeVisible();
  },
};

export const Offline: Story = {
  args: { isOnline: false },
  play: async ({ canvasElement }) => {
    const cart = sidebar(canvasElement);
    await expect(cart.getByRole('button', { name: 'Hors ligne' })).toBeDisabled();
    await expect(cart.queryByRole('button', { name: 'Demander un devis' })).toBeNull();
  },
};

// The request is on its way: the button waits.
export const RequestingQuote: Story = {
  args: { isRequestingQuote: true },
  play: async ({ canvasElement }) => {
    await expect(sidebar(canvasElement).getByRole('button', { name: 'Demander un devis' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { busyItemId: cartItems[0]?.id },
  play: async ({ canvasElement }) => {
    const line = within(sidebar(canvasElement).getAllByRole('listitem')[0] as HTMLElement);
    await expect(line.getByRole('button', { name: /^Supprimer / })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { cart: loaded([]) },
  play: async ({ canvasElement }) => {
    const cart = sidebar(canvasElement);
    await expect(cart.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    await expect(cart.getByText('Ajoutez des produits pour commencer')).toBeVisible();
    await expect(cart.queryByRole('button', { name: 'Demander un devis' })).toBeNull();
  },
};

// Issue 22: the cart panel leads to "Commande rapide".
export const QuickOrderLink: Story = {
  args: { quickOrderHref: '/commande-rapide' },
  play: async ({ canvasElement }) => {
    await userEvent.click(sidebar(canvasElement).getByRole('link', { name: 'Commande rapide' }));
    await expect(navigated).toHaveBeenCalledWith('/commande-rapide');
  },
};

export const Loading: Story = {
  args: { cart: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(sidebar(canvasElement).getByRole('progressbar', { name: 'Chargement du panier...' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { cart: { status: 'error', message: 'Erreur lors du chargement du panier' } },
  play: async ({ args, canvasElement }) => {
    const cart = sidebar(canvasElement);
    await expect(cart.getByRole('alert')).toHaveTextContent('Erreur lors du chargement du panier');
    await userEvent.click(cart.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

// Spec 2 §4: 5 s after a change the cart is saved in the browser, and the sidebar says when.
export const AutoSaved: Story = {
  args: { autoSavedAt: '2025-03-14T09:05:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(sidebar(canvasElement).getByText('Panier sauvegardé automatiquement à 10:05')).toBeVisible();
  },
};
