import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrdersTable } from '@otech/ui';
import { deliveredOrder, pendingOrder } from '../fixtures/adminOrders.ts';
import { navigated } from '../fixtures/navigation.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { ordersTableUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/OrdersTable',
  tags: ['stable'],
  component: OrdersTable,
  parameters: usageDocs(ordersTableUsage),
  args: { orders: [pendingOrder, deliveredOrder] },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutShipping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Livraison' })).toBeNull();
    // Order status and payment status are both 'En attente' on a new order.
    await expect(within(canvas.getByRole('row', { name: /CMD-2026-00001/ })).getAllByText('En attente')).toHaveLength(2);
  },
};

export const WithShipping: Story = {
  args: { withShipping: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /CMD-2026-00002/ });
    for (const text of ['Paul Bernard', '02/11/2026', '346,00 €', 'Livrée', 'Payée']) {
      await expect(within(row).getAllByText(text)[0]).toBeVisible();
    }
    await userEvent.click(within(row).getByRole('link', { name: 'Voir la commande CMD-2026-00002' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/orders/ORD-002');
  },
};

// At 480 px each order is a block of labelled lines: nothing to scroll sideways, "Voir" in reach,
// and the table still reads as a table with its column names.
export const Mobile: Story = {
  ...atViewport('mobile'),
  args: { withShipping: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Commandes' });
    const scroller = table.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const row = within(canvas.getByRole('row', { name: /CMD-2026-00002/ }));
    const link = row.getByRole('link', { name: 'Voir la commande CMD-2026-00002' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
    const amount = row.getByRole('cell', { name: /^346,00\s€$/ });
    await expect(within(amount).getByText('Montant HT')).toBeVisible();
    await expect(row.getByRole('rowheader', { name: 'CMD-2026-00002' })).toBeVisible();
  },
};
