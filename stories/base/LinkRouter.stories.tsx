import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkRouterProvider, RouteLink } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { linkRouterUsage } from '../usage/baseGuidance.ts';

const meta = {
  title: 'Base/LinkRouter',
  tags: ['stable'],
  component: LinkRouterProvider,
  parameters: usageDocs(linkRouterUsage),
  args: { navigate: fn(), children: null },
} satisfies Meta<typeof LinkRouterProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

// A plain link of the shop keeps its real address and is followed by the app's router, not a page load.
export const AppLink: Story = {
  render: (args) => (
    <LinkRouterProvider {...args}>
      <RouteLink href="/catalogue">Catalogue</RouteLink>
    </LinkRouterProvider>
  ),
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Catalogue' });
    await expect(link).toHaveAttribute('href', '/catalogue');
    await userEvent.click(link);
    await expect(args.navigate).toHaveBeenCalledWith('/catalogue');
  },
};
