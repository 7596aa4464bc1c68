import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CARRIER_MAX, TRACKING_NUMBER_MAX } from '@otech/domain';
import { DeliveryDialog } from '@otech/ui';
import { pendingOrder } from '../fixtures/adminOrders.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { deliveryDialogUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/DeliveryDialog',
  tags: ['stable'],
  component: DeliveryDialog,
  parameters: usageDocs(deliveryDialogUsage),
  args: { order: pendingOrder, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof DeliveryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The carrier and tracking number are saved trimmed, with the order they belong to.
export const ShipTheOrder: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Livraison de la commande CMD-2026-00001' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Transporteur' }), ' Colissimo ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Numéro de suivi' }), '6A123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith(pendingOrder, { shippingStatus: 'not_shipped', carrier: 'Colissimo', trackingNumber: '6A123' });
  },
};

// Carrier and tracking number stop at the lengths the order's update accepts, read from its schema.
export const FieldLengths: Story = {
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Livraison de la commande CMD-2026-00001' }));
    await expectMaxLengths([
      [dialog.getByRole('textbox', { name: 'Transporteur' }), CARRIER_MAX],
      [dialog.getByRole('textbox', { name: 'Numéro de suivi' }), TRACKING_NUMBER_MAX],
    ]);
  },
};

// No order chosen: the dialog stays closed, so the story draws nothing.
export const Closed: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { order: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
