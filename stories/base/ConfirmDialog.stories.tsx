import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from '@otech/ui';
import { confirmDialogUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Base/ConfirmDialog',
  tags: ['stable'],
  component: ConfirmDialog,
  parameters: usageDocs(confirmDialogUsage),
  // Spec 1 §5: clearing the cart asks this question.
  args: {
    title: 'Vider le panier',
    message: 'Êtes-vous sûr de vouloir vider votre panier ?',
    confirmLabel: 'Vider le panier',
    variant: 'danger',
    isOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Vider le panier' });

export const Danger: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText('Êtes-vous sûr de vouloir vider votre panier ?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vider le panier' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Default: Story = {
  args: {
    title: 'Annuler le devis',
    message: 'Voulez-vous annuler cette demande de devis ?',
    confirmLabel: 'Confirmer',
    cancelLabel: 'Retour',
    variant: 'default',
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Annuler le devis' });
    await expect(within(dialog).getByRole('button', { name: 'Retour' })).toBeVisible();
  },
};

// The safe answer has the focus first, so Enter alone never destroys anything.
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
