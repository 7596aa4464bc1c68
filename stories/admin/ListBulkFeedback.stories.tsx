import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bulkConfirmation, bulkDone, bulkRefused, bulkResult, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@otech/domain';
import { ListBulkFeedback } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { listBulkFeedbackUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const statusDialog = {
  title: 'Changer le statut',
  choice: { label: 'Nouveau statut', options: ORDER_STATUSES.map((id) => ({ id, label: ORDER_STATUS_LABELS[id] })) },
  question: (label: string) => bulkConfirmation('orders', 'status', 2, label),
  confirmLabel: 'Changer le statut',
  isOpen: true,
  onConfirm: fn(),
  onCancel: fn(),
};

const statusResult = {
  title: 'Changer le statut : Confirmée',
  result: bulkResult([bulkDone('ORD-003', 'CMD-2026-00003', 'Passée à « Confirmée »'), bulkRefused('ORD-004', 'CMD-2026-00004', 'Déjà « Confirmée »')]),
  onClose: fn(),
};

const meta = {
  title: 'Admin/ListBulkFeedback',
  tags: ['beta'],
  component: ListBulkFeedback,
  parameters: usageDocs(listBulkFeedbackUsage),
  args: {},
} satisfies Meta<typeof ListBulkFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// No action asked, none run: nothing above the table.
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

// The question before the action: the status to choose, then the count and the status in words.
export const Asking: Story = {
  args: { dialog: statusDialog },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('alertdialog', { name: 'Changer le statut' }));
    await userEvent.click(dialog.getByRole('button', { name: /Nouveau statut/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Confirmée' }));
    await expect(dialog.getByText('Passer 2 commandes au statut « Confirmée » ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Changer le statut' }));
    await expect(args.dialog?.onConfirm).toHaveBeenCalledWith({ id: 'confirmed', label: 'Confirmée' });
  },
};

// Keyboard: "Annuler" has the focus first, so Enter alone changes nothing.
export const AskingCancelledByKeyboard: Story = {
  args: { dialog: statusDialog },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('alertdialog', { name: 'Changer le statut' }));
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.dialog?.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.dialog?.onConfirm).not.toHaveBeenCalled();
  },
};

// What the action did: each record done or refused with its reason, and the count; "Fermer" closes it.
export const Result: Story = {
  args: { result: statusResult },
  play: async ({ args, canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Résultat : Changer le statut : Confirmée' }));
    await expect(panel.getByRole('status')).toHaveTextContent('1 faite, 1 refusée');
    await expect(panel.getByText('Déjà « Confirmée »')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Fermer' }));
    await expect(args.result?.onClose).toHaveBeenCalledTimes(1);
  },
};

// On a phone, the result's rows stay readable (390 px).
export const ResultOnAPhone: Story = {
  ...atViewport('handset'),
  args: { result: statusResult },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('CMD-2026-00004')).toBeVisible();
  },
};
