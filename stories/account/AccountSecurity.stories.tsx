import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountSecurity } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { accountSecurityUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/AccountSecurity',
  tags: ['stable'],
  component: AccountSecurity,
  parameters: usageDocs(accountSecurityUsage),
  args: { password: { onSubmit: fn() }, dataExport: { onExport: fn() }, deletion: { onDelete: fn() } },
} satisfies Meta<typeof AccountSecurity>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 8: the three security actions shared by both dashboards' settings, under one heading.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Sécurité' }));
    for (const title of ['Changer le mot de passe', 'Exporter mes données', 'Supprimer mon compte']) {
      await expect(section.getByRole('heading', { name: title })).toBeVisible();
    }
  },
};

export const Busy: Story = {
  args: { password: { onSubmit: fn(), status: 'saving' }, dataExport: { onExport: fn(), exporting: 'json' }, deletion: { onDelete: fn(), isDeleting: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Modification\.\.\./ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Export en cours\.\.\./ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Suppression...' })).toBeDisabled();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
