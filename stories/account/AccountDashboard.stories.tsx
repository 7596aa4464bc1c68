import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountDashboard, LoyaltyPanel } from '@otech/ui';
import { notifications, silverProgram } from '../fixtures/account.ts';
import { navigated } from '../fixtures/navigation.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { accountDashboardUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/AccountDashboard',
  tags: ['stable'],
  component: AccountDashboard,
  parameters: usageDocs(accountDashboardUsage),
  args: {
    welcomeName: 'Dupont Électricité SARL',
    memberSince: '2024-03-12T09:00:00.000Z',
    notifications,
    onOpenNotification: fn(),
    loading: false,
    selectedTab: 'avantages',
    onTabChange: fn(),
    tabs: {
      avantages: <LoyaltyPanel program={{ status: 'ready', data: silverProgram }} onRetry={fn()} onRedeem={fn()} />,
      livraisons: <p>Adresses</p>,
      billing: <p>Factures</p>,
    },
    catalogueHref: '/catalogue-avec-panier',
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.3: welcome line, member since, tabs in the spec's order, the chosen tab asked of the screen.
export const Header: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bienvenue, Dupont Électricité SARL')).toBeVisible();
    await expect(canvas.getByText('Client depuis mars 2024')).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Factures', 'Avantages', 'Livraisons']);
    await expect(canvas.getByRole('tab', { name: 'Avantages' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Livraisons' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('livraisons');
    await userEvent.click(canvas.getByRole('link', { name: 'Catalogue' }));
    await expect(navigated).toHaveBeenCalledWith('/catalogue-avec-panier');
  },
};

// Spec 2 §2.3: the bell counts unread notifications; choosing one hands it to the screen.
export const Notifications: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 non lues' }));
    const menu = within(await within(document.body).findByRole('menu', { name: /^Notifications/ }));
    await userEvent.click(menu.getByRole('menuitem', { name: /Commande expédiée/ }));
    await expect(args.onOpenNotification).toHaveBeenCalledWith(notifications[1]);
  },
};

// Spec 2 §2.3: "Mon compte" offers Paramètres (the settings tab) and Déconnexion.
export const AccountMenu: Story = {
  play: async ({ args, canvasElement }) => {
    const openMenu = async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mon compte' }));
      return within(await within(document.body).findByRole('menu', { name: 'Mon compte' }));
    };
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Paramètres' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('parametres');
    await userEvent.click((await openMenu()).getByRole('menuitem', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const LoadingOverlay: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement de vos données...')).toBeInTheDocument();
  },
};

export const NoNotifications: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    await expect(await within(document.body).findByText('Aucune notification')).toBeVisible();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
