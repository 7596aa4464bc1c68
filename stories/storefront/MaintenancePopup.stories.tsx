import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaintenancePopup } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { maintenancePopupUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/MaintenancePopup',
  tags: ['stable'],
  component: MaintenancePopup,
  parameters: usageDocs(maintenancePopupUsage),
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof MaintenancePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

// A native modal <dialog>: in the browser's top layer, queried from the whole document. It opens in an
// effect after the first draw, which the static build's play function can start before: found, not got.
const page = () => within(document.body);
const openDialog = () => page().findByRole('dialog', { name: 'Site en maintenance' });

// Spec 1 §2 "Home page", pop-up.
export const Open: Story = {
  play: async () => {
    const dialog = within(await openDialog());
    await expect(dialog.getByText("La commande en ligne n'est pas encore opérationnelle.")).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'par téléphone au 04 42 00 00 00' })).toHaveAttribute(
      'href',
      'tel:0442000000',
    );
    await expect(dialog.getByRole('link', { name: 'par e-mail à commandes@otech.fr' })).toHaveAttribute(
      'href',
      'mailto:commandes@otech.fr',
    );
  },
};

// Closed: the dialog is not shown, so the story draws nothing.
export const Closed: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { isOpen: false },
  play: async () => {
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const CloseWithAcknowledgement: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await openDialog()).getByRole('button', { name: "J'ai compris" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseWithIcon: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(await openDialog()).getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    await expect(await openDialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

// A press on the backdrop reaches the <dialog> element itself, never one of its children.
export const CloseWithBackdrop: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByText("La commande en ligne n'est pas encore opérationnelle."));
    await expect(args.onClose).not.toHaveBeenCalled();
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

// Modal: the keyboard starts inside it (its first control), and the page behind is inert.
export const KeyboardInside: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(dialog.matches(':modal')).toBe(true);
  },
};

// On a phone the box keeps the backdrop's margin on both sides, as the shop's other dialogs do.
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async () => {
    const box = (await openDialog()).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(16);
  },
};
