import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InboxFilters } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { inboxFiltersUsage } from '../usage/adminGuidance.ts';

const STATUS_OPTIONS = [
  { id: '', label: 'Tous' },
  { id: 'new', label: 'Nouveau' },
  { id: 'answered', label: 'Répondu' },
];

const meta = {
  title: 'Admin/InboxFilters',
  tags: ['stable'],
  component: InboxFilters,
  parameters: usageDocs(inboxFiltersUsage),
  args: {
    label: 'Filtrer les messages',
    searchLabel: 'Expéditeur ou objet',
    searchPlaceholder: 'Nom, société, e-mail ou objet',
    statusOptions: STATUS_OPTIONS,
    filter: { search: '' },
    onFilterChange: fn(),
  },
} satisfies Meta<typeof InboxFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

// A text submitted with Enter filters the inbox, the status kept.
export const SearchOnEnter: Story = {
  args: { filter: { search: '', status: 'new' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Expéditeur ou objet' }), 'Durand{Enter}');
    await expect(args.onFilterChange).toHaveBeenCalledWith({ search: 'Durand', status: 'new' });
  },
};

// A filter already chosen shows its text and status.
export const Filtered: Story = {
  args: { filter: { search: 'Durand', status: 'answered' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Expéditeur ou objet' })).toHaveValue('Durand');
    await expect(canvas.getByRole('search', { name: 'Filtrer les messages' })).toBeInTheDocument();
  },
};
