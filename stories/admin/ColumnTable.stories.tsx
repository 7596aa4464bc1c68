import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatEuros } from '@otech/domain';
import { ColumnTable, type ColumnTableProps, type TableColumn } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { columnTableUsage } from '../usage/adminGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

interface Invoice {
  numero: string;
  client: string;
  amount: number;
}

const columns: TableColumn<Invoice>[] = [
  { header: 'Facture', nowrap: true, cell: (invoice) => invoice.numero },
  { header: 'Client', cell: (invoice) => invoice.client },
  { header: 'Montant TTC', align: 'end', cell: (invoice) => formatEuros(invoice.amount) },
];

type Args = ColumnTableProps<Invoice>;

const meta = {
  title: 'Admin/ColumnTable',
  tags: ['stable'],
  parameters: usageDocs(columnTableUsage),
  render: (args: Args) => <ColumnTable {...args} />,
  args: {
    columns,
    rows: [
      { numero: 'FA-2026-00012', client: 'Dupont Électricité SARL', amount: 30 },
      { numero: 'FA-2026-00031', client: 'Martin Piles', amount: 1250.4 },
    ],
    rowKey: (invoice) => invoice.numero,
    label: 'Factures',
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

// One row a record: the number heads its row and never breaks, the amount sits on the right: on a desk's
// screen, where the table has its columns.
export const Rows: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Factures' }));
    const row = within(table.getByRole('row', { name: /FA-2026-00031/ }));
    const number = row.getByRole('rowheader');
    await expect(number).toHaveTextContent('FA-2026-00031');
    await expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
    await expect(getComputedStyle(row.getByText('1 250,40 €')).textAlign).toBe('right');
    await expect(getComputedStyle(table.getByRole('columnheader', { name: 'Montant TTC' })).textAlign).toBe('right');
  },
};

// No row: the headers alone (a page shows its empty text instead, through AdminTable).
export const NoRows: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Factures' }));
    await expect(table.getAllByRole('columnheader')).toHaveLength(3);
    await expect(table.getAllByRole('row')).toHaveLength(1);
  },
};

interface StoredInvoice {
  id: string;
  amount: number;
}

// Tables: the record's own number first, amounts on the right with HT or TTC in the header.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'the number staff read heads the row, the amount sits on the right and its header says TTC.',
        children: <ColumnTable columns={columns} rows={[{ numero: 'FA-2026-00031', client: 'Martin Piles', amount: 1250.4 }]} rowKey={(invoice) => invoice.numero} label="Factures" />,
      }}
      bad={{
        caption: 'an internal id, and an amount on the left whose header does not say HT or TTC.',
        children: (
          <ColumnTable<StoredInvoice>
            columns={[
              { header: 'Id', cell: (invoice) => invoice.id },
              { header: 'Montant', cell: (invoice) => formatEuros(invoice.amount) },
            ]}
            rows={[{ id: '118', amount: 1250.4 }]}
            rowKey={(invoice) => invoice.id}
            label="Factures à ne pas imiter"
          />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const good = doDontExample(canvasElement, 'Do');
    await expect(good.getByRole('rowheader')).toHaveTextContent('FA-2026-00031');
    await expect(getComputedStyle(good.getByRole('columnheader', { name: 'Montant TTC' })).textAlign).toBe('right');
    await expect(doDontExample(canvasElement, "Don't").getByRole('columnheader', { name: 'Montant' })).toBeVisible();
  },
};
