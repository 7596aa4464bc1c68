import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminPasswordPage } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { adminPasswordPageUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AdminPasswordPage',
  tags: ['stable'],
  component: AdminPasswordPage,
  parameters: { ...usageDocs(adminPasswordPageUsage), layout: 'fullscreen' },
  args: { adminName: 'Lucie Bernard', onLogout: fn(), onSubmit: fn(), status: 'idle' },
} satisfies Meta<typeof AdminPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The current password, then the new one twice: sent once both match.
export const Change: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mon mot de passe', level: 1 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Mot de passe actuel/), 'Ancien2026!');
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), 'Nouveau2026!');
    await userEvent.type(canvas.getByLabelText(/Confirmer le nouveau mot de passe/), 'Nouveau2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le mot de passe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'Ancien2026!', newPassword: 'Nouveau2026!', confirmPassword: 'Nouveau2026!' }, expect.anything());
  },
};

export const WrongCurrentPassword: Story = {
  args: { errorMessage: 'Mot de passe actuel incorrect' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mot de passe actuel incorrect')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Mot de passe actuel/)).toBeDisabled();
  },
};
