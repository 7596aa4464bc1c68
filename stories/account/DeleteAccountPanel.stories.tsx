import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccountPanel } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { deleteAccountPanelUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/DeleteAccountPanel',
  tags: ['stable'],
  component: DeleteAccountPanel,
  parameters: usageDocs(deleteAccountPanelUsage),
  args: { onDelete: fn() },
} satisfies Meta<typeof DeleteAccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUESTION = 'Êtes-vous sûr de vouloir supprimer votre compte ? Cette action est irréversible.';

// Spec 2 §2.2: the question is asked first; issue 27: then the password, and only then is the account deleted.
export const ConfirmsThenAsksThePassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByText(QUESTION)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Supprimer définitivement' }));
    await expect(canvas.getByText('Saisissez votre mot de passe pour confirmer la suppression')).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Mot de passe actuel/), 'Batterie2025!');
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await expect(args.onDelete).toHaveBeenCalledWith('Batterie2025!');
  },
};

// The server refused the password: its message shows beside the field.
export const WrongPassword: Story = {
  args: { errorMessage: 'Mot de passe incorrect' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await expect(await canvas.findByText('Mot de passe incorrect')).toBeVisible();
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Suppression...' })).toBeDisabled();
  },
};
