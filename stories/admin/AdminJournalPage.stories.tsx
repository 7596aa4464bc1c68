import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuditEntry } from '@otech/domain';
import { AdminJournalPage } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { expectNoSidewaysScroll } from '../fixtures/sidewaysScroll.ts';
import { atViewport } from '../storefront/viewports.ts';
import { adminJournalPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory, nothingListed } from './staffListStates.ts';

const reroled: AuditEntry = {
  id: '2',
  at: '2027-01-12T13:32:00.000Z',
  staffId: '1',
  staffName: 'Administrateur OTECH',
  staffRole: 'administrateur',
  kind: 'staff',
  recordId: '4',
  recordLabel: 'Lucie Bernard',
  action: 'rôle',
  before: { name: 'Lucie Bernard', role: 'commercial' },
  after: { name: 'Lucie Bernard', role: 'logistique' },
};
const impersonated: AuditEntry = {
  id: '1',
  at: '2027-01-12T09:05:00.000Z',
  staffId: '2',
  staffName: 'Marie Leroy',
  staffRole: 'commercial',
  clientId: '7',
  clientName: 'SARL Dupont',
  kind: 'impersonation',
  recordId: '7',
  recordLabel: 'SARL Dupont',
  action: 'début',
  before: null,
  after: { timestamp: '2027-01-12T09:05:00.000Z' },
};

const paid: AuditEntry = {
  id: '3',
  at: '2027-01-12T15:10:00.000Z',
  staffId: '3',
  staffName: 'Paul Martin',
  staffRole: 'comptabilite',
  kind: 'payment',
  recordId: '118',
  recordLabel: 'FA-2027-00012',
  action: 'paiement',
  before: null,
  after: null,
};

const meta = {
  title: 'Admin/AdminJournalPage',
  tags: ['stable'],
  component: AdminJournalPage,
  parameters: { ...usageDocs(adminJournalPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'Administrateur OTECH',
    onLogout: fn(),
    entries: { status: 'ready', data: { items: [paid, reroled, impersonated], total: 3, page: 1, pageSize: 50, totalPages: 1 } },
    onRetry: fn(),
    people: [
      { id: '1', name: 'Administrateur OTECH' },
      { id: '2', name: 'Marie Leroy' },
      { id: '3', name: 'Paul Martin' },
    ],
    filter: { recordId: '', from: '', to: '' },
    onFilterChange: fn(),
    sort: { key: 'at', direction: 'desc' },
    onSortChange: fn(),
    page: 1,
    onPageChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof AdminJournalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each entry: when, who (and in which client's account), what (a staff member by name, an invoice by number, a client by company, never an internal id), and the values before and after.
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '3 entrées' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /Administrateur OTECH/ });
    await expect(within(row).getByText('12/01/2027 à 14:32')).toBeVisible();
    await expect(within(row).getByText('rôle Commercial → Logistique')).toBeVisible();
    await expect(within(row).getByRole('cell', { name: /^Équipe Lucie Bernard/ })).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Paul Martin/ })).getByRole('cell', { name: /^Paiement FA-2027-00012/ })).toBeVisible();
    const impersonating = within(canvas.getByRole('row', { name: /Marie Leroy/ }));
    await expect(impersonating.getByText('pour SARL Dupont')).toBeVisible();
    await expect(impersonating.getByRole('cell', { name: /^Connexion en tant que client SARL Dupont/ })).toBeVisible();
  },
};

// Who: choosing a person asks the server for their entries only.
export const FilterByPerson: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Tout le monde/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Marie Leroy' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ recordId: '', from: '', to: '', staffId: '2' });
  },
};

// What: choosing a kind asks the server for that kind only.
export const FilterByKind: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Type/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Connexion en tant que client' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ recordId: '', from: '', to: '', kind: 'impersonation' });
  },
};

// When: the period's first day narrows the list.
export const FilterByPeriod: Story = {
  play: async ({ args, canvasElement }) => {
    const period = within(within(canvasElement).getByRole('group', { name: 'Période' }));
    await userEvent.type(period.getByLabelText('Du'), '2027-01-01');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ recordId: '', from: '2027-01-01', to: '' });
  },
};

// The date header sorts the oldest first when pressed on a list sorted newest first.
export const SortByDate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Date' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'at', direction: 'asc' });
  },
};

export const Export: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exporter en CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

export const Empty: Story = { args: { entries: { status: 'ready', data: { items: [], total: 0, page: 1, pageSize: 50, totalPages: 1 } } }, play: nothingListed('Aucune entrée') };

export const Loading: Story = loadingStory('entries', 'Chargement du journal...');

export const LoadError: Story = loadErrorStory('entries', 'Erreur lors du chargement du journal');

// At 480 px the search field stays inside its filter card, and nothing scrolls sideways.
const fitsTheScreen = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expectNoSidewaysScroll(canvasElement);
  const search = within(canvasElement).getByRole('searchbox').getBoundingClientRect();
  const card = within(canvasElement).getByRole('search').getBoundingClientRect();
  await expect(search.right).toBeLessThanOrEqual(card.right);
};

export const PhoneWidth: Story = { ...atViewport('mobile'), play: fitsTheScreen };

export const HandsetWidth: Story = { ...atViewport('handset'), play: fitsTheScreen };
