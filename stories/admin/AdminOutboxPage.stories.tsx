import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminOutboxPage } from '@otech/ui';
import { failingMail, keptInvitation, pageOf, sentMail } from '../fixtures/salesInbox.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminOutboxPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory, nothingListed } from './staffListStates.ts';

const meta = {
  title: 'Admin/AdminOutboxPage',
  tags: ['stable'],
  component: AdminOutboxPage,
  parameters: { ...usageDocs(adminOutboxPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    status: undefined,
    onStatusChange: fn(),
    mails: { status: 'ready', data: pageOf([failingMail, sentMail], 1, 25) },
    onRetry: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof AdminOutboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// A message that failed shows its tries and error; a sent one its attachments.
export const SentAndFailing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('En attente d’envoi');
    await expect(rows[1]).toHaveTextContent('2 essai(s) : connect ECONNREFUSED 10.0.0.5:587');
    await expect(rows[2]).toHaveTextContent('Pièces jointes : devis_b7e2c1d4.pdf');
    await expect(rows[2]).toHaveTextContent('Envoyé');
    await userEvent.click(canvas.getByRole('button', { name: /Statut/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Échec d’envoi' }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('failed');
    await userEvent.click(canvas.getByRole('button', { name: /suivante/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

// The demo without SMTP: messages kept in the outbox.
export const KeptWithoutSmtp: Story = {
  args: { status: 'kept', mails: { status: 'ready', data: pageOf([{ ...sentMail, status: 'kept' }]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')[1]).toHaveTextContent('Conservé (pas de serveur SMTP)');
  },
};

// Without SMTP an imported client's invitation never leaves: its link is offered here so the demo can follow it.
export const KeptInvitation: Story = {
  args: { status: 'kept', mails: { status: 'ready', data: pageOf([keptInvitation, { ...sentMail, status: 'kept' }]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    const link = within(rows[1] as HTMLElement).getByRole('link', { name: /Lien d’invitation/ });
    await expect(link).toHaveAttribute('href', keptInvitation.invitationLink);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = { args: { mails: { status: 'ready', data: pageOf([]) } }, play: nothingListed('Aucun courriel') };

export const Loading: Story = loadingStory('mails', 'Chargement des courriels...');

export const LoadError: Story = loadErrorStory('mails', 'Erreur lors du chargement des courriels');
