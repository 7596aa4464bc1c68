import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Order } from '@otech/domain';
import { AdminDeliveriesPage } from '@otech/ui';
import { deliveredOrder, orderPage, pendingOrder } from '../fixtures/adminOrders.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminDeliveriesPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory } from './staffListStates.ts';

// To ship, on its way, delivered: the three moments of a delivery the page follows.
const toShip = pendingOrder;
const inTransit: Order = { ...pendingOrder, id: 'ORD-007', orderNumber: 'CMD-2026-00007', status: 'shipped', shippingStatus: 'in_transit', carrier: 'Chronopost', trackingNumber: 'CH551695270FR' };
const delivered = deliveredOrder;

const meta = {
  title: 'Admin/AdminDeliveriesPage',
  tags: ['stable'],
  component: AdminDeliveriesPage,
  parameters: { ...usageDocs(adminDeliveriesPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    shippingStatus: undefined,
    onFilterChange: fn(),
    deliveries: { status: 'ready', data: orderPage([toShip, inTransit, delivered], 1, 23) },
    onRetry: fn(),
    onPageChange: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof AdminDeliveriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each delivery with its status, carrier, tracking number and planned or actual date; filter and pages go to the server.
export const FollowDeliveries: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /CMD-2026-00007/ });
    await expect(within(row).getByText('Chronopost')).toBeVisible();
    await expect(within(row).getByText('CH551695270FR')).toBeVisible();
    await expect(within(row).getByText('Prévue le 27/11/2026')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /CMD-2026-00002/ })).getByText('Livrée le 05/11/2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CMD-2026-00001' })).toHaveAttribute('href', '/admin/orders/ORD-001');
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Statut de livraison/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'En transit' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('in_transit');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

// 'Modifier' opens the order's delivery: status, carrier and tracking number saved together.
export const ShipAnOrder: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier la livraison de CMD-2026-00001' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Livraison de la commande CMD-2026-00001' }));
    await userEvent.click(dialog.getByRole('button', { name: /Statut de livraison/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Expédiée' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Transporteur' }), 'Colissimo');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Numéro de suivi' }), ' 6A123456789 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith(toShip, { shippingStatus: 'shipped', carrier: 'Colissimo', trackingNumber: '6A123456789' });
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

export const Saving: Story = {
  args: { savingOrderId: 'ORD-007' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Modifier la livraison de CMD-2026-00007' })).toBeDisabled();
  },
};

export const NoneInThisStatus: Story = {
  args: { shippingStatus: 'failed_delivery', deliveries: { status: 'ready', data: orderPage([]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune livraison dans ce statut')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('deliveries', 'Chargement des livraisons...');

export const LoadError: Story = loadErrorStory('deliveries', 'Erreur lors du chargement des livraisons');
