import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ADMIN_ORDER_SEARCH_MAX, bulkDone, bulkRefused, bulkResult } from '@otech/domain';
import { AdminOrdersPage } from '@otech/ui';
import { deliveredOrder, orderPage, pendingOrder } from '../fixtures/adminOrders.ts';
import { atViewport } from '../storefront/viewports.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminOrdersPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory, nothingListed } from './staffListStates.ts';

const meta = {
  title: 'Admin/AdminOrdersPage',
  tags: ['stable'],
  component: AdminOrdersPage,
  parameters: { ...usageDocs(adminOrdersPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    filter: { search: '' },
    onFilterChange: fn(),
    orders: { status: 'ready', data: orderPage([pendingOrder, deliveredOrder], 1, 45) },
    onRetry: fn(),
    page: 1,
    onPageChange: fn(),
    sort: { key: 'date', direction: 'desc' },
    onSortChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof AdminOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Filtering by each status and the date, searching with Enter, sorting, exporting, paging: each a new request for the server.
export const FilterSearchAndPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: '45 commandes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Paiement/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Payée' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: '', paymentStatus: 'paid' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Client ou numéro de commande' }), 'bernard{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: 'bernard' });
    await userEvent.type(canvas.getByLabelText('Du'), '2027-01-01');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: '', from: '2027-01-01', to: '' });
    await userEvent.click(canvas.getByRole('button', { name: /Montant HT/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'montant', direction: 'desc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en CSV' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

// A status filter already set shows, and 'Tous' takes it off.
export const FilteredByStatus: Story = {
  args: { filter: { search: '', status: 'delivered', shippingStatus: 'delivered' }, orders: { status: 'ready', data: orderPage([deliveredOrder]) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Statut/ })).toHaveTextContent('Livrée');
    await userEvent.click(canvas.getByRole('button', { name: /Statut/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Tous' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ search: '', shippingStatus: 'delivered' });
  },
};

export const NoMatch: Story = { args: { filter: { search: 'zzz' }, orders: { status: 'ready', data: orderPage([]) } }, play: nothingListed('Aucune commande ne correspond à ces critères') };

export const Loading: Story = loadingStory('orders', 'Chargement des commandes...');

export const LoadError: Story = loadErrorStory('orders', 'Erreur lors du chargement des commandes');

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  },
};

// The search stops at what GET /admin/orders accepts.
export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Client ou numéro de commande' }), ADMIN_ORDER_SEARCH_MAX]]);
  },
};

const changeStatus = fn();
const selectionChange = fn();
const bulkArgs = { selected: new Set<string>(), onSelectionChange: selectionChange, actions: [{ label: 'Changer le statut', onPress: changeStatus }, { label: 'Bons de livraison (ZIP)', onPress: fn() }] };

// Bulk actions (issue 23): "Sélectionner toute la page" checks every row of the page; no bar before a row is checked.
export const SelectThePage: Story = {
  args: { bulk: bulkArgs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner toute la page' }));
    await expect(selectionChange).toHaveBeenLastCalledWith(new Set(['ORD-001', 'ORD-002']));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner CMD-2026-00002' }));
    await expect(selectionChange).toHaveBeenLastCalledWith(new Set(['ORD-002']));
  },
};

// Two checked: the count, the role's actions on both; the last action's result above the list.
export const SelectedWithResult: Story = {
  args: {
    bulk: {
      ...bulkArgs,
      selected: new Set(['ORD-001', 'ORD-002']),
      result: {
        title: 'Changer le statut : Confirmée',
        result: bulkResult([bulkDone('ORD-003', 'CMD-2026-00003', 'Passée à « Confirmée »'), bulkRefused('ORD-004', 'CMD-2026-00004', 'Déjà « Confirmée »')]),
        onClose: fn(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByRole('region', { name: 'Actions sur la sélection' }));
    await expect(bar.getByText('2 sélectionnées')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Sélectionner toute la page' })).toBeChecked();
    await userEvent.click(bar.getByRole('button', { name: 'Changer le statut' }));
    await expect(changeStatus).toHaveBeenCalledWith(['ORD-001', 'ORD-002']);
    const result = within(canvas.getByRole('region', { name: 'Résultat : Changer le statut : Confirmée' }));
    await expect(result.getByRole('status')).toHaveTextContent('1 faite, 1 refusée');
  },
};

// Without bulk actions (a role that may take none on orders): no checkboxes at all.
export const WithoutBulkActions: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};
