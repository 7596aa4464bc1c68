import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminClientActivity } from '@otech/domain';
import { AdminClientDetail } from '@otech/ui';
import { deliveredOrder } from '../fixtures/adminOrders.ts';
import { paidFacture } from './fixtures.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminClientDetailUsage } from '../usage/adminGuidance.ts';

const activity: AdminClientActivity = {
  client: {
    id: 1,
    pseudo: 'JEAND',
    societe: 'Dupont Électricité SARL',
    prenom: 'Jean',
    nom: 'Dupont',
    email: 'demo@otech-batteries.fr',
    telephone: '04 11 51 61 71',
    siret: '83791923700011',
    adresse_debut: '12 rue Paul Bert',
    code_postal: '69003',
    ville: 'Lyon',
    pays: 'France',
    actif: true,
    bloque: false,
    date_creation: '2021-01-03T09:30:00.000Z',
  },
  orders: [deliveredOrder],
  factures: [paidFacture],
  hasPassword: true,
};

/** A client imported from an accounting export: no password until they use an invitation (issue 20). */
const imported: AdminClientActivity = { ...activity, client: { ...activity.client, id: 412, pseudo: 'C00412' }, orders: [], factures: [], hasPassword: false };

const meta = {
  title: 'Admin/AdminClientDetail',
  tags: ['stable'],
  component: AdminClientDetail,
  parameters: { ...usageDocs(adminClientDetailUsage), layout: 'fullscreen' },
  args: { adminName: 'admin', onLogout: fn(), activity: { status: 'ready', data: activity }, onRetry: fn(), onDelete: fn(), onInvite: fn() },
} satisfies Meta<typeof AdminClientDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

// The account, its orders (each leading to /admin/orders/{id}) and its invoices.
export const OrdersAndInvoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dupont Électricité SARL' })).toBeVisible();
    await expect(canvas.getByText('Actif')).toBeVisible();
    await expect(canvas.getByText('12 rue Paul Bert, 69003 Lyon, France')).toBeVisible();
    const orders = within(canvas.getByRole('region', { name: 'Commandes (1)' }));
    await expect(orders.getByRole('rowheader', { name: 'CMD-2026-00002' })).toBeVisible();
    const invoices = within(canvas.getByRole('region', { name: 'Factures (1)' }));
    const row = invoices.getByRole('row', { name: /FA-2026-00012/ });
    await expect(within(row).getByText('Payée')).toBeVisible();
    await expect(within(row).getByText('01/11/2026')).toBeVisible();
  },
};

// Issue 23: Logistique reads the account, its orders and invoices (for a delivery); it may neither delete it nor send an invitation.
export const ReadOnlyRole: Story = {
  args: { adminName: 'Lucie Bernard', onDelete: undefined, onInvite: undefined, activity: { status: 'ready', data: { ...activity, hasPassword: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 rue Paul Bert, 69003 Lyon, France')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Commandes (1)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Supprimer le compte|invitation/i })).toBeNull();
  },
};

// A client with a password is never sent an invitation: the button is not there.
export const WithPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Sans mot de passe')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Envoyer une invitation' })).toBeNull();
  },
};

// An imported client without a password: staff send the invitation from the account's card.
export const ImportedWithoutPassword: Story = {
  args: { activity: { status: 'ready', data: imported } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sans mot de passe')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer une invitation' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

export const InvitationSending: Story = {
  args: { activity: { status: 'ready', data: imported }, isInviting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Envoi...' })).toBeDisabled();
  },
};

export const InvitationSent: Story = {
  args: { activity: { status: 'ready', data: imported }, invitationNotice: { tone: 'success', message: 'Invitation envoyée à demo@otech-batteries.fr, valable jusqu’au 9 décembre 2026.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invitation envoyée à demo@otech-batteries.fr, valable jusqu’au 9 décembre 2026.')).toBeVisible();
  },
};

export const InvitationRefused: Story = {
  args: { activity: { status: 'ready', data: imported }, invitationNotice: { tone: 'error', message: 'Ce client a déjà un mot de passe : il se connecte avec, ou utilise « Mot de passe oublié ».' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ce client a déjà un mot de passe/)).toBeVisible();
  },
};

// Deleting asks first: cancelling deletes nothing, confirming deletes the account.
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer le compte' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Supprimer le compte' });
    await expect(dialog).toHaveTextContent('ses commandes et factures sont conservées 10 ans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer le compte' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Suppression...' })).toBeDisabled();
  },
};

// A deleted account: anonymised, no delete button; its orders and invoices are still there.
export const Deleted: Story = {
  args: {
    activity: {
      status: 'ready',
      data: {
        ...activity,
        client: { id: 1, pseudo: 'SUPPRIME-1', societe: 'Compte supprimé', email: 'compte-supprime-1@otech.invalid', pays: 'France', actif: false, bloque: false, date_suppression: '2026-11-20T10:00:00.000Z' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Supprimé le 20/11/2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Supprimer le compte' })).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: 'FA-2026-00012' })).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { activity: { status: 'ready', data: { ...activity, orders: [], factures: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aucune commande' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Aucune facture' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { activity: { status: 'ready', data: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Client introuvable')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { activity: { status: 'error', message: 'Erreur lors du chargement du client' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { activity: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement du client...' })).toBeVisible();
  },
};
