import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STAFF_LIST_SEARCH_DEBOUNCE_MS } from '@otech/domain';
import { ListFilters, Select } from '@otech/ui';
import { listFiltersUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

interface OrderFilter {
  search: string;
  statut: string;
  from: string;
  to: string;
}

const noFilter: OrderFilter = { search: '', statut: '', from: '', to: '' };
// A list's filter stands for any: the component is generic.
const OrderFilters = ListFilters<OrderFilter>;

const meta = {
  title: 'Admin/ListFilters',
  tags: ['beta'],
  component: OrderFilters,
  parameters: { layout: 'padded', ...usageDocs(listFiltersUsage) },
  args: {
    filter: noFilter,
    onFilterChange: fn(),
    search: { key: 'search', label: 'Client ou numéro de commande', placeholder: 'Nom, email ou numéro', maxLength: 100 },
    period: 'Date de commande',
    children: <Select label="Statut" options={[{ id: '', label: 'Tous' }, { id: 'livree', label: 'Livrée' }]} value="" onChange={() => undefined} />,
  },
} satisfies Meta<typeof OrderFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

// Typing sets the search field of the filter once typing stops; the other fields are kept.
export const Search: Story = {
  args: { filter: { ...noFilter, statut: 'livree' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Client ou numéro de commande' }), 'durand');
    await waitFor(() => expect(args.onFilterChange).toHaveBeenCalledWith({ ...noFilter, statut: 'livree', search: 'durand' }), { timeout: STAFF_LIST_SEARCH_DEBOUNCE_MS * 5 });
  },
};

// The period writes `from` and `to`; its two days sit side by side, each wide enough for a full date.
export const Period: Story = {
  args: { filter: { ...noFilter, from: '2027-01-01' } },
  play: async ({ args, canvasElement }) => {
    const period = within(within(canvasElement).getByRole('group', { name: 'Date de commande' }));
    await expect(period.getByLabelText('Du')).toHaveValue('2027-01-01');
    await userEvent.type(period.getByLabelText('Au'), '2027-01-31');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, from: '2027-01-01', to: '2027-01-31' });
    for (const day of [period.getByLabelText('Du'), period.getByLabelText('Au')]) await expect(day.getBoundingClientRect().width).toBeGreaterThanOrEqual(150);
  },
};

// A list without dates or own selects shows its search alone.
export const SearchOnly: Story = {
  args: { period: undefined, children: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Client ou numéro de commande' })).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};
