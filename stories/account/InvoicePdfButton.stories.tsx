import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoicePdfButton } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { invoicePdfButtonUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/InvoicePdfButton',
  tags: ['stable'],
  component: InvoicePdfButton,
  parameters: usageDocs(invoicePdfButtonUsage),
  args: { invoiceNumber: 'FA-2026-00045', label: 'PDF', downloading: false, onPress: fn() },
} satisfies Meta<typeof InvoicePdfButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PDF de la facture FA-2026-00045' }));
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Téléchargement... de la facture FA-2026-00045' })).toBeDisabled();
  },
};
