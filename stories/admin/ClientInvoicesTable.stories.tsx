import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Facture } from '@otech/domain';
import { ClientInvoicesTable } from '@otech/ui';
import { paidFacture as paid } from './fixtures.ts';
import { usageDocs } from '../usage/usage.ts';
import { clientInvoicesTableUsage } from '../usage/adminGuidance.ts';

const overdue: Facture = { ...paid, id: 'fac-2', numero_facture: 'FA-2026-00031', statut: 'en_retard', montant_ttc: 1250.4 };

const meta = {
  title: 'Admin/ClientInvoicesTable',
  tags: ['stable'],
  component: ClientInvoicesTable,
  parameters: usageDocs(clientInvoicesTableUsage),
  args: { factures: [paid, overdue] },
} satisfies Meta<typeof ClientInvoicesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Number, dates, amount incl. VAT and status of each of the client's invoices.
export const Invoices: Story = {
  play: async ({ canvasElement }) => {
    const row = within(within(canvasElement).getByRole('row', { name: /FA-2026-00031/ }));
    await expect(row.getByText('1 250,40 €')).toBeVisible();
    await expect(row.getByText('En retard')).toBeVisible();
  },
};

// An invoice without a due date shows a dash.
export const NoDueDate: Story = {
  args: { factures: [{ ...paid, date_echeance: undefined }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};
