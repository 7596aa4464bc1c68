import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Facture } from '@otech/domain';
import { ADMIN_INVOICE_SEARCH_MAX } from '@otech/domain';
import { AdminInvoicesPage } from '@otech/ui';
import { cancelledInvoice, draftInvoice, paidInvoice, partlyPaidInvoice } from '../fixtures/adminInvoices.ts';
import { creditableLines } from '../fixtures/creditNotes.ts';
import { atViewport } from '../storefront/viewports.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminInvoicesPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory, nothingListed } from './staffListStates.ts';

/** The server's answer of one page holding these invoices. */
const pageOf = (items: Facture[]) => ({ status: 'ready' as const, data: { items, total: items.length, page: 1, pageSize: 25, totalPages: 1 } });

const meta = {
  title: 'Admin/AdminInvoicesPage',
  tags: ['stable'],
  component: AdminInvoicesPage,
  parameters: { ...usageDocs(adminInvoicesPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    filter: { statut: '', search: '', from: '', to: '' },
    onFilterChange: fn(),
    invoices: pageOf([draftInvoice, partlyPaidInvoice, paidInvoice, cancelledInvoice]),
    onRetry: fn(),
    page: 1,
    onPageChange: fn(),
    sort: { key: 'date', direction: 'desc' },
    onSortChange: fn(),
    onListExport: fn(),
    onPayingChange: fn(),
    onRecordPayment: fn(),
    paymentSaving: false,
    onMarkSent: fn(),
    onDownloadPdf: fn(),
    today: '2026-11-24',
    onExport: fn(),
    exporting: false,
    onCreditingChange: fn(),
    creditNote: { lines: { status: 'ready', data: creditableLines }, onRetry: fn(), creditNotes: [], onDownloadCreditNote: fn(), issuing: false },
    onIssueCreditNote: fn(),
  },
} satisfies Meta<typeof AdminInvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Amount due, statuses, and only the actions each invoice allows: no payment on a paid or cancelled one.
export const Invoices: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const partly = canvas.getByRole('row', { name: /FA-2026-00032/ });
    await expect(partly).toHaveTextContent('1 000,00');
    await expect(partly).toHaveTextContent('En retard');
    await expect(canvas.queryByRole('button', { name: /paiement sur la facture FA-2026-00018/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /paiement sur la facture FA-2026-00019/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Marquer envoyée la facture FA-2026-00041' }));
    await expect(args.onMarkSent).toHaveBeenCalledWith(draftInvoice);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF de la facture FA-2026-00018' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledWith(paidInvoice);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer un paiement sur la facture FA-2026-00032' }));
    await expect(args.onPayingChange).toHaveBeenCalledWith('fac-2');
  },
};

// Issue 23: Commercial reads the invoices and downloads their PDF; no payment, sending, credit note nor export is offered.
export const Commercial: Story = {
  args: { adminName: 'Marie Leroy', onPayingChange: undefined, onMarkSent: undefined, onCreditingChange: undefined, onListExport: undefined, onExport: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /FA-2026-00032/ })).toHaveTextContent('Partiel');
    await expect(canvas.queryByRole('button', { name: /paiement sur la facture|Marquer envoyée|Émettre un avoir/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Exporter/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'PDF de la facture FA-2026-00018' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledWith(paidInvoice);
  },
};

// Where each invoice's payments stand ("Partiel", "Payée"), and "Avoir" on issued invoices only.
export const PaymentsAndCreditNotes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /FA-2026-00032/ })).toHaveTextContent('Partiel');
    await expect(canvas.getByRole('row', { name: /FA-2026-00018/ })).toHaveTextContent(/Payée.*Payée/);
    await expect(canvas.queryByRole('button', { name: 'Émettre un avoir sur la facture FA-2026-00041' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Émettre un avoir sur la facture FA-2026-00019' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Émettre un avoir sur la facture FA-2026-00032' }));
    await expect(args.onCreditingChange).toHaveBeenCalledWith('fac-2');
  },
};

// The credit-note dialog of FA-2026-00032: the confirmed choice goes to the shop with its invoice.
export const IssuingACreditNote: Story = {
  args: { creditingInvoiceId: 'fac-2' },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Tout créditer' }));
    await userEvent.click(body.getByRole('button', { name: 'Émettre l’avoir' }));
    await userEvent.click(body.getByRole('button', { name: 'Confirmer l’avoir' }));
    await expect(args.onIssueCreditNote).toHaveBeenCalledWith(partlyPaidInvoice, [{ lineId: '1', quantity: 100 }, { lineId: '2', quantity: 24 }]);
  },
};

// Status and search: each change is a new filter for the shop.
export const FilterAndSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Statut/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'En retard' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ statut: 'en_retard', search: '', from: '', to: '' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Numéro ou client' }), 'martin{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ statut: '', search: 'martin', from: '', to: '' });
  },
};

// The payment dialog offers what is due and refuses more before anything is sent.
export const RecordingAPayment: Story = {
  args: { payingInvoiceId: 'fac-2' },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const amount = dialog.getByRole('textbox', { name: /Montant/ });
    await expect(amount).toHaveValue('1000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000,01');
    await userEvent.tab();
    await expect(await dialog.findByText(/Le montant ne peut pas dépasser le reste dû/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enregistrer le paiement' })).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '400,50');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer le paiement' }));
    await expect(args.onRecordPayment).toHaveBeenCalledWith(partlyPaidInvoice, { montant: 400.5, date_paiement: '2026-11-24', mode: 'Virement' });
  },
};

export const PaymentRefused: Story = {
  args: { payingInvoiceId: 'fac-2', paymentError: 'Le montant dépasse le reste dû (1 000,00 €)' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText('Le montant dépasse le reste dû (1 000,00 €)')).toBeVisible();
  },
};

export const PaymentSaving: Story = {
  args: { payingInvoiceId: 'fac-2', paymentSaving: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /Enregistrement/ })).toBeDisabled();
  },
};

export const NoMatch: Story = { args: { filter: { statut: 'brouillon', search: 'zzz', from: '', to: '' }, invoices: pageOf([]) }, play: nothingListed('Aucune facture ne correspond à ces critères') };

export const Loading: Story = loadingStory('invoices', 'Chargement des factures...');

export const LoadError: Story = loadErrorStory('invoices', 'Erreur lors du chargement des factures');

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Factures' })).toBeVisible();
  },
};

// The search stops at what GET /admin/factures accepts.
export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Numéro ou client' }), ADMIN_INVOICE_SEARCH_MAX]]);
  },
};

const sendReminders = fn();

// Bulk actions (issue 23): two invoices checked, the next reminders for both.
export const BulkSelection: Story = {
  args: {
    bulk: {
      selected: new Set(['fac-1', 'fac-2']),
      onSelectionChange: fn(),
      actions: [
        { label: 'Envoyer la relance suivante', onPress: sendReminders },
        { label: 'Télécharger les PDF (ZIP)', onPress: fn() },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByRole('region', { name: 'Actions sur la sélection' }));
    await expect(bar.getByText('2 sélectionnées')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Sélectionner FA-2026-00041' })).toBeChecked();
    await userEvent.click(bar.getByRole('button', { name: 'Envoyer la relance suivante' }));
    await expect(sendReminders).toHaveBeenCalledWith(['fac-1', 'fac-2']);
  },
};
