import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardStatCards } from '@otech/ui';
import { demoStats } from '../fixtures/adminStats.ts';
import { usageDocs } from '../usage/usage.ts';
import { dashboardStatCardsUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/DashboardStatCards',
  tags: ['stable'],
  component: DashboardStatCards,
  parameters: usageDocs(dashboardStatCardsUsage),
  args: { stats: demoStats },
} satisfies Meta<typeof DashboardStatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 3 §2: total, revenue in euros, pending with 'Attention requise' (no count on the chip), delivered.
export const WithPendingOrders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total commandes').nextElementSibling).toHaveTextContent('65');
    await expect(canvas.getByText("Chiffre d'affaires HT").nextElementSibling).toHaveTextContent('41 660,50 €');
    await expect(canvas.getByText('Commandes en attente').nextElementSibling).toHaveTextContent('6');
    await expect(canvas.getByText('Attention requise')).toBeVisible();
    await expect(canvas.getByText('Commandes livrées').nextElementSibling).toHaveTextContent('38');
  },
};

export const NothingPending: Story = {
  args: { stats: { ...demoStats, pendingOrders: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Attention requise')).toBeNull();
  },
};
