import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toCents, type OverdueInvoice, type OverdueInvoicePage } from '@otech/domain';
import { AdminRemindersPage } from '@otech/ui';
import { formallyNoticedInvoice, newlyOverdueInvoice, overdueInvoice } from '../fixtures/adminInvoices.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminRemindersPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory } from './staffListStates.ts';

const noFilter = { search: '', from: '', to: '' };
/** A first page of the server's answer: these invoices, the list's total and what it all has to recover. */
const pageOf = (items: OverdueInvoice[], total = items.length, dueTotalCents = items.reduce((sum, invoice) => sum + toCents(invoice.reste_du), 0)): OverdueInvoicePage => ({
  items,
  total,
  page: 1,
  pageSize: 20,
  totalPages: Math.max(1, Math.ceil(total / 20)),
  dueTotalCents,
});

const meta = {
  title: 'Admin/AdminRemindersPage',
  tags: ['stable'],
  component: AdminRemindersPage,
  parameters: { ...usageDocs(adminRemindersPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    filter: noFilter,
    onFilterChange: fn(),
    invoices: { status: 'ready', data: pageOf([overdueInvoice, newlyOverdueInvoice]) },
    onRetry: fn(),
    page: 1,
    onPageChange: fn(),
    sort: { key: 'echeance', direction: 'asc' },
    onSortChange: fn(),
    onExport: fn(),
    onSendReminder: fn(),
    onDownloadLetter: fn(),
  },
} satisfies Meta<typeof AdminRemindersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Days late, amount due, the history of reminders and the next level to send.
export const OverdueInvoices: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2 factures en retard' })).toBeVisible();
    await expect(canvas.getByText(/^1\s240,00\s€ TTC à recouvrer$/)).toBeVisible();
    const late = within(canvas.getByRole('row', { name: /FA-2026-00032/ }));
    await expect(late.getByText('40 jours')).toBeVisible();
    await expect(late.getByRole('list', { name: 'Relances de la facture FA-2026-00032' })).toHaveTextContent('Relance amiable le 25/10/2026Deuxième relance le 08/11/2026');
    await expect(within(canvas.getByRole('row', { name: /FA-2026-00044/ })).getByText('1 jour')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer : Relance amiable, facture FA-2026-00044' }));
    await expect(args.onSendReminder).toHaveBeenCalledWith(newlyOverdueInvoice);
  },
};

// Issue 27: a formal notice is asked again before it leaves; not sent, nothing goes.
export const FormalNoticeAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer : Mise en demeure, facture FA-2026-00032' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Envoyer la mise en demeure' });
    await expect(within(dialog).getByText(/^Envoyer la mise en demeure de la facture FA-2026-00032 à /)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ne pas envoyer' }));
    await expect(args.onSendReminder).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer : Mise en demeure, facture FA-2026-00032' }));
    await userEvent.click(within(await page.findByRole('alertdialog', { name: 'Envoyer la mise en demeure' })).getByRole('button', { name: 'Envoyer la mise en demeure' }));
    await expect(args.onSendReminder).toHaveBeenCalledWith(overdueInvoice);
  },
};

// A formal notice sent: its letter, with the penalties and the 40 € fee, is there to print and post.
export const FormalNoticeLetter: Story = {
  args: { invoices: { status: 'ready', data: pageOf([formallyNoticedInvoice]) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Lettre \(PDF\)/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Lettre (PDF) de la mise en demeure du 23/11/2026, facture FA-2026-00032' }));
    await expect(args.onDownloadLetter).toHaveBeenCalledWith(formallyNoticedInvoice.relances[2], formallyNoticedInvoice);
  },
};

export const DownloadingLetter: Story = {
  args: { invoices: { status: 'ready', data: pageOf([formallyNoticedInvoice]) }, downloadingReminderId: 'rel-3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Lettre \(PDF\)/ })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { sendingInvoiceId: 'fac-5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /facture FA-2026-00044/ })).toHaveTextContent('Envoi...');
    await expect(within(canvasElement).getByRole('button', { name: /facture FA-2026-00044/ })).toBeDisabled();
  },
};

export const NoneOverdue: Story = {
  args: { invoices: { status: 'ready', data: pageOf([]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune facture en retard')).toBeVisible();
  },
};

// Search, due days, sort, export and pages all go to the server; the heading and the sum are the whole list's.
export const FilterSortExportAndPage: Story = {
  args: { invoices: { status: 'ready', data: pageOf([overdueInvoice, newlyOverdueInvoice], 45, 5_231_050) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '45 factures en retard' })).toBeVisible();
    await expect(canvas.getByText(/^52\s310,50\s€ TTC à recouvrer$/)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Numéro ou client' }), 'garage{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, search: 'garage' });
    await userEvent.type(within(canvas.getByRole('group', { name: "Date d'échéance" })).getByLabelText('Du'), '2026-10-01');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, from: '2026-10-01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Reste dû TTC' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'reste', direction: 'desc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en CSV' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

// Typing is enough: the search goes to the server once typing stops.
export const SearchOnTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Numéro ou client' }), 'FA-2026');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, search: 'FA-2026' }));
  },
};

export const Loading: Story = loadingStory('invoices', 'Chargement des factures en retard...');

export const LoadError: Story = loadErrorStory('invoices', 'Erreur lors du chargement des relances');

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Relances' })).toBeVisible();
  },
};
