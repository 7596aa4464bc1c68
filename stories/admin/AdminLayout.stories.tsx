import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminLayout, LinkButton } from '@otech/ui';
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

// What the page creates sits beside its title.
export const WithAction: Story = {
  args: { title: 'Clients', action: <LinkButton href="/admin/clients/nouveau" size="small">Nouveau client</LinkButton> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nouveau client' })).toHaveAttribute('href', '/admin/clients/nouveau');
  },
};
