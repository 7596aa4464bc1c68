import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminToolbar } from '@otech/ui';
import { navigated } from '../fixtures/navigation.ts';

const meta = {
  title: 'Admin/AdminToolbar',
  component: AdminToolbar,
  parameters: { layout: 'fullscreen' },
  args: { adminName: 'admin', onLogout: fn() },
} satisfies Meta<typeof AdminToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Compte administrateur admin/ }));
  return within(canvasElement.ownerDocument.body).findByRole('menu');
};

// Spec 3 §2: the account menu lists the management pages in the spec's order (with the bill of materials
// spec 3 §1 names), then the orders and logout.
export const AccountMenu: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Catalogue',
      'Factures',
      'Relances',
      'Clients',
      'Ouvertures de compte',
      'Livraisons',
      'Référencement',
      'Nomenclatures',
      'Commandes',
      'Déconnexion',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Relances' }));
    await expect(navigated).toHaveBeenCalledWith('/admin/relances');
  },
};

// Keyboard: Enter opens the menu, arrows move, Enter on "Déconnexion" logs out.
export const LogoutByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(navigated).not.toHaveBeenCalled();
  },
};
