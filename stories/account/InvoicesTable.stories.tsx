import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoicesTable } from '@otech/ui';
import { creditedInvoice, invoicePage, invoices, manyInvoices } from '../fixtures/account.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { invoicesTableUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/InvoicesTable',
  tags: ['stable'],
  component: InvoicesTable,
  parameters: usageDocs(invoicesTableUsage),
  args: { invoices: { status: 'ready', data: invoicePage(invoices) }, onRetry: fn(), onPageChange: fn(), onPageSizeChange: fn(), onDownload: fn(), onDownloadCreditNote: fn() },
} satisfies Meta<typeof InvoicesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.3 tab 2: "Reste: {amount}" when something is due, the status chip, the PDF.
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('En retard')).toBeVisible();
    await expect(canvas.getByText(/^Reste: 400,00\s€ TTC$/)).toBeVisible();
    await expect(canvas.getAllByText(/^Reste:/)).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: 'Pages des factures' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'PDF de la facture FA-2026-00012' }));
    await expect(args.onDownload).toHaveBeenCalledWith(invoices[0]);
  },
};

// Issue 24: a credit note shows with the invoice it corrects, with its own PDF; a partly paid invoice says "Partiel".
export const WithCreditNote: Story = {
  args: { invoices: { status: 'ready', data: invoicePage([creditedInvoice, ...invoices]) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getByRole('row', { name: /FA-2026-00013/ }));
    await expect(row.getByText(/^Avoir AV-2026-00003 du 10 février 2026 : −48,08\s€/)).toBeVisible();
    await expect(row.getByText('Partiel')).toBeVisible();
    await expect(row.getByText(/^Reste: 442,60\s€ TTC$/)).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'PDF de l’avoir AV-2026-00003' }));
    await expect(args.onDownloadCreditNote).toHaveBeenCalledWith(creditedInvoice.creditNotes![0]);
  },
};

export const DownloadingCreditNote: Story = {
  args: { invoices: { status: 'ready', data: invoicePage([creditedInvoice]) }, downloadingCreditNoteId: 'av-1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Téléchargement... de l’avoir AV-2026-00003' })).toBeDisabled();
  },
};

export const Paged: Story = {
  args: { invoices: { status: 'ready', data: invoicePage(manyInvoices) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Downloading: Story = { args: { downloadingId: 'fac-12' } };

export const Empty: Story = {
  args: { invoices: { status: 'ready', data: invoicePage([]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune facture trouvée')).toBeVisible();
  },
};

export const Loading: Story = { args: { invoices: { status: 'loading' } } };

export const LoadError: Story = { args: { invoices: { status: 'error', message: 'Erreur lors du chargement des factures' } } };

// At 480 px every row's "PDF" starts a line of its own, under the figures (it followed them where they fitted).
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    for (const row of within(canvasElement).getAllByRole('row').slice(1)) {
      const number = row.firstElementChild!.getBoundingClientRect();
      const pdf = within(row).getByRole('button').getBoundingClientRect();
      await expect(Math.abs(pdf.left - number.left)).toBeLessThan(2);
      await expect(pdf.top).toBeGreaterThan(number.bottom);
    }
  },
};
