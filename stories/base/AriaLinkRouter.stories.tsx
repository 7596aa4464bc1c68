import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AriaLinkRouter, LinkRouterProvider } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { ariaLinkRouterUsage } from '../usage/baseGuidance.ts';

const meta = {
  title: 'Base/AriaLinkRouter',
  tags: ['stable'],
  component: LinkRouterProvider,
  parameters: usageDocs(ariaLinkRouterUsage),
  args: { navigate: fn(), children: null },
} satisfies Meta<typeof LinkRouterProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

// A react-aria link (a menu item with an href) below AriaLinkRouter goes through the same router.
export const AriaLink: Story = {
  render: (args) => (
    <LinkRouterProvider {...args}>
      <AriaLinkRouter>
        <Link href="/admin/clients">Clients</Link>
      </AriaLinkRouter>
    </LinkRouterProvider>
  ),
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Clients' });
    await expect(link).toHaveAttribute('href', '/admin/clients');
    await userEvent.click(link);
    // react-aria hands its router options too (none for a plain link).
    await expect(args.navigate).toHaveBeenCalledWith('/admin/clients', undefined);
  },
};
