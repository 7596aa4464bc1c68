import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteAccountPanel } from '@otech/ui';

const meta = {
  title: 'Account/DeleteAccountPanel',
  component: DeleteAccountPanel,
  args: { onDelete: fn() },
} satisfies Meta<typeof DeleteAccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUESTION = 'Êtes-vous sûr de vouloir supprimer votre compte ? Cette action est irréversible.';

// Spec 2 §2.2: the question is asked first; only Supprimer deletes.
export const ConfirmsFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByText(QUESTION)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Supprimer mon compte' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Suppression...' })).toBeDisabled();
  },
};
