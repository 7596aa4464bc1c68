import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatEurosHT, type DashboardSummary } from '@otech/domain';
import { AccountOverview } from '@otech/ui';
import { carBattery } from '../fixtures/products.ts';
import { favourites, notifications, orders, silverProgram } from '../fixtures/account.ts';
import { navigated } from '../fixtures/navigation.ts';
import { asShown } from '../fixtures/text.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { accountOverviewUsage } from '../usage/accountGuidance.ts';

const summary: DashboardSummary = {
  user: { id: '1', pseudo: 'JEAND', email: 'demo@otech-batteries.fr', societe: 'Dupont Électricité SARL', role: 'pro', isVerified: true, actif: true, username: 'JEAND', firstName: 'Jean', lastName: 'Dupont', companyName: 'Dupont Électricité SARL', language: 'fr', currency: 'EUR' },
  stats: { totalOrders: 14, totalSpent: 12450.5, averageOrderValue: 889.32, favoriteProducts: 2, loyaltyPoints: 319, memberSince: '2021-01-03T09:30:00.000Z' },
  recentOrders: orders.map((order, index) => (index === 1 ? { ...order, totalAmount: 11337.68 } : order)),
  pendingInvoices: [],
  notifications: [...notifications, ...notifications.map((notification) => ({ ...notification, id: `${notification.id}-b` }))],
  loyaltyProgram: silverProgram,
  favoriteProducts: favourites,
  deliveryAddresses: [],
};

const meta = {
  title: 'Account/AccountOverview',
  tags: ['stable'],
  component: AccountOverview,
  parameters: usageDocs(accountOverviewUsage),
  args: { summary, onOpenTab: fn(), onFollowNotification: fn(), onAddToCart: fn(), catalogueHref: '/catalogue-avec-panier' },
} satisfies Meta<typeof AccountOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.3 tab 0: four figures, recent orders, loyalty with its progress bar, 5 notifications then all, favourites.
export const Overview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('319')).toBeVisible();
    // Order amounts are before tax, as everywhere the shop shows them.
    await expect(canvas.getByText(asShown(formatEurosHT(12450.5)))).toBeVisible();
    await expect(canvas.getByText(asShown(formatEurosHT(889.32)))).toBeVisible();
    await expect(canvas.getByText(asShown(formatEurosHT(11337.68)))).toBeVisible();
    await expect(canvas.getByText('681 points pour le niveau suivant')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progression vers le niveau suivant' })).toHaveAttribute('value', '32');
    await userEvent.click(canvas.getByRole('button', { name: 'Utiliser mes points' }));
    await expect(args.onOpenTab).toHaveBeenCalledWith('avantages');
    await userEvent.click(canvas.getByRole('button', { name: 'Voir tout : commandes' }));
    await expect(args.onOpenTab).toHaveBeenCalledWith('commandes');
    const notices = () => within(canvas.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    await expect(notices()).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir tout : notifications' }));
    await expect(notices()).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: `Ajouter au panier : ${carBattery.name}` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(carBattery.id);
  },
};

// Spec 2 §2.3, §4: a notification with an actionUrl leads there (a link reached with Tab, followed
// with Enter) and is marked read; one without stays plain text.
export const NotificationLinks: Story = {
  args: { summary: { ...summary, notifications } },
  play: async ({ args, canvasElement }) => {
    const list = within(within(canvasElement).getByRole('region', { name: 'Notifications' }));
    const [registered] = notifications;
    const link = list.getByRole('link', { name: registered!.title });
    await expect(link).toHaveAttribute('href', registered!.actionUrl);
    await expect(list.getByRole('link', { name: 'Commande expédiée' })).toHaveAttribute('href', '/dashboard/orders/ord-0042');
    await expect(list.queryByRole('link', { name: 'Maintenance planifiée' })).toBeNull();
    link.focus();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigated).toHaveBeenCalledWith(registered!.actionUrl);
    await expect(args.onFollowNotification).toHaveBeenCalledWith(registered);
  },
};

export const Empty: Story = {
  args: { summary: { ...summary, recentOrders: [], notifications: [], favoriteProducts: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune commande récente')).toBeVisible();
    await expect(canvas.getByText('Aucune notification')).toBeVisible();
    await expect(canvas.getByText('Aucun favori ajouté')).toBeVisible();
  },
};

// On a phone a recent order keeps its amount beside its number and its status beside its date
// (a long amount used to drop to a line of its own).
const recentOrdersKeepTheirPairs: Story['play'] = async ({ canvasElement }) => {
  const recent = within(within(canvasElement).getByRole('region', { name: 'Commandes récentes' })).getAllByRole('listitem');
  for (const line of recent) {
    const [number, date, status, amount] = [...line.children].map((part) => part.getBoundingClientRect());
    await expect(Math.abs(number!.bottom - amount!.bottom)).toBeLessThan(4);
    await expect(Math.abs(date!.bottom - status!.bottom)).toBeLessThan(12);
    await expect(number!.right).toBeLessThanOrEqual(amount!.left);
  }
};

export const Mobile: Story = { ...atViewport('mobile'), play: recentOrdersKeepTheirPairs };

export const Phone: Story = { ...atViewport('phone'), play: recentOrdersKeepTheirPairs };
