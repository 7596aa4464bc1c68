import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminPagesAllowed, permissionsOf } from '@otech/domain';
import { AdminToolbar } from '@otech/ui';
import { navigated } from '../fixtures/navigation.ts';
import { expectNoSidewaysScroll } from '../fixtures/sidewaysScroll.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminToolbarUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AdminToolbar',
  tags: ['stable'],
  component: AdminToolbar,
  parameters: { ...usageDocs(adminToolbarUsage), layout: 'fullscreen' },
  args: { adminName: 'admin', allowedPages: adminPagesAllowed(permissionsOf('administrateur')), onLogout: fn() },
} satisfies Meta<typeof AdminToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Compte administrateur admin/ }));
  return within(canvasElement.ownerDocument.body).findByRole('menu');
};

// Spec 3 §2 (the Administrateur's menu, issue 23): the account menu lists the management pages in the spec's order (with the bill of materials
// spec 3 §1 names, and the price lists after the clients they price, issue 21), then the orders, the team (issue 23) and logout: the Administrateur sees them all.
export const AccountMenu: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Catalogue',
      'Factures',
      'Relances',
      'Clients',
      'Tarifs',
      'Ouvertures de compte',
      'Livraisons',
      'Référencement',
      'Nomenclatures',
      'Commandes',
      'Équipe',
      'Devis',
      'Messages',
      'Courriels envoyés',
      'Journal',
      'Mon mot de passe',
      'Déconnexion',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Relances' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/relances');
  },
};

const menuItems = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(`Compte administrateur ${name}`) }));
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent);
};

// Issue 23: a Commercial member sees clients, orders, price lists, openings and the sales inbox; not the catalogue, invoices' reminders, the team nor the journal.
export const CommercialMenu: Story = {
  args: { adminName: 'Marie Leroy', allowedPages: adminPagesAllowed(permissionsOf('commercial')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Devis' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(await menuItems(canvasElement, 'Marie Leroy')).toEqual(['Factures', 'Clients', 'Tarifs', 'Ouvertures de compte', 'Livraisons', 'Commandes', 'Devis', 'Messages', 'Mon mot de passe', 'Déconnexion']);
  },
};

// Issue 23: Comptabilité sees invoices, reminders, clients and orders; no sales inbox (it answers no quote), no prices, no team.
export const ComptabiliteMenu: Story = {
  args: { adminName: 'Paul Martin', allowedPages: adminPagesAllowed(permissionsOf('comptabilite')), inboxCounts: { quotesToProcess: 4, newMessages: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Boîte de réception commerciale' })).toBeNull();
    await expect(await menuItems(canvasElement, 'Paul Martin')).toEqual(['Factures', 'Relances', 'Clients', 'Commandes', 'Mon mot de passe', 'Déconnexion']);
  },
};

// Issue 23: a Logistique member's menu holds only what their role may do, and no sales inbox.
export const LogistiqueMenu: Story = {
  args: { adminName: 'Lucie Bernard', allowedPages: adminPagesAllowed(permissionsOf('logistique')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /Devis|Messages/ })).toBeNull();
    await expect(await menuItems(canvasElement, 'Lucie Bernard')).toEqual(['Catalogue', 'Clients', 'Livraisons', 'Commandes', 'Mon mot de passe', 'Déconnexion']);
  },
};

// Keyboard: past the inbox's two links, Enter opens the menu, arrows move, Enter on "Déconnexion" logs out.
export const LogoutByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Compte administrateur/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(navigated).not.toHaveBeenCalled();
  },
};

// Issue 22: the sales inbox in the bar, with what is left to do.
export const InboxCounts: Story = {
  args: { inboxCounts: { quotesToProcess: 4, newMessages: 120 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Devis 4 à traiter' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Messages 99+ à lire' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Devis/ }));
    await expect(navigated).toHaveBeenCalledWith('/admin/devis');
  },
};

// Nothing to do: the links stay, without a count.
export const InboxEmpty: Story = {
  args: { inboxCounts: { quotesToProcess: 0, newMessages: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Devis' })).toHaveTextContent(/^Devis$/);
  },
};

// At 480 px the Administrateur's long name and the inbox stay on screen: the bar wraps under its title.
export const PhoneWidth: Story = {
  ...atViewport('mobile'),
  args: { adminName: 'Administrateur OTECH', inboxCounts: { quotesToProcess: 3, newMessages: 0 } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Compte administrateur Administrateur OTECH/ });
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(within(canvasElement).getByRole('link', { name: /Devis/ })).toBeVisible();
  },
};

// At 390 px, a common phone's width, the bar with the longest name and both inbox counts fits the screen: no sideways scroll.
export const HandsetWidth: Story = {
  ...atViewport('handset'),
  args: { adminName: 'Administrateur OTECH', inboxCounts: { quotesToProcess: 12, newMessages: 120 } },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /Compte administrateur Administrateur OTECH/ })).toBeVisible();
  },
};
