import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareButton } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { shareButtonUsage } from '../usage/catalogueGuidance.ts';

const meta = {
  title: 'Catalogue/ShareButton',
  tags: ['stable'],
  component: ShareButton,
  parameters: usageDocs(shareButtonUsage),
  args: { onShare: fn() },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Partager' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

export const ByKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};
