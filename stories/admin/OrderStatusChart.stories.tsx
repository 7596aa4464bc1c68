import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderStatusChart } from '@otech/ui';
import { demoStats } from '../fixtures/adminStats.ts';
import { usageDocs } from '../usage/usage.ts';
import { orderStatusChartUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/OrderStatusChart',
  tags: ['stable'],
  component: OrderStatusChart,
  parameters: usageDocs(orderStatusChartUsage),
  args: { shares: demoStats.ordersByStatus },
} satisfies Meta<typeof OrderStatusChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { shares: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune commande')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

// One status only: the doughnut is a full ring at 100 %.
export const OneStatus: Story = {
  args: { shares: [{ status: 'delivered', label: 'Livrée', count: 3, percentage: 100 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Livrée : 3 commandes (100 %)');
  },
};

// Every status: tooltips with count and percentage by keyboard and mouse, the table as text alternative.
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(7);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('En attente : 6 commandes (9 %)');
    await userEvent.hover(canvas.getByRole('img', { name: /^Retournée/ }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Retournée : 1 commande (1 %)');
    await userEvent.click(canvas.getByText('Voir les données'));
    await expect(canvas.getByRole('rowheader', { name: 'Livrée' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
  },
};
