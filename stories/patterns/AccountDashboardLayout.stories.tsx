import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountWelcome, Card, Tabs } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';

const TABS = [
  { id: 'overview', label: "Vue d'ensemble", content: <Card title="Commandes récentes"><p>CMD-2027-0042 — 12/01/2027 — 1 234,50 € HT</p></Card> },
  { id: 'orders', label: 'Mes Commandes', content: <Card title="Mes commandes"><p>3 commandes</p></Card> },
  { id: 'invoices', label: 'Factures', content: <Card title="Mes factures"><p>2 factures</p></Card> },
  { id: 'loyalty', label: 'Avantages', content: <Card title="Vos avantages"><p>250 points pour le niveau suivant</p></Card> },
  { id: 'addresses', label: 'Livraisons', content: <Card title="Mes adresses"><p>1 adresse</p></Card> },
  { id: 'favourites', label: 'Favoris', content: <Card title="Mes favoris"><p>Aucun favori ajouté</p></Card> },
  { id: 'settings', label: 'Paramètres du Compte', content: <Card title="Informations du compte"><p>Énergie Distribution SARL</p></Card> },
];

/** A customer dashboard as both dashboards compose it: the welcome heading, the tab row, one tab's cards. */
function AccountDashboardLayoutPattern() {
  const [tab, setTab] = useState('overview');
  return (
    <div style={{ display: 'grid', gap: 24, padding: 20, maxWidth: 1200, margin: '0 auto' }}>
      <AccountWelcome title="Mon compte" name="Énergie Distribution SARL" memberSince="2025-01-15" />
      <Tabs label="Mon compte" items={TABS} selectedId={tab} onSelectionChange={setTab} />
    </div>
  );
}

const meta = {
  title: 'Patterns/Account dashboard layout',
  tags: ['stable'],
  component: AccountDashboardLayoutPattern,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `**A customer's account** (\`/dashboard\`, \`/client-dashboard\`) is one page with tabs, top to bottom:

1. **The welcome heading** (\`AccountWelcome\`): the dashboard's title as the page's \`h1\`, "Bienvenue, …" with the customer's name, and since when they are a client.
2. **The tab row** (\`Tabs\`): one tab a part of the account, in the specification's order, the first an overview. The selected tab is in the address (\`?tab=\`), so a tab can be linked to and reloaded.
3. **The tab's panel**: cards, each a topic with its title (level 2); a list inside a card has its paginator in the card; a form saves with one button and confirms with a snackbar.

Rules: the overview's blocks each lead to their tab ("Voir tout"); a tab never opens another page for something it can show; the same figures are never shown with different rounding in two tabs (the domain formats them). Below 768 px the tab row scrolls sideways and fades on the side that hides tabs, so it reads as scrollable. Keyboard: Tab reaches the selected tab, the arrows (and Home, End) move between tabs and select them, the next Tab enters the panel.`,
      },
    },
  },
} satisfies Meta<typeof AccountDashboardLayoutPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabRow = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tablist', { name: 'Mon compte' });

// Keyboard: one tab stop for the row, arrows and End move and select, Tab goes into the panel.
export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: "Vue d'ensemble" })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mes Commandes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Paramètres du Compte' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Informations du compte' })).toBeVisible();
  },
};

// On a 390 px phone the row is cut: the hidden side fades, and scrolling moves the fade to the other side.
export const Phone: Story = {
  ...atViewport('handset'),
  play: async ({ canvasElement }) => {
    const row = tabRow(canvasElement);
    await waitFor(() => expect(row).toHaveAttribute('data-more-after'));
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(row).toHaveAttribute('data-more-before'));
  },
};
