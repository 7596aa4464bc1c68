import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardLoadingBar } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { dashboardLoadingBarUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/DashboardLoadingBar',
  tags: ['stable'],
  component: DashboardLoadingBar,
  parameters: usageDocs(dashboardLoadingBarUsage),
} satisfies Meta<typeof DashboardLoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 3 §2: an indeterminate progress bar named 'Chargement du dashboard...', with what is fetched.
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Chargement du dashboard...' });
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByText('Récupération des statistiques en cours')).toBeVisible();
  },
};
