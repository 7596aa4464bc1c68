import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SALES_INBOX_SEARCH_MAX } from '@otech/domain';
import { AdminQuoteRequestsPage } from '@otech/ui';
import { pageOf, pendingRequest, sentRequest } from '../fixtures/salesInbox.ts';
import { atViewport } from '../storefront/viewports.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminQuoteRequestsPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory, nothingListed, pastTheEnd } from './staffListStates.ts';

const noFilter = { search: '', status: '' as const, from: '', to: '' };

const meta = {
  title: 'Admin/AdminQuoteRequestsPage',
  tags: ['stable'],
  component: AdminQuoteRequestsPage,
  parameters: { ...usageDocs(adminQuoteRequestsPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    inboxCounts: { quotesToProcess: 1, newMessages: 3 },
    filter: noFilter,
    onFilterChange: fn(),
    requests: { status: 'ready', data: pageOf([pendingRequest, sentRequest], 1, 45) },
    onRetry: fn(),
    page: 1,
    onPageChange: fn(),
    sort: { key: 'date', direction: 'desc' },
    onSortChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof AdminQuoteRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Newest first, each with its customer, products, HT amount of the requested lines and status.
export const Requests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Durand Énergie SARL');
    await expect(rows[1]).toHaveTextContent('En attente');
    // 12 x 89,90 + 4 x the charger's price, HT, by documentTotals.
    await expect(rows[1]).toHaveTextContent(/€/);
    await expect(rows[2]).toHaveTextContent('Devis envoyé');
    await expect(canvas.getByRole('link', { name: 'Devis 1 à traiter' })).toBeVisible();
  },
};

// Searching, filtering by status and period, sorting, exporting, paging: each a new request for the server.
export const FilterSortExportAndPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '45 demandes' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Client, société ou produit' }), 'varta{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, search: 'varta' });
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Statut/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'En attente' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, status: 'pending' });
    await userEvent.type(within(canvas.getByRole('group', { name: 'Demandée' })).getByLabelText('Au'), '2027-01-31');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, to: '2027-01-31' });
    await userEvent.click(canvas.getByRole('button', { name: 'Client' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'client', direction: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en XLSX' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('xlsx');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

// Page 7 asked of a list of 3 pages: the server answered page 3, and the list says so.
export const PastTheEnd: Story = { args: { page: 7, requests: { status: 'ready', data: pageOf([sentRequest], 3, 45) } }, play: pastTheEnd(7, 3) };

export const NoMatch: Story = { args: { filter: { ...noFilter, search: 'zzz' }, requests: { status: 'ready', data: pageOf([]) } }, play: nothingListed('Aucune demande de devis ne correspond à ces critères') };

export const Loading: Story = loadingStory('requests', 'Chargement des demandes de devis...');

export const LoadError: Story = loadErrorStory('requests', 'Erreur lors du chargement des demandes de devis');

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeVisible();
  },
};

// The search stops at what GET /admin/quote-requests accepts.
export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Client, société ou produit' }), SALES_INBOX_SEARCH_MAX]]);
  },
};
