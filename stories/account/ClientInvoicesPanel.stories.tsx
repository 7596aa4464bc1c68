import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientInvoicesPanel } from '@otech/ui';
import { latestFactures, monthStats } from '../fixtures/account.ts';
import { navigated } from '../fixtures/navigation.ts';
import { atViewport } from '../storefront/viewports.ts';
import { clientInvoicesPanelUsage } from '../usage/invoicingGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Account/ClientInvoicesPanel',
  tags: ['stable'],
  component: ClientInvoicesPanel,
  parameters: usageDocs(clientInvoicesPanelUsage),
  args: {
    factures: { status: 'ready', data: latestFactures },
    stats: monthStats,
    onRetry: fn(),
    onCreateProForma: fn(),
    onDownload: fn(),
    allInvoicesHref: '/dashboard?tab=billing',
  },
} satisfies Meta<typeof ClientInvoicesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.2 tab 5: latest invoices with number, client, dates, amount, status; stats of "Ce mois".
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Statistiques : Ce mois' })).toBeVisible();
    const late = within(canvas.getByRole('listitem', { name: 'Facture FA-2026-00045' }));
    await expect(late.getByText('En retard')).toBeVisible();
    await expect(late.getByText('Échéance : 10 novembre 2026')).toBeVisible();
    await expect(within(canvas.getByRole('listitem', { name: 'Facture FA-2026-00042' })).queryByText(/Échéance/)).toBeNull();
    await userEvent.click(late.getByRole('button', { name: /Télécharger le PDF/ }));
    await expect(args.onDownload).toHaveBeenCalledWith(latestFactures[1]);
    // Issue 22: the button gives a pro forma, and says so before it is pressed.
    await expect(canvas.getByText(/crée une facture pro forma \(PDF\) de votre panier/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Créer une facture depuis le panier' }));
    await expect(args.onCreateProForma).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('link', { name: 'Voir toutes les factures' }));
    await expect(navigated).toHaveBeenCalledWith('/dashboard?tab=billing');
  },
};

export const CreatingProForma: Story = {
  args: { creatingProForma: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Création...' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { factures: { status: 'ready', data: [] }, stats: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune facture trouvée')).toBeVisible();
  },
};

export const Loading: Story = { args: { factures: { status: 'loading' }, stats: undefined } };

export const LoadError: Story = { args: { factures: { status: 'error', message: 'Erreur lors du chargement des factures' }, stats: undefined } };

export const Mobile: Story = { ...atViewport('mobile') };
