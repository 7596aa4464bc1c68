import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatEurosHT } from '@otech/domain';
import { AccountOrderPage } from '@otech/ui';
import { pendingOrderDetail, shippedOrderDetail } from '../fixtures/account.ts';
import { loaded } from '../fixtures/asyncState.ts';
import { invoicedParcel, uninvoicedParcel } from '../fixtures/shipments.ts';
import { asShown } from '../fixtures/text.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { accountOrderPageUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/AccountOrderPage',
  tags: ['stable'],
  component: AccountOrderPage,
  parameters: usageDocs(accountOrderPageUsage),
  args: { order: loaded(shippedOrderDetail), onRetry: fn(), ordersHref: '/dashboard?tab=commandes', onReorder: fn(), onDownloadInvoice: fn(), onDownloadDeliveryNote: fn() },
} satisfies Meta<typeof AccountOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// /dashboard/orders/{id}: statuses, addresses, lines, tracking, the invoice's PDF and "Recommander".
export const Shipped: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commande CMD-2026-00042' })).toBeVisible();
    await expect(canvas.getByText('Expédiée')).toBeVisible();
    await expect(canvas.getByText('Payée')).toBeVisible();
    await expect(canvas.getByText(asShown(formatEurosHT(shippedOrderDetail.totalAmount)))).toBeVisible();
    await expect(canvas.getByText(/Durand Energie - Entrepôt/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Suivi du colis' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger le PDF de la facture FA-2026-00042' }));
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith(shippedOrderDetail.invoice);
    await userEvent.click(canvas.getByRole('button', { name: 'Recommander' }));
    await expect(args.onReorder).toHaveBeenCalledWith(shippedOrderDetail);
    await expect(canvas.getByRole('link', { name: 'Retour à mes commandes' })).toHaveAttribute('href', '/dashboard?tab=commandes');
  },
};

export const NotShippedNorInvoiced: Story = {
  args: { order: loaded(pendingOrderDetail) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Numéro de suivi non disponible')).toBeVisible();
    await expect(canvas.getByText('Pas encore émise')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /PDF/ })).toBeNull();
  },
};

export const Reordering: Story = {
  args: { reordering: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajout au panier...' })).toBeDisabled();
  },
};

export const DownloadingInvoice: Story = {
  args: { downloadingInvoice: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Téléchargement\.\.\./ })).toBeDisabled();
  },
};

// An unknown id, or another customer's order: the API answers 404 and the page says so.
export const NotFound: Story = {
  args: { order: loaded(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Commande introuvable' })).toBeVisible();
  },
};

export const Loading: Story = { args: { order: { status: 'loading' } } };

export const LoadError: Story = {
  args: { order: { status: 'error', message: 'Erreur lors du chargement des commandes' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };

// Issue 22: an order shipped in two parcels, each with its tracking, delivery note and invoice.
export const ShippedInParcels: Story = {
  args: { order: loaded({ ...shippedOrderDetail, shipments: [invoicedParcel, uninvoicedParcel].map(({ shippedBy: _staff, ...parcel }) => parcel) }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('listitem', { name: 'Colis BL-2026-00001' });
    await userEvent.click(within(first).getByRole('button', { name: 'Bon de livraison' }));
    await expect(args.onDownloadDeliveryNote).toHaveBeenCalledWith(expect.objectContaining({ number: 'BL-2026-00001' }));
    await userEvent.click(within(first).getByRole('button', { name: /^Facture FA-2026-00031/ }));
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith({ id: 'fac-1', invoiceNumber: 'FA-2026-00031' });
    await expect(within(canvas.getByRole('listitem', { name: 'Colis BL-2026-00002' })).getByText('Facture à venir')).toBeVisible();
  },
};
