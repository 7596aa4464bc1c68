import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NetPriceLabel } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { netPriceLabelUsage } from '../usage/pricingGuidance.ts';

const meta = {
  title: 'Pricing/NetPriceLabel',
  tags: ['beta'],
  component: NetPriceLabel,
  parameters: usageDocs(netPriceLabelUsage),
} satisfies Meta<typeof NetPriceLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

// A card or a cart line: the label alone.
export const Label: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Prix net')).toBeVisible();
    await expect(within(canvasElement).queryByText(/ni repris ni échangé/)).toBeNull();
  },
};

// The product page: the label and the terms of sale's returns clause (spec 2 §2.6).
export const WithReturnsClause: Story = {
  args: { showsReturnsClause: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Prix net')).toBeVisible();
    await expect(within(canvasElement).getByText(/ni repris ni échangé \(conditions générales de vente, article 8\)/)).toBeVisible();
  },
};
