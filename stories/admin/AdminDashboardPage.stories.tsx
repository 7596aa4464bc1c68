import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminDashboardPage } from '@otech/ui';
import { demoStats } from '../fixtures/adminStats.ts';
import { atViewport } from '../storefront/viewports.ts';
import { clientSearchArgs } from './fixtures.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminDashboardPageUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AdminDashboardPage',
  tags: ['stable'],
  component: AdminDashboardPage,
  parameters: { ...usageDocs(adminDashboardPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    stats: { status: 'ready', data: demoStats },
    onRetryStats: fn(),
    clients: clientSearchArgs(),
  },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(canvas.getByText('Total commandes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Module clients' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Commandes et chiffre/ })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Répartition des commandes par statut' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Top 5/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Commandes Récentes' })).toBeVisible();
  },
};

// Spec 3 §2: a progress bar 'Chargement du dashboard...' until the statistics arrive; the client module already works.
export const Loading: Story = {
  args: { stats: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Chargement du dashboard...' })).toBeVisible();
    await expect(canvas.getByText('Récupération des statistiques en cours')).toBeVisible();
    await expect(canvas.queryByText('Commandes Récentes')).toBeNull();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
  },
};

export const StatsError: Story = {
  args: { stats: { status: 'error', message: 'Erreur lors du chargement des statistiques' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur lors du chargement des statistiques');
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  },
};
