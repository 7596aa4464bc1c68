import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoicesExportForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { invoicesExportFormUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/InvoicesExportForm',
  tags: ['stable'],
  component: InvoicesExportForm,
  parameters: usageDocs(invoicesExportFormUsage),
  args: { today: '2027-01-17', onExport: fn(), exporting: false },
} satisfies Meta<typeof InvoicesExportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// The month so far is offered; the accountant picks the FEC file and exports.
export const ExportsAPeriod: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Du/)).toHaveValue('2027-01-01');
    await expect(canvas.getByLabelText(/^Au/)).toHaveValue('2027-01-17');
    await userEvent.click(canvas.getByRole('button', { name: /Format/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Fichier des écritures comptables (FEC)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter' }));
    await expect(args.onExport).toHaveBeenCalledWith({ from: '2027-01-01', to: '2027-01-17', format: 'fec' });
  },
};

// A period that ends before it starts is refused under "Au", and nothing is asked.
export const PeriodBackwards: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText(/^Au/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-31');
    await userEvent.tab();
    await expect(await canvas.findByText('La date de fin doit suivre la date de début')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter' }));
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Export en cours/ })).toBeDisabled();
  },
};
