import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatEuros, type PagedResult } from '@otech/domain';
import { AdminTable, Paginator, type AdminTableProps, type TableColumn } from '@otech/ui';
import { Inbox } from 'lucide-react';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminTableUsage } from '../usage/adminGuidance.ts';

interface Pack {
  reference: string;
  designation: string;
  price: number;
}

const packs: Pack[] = [
  { reference: 'PK-12V-7', designation: 'Pack 12 V 7 Ah', price: 42.5 },
  { reference: 'PK-24V-20', designation: 'Pack 24 V 20 Ah', price: 1180 },
];

const columns: TableColumn<Pack>[] = [
  { header: 'Référence', nowrap: true, cell: (pack) => pack.reference },
  { header: 'Désignation', cell: (pack) => pack.designation },
  { header: 'Prix HT', align: 'end', cell: (pack) => formatEuros(pack.price) },
];

type Args = AdminTableProps<PagedResult<Pack>, Pack>;

const onPageChange = fn();

const meta = {
  title: 'Admin/AdminTable',
  tags: ['stable'],
  parameters: usageDocs(adminTableUsage),
  render: (args: Args) => <AdminTable {...args} />,
  args: {
    state: { status: 'ready', data: { items: packs, total: 42, page: 1, pageSize: 20, totalPages: 3 } },
    onRetry: fn(),
    loadingLabel: 'Chargement des packs...',
    empty: { icon: Inbox, title: 'Aucun pack' },
    label: 'Packs',
    columns,
    rows: (page) => page.items,
    rowKey: (pack) => pack.reference,
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

// The table is named, the first cell of a row is its header, and amounts sit on the right: on a desk's
// screen, where the table has its columns.
export const Rows: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Packs' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Référence', 'Désignation', 'Prix HT']);
    const row = within(table).getByRole('row', { name: /PK-24V-20/ });
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('PK-24V-20');
    const price = within(row).getByText('1 180,00 €');
    await expect(getComputedStyle(price).textAlign).toBe('right');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

// A paged list puts its Paginator under the table, inside the same card.
export const WithPagination: Story = {
  args: {
    pagination: (page) => <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages des packs" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: 'Pages des packs' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page suivante' }));
    await expect(onPageChange).toHaveBeenCalledWith(2);
  },
};

// A heading and a summary above the table, both drawn from the loaded data.
export const WithTitleAndSummary: Story = {
  args: {
    title: (page) => `${page.total} packs`,
    summary: (page) => <p>{`${page.items.length} affichés`}</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '42 packs' })).toBeVisible();
    await expect(canvas.getByText('2 affichés')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement des packs...')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

// A failed load is never an empty list: its message and "Réessayer".
export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Erreur lors du chargement des packs' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des packs');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

// No row: the empty text instead of a table with headers only.
export const Empty: Story = {
  args: { state: { status: 'ready', data: { items: [], total: 0, page: 1, pageSize: 20, totalPages: 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aucun pack' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
