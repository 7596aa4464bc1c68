import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { welcomeName } from '@otech/domain';
import { AccountWelcome } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { accountWelcomeUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/AccountWelcome',
  tags: ['stable'],
  component: AccountWelcome,
  parameters: usageDocs(accountWelcomeUsage),
  args: { title: 'Mon Espace Client', name: 'Jean Dupont' },
} satisfies Meta<typeof AccountWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.2: the client dashboard welcomes the user by first and last name.
export const ClientDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon Espace Client' })).toBeVisible();
    await expect(canvas.getByText('Bienvenue, Jean Dupont')).toBeVisible();
    await expect(canvas.queryByText(/Client depuis/)).toBeNull();
  },
};

// Spec 2 §2.3: the account dashboard welcomes the company and says since when it is a client.
export const AccountDashboard: Story = {
  args: {
    title: 'Mon compte',
    name: welcomeName({ companyName: 'Garage Martin SARL', pseudo: 'GMARTIN' }),
    memberSince: '2021-03-15T10:00:00.000Z',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bienvenue, Garage Martin SARL')).toBeVisible();
    await expect(canvas.getByText('Client depuis mars 2021')).toBeVisible();
  },
};

// Spec 2 §2.3: without a company name the pseudo is welcomed.
export const PseudoFallback: Story = {
  args: { title: 'Mon compte', name: welcomeName({ companyName: ' ', pseudo: 'GMARTIN' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bienvenue, GMARTIN')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...atViewport('mobile'),
  args: { name: 'Jean-Baptiste de La Rochefoucauld-Montbazon', memberSince: '2019-11-02T10:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Client depuis novembre 2019')).toBeVisible();
    // A long name wraps inside the 480 px column instead of overflowing it.
    const welcome = canvas.getByText(/^Bienvenue, /);
    await expect(welcome.scrollWidth).toBeLessThanOrEqual(welcome.clientWidth);
  },
};
