import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SALES_INBOX_SEARCH_MAX } from '@otech/domain';
import { AdminMessagesPage } from '@otech/ui';
import { answeredMessage, newMessage, pageOf } from '../fixtures/salesInbox.ts';
import { atViewport } from '../storefront/viewports.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminMessagesPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory, nothingListed, pastTheEnd } from './staffListStates.ts';

const noFilter = { search: '', status: '' as const, from: '', to: '' };

const meta = {
  title: 'Admin/AdminMessagesPage',
  tags: ['stable'],
  component: AdminMessagesPage,
  parameters: { ...usageDocs(adminMessagesPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    inboxCounts: { quotesToProcess: 0, newMessages: 1 },
    filter: noFilter,
    onFilterChange: fn(),
    messages: { status: 'ready', data: pageOf([newMessage, answeredMessage], 1, 30) },
    onRetry: fn(),
    page: 1,
    onPageChange: fn(),
    sort: { key: 'date', direction: 'desc' },
    onSortChange: fn(),
    onExport: fn(),
    onStatusChange: fn(),
  },
} satisfies Meta<typeof AdminMessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// A new message can be marked read or answered; an answered one has nothing left to do.
export const MarkReadAndAnswered: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Nouveau');
    await expect(rows[2]).toHaveTextContent('Répondu');
    await expect(within(rows[2]!).queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Marquer comme lu le message « Piles AA en volume »' }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith(newMessage, 'read');
    await userEvent.click(canvas.getByRole('button', { name: 'Marquer comme répondu le message « Piles AA en volume »' }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith(newMessage, 'answered');
    await expect(canvas.getByRole('link', { name: 'Messages 1 à lire' })).toBeVisible();
  },
};

// While a status is saved, that message's buttons wait.
export const Saving: Story = {
  args: { changingId: newMessage.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Marquer comme lu/ })).toBeDisabled();
  },
};

// Search, status, period, sort, export and pages all go to the server; the total is the heading.
export const FilterSortExportAndPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '30 messages' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Expéditeur ou objet' }), 'dupont{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, search: 'dupont' });
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Statut/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Nouveau' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, status: 'new' });
    await userEvent.type(within(canvas.getByRole('group', { name: 'Reçu' })).getByLabelText('Du'), '2027-01-01');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, from: '2027-01-01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Expéditeur' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'expediteur', direction: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en CSV' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

// Page 9 asked of a list of 2 pages: the server answered page 2, and the list says so.
export const PastTheEnd: Story = { args: { page: 9, messages: { status: 'ready', data: pageOf([answeredMessage], 2, 30) } }, play: pastTheEnd(9, 2) };

export const NoMatch: Story = { args: { filter: { ...noFilter, search: 'zzz' }, messages: { status: 'ready', data: pageOf([]) } }, play: nothingListed('Aucun message ne correspond à ces critères') };

export const Loading: Story = loadingStory('messages', 'Chargement des messages...');

export const LoadError: Story = loadErrorStory('messages', 'Erreur lors du chargement des messages');

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  },
};

export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Expéditeur ou objet' }), SALES_INBOX_SEARCH_MAX]]);
  },
};
