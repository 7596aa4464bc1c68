import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paginate } from '@otech/domain';
import { AccountOrdersTable } from '@otech/ui';
import { orders } from '../fixtures/account.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { accountOrdersTableUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/AccountOrdersTable',
  tags: ['stable'],
  component: AccountOrdersTable,
  parameters: usageDocs(accountOrdersTableUsage),
  args: { orders: { status: 'ready', data: paginate(orders, 1, 10) }, onRetry: fn(), onPageChange: fn(), onPageSizeChange: fn(), onTrack: fn(), onReorder: fn(), detailsHref: (order) => `/dashboard/orders/${order.id}` },
} satisfies Meta<typeof AccountOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.3 tab 1: status chips, "Détails" to the order page, "Suivre le colis" only with a tracking number, "Recommander".
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expédiée')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir les détails de CMD-2026-00042' })).toHaveAttribute('href', '/dashboard/orders/ord-42');
    await expect(canvas.getAllByRole('button', { name: /^Suivre le colis/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Suivre le colis de CMD-2026-00042' }));
    await expect(args.onTrack).toHaveBeenCalledWith(orders[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Recommander CMD-2026-00034' }));
    await expect(args.onReorder).toHaveBeenCalledWith(orders[2]);
  },
};

export const Paged: Story = {
  args: { orders: { status: 'ready', data: paginate(orders, 1, 2) } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Reordering: Story = {
  args: { busyId: 'ord-34' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Recommander CMD-2026-00034' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { orders: { status: 'ready', data: paginate([], 1, 10) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune commande trouvée')).toBeVisible();
  },
};

export const Loading: Story = { args: { orders: { status: 'loading' } } };

export const LoadError: Story = { args: { orders: { status: 'error', message: 'Erreur lors du chargement des commandes' } } };

export const Mobile: Story = { ...atViewport('mobile') };
