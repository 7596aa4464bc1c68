import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShipmentsCard } from '@otech/ui';
import { invoicedParcel, uninvoicedParcel } from '../fixtures/shipments.ts';
import { shipmentsCardUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Orders/ShipmentsCard',
  tags: ['beta'],
  component: ShipmentsCard,
  parameters: usageDocs(shipmentsCardUsage),
  args: { shipments: [invoicedParcel, uninvoicedParcel], onDownloadDeliveryNote: fn(), onDownloadInvoice: fn() },
} satisfies Meta<typeof ShipmentsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// The customer's order page: two parcels, their tracking and delivery notes; the second's invoice is still to come.
export const CustomerView: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('listitem', { name: /^Colis / });
    await expect(within(first!).getByRole('heading', { level: 3, name: 'Colis BL-2026-00001 du 22/11/2026' })).toBeVisible();
    await expect(within(first!).getByText('6A0001')).toBeVisible();
    await expect(within(first!).getByText('60 × Pile alcaline AA LR6')).toBeVisible();
    await userEvent.click(within(first!).getByRole('button', { name: 'Bon de livraison' }));
    await expect(args.onDownloadDeliveryNote).toHaveBeenCalledWith(invoicedParcel);
    await userEvent.click(within(first!).getByRole('button', { name: /^Facture FA-2026-00031 \(183,15\s€ TTC\)$/ }));
    await expect(args.onDownloadInvoice).toHaveBeenCalledWith(invoicedParcel);
    await expect(within(second!).getByText('Facture à venir')).toBeVisible();
    await expect(within(second!).queryByRole('button', { name: 'Émettre la facture' })).toBeNull();
  },
};

// Staff: a parcel shipped without its invoice offers "Émettre la facture".
export const StaffIssuesAnInvoice: Story = {
  args: { onIssueInvoice: fn() },
  play: async ({ args, canvasElement }) => {
    const second = within(canvasElement).getByRole('listitem', { name: 'Colis BL-2026-00002' });
    await userEvent.click(within(second).getByRole('button', { name: 'Émettre la facture' }));
    await expect(args.onIssueInvoice).toHaveBeenCalledWith(uninvoicedParcel);
  },
};

// While the invoice is being issued, its button says so and cannot be pressed again.
export const IssuingInvoice: Story = {
  args: { onIssueInvoice: fn(), issuingInvoiceFor: uninvoicedParcel.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Émission...' })).toBeDisabled();
  },
};

export const NoParcelYet: Story = {
  args: { shipments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun colis expédié pour le moment.')).toBeVisible();
  },
};
