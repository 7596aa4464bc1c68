import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { paginate } from '@otech/domain';
import { PagedTable } from '@otech/ui';
import { Inbox } from 'lucide-react';
import { usageDocs } from '../usage/usage.ts';
import { pagedTableUsage } from '../usage/accountGuidance.ts';

const names = Array.from({ length: 12 }, (_, index) => `Ligne ${index + 1}`);

const meta = {
  title: 'Account/PagedTable',
  tags: ['stable'],
  component: PagedTable<string>,
  parameters: usageDocs(pagedTableUsage),
  args: {
    state: { status: 'ready', data: paginate(names, 1, 10) },
    onRetry: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    loadingLabel: 'Chargement...',
    emptyTitle: 'Aucune ligne',
    emptyIcon: Inbox,
    label: 'Lignes',
    paginatorLabel: 'Pages des lignes',
    columns: ['Nom'],
    row: (name: string) => (
      <tr key={name}>
        <td>{name}</td>
      </tr>
    ),
  },
} satisfies Meta<typeof PagedTable<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

// The paginator shows only when the total exceeds the page size (spec 2 §2.3).
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('navigation', { name: 'Pages des lignes' })).toBeVisible();
  },
};

export const OnePage: Story = {
  args: { state: { status: 'ready', data: paginate(names.slice(0, 3), 1, 10) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: paginate([], 1, 10) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune ligne')).toBeVisible();
  },
};
