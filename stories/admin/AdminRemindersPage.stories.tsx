import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminRemindersPage } from '@otech/ui';
import { formallyNoticedInvoice, newlyOverdueInvoice, overdueInvoice } from '../fixtures/adminInvoices.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminRemindersPageUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AdminRemindersPage',
  tags: ['stable'],
  component: AdminRemindersPage,
  parameters: { ...usageDocs(adminRemindersPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    invoices: { status: 'ready', data: [overdueInvoice, newlyOverdueInvoice] },
    onRetry: fn(),
    onSendReminder: fn(),
    onDownloadLetter: fn(),
  },
} satisfies Meta<typeof AdminRemindersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Days late, amount due, the history of reminders and the next level to send.
export const OverdueInvoices: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2 factures en retard : 1\s240,00\s€ à recouvrer/)).toBeVisible();
    const late = within(canvas.getByRole('row', { name: /FA-2026-00032/ }));
    await expect(late.getByText('40 jours')).toBeVisible();
    await expect(late.getByRole('list', { name: 'Relances de la facture FA-2026-00032' })).toHaveTextContent('Relance amiable le 25/10/2026Deuxième relance le 08/11/2026');
    await expect(within(canvas.getByRole('row', { name: /FA-2026-00044/ })).getByText('1 jour')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer : Relance amiable, facture FA-2026-00044' }));
    await expect(args.onSendReminder).toHaveBeenCalledWith(newlyOverdueInvoice);
  },
};

// Issue 27: a formal notice is asked again before it leaves; not sent, nothing goes.
export const FormalNoticeAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer : Mise en demeure, facture FA-2026-00032' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Envoyer la mise en demeure' });
    await expect(within(dialog).getByText(/^Envoyer la mise en demeure de la facture FA-2026-00032 à /)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ne pas envoyer' }));
    await expect(args.onSendReminder).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer : Mise en demeure, facture FA-2026-00032' }));
    await userEvent.click(within(await page.findByRole('alertdialog', { name: 'Envoyer la mise en demeure' })).getByRole('button', { name: 'Envoyer la mise en demeure' }));
    await expect(args.onSendReminder).toHaveBeenCalledWith(overdueInvoice);
  },
};

// A formal notice sent: its letter, with the penalties and the 40 € fee, is there to print and post.
export const FormalNoticeLetter: Story = {
  args: { invoices: { status: 'ready', data: [formallyNoticedInvoice] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Lettre \(PDF\)/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Lettre (PDF) de la mise en demeure du 23/11/2026, facture FA-2026-00032' }));
    await expect(args.onDownloadLetter).toHaveBeenCalledWith(formallyNoticedInvoice.relances[2], formallyNoticedInvoice);
  },
};

export const DownloadingLetter: Story = {
  args: { invoices: { status: 'ready', data: [formallyNoticedInvoice] }, downloadingReminderId: 'rel-3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Lettre \(PDF\)/ })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { sendingInvoiceId: 'fac-5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /facture FA-2026-00044/ })).toHaveTextContent('Envoi...');
    await expect(within(canvasElement).getByRole('button', { name: /facture FA-2026-00044/ })).toBeDisabled();
  },
};

export const NoneOverdue: Story = {
  args: { invoices: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune facture en retard')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { invoices: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement des factures en retard...')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { invoices: { status: 'error', message: 'Erreur lors du chargement des relances' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Relances' })).toBeVisible();
  },
};
