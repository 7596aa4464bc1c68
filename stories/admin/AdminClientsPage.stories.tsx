import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEXT_LIMITS, type PublicClient } from '@otech/domain';
import { AdminClientsPage } from '@otech/ui';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminClientsPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, nothingListed, pastTheEnd } from './staffListStates.ts';

const durand: PublicClient = {
  id: 1,
  pseudo: 'JEAND',
  societe: 'Durand Energie SARL',
  email: 'jean@durand-energie.fr',
  date_creation: '2027-01-12T09:30:00.000Z',
  code_postal: '69003',
  ville: 'Lyon',
  pays: 'France',
  actif: true,
  bloque: false,
};
const closed: PublicClient = { ...durand, id: 4, pseudo: 'LUCP', societe: 'Petit Nautisme', email: 'luc@petit.fr', actif: false, bloque: true };
const waiting: PublicClient = { ...durand, id: 7, pseudo: 'HELENEM', societe: 'Martin Ouverture', email: 'helene@ouverture.fr', actif: false, bloque: false, en_attente_validation: true };
const noFilter = { search: '', compte: '' as const, from: '', to: '' };
const page = (items: PublicClient[], total: number, current = 1) => ({ status: 'ready' as const, data: { items, total, page: current, pageSize: 10, totalPages: Math.ceil(total / 10) } });

const meta = {
  title: 'Admin/AdminClientsPage',
  tags: ['stable'],
  component: AdminClientsPage,
  parameters: { ...usageDocs(adminClientsPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    filter: noFilter,
    onFilterChange: fn(),
    clients: page([durand, closed, waiting], 12),
    page: 1,
    onPageChange: fn(),
    sort: { key: 'societe', direction: 'asc' },
    onSortChange: fn(),
    onRetry: fn(),
    onExport: fn(),
    onToggle: fn(),
  },
} satisfies Meta<typeof AdminClientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Activate, deactivate, block and unblock from the list; search, filters, sort and pages go to the server.
export const ManageAccounts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '12 clients' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Nouveau client' })).toBeNull();
    await expect(canvas.getByText('Clients par page :')).toBeVisible();
    const row = canvas.getByRole('row', { name: /Petit Nautisme/ });
    await expect(within(row).getByText('Bloqué')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Activer Petit Nautisme' }));
    await expect(args.onToggle).toHaveBeenCalledWith(closed, 'actif');
    await userEvent.click(canvas.getByRole('button', { name: 'Bloquer Durand Energie SARL' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(durand, 'bloque');
    await expect(canvas.getByRole('link', { name: 'Commandes et factures de Petit Nautisme' })).toHaveAttribute('href', '/admin/clients/4');
    // A registration awaiting validation is opened by /admin/ouvertures' validation only (decision 221): no Activer here.
    const pending = canvas.getByRole('row', { name: /Martin Ouverture/ });
    await expect(within(pending).getByText('En attente')).toBeVisible();
    await expect(within(pending).queryByRole('button', { name: /Activer/ })).toBeNull();
    await expect(within(pending).getByRole('button', { name: 'Bloquer Martin Ouverture' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un client' }), 'lyon{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, search: 'lyon' });
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Compte/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Bloqués' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ...noFilter, compte: 'bloques' });
    await userEvent.click(canvas.getByRole('button', { name: /Créé le/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'creation', direction: 'desc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en XLSX' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('xlsx');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

// A role that may create clients (Administrateur, Commercial) sees « Nouveau client »; the others do not (ManageAccounts).
export const NewClientAllowed: Story = {
  args: { canCreateClient: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Nouveau client' })).toHaveAttribute('href', '/admin/clients/nouveau');
  },
};

// A role without « clients.edit » (Comptabilité, Logistique) reads the list: no Activer, Désactiver or Bloquer, each record still opens.
export const ReadOnly: Story = {
  args: { onToggle: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Fiche' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Activer|Désactiver|Bloquer|Débloquer) / })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Commandes et factures de Durand Energie SARL' })).toHaveAttribute('href', '/admin/clients/1');
  },
};

export const Changing: Story = {
  args: { changingClientId: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Désactiver Durand Energie SARL' })).toBeDisabled();
  },
};

export const NoClientFound: Story = { args: { filter: { ...noFilter, search: 'zzz' }, clients: page([], 0) }, play: nothingListed('Aucun client trouvé pour "zzz"') };

export const LoadError: Story = loadErrorStory('clients', 'Erreur lors du chargement des clients');

// A link to page 5 of a list that has since shrunk: the last page, and the list says so.
export const PastTheEnd: Story = { args: { page: 5, clients: page([durand, closed], 12, 2) }, play: pastTheEnd(5, 2) };

// The search stops at what GET /admin/comptes-clients accepts.
export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Rechercher un client' }), TEXT_LIMITS.line]]);
  },
};

const moveToList = fn();

// Bulk actions (issue 23): a client checked, the role's actions on it ("Changer de grille tarifaire", "Changer de représentant").
export const BulkSelection: Story = {
  args: {
    bulk: {
      selected: new Set(['1']),
      onSelectionChange: fn(),
      actions: [
        { label: 'Changer de grille tarifaire', onPress: moveToList },
        { label: 'Changer de représentant', onPress: fn() },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Sélectionner Durand Energie SARL' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner Petit Nautisme' }));
    await expect(args.bulk?.onSelectionChange).toHaveBeenLastCalledWith(new Set(['1', '4']));
    await userEvent.click(canvas.getByRole('button', { name: 'Changer de grille tarifaire' }));
    await expect(moveToList).toHaveBeenCalledWith(['1']);
  },
};
