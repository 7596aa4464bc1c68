import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatEuros, STAFF_LIST_SEARCH_DEBOUNCE_MS } from '@otech/domain';
import { AdminListPage, type TableColumn } from '@otech/ui';
import { adminListPageUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { expectNoSidewaysScroll } from '../fixtures/sidewaysScroll.ts';
import { atViewport } from '../storefront/viewports.ts';
import { loadErrorStory, loadingStory, nothingListed } from './staffListStates.ts';

interface Invoice {
  number: string;
  client: string;
  day: string;
  totalCents: number;
}

const invoices: Invoice[] = [
  { number: 'FA-2027-00012', client: 'Durand Énergie SARL', day: '12/01/2027', totalCents: 52025 },
  { number: 'FA-2027-00011', client: 'Garage Lefèvre', day: '11/01/2027', totalCents: 12980 },
  { number: 'FA-2027-00010', client: 'Batteries du Nord', day: '10/01/2027', totalCents: 304500 },
];

const columns: TableColumn<Invoice>[] = [
  { header: 'Numéro', cell: (invoice) => invoice.number, nowrap: true, sortKey: 'number' },
  { header: 'Client', cell: (invoice) => invoice.client, sortKey: 'client' },
  { header: 'Date', cell: (invoice) => invoice.day, sortKey: 'date', firstDirection: 'desc' },
  { header: 'Total TTC', cell: (invoice) => formatEuros(invoice.totalCents / 100), align: 'end', sortKey: 'total', firstDirection: 'desc' },
];

interface InvoiceFilter {
  search: string;
  from: string;
  to: string;
}

// A list of invoices stands for any row type and filter: the component is generic.
const InvoiceList = AdminListPage<Invoice, InvoiceFilter>;
const noFilter: InvoiceFilter = { search: '', from: '', to: '' };

const page = (items: Invoice[], total: number, current = 1) => ({ status: 'ready' as const, data: { items, total, page: current, pageSize: 3, totalPages: Math.ceil(total / 3) } });

const meta = {
  title: 'Admin/AdminListPage',
  tags: ['beta'],
  component: InvoiceList,
  parameters: { layout: 'fullscreen', ...usageDocs(adminListPageUsage) },
  args: {
    adminName: 'Administrateur OTECH',
    onLogout: fn(),
    title: 'Factures',
    label: 'Factures',
    count: { one: 'facture', many: 'factures' },
    list: page(invoices, 12345),
    onRetry: fn(),
    loadingLabel: 'Chargement des factures...',
    empty: { icon: FileText, title: 'Aucune facture' },
    columns,
    rowKey: (invoice: Invoice) => invoice.number,
    page: 1,
    onPageChange: fn(),
    filters: {
      filter: noFilter,
      onFilterChange: fn(),
      search: { key: 'search', label: 'Rechercher une facture', placeholder: 'Numéro ou client', maxLength: 100 },
      period: 'Date de facture',
    },
    sort: { key: 'date', direction: 'desc' },
    onSortChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

// The total in the heading, the rows, and the server's sort shown on its column.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '12\u202f345 factures' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: /Client/ })).toHaveAttribute('aria-sort', 'none');
  },
};

// Typing searches once the typing stops, without Enter; the same text is never sent twice.
export const SearchOnTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Rechercher une facture' }), 'Durand');
    await waitFor(() => expect(args.filters?.onFilterChange).toHaveBeenCalledWith({ ...noFilter, search: 'Durand' }), { timeout: STAFF_LIST_SEARCH_DEBOUNCE_MS * 5 });
    await expect(args.filters?.onFilterChange).toHaveBeenCalledOnce();
  },
};

// "Rechercher" sends the text at once.
export const SearchWithTheButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher une facture' }), 'Lefèvre');
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(args.filters?.onFilterChange).toHaveBeenCalledWith({ ...noFilter, search: 'Lefèvre' });
  },
};

// A header sorts by its column: another column in its first direction, the same one turned around.
export const SortByAColumn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Client' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'client', direction: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Date' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'date', direction: 'asc' });
  },
};

export const FilterByPeriod: Story = {
  play: async ({ args, canvasElement }) => {
    const period = within(within(canvasElement).getByRole('group', { name: 'Date de facture' }));
    await userEvent.type(period.getByLabelText('Au'), '2027-01-31');
    await expect(args.filters?.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, to: '2027-01-31' });
  },
};

// Page 40 asked of a list of 3 pages: the server answered page 3, and the list says so.
export const PastTheEnd: Story = {
  args: { page: 40, list: page(invoices.slice(0, 2), 8, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('La page 40 n’existe pas : voici la dernière page (3).');
    await expect(canvas.getByText('7 - 8 sur 8')).toBeVisible();
  },
};

export const NextPage: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

// Checked rows get the list's bulk actions; the page checkbox checks every row of the page.
export const BulkActions: Story = {
  args: {
    selection: { selected: new Set(['FA-2027-00011']), onChange: fn(), rowLabel: (invoice: Invoice) => `Sélectionner ${invoice.number}`, actions: [{ label: 'Envoyer la relance suivante', onPress: fn() }] },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 sélectionnée')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Sélectionner toute la page' })).toHaveProperty('indeterminate', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la relance suivante' }));
    await expect(args.selection?.actions[0]?.onPress).toHaveBeenCalledWith(['FA-2027-00011']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner toute la page' }));
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith(new Set(['FA-2027-00011', 'FA-2027-00012', 'FA-2027-00010']));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner FA-2027-00012' }));
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith(new Set(['FA-2027-00011', 'FA-2027-00012']));
  },
};

export const Exporting: Story = {
  args: { exporting: 'xlsx' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export en cours...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
  },
};

export const Export: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exporter en XLSX' }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
  },
};

export const Empty: Story = { args: { list: page([], 0) }, play: nothingListed('Aucune facture') };

export const Loading: Story = loadingStory('list', 'Chargement des factures...');

export const LoadError: Story = loadErrorStory('list', 'Erreur lors du chargement des factures');

// At 390 px the toolbar, the search, the filters and the export stay within the screen; only the table scrolls in its own frame.
export const HandsetWidth: Story = {
  ...atViewport('handset'),
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Rechercher une facture' })).toBeVisible();
  },
};
