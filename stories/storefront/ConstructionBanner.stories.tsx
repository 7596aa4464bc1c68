import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConstructionBanner } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { constructionBannerUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/ConstructionBanner',
  tags: ['stable'],
  component: ConstructionBanner,
  parameters: usageDocs(constructionBannerUsage),
} satisfies Meta<typeof ConstructionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(/en construction cette semaine/);
  },
};
