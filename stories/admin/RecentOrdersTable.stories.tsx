import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecentOrdersTable } from '@otech/ui';
import { demoStats } from '../fixtures/adminStats.ts';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { recentOrdersTableUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/RecentOrdersTable',
  tags: ['stable'],
  component: RecentOrdersTable,
  parameters: usageDocs(recentOrdersTableUsage),
  args: { orders: demoStats.recentOrders },
} satisfies Meta<typeof RecentOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 3 §2: id, customer name and e-mail, date, amount, status and payment chips, view action.
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Commandes Récentes' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /CMD-2026-00002/ });
    for (const text of ['Paul Bernard', 'paul@bernard.fr', '18/11/2026', '312,50 €', 'Expédiée', 'Payée']) {
      await expect(within(row).getByText(text)).toBeVisible();
    }
    await userEvent.click(within(row).getByRole('link', { name: 'Voir la commande CMD-2026-00002' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/orders/ORD-002');
    await userEvent.click(canvas.getByRole('link', { name: 'Voir toutes les commandes' }));
    await expect(navigated).toHaveBeenLastCalledWith('/admin/orders');
  },
};

export const NoOrder: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune commande')).toBeVisible();
  },
};
