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

// A native modal <dialog>: in the browser's top layer, queried from the whole document.
const page = () => within(document.body);

// Spec 1 §2 "Home page", pop-up.
export const Open: Story = {
  play: async () => {
    const dialog = within(page().getByRole('dialog', { name: 'Site en maintenance' }));
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

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(page().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const CloseWithAcknowledgement: Story = {
  play: async ({ args }) => {
    await userEvent.click(page().getByRole('button', { name: "J'ai compris" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseWithIcon: Story = {
  play: async ({ args }) => {
    await userEvent.click(page().getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    await expect(page().getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

// A press on the backdrop reaches the <dialog> element itself, never one of its children.
export const CloseWithBackdrop: Story = {
  play: async ({ args }) => {
    const dialog = page().getByRole('dialog', { name: 'Site en maintenance' });
    await userEvent.click(within(dialog).getByText("La commande en ligne n'est pas encore opérationnelle."));
    await expect(args.onClose).not.toHaveBeenCalled();
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

// Modal: the keyboard starts inside it (its first control), and the page behind is inert.
export const KeyboardInside: Story = {
  play: async () => {
    const dialog = page().getByRole('dialog', { name: 'Site en maintenance' });
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(dialog.matches(':modal')).toBe(true);
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
