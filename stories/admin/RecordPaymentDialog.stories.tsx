import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NUMBER_TEXT_MAX } from '@otech/domain';
import { RecordPaymentDialog } from '@otech/ui';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { recordPaymentDialogUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/RecordPaymentDialog',
  tags: ['stable'],
  component: RecordPaymentDialog,
  parameters: usageDocs(recordPaymentDialogUsage),
  args: { invoiceNumber: 'FA-2026-00032', amountDue: 1000, today: '2026-11-24', onSubmit: fn(), onClose: fn(), saving: false },
} satisfies Meta<typeof RecordPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

// The amount due is offered; a cheque of part of it is recorded with its date.
export const PartPayment: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Reste dû : 1 000,00 €')).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: /Montant/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.click(dialog.getByRole('button', { name: /Mode de paiement/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Chèque' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le paiement' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ montant: 250, date_paiement: '2026-11-24', mode: 'Chèque' });
  },
};

export const InvalidAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const amount = dialog.getByRole('textbox', { name: /Montant/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, 'mille');
    await userEvent.tab();
    await expect(await dialog.findByText('Montant invalide (ex. 1 250,50)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enregistrer le paiement' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Closing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click((await dialogOf(canvasElement)).getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Refused: Story = {
  args: { errorMessage: "Impossible d'enregistrer un paiement sur une facture annulée" },
  play: async ({ canvasElement }) => {
    await expect((await dialogOf(canvasElement)).getByText("Impossible d'enregistrer un paiement sur une facture annulée")).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect((await dialogOf(canvasElement)).getByRole('button', { name: /Enregistrement/ })).toBeDisabled();
  },
};

// The amount is a number typed as text: it stops at NUMBER_TEXT_MAX characters.
export const FieldLengths: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expectMaxLengths([[dialog.getByRole('textbox', { name: /Montant/ }), NUMBER_TEXT_MAX]]);
  },
};
