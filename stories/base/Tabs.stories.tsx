import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Receipt, Star, Truck } from 'lucide-react';
import { Tabs } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { tabsUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

// Spec 2 §2.3: the account dashboard's tabs.
const items = [
  { id: 'overview', label: "Vue d'ensemble", content: <p>Quatre indicateurs et vos dernières commandes.</p> },
  { id: 'orders', label: 'Mes Commandes', icon: Truck, content: <p>Le tableau de vos commandes.</p> },
  { id: 'invoices', label: 'Factures', icon: Receipt, content: <p>Le tableau de vos factures.</p> },
  { id: 'benefits', label: 'Avantages', icon: Star, content: <p>Vos points de fidélité.</p>, isDisabled: true },
] as const;

const meta = {
  title: 'Base/Tabs',
  tags: ['stable'],
  component: Tabs,
  parameters: usageDocs(tabsUsage),
  args: { label: 'Mon compte', items, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The tab collection fills in after the first render in production builds.
    await expect(await canvas.findByRole('tab', { name: "Vue d'ensemble", selected: true })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: 'Mon compte' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Factures' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('invoices');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Le tableau de vos factures.');
  },
};

export const OtherSelected: Story = {
  args: { defaultSelectedId: 'orders' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tabpanel', { name: 'Mes Commandes' })).toBeVisible();
  },
};

// On a small phone the row scrolls, and a tab selected from elsewhere (the address) is scrolled into sight.
export const SelectedOutOfSight: Story = {
  ...atViewport('phone'),
  args: {
    items: [
      ...items.slice(0, 3),
      { id: 'deliveries', label: 'Livraisons', content: <p>Vos adresses.</p> },
      { id: 'favourites', label: 'Favoris', content: <p>Vos favoris.</p> },
      { id: 'settings', label: 'Paramètres du Compte', content: <p>Votre compte.</p> },
    ],
    defaultSelectedId: 'settings',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selected = await canvas.findByRole('tab', { selected: true });
    const list = canvas.getByRole('tablist');
    // The static Storybook plays before React's effects and the row's style sheet are in: the row may
    // not scroll yet, or not yet have brought the tab in. Once it scrolls, the tab is in sight.
    await waitFor(async () => {
      const [row, tab] = [list.getBoundingClientRect(), selected.getBoundingClientRect()];
      await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
      await expect(tab.left).toBeGreaterThanOrEqual(row.left - 1);
      await expect(tab.right).toBeLessThanOrEqual(row.right + 1);
    });
  },
};

// Arrow keys move between tabs and skip a disabled one.
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: "Vue d'ensemble" });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: "Vue d'ensemble" })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('invoices');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('benefits');
  },
};

// Home and End go to the first and the last enabled tab, and select it.
export const HomeAndEnd: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Factures', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: "Vue d'ensemble", selected: true })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('overview');
  },
};

// Do/don't (issue 26): tabs for views of one thing, read in any order, beside tabs used as the steps of a form.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'views of the same account, each a short noun, that a customer reads in any order.',
        children: <Tabs label="Mon compte" items={items.filter((item) => item.id !== 'benefits')} />,
      }}
      bad={{
        caption: 'steps that must be done in order: a tab row lets them be skipped; use a form with its steps.',
        children: (
          <Tabs
            label="Commander"
            items={[
              { id: 'address', label: '1. Adresse', content: <p>Votre adresse de livraison.</p> },
              { id: 'delivery', label: '2. Livraison', content: <p>Le mode de livraison.</p> },
              { id: 'payment', label: '3. Paiement', content: <p>Le moyen de paiement.</p> },
            ]}
          />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const good = doDontExample(canvasElement, 'Do');
    await userEvent.click(await good.findByRole('tab', { name: 'Factures' }));
    await expect(good.getByRole('tabpanel')).toHaveTextContent('Le tableau de vos factures.');
    await expect(await doDontExample(canvasElement, "Don't").findByRole('tab', { name: '3. Paiement' })).toBeVisible();
  },
};
