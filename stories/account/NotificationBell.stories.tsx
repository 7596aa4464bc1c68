import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationBell } from '@otech/ui';
import { notifications } from '../fixtures/account.ts';
import { usageDocs } from '../usage/usage.ts';
import { notificationBellUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/NotificationBell',
  tags: ['stable'],
  component: NotificationBell,
  parameters: usageDocs(notificationBellUsage),
  args: { notifications, onOpen: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await within(document.body).findByRole('menu', { name: /^Notifications/ }));
};

// Spec 2 §2.3: the badge counts the unread ones; choosing one hands it to the screen.
export const Unread: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Notifications, 2 non lues');
    await expect(menu.getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.click(menu.getByRole('menuitem', { name: /Maintenance planifiée/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(notifications[2]);
  },
};

export const AllRead: Story = {
  args: { notifications: notifications.map((notification) => ({ ...notification, read: true })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(within(canvasElement).queryByText('2')).toBeNull();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Notifications');
    await expect(within(document.body).getByText('Aucune notification')).toBeVisible();
  },
};
