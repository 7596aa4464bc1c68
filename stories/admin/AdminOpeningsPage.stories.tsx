import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PublicClient } from '@otech/domain';
import { AdminOpeningsPage } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { adminOpeningsPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory } from './staffListStates.ts';

const martin: PublicClient = {
  id: 23,
  pseudo: 'HELENEM',
  societe: 'Martin Piles',
  prenom: 'Hélène',
  nom: 'Martin',
  email: 'helene@martin-piles.fr',
  telephone: '06 12 34 56 78',
  siret: '83079192300023',
  code_postal: '44000',
  ville: 'Nantes',
  pays: 'France',
  actif: false,
  bloque: false,
  en_attente_validation: true,
  date_creation: '2026-11-18T09:30:00.000Z',
};
const roux: PublicClient = { ...martin, id: 24, pseudo: 'PAULR', societe: 'Roux Marine', prenom: 'Paul', nom: 'Roux', email: 'paul@roux-marine.fr', telephone: undefined, siret: undefined, date_creation: '2026-11-21T15:00:00.000Z' };

const meta = {
  title: 'Admin/AdminOpeningsPage',
  tags: ['stable'],
  component: AdminOpeningsPage,
  parameters: { ...usageDocs(adminOpeningsPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    openings: { status: 'ready', data: [martin, roux] },
    onRetry: fn(),
    onValidate: fn(),
    onRefuse: fn(),
  },
} satisfies Meta<typeof AdminOpeningsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each registration with its company, contact and date; 'Valider' opens the account at once.
export const Validate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2 demandes en attente de validation' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /Martin Piles/ });
    await expect(within(row).getByText('Hélène Martin')).toBeVisible();
    await expect(within(row).getByText('18/11/2026')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /Roux Marine/ })).getByText('SIRET non renseigné')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Valider Martin Piles' }));
    await expect(args.onValidate).toHaveBeenCalledWith(martin);
    await expect(args.onRefuse).not.toHaveBeenCalled();
  },
};

// 'Refuser' asks first: cancelling refuses nothing, confirming refuses that registration.
export const Refuse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Refuser Roux Marine' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Refuser la demande' });
    await expect(dialog).toHaveTextContent("Refuser l'ouverture du compte de Roux Marine ? Ses informations seront effacées.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(args.onRefuse).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Refuser Roux Marine' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Refuser' }));
    await expect(args.onRefuse).toHaveBeenCalledWith(roux);
  },
};

export const Deciding: Story = {
  args: { decidingClientId: 23 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Valider Martin Piles' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Refuser Martin Piles' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Valider Roux Marine' })).toBeEnabled();
  },
};

export const NoneWaiting: Story = {
  args: { openings: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Aucune demande d'ouverture en attente")).toBeVisible();
  },
};

export const Loading: Story = loadingStory('openings', "Chargement des demandes d'ouverture...");

export const LoadError: Story = loadErrorStory('openings', "Erreur lors du chargement des demandes d'ouverture");
