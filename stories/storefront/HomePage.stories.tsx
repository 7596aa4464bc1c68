import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HOME_CATEGORY_CARDS } from '@otech/domain';
import { HomePage } from '@otech/ui';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Storefront/HomePage',
  component: HomePage,
  args: {
    maintenanceOpen: false,
    onMaintenanceClose: fn(),
    categoryCards: HOME_CATEGORY_CARDS,
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §2 "Home page": banner, hero, categories, advantages, call to action, in that order.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = [
      canvas.getByRole('note'),
      canvas.getByRole('heading', { level: 1 }),
      canvas.getByRole('heading', { name: 'Nos catégories de produits' }),
      canvas.getByRole('heading', { name: 'Pourquoi choisir OTECH ?' }),
      canvas.getByRole('link', { name: 'Nous contacter' }),
    ];
    for (const [index, element] of order.slice(1).entries()) {
      await expect(order[index]?.compareDocumentPosition(element)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const WithMaintenancePopup: Story = {
  args: { maintenanceOpen: true },
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(await page.findByRole('dialog', { name: 'Site en maintenance' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: "J'ai compris" }));
    await expect(args.onMaintenanceClose).toHaveBeenCalledTimes(1);
  },
};

// Closing the pop-up leaves the keyboard in the page (WCAG 2.4.3), not on <body>: Tab goes on to its first link.
export const MaintenanceClosedKeepsFocus: Story = {
  args: { maintenanceOpen: true },
  render: function Render(args) {
    const [open, setOpen] = useState(args.maintenanceOpen);
    return (
      <HomePage
        {...args}
        maintenanceOpen={open}
        onMaintenanceClose={() => {
          setOpen(false);
          args.onMaintenanceClose();
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(await page.findByRole('button', { name: "J'ai compris" }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.contains(document.activeElement) && document.activeElement !== document.body).toBe(true));
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveFocus();
  },
};

export const Desktop: Story = { ...atViewport('desktop') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Mobile: Story = { ...atViewport('mobile') };
