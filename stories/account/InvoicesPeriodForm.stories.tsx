import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoicesPeriodForm } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { invoicesPeriodFormUsage } from '../usage/invoicingGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Account/InvoicesPeriodForm',
  tags: ['beta'],
  component: InvoicesPeriodForm,
  parameters: usageDocs(invoicesPeriodFormUsage),
  args: { today: '2027-03-17', onDownload: fn(), downloading: false },
} satisfies Meta<typeof InvoicesPeriodForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// The year so far is offered; the customer narrows it to January and downloads the ZIP.
export const DownloadsAPeriod: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Du/)).toHaveValue('2027-01-01');
    const to = canvas.getByLabelText(/^Au/);
    await expect(to).toHaveValue('2027-03-17');
    await userEvent.clear(to);
    await userEvent.type(to, '2027-01-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger les factures (ZIP)' }));
    await expect(args.onDownload).toHaveBeenCalledWith({ from: '2027-01-01', to: '2027-01-31' });
  },
};

// A period that ends before it starts is refused under "Au", and nothing is downloaded.
export const PeriodBackwards: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText(/^Au/);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-31');
    await userEvent.tab();
    await expect(await canvas.findByText('La date de fin doit suivre la date de début')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger les factures (ZIP)' }));
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Préparation du ZIP/ })).toBeDisabled();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Télécharger les factures (ZIP)' })).toBeVisible();
  },
};
