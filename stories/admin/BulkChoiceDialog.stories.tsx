import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bulkConfirmation, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@otech/domain';
import { BulkChoiceDialog } from '@otech/ui';
import { bulkChoiceDialogUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Admin/BulkChoiceDialog',
  tags: ['beta'],
  component: BulkChoiceDialog,
  parameters: usageDocs(bulkChoiceDialogUsage),
  args: {
    title: 'Changer le statut',
    choice: { label: 'Nouveau statut', options: ORDER_STATUSES.map((id) => ({ id, label: ORDER_STATUS_LABELS[id] })) },
    question: (label: string) => bulkConfirmation('orders', 'status', 3, label),
    confirmLabel: 'Changer le statut',
    isOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BulkChoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement, name: string) => within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name }));

// The confirm button waits for a status; once chosen, the question names the count and the status.
export const ChooseThenConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Changer le statut');
    await expect(dialog.getByRole('button', { name: 'Changer le statut' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Nouveau statut/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Annulée' }));
    await expect(dialog.getByText('Passer 3 commandes au statut « Annulée » ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Changer le statut' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ id: 'cancelled', label: 'Annulée' });
  },
};

// No choice to make (the next reminders): the question at once.
export const WithoutChoice: Story = {
  args: {
    title: 'Envoyer la relance suivante',
    choice: undefined,
    question: () => bulkConfirmation('invoices', 'reminders', 2),
    confirmLabel: 'Envoyer la relance suivante',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Envoyer la relance suivante');
    await expect(dialog.getByText('Envoyer la relance suivante pour 2 factures ? Chaque client reçoit un e-mail.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Envoyer la relance suivante' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ id: '', label: '' });
  },
};

// "Annuler" has the focus first: Enter alone sends nothing.
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Changer le statut');
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
