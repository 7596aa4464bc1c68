import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrdersTable } from '@otech/ui';
import { deliveredOrder, pendingOrder } from '../fixtures/adminOrders.ts';
import { navigated } from '../fixtures/navigation.ts';

const meta = {
  title: 'Admin/OrdersTable',
  component: OrdersTable,
  args: { orders: [pendingOrder, deliveredOrder] },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutShipping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Livraison' })).toBeNull();
    // Order status and payment status are both 'En attente' on a new order.
    await expect(within(canvas.getByRole('row', { name: /ORD-001/ })).getAllByText('En attente')).toHaveLength(2);
  },
};

export const WithShipping: Story = {
  args: { withShipping: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /ORD-002/ });
    for (const text of ['Paul Bernard', '02/11/2026', '346,00 €', 'Livrée', 'Payée']) {
      await expect(within(row).getAllByText(text)[0]).toBeVisible();
    }
    await userEvent.click(within(row).getByRole('link', { name: 'Voir la commande ORD-002' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/orders/ORD-002');
  },
};
