import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatEuros, STAFF_LIST_SEARCH_DEBOUNCE_MS, totalPages, type AdminClient, type ExportFormat, type ListSort } from '@otech/domain';
import { AdminListPage, AdminTable, Badge, ColumnTable, Select, type ListPeriodFilter, type TableColumn } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { activeClient, clients, inactiveClient } from '../fixtures/adminClients.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';
import { tabTo } from './keyboard.ts';

const STATUS_FILTERS = [
  { id: 'all', label: 'Tous' },
  { id: 'active', label: 'Actifs' },
  { id: 'inactive', label: 'Inactifs' },
];

/** Enough rows for two pages of the demo, each client named once (a row's checkbox is named by its client). */
const rows: AdminClient[] = [
  ...clients,
  { ...activeClient, id: '5', firstName: 'Claire', lastName: 'Durand', email: 'claire@durand-freres.fr', companyName: 'Durand Frères', totalSpent: 980.4 },
  { ...activeClient, id: '6', firstName: 'Sophie', lastName: 'Martin', email: 'sophie@martin-auto.fr', companyName: 'Martin Auto', totalSpent: 2410 },
  { ...inactiveClient, id: '7', firstName: 'Hugo', lastName: 'Leroy', email: 'hugo@example.fr' },
];

const fullName = (client: AdminClient) => `${client.firstName} ${client.lastName}`;

interface ClientFilter extends ListPeriodFilter {
  search: string;
  status: string;
}

const COLUMNS: TableColumn<AdminClient>[] = [
  { header: 'Client', cell: fullName, sortKey: 'client' },
  { header: 'Société', cell: (client) => client.companyName || '—' },
  { header: 'Statut', cell: (client) => (client.isActive ? <Badge tone="success">Actif</Badge> : <Badge tone="neutral">Inactif</Badge>) },
  { header: 'Total des achats HT', cell: (client) => formatEuros(client.totalSpent), align: 'end', nowrap: true, sortKey: 'total', firstDirection: 'desc' },
];

/** The order of two clients by the sort's column, ascending: by total, or by last name then first name. */
const byColumn = (key: string) => (a: AdminClient, b: AdminClient) =>
  key === 'total' ? a.totalSpent - b.totalSpent : `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'fr');

/** How long the pretend server takes to prepare an export: long enough to see its button wait. */
const EXPORT_MS = 1500;

interface AdminListPatternProps {
  /** Rows per page: small here, so that the demo has pages. */
  pageSize: number;
  /** The bulk action pressed, with the keys of the checked rows. */
  onBulkAction: (keys: readonly string[]) => void;
  /** An export asked for: the format and the filter it exports (every page of it). */
  onExport: (format: ExportFormat, filter: ClientFilter) => void;
}

/**
 * The admin list as every staff page composes it (AdminListPage): search on typing and a filter,
 * exports, the table sorted by its headers, checkboxes and their bulk action, the paginator. The
 * server's part (filter, sort, page) is done here in the browser.
 */
function AdminListPattern({ pageSize, onBulkAction, onExport }: AdminListPatternProps) {
  const [filter, setFilter] = useState<ClientFilter>({ search: '', status: 'all' });
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort>({ key: 'client', direction: 'asc' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState<ExportFormat>();
  const shown = rows
    .filter(
      (client) =>
        (filter.status === 'all' || client.isActive === (filter.status === 'active')) &&
        `${fullName(client)} ${client.companyName}`.toLowerCase().includes(filter.search.trim().toLowerCase()),
    )
    .sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * byColumn(sort.key)(a, b));
  // A new search, filter or sort starts again at page 1: page 3 of a shorter list may not exist.
  const refine = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return (
    <AdminListPage<AdminClient, ClientFilter>
      adminName="Marie Leroy"
      onLogout={() => undefined}
      title="Clients"
      label="Clients"
      count={{ one: 'client', many: 'clients' }}
      list={loaded({ items: shown.slice((page - 1) * pageSize, page * pageSize), total: shown.length, page, pageSize, totalPages: totalPages(shown.length, pageSize) })}
      onRetry={() => undefined}
      loadingLabel="Chargement des clients..."
      empty={{ title: 'Aucun client trouvé', message: 'Modifiez la recherche ou le filtre.' }}
      columns={COLUMNS}
      rowKey={(client) => client.id}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={(next) => refine(() => setSort(next))}
      filters={{
        filter,
        onFilterChange: (next) => refine(() => setFilter(next)),
        search: { key: 'search', label: 'Rechercher un client', placeholder: 'Nom ou société', maxLength: 100 },
        children: <Select label="Statut" options={STATUS_FILTERS} value={filter.status} onChange={(status) => refine(() => setFilter({ ...filter, status: status ?? 'all' }))} />,
      }}
      selection={{
        selected,
        onChange: setSelected,
        rowLabel: (client) => `Sélectionner ${fullName(client)}`,
        actions: [{ label: 'Changer de représentant', onPress: onBulkAction }],
      }}
      onExport={(format) => {
        onExport(format, filter);
        setExporting(format);
        setTimeout(() => setExporting(undefined), EXPORT_MS);
      }}
      exporting={exporting}
    />
  );
}

const meta = {
  title: 'Patterns/Admin list',
  tags: ['stable'],
  component: AdminListPattern,
  args: { pageSize: 3, onBulkAction: fn(), onExport: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `Every staff list (clients, orders, invoices, deliveries, messages, the journal…) is \`AdminListPage\` with its own columns, top to bottom:

1. **Search** on typing (\`ListSearchField\`: it runs once the typing stops, at once on Enter or "Rechercher") and the list's **filters** (\`Select\`, one per criterion, "Tous" first; a period where the rows are dated), in one card with the **exports** ("Exporter en CSV", "Exporter en XLSX": the list as filtered, every page; the button waits while the file is prepared).
2. **The table** (\`AdminTable\`) in a card titled with the count. The first column names the row; a header that sorts is a button; amounts are right-aligned and say HT or TTC in their header.
3. **Bulk actions**: a checkbox per row and one for the page; once a row is checked, a bar says how many and offers the actions the role may take on them all, and "Tout désélectionner". An action that cannot be undone asks first (\`BulkChoiceDialog\`) and reports each record (\`BulkResultPanel\`).
4. **The paginator** (\`Paginator\`) inside the card, below the table.

Rules: a new search, filter or sort goes back to page 1. While loading, the card shows the spinner with the list's loading text; a failed load shows the message and "Réessayer", never an empty list; no result shows an empty state that says how to get results. Keyboard: Tab reaches the search, the filters, the exports, each sortable header, each checkbox, the bulk bar and each page button in reading order; Space checks a row, Enter presses a button.`,
      },
    },
  },
} satisfies Meta<typeof AdminListPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

