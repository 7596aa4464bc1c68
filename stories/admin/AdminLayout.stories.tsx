import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminLayout } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { adminLayoutUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AdminLayout',
  tags: ['stable'],
  component: AdminLayout,
  parameters: { ...usageDocs(adminLayoutUsage), layout: 'fullscreen' },
  args: { title: 'Commandes', adminName: 'admin', onLogout: fn(), children: <p>Contenu de la page</p> },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Administration OTECH');
    await expect(canvas.getByRole('main')).toHaveTextContent('Contenu de la page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  },
};
