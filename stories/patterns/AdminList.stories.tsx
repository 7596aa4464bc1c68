import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatEuros, type AdminClient } from '@otech/domain';
import { AdminTable, Badge, ColumnTable, NativeSelect, Paginator, SearchField } from '@otech/ui';
import { loaded } from '../fixtures/asyncState.ts';
import { clients } from '../fixtures/adminClients.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

const STATUS_FILTERS = [
  { id: 'all', label: 'Tous' },
  { id: 'active', label: 'Actifs' },
  { id: 'inactive', label: 'Inactifs' },
];

/** Enough rows for two pages of the demo: the fixture's clients twice, with their own ids. */
const rows: AdminClient[] = [...clients, ...clients.map((client) => ({ ...client, id: `${client.id}-bis` }))];

const fullName = (client: AdminClient) => `${client.firstName} ${client.lastName}`;

/** The admin list as the staff pages compose it: search and filter above, the table, the paginator in its card. */
function AdminListPattern({ pageSize }: { pageSize: number }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const shown = rows.filter(
    (client) =>
      (status === 'all' || client.isActive === (status === 'active')) &&
      `${fullName(client)} ${client.companyName}`.toLowerCase().includes(search.trim().toLowerCase()),
  );
  // A new search or filter starts again at page 1: page 3 of a shorter list may not exist.
  const refine = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'end' }}>
        <SearchField label="Rechercher un client" value={search} maxLength={100} onChange={(text) => refine(() => setSearch(text))} onClear={() => refine(() => setSearch(''))} />
        <NativeSelect label="Statut" options={STATUS_FILTERS} value={status} onChange={(id) => refine(() => setStatus(id))} />
      </div>
      <AdminTable
        state={loaded(shown)}
        onRetry={() => undefined}
        loadingLabel="Chargement des clients..."
        label="Clients"
        rowKey={(client) => client.id}
        rows={(data) => data.slice((page - 1) * pageSize, page * pageSize)}
        empty={{ title: 'Aucun client trouvé', message: 'Modifiez la recherche ou le filtre.' }}
        title={(data) => `${data.length} client(s)`}
        columns={[
          { header: 'Client', cell: fullName },
          { header: 'Société', cell: (client) => client.companyName || '—' },
          { header: 'Statut', cell: (client) => (client.isActive ? <Badge tone="success">Actif</Badge> : <Badge tone="neutral">Inactif</Badge>) },
          { header: 'Total des achats HT', cell: (client) => formatEuros(client.totalSpent), align: 'end', nowrap: true },
        ]}
        pagination={(data) => <Paginator page={page} pageSize={pageSize} total={data.length} onPageChange={setPage} label="Pages des clients" />}
      />
    </div>
  );
}

const meta = {
  title: 'Patterns/Admin list',
  tags: ['stable'],
  component: AdminListPattern,
  args: { pageSize: 3 },
  parameters: {
    docs: {
      description: {
        component: `Every staff list (clients, orders, invoices, deliveries) is built the same way, top to bottom:

1. **Search** (\`SearchField\`) and **filters** (\`NativeSelect\`, one per criterion, "Tous" first) on one row; it wraps on a phone.
2. **The table** (\`AdminTable\`) in a card titled with the count. The first column names the row; amounts are right-aligned and say HT or TTC in their header.
3. **The paginator** (\`Paginator\`) inside the card, below the table.

Rules: a new search or filter goes back to page 1. While loading, the card shows the spinner with the list's loading text; a failed load shows the message and "Réessayer", never an empty list; no result shows an empty state that says how to get results. Keyboard: Tab reaches the search, the filter, the table and each page button in reading order.`,
      },
    },
  },
} satisfies Meta<typeof AdminListPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchFilterAndPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = rows.length;
    await expect(canvas.getByRole('heading', { name: `${total} client(s)` })).toBeVisible();
    // The next page, then a search typed from the keyboard brings the list back to page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Page suivante' }));
    await expect(within(canvas.getByRole('table', { name: 'Clients' })).getAllByRole('row')).toHaveLength(Math.min(3, total - 3) + 1);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Rechercher un client' }));
    await userEvent.keyboard('Durand');
    await expect(canvas.getByRole('heading', { name: '2 client(s)' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Statut' }), 'inactive');
    await expect(canvas.getByRole('heading', { name: 'Aucun client trouvé' })).toBeVisible();
  },
};

const clientColumns = [
  { header: 'Client', cell: fullName },
  { header: 'Total des achats HT', cell: (client: AdminClient) => formatEuros(client.totalSpent), align: 'end' as const },
];

// A search without result: the card says so and how to get results, never a bare table.
export const DoAndDont: Story = {
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