// From the keyboard alone: the next page, then a search and a filter, each bringing the list back to page 1.
export const SearchFilterAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `${rows.length} clients` })).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Page suivante' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(`4 - 6 sur ${rows.length}`)).toBeVisible();
    await tabTo(canvas.getByRole('searchbox', { name: 'Rechercher un client' }), { backwards: true });
    await userEvent.keyboard('Durand');
    await expect(await canvas.findByRole('heading', { name: '2 clients' }, { timeout: STAFF_LIST_SEARCH_DEBOUNCE_MS * 5 })).toBeVisible();
    await expect(canvas.getByText('1 - 2 sur 2')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: /Statut/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Aucun client trouvé' })).toBeVisible();
  },
};

// From the keyboard alone: a header sorts, Space checks two rows, Enter runs the bulk action on them, then an export waits while prepared.
export const SortBulkAndExport: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Total des achats HT' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Total des achats HT/ })).toHaveAttribute('aria-sort', 'descending');
    await tabTo(canvas.getByRole('checkbox', { name: 'Sélectionner Jean Durand' }));
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('2 sélectionnées')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Changer de représentant' }), { backwards: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onBulkAction).toHaveBeenCalledWith(['1', '5']);
    await tabTo(canvas.getByRole('button', { name: 'Tout désélectionner' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();
    await tabTo(canvas.getByRole('button', { name: 'Exporter en CSV' }), { backwards: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('csv', { search: '', status: 'all' });
    await expect(await canvas.findByRole('button', { name: 'Export en cours...' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Exporter en CSV' })).toBeEnabled(), { timeout: EXPORT_MS * 10 });
  },
};

const clientColumns = [
  { header: 'Client', cell: fullName },
  { header: 'Total des achats HT', cell: (client: AdminClient) => formatEuros(client.totalSpent), align: 'end' as const },
];

// A search without result: the card says so and how to get results, never a bare table.
export const DoAndDont: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <DoDont
      good={{
        caption: 'a search with no result says so, and what to change to find one.',
        children: (
          <AdminTable
            state={loaded<AdminClient[]>([])}
            onRetry={() => undefined}
            loadingLabel="Chargement des clients..."
            label="Clients"
            rowKey={(client) => client.id}
            rows={(data) => data}
            empty={{ title: 'Aucun client trouvé', message: 'Modifiez la recherche ou le filtre.' }}
            columns={clientColumns}
          />
        ),
      }}
      bad={{
        caption: 'the headers alone: no result, a load still running and a failed load all look the same.',
        children: <ColumnTable<AdminClient> columns={clientColumns} rows={[]} rowKey={(client) => client.id} label="Clients à ne pas imiter" />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(doDontExample(canvasElement, 'Do').getByRole('heading', { name: 'Aucun client trouvé' })).toBeVisible();
    await expect(doDontExample(canvasElement, 'Do').getByText('Modifiez la recherche ou le filtre.')).toBeVisible();
    await expect(doDontExample(canvasElement, "Don't").getAllByRole('row')).toHaveLength(1);
  },
};
