import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteLink } from '@otech/ui';
import { navigated } from '../fixtures/navigation.ts';
import { usageDocs } from '../usage/usage.ts';
import { routeLinkUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/RouteLink',
  tags: ['stable'],
  component: RouteLink,
  parameters: usageDocs(routeLinkUsage),
  args: { href: '/catalogue', children: 'Parcourir le catalogue' },
} satisfies Meta<typeof RouteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainClickGoesToTheAppRouter: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Parcourir le catalogue' });
    await expect(link).toHaveAttribute('href', '/catalogue');
    await userEvent.click(link);
    await expect(navigated).toHaveBeenCalledWith('/catalogue');
  },
};

export const KeyboardActivation: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigated).toHaveBeenCalledWith('/catalogue');
  },
};
