import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteLink } from '@otech/ui';

const meta = {
  title: 'Storefront/RouteLink',
  component: RouteLink,
  args: { href: '/catalogue', children: 'Parcourir le catalogue', onNavigate: fn() },
} satisfies Meta<typeof RouteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainClickGoesToTheAppRouter: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Parcourir le catalogue' });
    await expect(link).toHaveAttribute('href', '/catalogue');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/catalogue');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/catalogue');
  },
};
