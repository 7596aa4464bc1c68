import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartPage } from '@otech/ui';
import { cartItems } from '../fixtures/cart.ts';
import { atViewport } from '../storefront/viewports.ts';
import { navigated } from '../fixtures/navigation.ts';
import { loaded } from '../fixtures/asyncState.ts';
import { usageDocs } from '../usage/usage.ts';
import { cartPageUsage } from '../usage/cartGuidance.ts';

const meta = {
  title: 'Cart/CartPage',
  tags: ['stable'],
  component: CartPage,
  args: {
    cart: loaded(cartItems),
    onRetry: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onClear: fn(),
    onRequestQuote: fn(),
    catalogueHref: '/produits',
  },
  parameters: { ...usageDocs(cartPageUsage), layout: 'fullscreen' },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const WithItems: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon Panier' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Articles sélectionnés (3)' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Vos avantages' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Demander un devis' }));
    await expect(args.onRequestQuote).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Continuer mes achats' }));
    await expect(navigated).toHaveBeenCalledWith('/produits');
  },
};

// Issue 22: where online ordering is open, "Commander" leads to the order form, beside the quote request.
export const OnlineOrderingOpen: Story = {
  args: { orderHref: '/commander' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Commander' }));
    await expect(navigated).toHaveBeenCalledWith('/commander');
    await expect(canvas.getByRole('button', { name: 'Demander un devis' })).toBeVisible();
  },
};

// Spec 1 §5: clearing asks 'Êtes-vous sûr de vouloir vider votre panier ?'.
export const ClearConfirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vider le panier' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir vider votre panier ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vider le panier' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const ClearCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vider le panier' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

export const LineChanges: Story = {
  play: async ({ args, canvasElement }) => {
    const line = within(canvasElement).getAllByRole('article')[0] as HTMLElement;
    await userEvent.click(within(line).getByRole('button', { name: /^Augmenter la quantité/ }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(cartItems[0]?.id, 3);
    await userEvent.click(within(line).getByRole('button', { name: /^Supprimer / }));
    await expect(args.onRemove).toHaveBeenCalledWith(cartItems[0]?.id);
  },
};

export const RequestingQuote: Story = {
  args: { isRequestingQuote: true, busyItemId: cartItems[1]?.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Demander un devis' })).toBeDisabled();
    await expect(within(canvas.getAllByRole('article')[1] as HTMLElement).getByRole('spinbutton')).toBeDisabled();
  },
};

// Issue 22: the cart page leads to "Commande rapide", empty or not.
export const QuickOrderLink: Story = {
  args: { quickOrderHref: '/commande-rapide', cart: loaded([]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Commande rapide : collez vos références' }));
    await expect(navigated).toHaveBeenCalledWith('/commande-rapide');
  },
};

export const Loading: Story = {
  args: { cart: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement du panier...' })).toBeVisible();
  },
};

// A failed load is an error with "Réessayer", never an empty cart.
export const LoadError: Story = {
  args: { cart: { status: 'error', message: 'Erreur lors du chargement du panier' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement du panier');
    await expect(canvas.queryByRole('heading', { name: 'Votre panier est vide' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

// Spec 1 §2: "Votre panier est vide" and "Parcourir le catalogue" to /produits.
export const Empty: Story = {
  args: { cart: loaded([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Vider le panier' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Parcourir le catalogue' }));
    await expect(navigated).toHaveBeenCalledWith('/produits');
  },
};

export const Phone: Story = { ...atViewport('phone') };
