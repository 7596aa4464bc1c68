import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HOME_CATEGORY_CARDS } from '@otech/domain';
import { HomePage, MaintenanceNotice } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { maintenanceNoticeUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/MaintenanceNotice',
  tags: ['stable'],
  component: MaintenanceNotice,
  parameters: usageDocs(maintenanceNoticeUsage),
  args: { isOpen: true, onClose: fn() },
} satisfies Meta<typeof MaintenanceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 1 §4 "Maintenance pop-up": shown on the home page until closed today.
export const Open: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(await page.findByRole('dialog', { name: 'Site en maintenance' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: "J'ai compris" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

// Closed earlier today: the pop-up stays away until tomorrow, so the story draws nothing.
export const ClosedToday: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { isOpen: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

// Closing the pop-up leaves the keyboard in the home page (WCAG 2.4.3), not on <body>: Tab goes on to its first link.
export const ClosedKeepsFocusInTheHomePage: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(args.isOpen);
    const notice = (
      <MaintenanceNotice
        {...args}
        isOpen={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    );
    return <HomePage maintenanceNotice={notice} categoryCards={HOME_CATEGORY_CARDS} />;
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
