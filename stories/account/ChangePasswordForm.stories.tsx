import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { changePasswordFormUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/ChangePasswordForm',
  tags: ['stable'],
  component: ChangePasswordForm,
  parameters: usageDocs(changePasswordFormUsage),
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function type(canvasElement: HTMLElement, label: string, text: string) {
  // The label ends with the required mark.
  await userEvent.click(within(canvasElement).getByLabelText(new RegExp(`^${label}\\W*$`), { selector: 'input' }));
  await userEvent.paste(text);
  await userEvent.tab();
}

// Issue 8: current password, then a new one of 8 characters or more, typed twice.
export const Changes: Story = {
  play: async ({ args, canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Modifier le mot de passe' });
    await expect(submit).toBeDisabled();
    await type(canvasElement, 'Mot de passe actuel', 'Batterie2025!');
    await type(canvasElement, 'Nouveau mot de passe', 'Accu2026!x');
    await type(canvasElement, 'Confirmer le nouveau mot de passe', 'Accu2026!x');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'Batterie2025!', newPassword: 'Accu2026!x', confirmPassword: 'Accu2026!x' }, expect.anything()),
    );
  },
};

export const TooShortAndMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await type(canvasElement, 'Mot de passe actuel', 'Batterie2025!');
    await type(canvasElement, 'Nouveau mot de passe', 'court');
    await expect(await canvas.findByText('Minimum 8 caractères requis')).toBeVisible();
    await type(canvasElement, 'Nouveau mot de passe', '2026!x');
    await type(canvasElement, 'Confirmer le nouveau mot de passe', 'autre');
    await expect(await canvas.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
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
    await expect(within(canvasElement).getByRole('button', { name: /Modification\.\.\./ })).toBeDisabled();
  },
};
