import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminLandingPage, adminPagesAllowed, permissionsOf } from '@otech/domain';
import { AdminRefusedPage } from '@otech/ui';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminRefusedPageUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AdminRefusedPage',
  tags: ['beta'],
  component: AdminRefusedPage,
  parameters: { ...usageDocs(adminRefusedPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'Lucie Bernard',
    onLogout: fn(),
    roleLabel: 'Logistique',
    allowedPages: adminPagesAllowed(permissionsOf('logistique')),
    backHref: adminLandingPage(permissionsOf('logistique')),
  },
} satisfies Meta<typeof AdminRefusedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 23: Logistique opens /admin/factures by its address: the refusal names its role and leads back to its first page, the products it counts (decision 237).
export const Logistique: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page réservée' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent("Votre rôle (Logistique) ne permet pas d'ouvrir cette page.");
    await userEvent.click(canvas.getByRole('link', { name: 'Retour à mes pages' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/catalogue');
  },
};

// Comptabilité opens the team page: it goes back to its dashboard.
export const Comptabilite: Story = {
  args: { adminName: 'Paul Martin', roleLabel: 'Comptabilité', allowedPages: adminPagesAllowed(permissionsOf('comptabilite')), backHref: adminLandingPage(permissionsOf('comptabilite')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Votre rôle (Comptabilité) ne permet pas');
    await userEvent.click(canvas.getByRole('link', { name: 'Retour à mes pages' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/dashboard');
  },
};
