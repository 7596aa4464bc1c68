import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { documentTotalsCents } from '@otech/domain';
import { PlaceOrderPage } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { usageDocs } from '../usage/usage.ts';
import { placeOrderPageUsage } from '../usage/ordersGuidance.ts';

const meta = {
  title: 'Orders/PlaceOrderPage',
  tags: ['beta'],
  component: PlaceOrderPage,
  parameters: usageDocs(placeOrderPageUsage),
  args: {
    heading: 'Commander',
    form: loaded({
      addresses: [{ id: 'adr-1', label: 'Siège — 12 rue des Piles, 69007 Lyon', isDefault: true }],
      totals: documentTotalsCents([{ unitPriceCents: 438, quantity: 10 }]),
      paymentTermsText: 'Paiement à 45 jours fin de facture',
      creditText: 'Encours : 0\u00a0€ sur 5\u202f000\u00a0€',
      willBeHeld: false,
      today: '2026-12-02',
    }),
    onRetry: fn(),
    isSubmitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof PlaceOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commander' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Commander' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ deliveryAddressId: 'adr-1' });
  },
};

export const FromAQuote: Story = {
  args: { heading: 'Accepter le devis et commander' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accepter le devis et commander' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { form: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement de la commande...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { form: { status: 'error', message: 'Erreur lors du chargement des données' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
