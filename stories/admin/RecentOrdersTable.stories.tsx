import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecentOrdersTable } from '@otech/ui';
import { demoStats } from '../fixtures/adminStats.ts';

const meta = {
  title: 'Admin/RecentOrdersTable',
  component: RecentOrdersTable,
  args: { orders: demoStats.recentOrders, onNavigate: fn() },
} satisfies Meta<typeof RecentOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 3 §2: id, customer name and e-mail, date, amount, status and payment chips, view action.
export const Orders: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Commandes Récentes' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /ORD-002/ });
    for (const text of ['Paul Bernard', 'paul@bernard.fr', '18/11/2026', '312,50 €', 'Expédiée', 'Payée']) {
      await expect(within(row).getByText(text)).toBeVisible();
    }
    await userEvent.click(within(row).getByRole('link', { name: 'Voir la commande ORD-002' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/orders/ORD-002');
    await userEvent.click(canvas.getByRole('link', { name: 'Voir toutes les commandes' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/admin/orders');
  },
};

export const NoOrder: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune commande')).toBeVisible();
  },
};
