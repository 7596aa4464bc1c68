import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEXT_LIMITS, type PublicClient } from '@otech/domain';
import { AdminClientsPage } from '@otech/ui';
import { expectMaxLengths } from './fieldLimits.ts';

const durand: PublicClient = {
  id: 1,
  pseudo: 'JEAND',
  societe: 'Durand Energie SARL',
  email: 'jean@durand-energie.fr',
  code_postal: '69003',
  ville: 'Lyon',
  pays: 'France',
  actif: true,
  bloque: false,
};
const closed: PublicClient = { ...durand, id: 4, pseudo: 'LUCP', societe: 'Petit Nautisme', email: 'luc@petit.fr', actif: false, bloque: true };

const meta = {
  title: 'Admin/AdminClientsPage',
  component: AdminClientsPage,
  parameters: { layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    search: '',
    activity: 'all',
    onFilterChange: fn(),
    clients: { status: 'ready', data: { clients: [durand, closed], total: 12 } },
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onRetry: fn(),
    onToggle: fn(),
  },
} satisfies Meta<typeof AdminClientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Activate, deactivate, block and unblock from the list; search and filter go to the server.
export const ManageAccounts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Clients par page :')).toBeVisible();
    const row = canvas.getByRole('row', { name: /Petit Nautisme/ });
    await expect(within(row).getByText('Inactif')).toBeVisible();
    await expect(within(row).getByText('Bloqué')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Activer Petit Nautisme' }));
    await expect(args.onToggle).toHaveBeenCalledWith(closed, 'actif');
    await userEvent.click(canvas.getByRole('button', { name: 'Bloquer Durand Energie SARL' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith(durand, 'bloque');
    await expect(canvas.getByRole('link', { name: 'Commandes et factures de Petit Nautisme' })).toHaveAttribute('href', '/admin/clients/4');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un client' }), 'lyon{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('lyon', 'all');
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Compte/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Inactifs' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('', 'inactive');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Changing: Story = {
  args: { changingClientId: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Désactiver Durand Energie SARL' })).toBeDisabled();
  },
};

export const NoClientFound: Story = {
  args: { search: 'zzz', clients: { status: 'ready', data: { clients: [], total: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun client trouvé pour "zzz"')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { clients: { status: 'error', message: 'Erreur lors du chargement des clients' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

// The search stops at what GET /clients accepts.
export const SearchLength: Story = {
  play: async ({ canvasElement }) => {
    await expectMaxLengths([[within(canvasElement).getByRole('searchbox', { name: 'Rechercher un client' }), TEXT_LIMITS.line]]);
  },
};
