import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ConfirmDialog, type ConfirmDialogProps } from '@otech/ui';
import { confirmDialogUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

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

/** A button that asks before it acts, as a page holds it. */
function AskFirst({ action, ...dialog }: { action: string } & Omit<ConfirmDialogProps, 'isOpen' | 'onConfirm' | 'onCancel'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant={dialog.variant === 'danger' ? 'danger' : 'primary'} onPress={() => setOpen(true)}>
        {action}
      </Button>
      <ConfirmDialog {...dialog} isOpen={isOpen} onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

// Do/don't (issue 26): ask before what cannot be undone, in the action's words, beside a question for nothing.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'before what cannot be undone: the question names the consequence, the button repeats the action.',
        children: <AskFirst action="Vider le panier" title="Vider le panier" message="Êtes-vous sûr de vouloir vider votre panier ?" confirmLabel="Vider le panier" variant="danger" />,
      }}
      bad={{
        caption: 'a question before a harmless, undoable action, answered "OK": people learn to click through.',
        children: <AskFirst action="Ajouter au panier" title="Confirmation" message="Êtes-vous sûr ?" confirmLabel="OK" />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(doDontExample(canvasElement, 'Do').getByRole('button', { name: 'Vider le panier' }));
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};
