import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { logoUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/Logo',
  tags: ['stable'],
  component: Logo,
  parameters: usageDocs(logoUsage),
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('OTECH')).toBeVisible();
  },
};

export const Large: Story = { args: { size: 'large' } };
