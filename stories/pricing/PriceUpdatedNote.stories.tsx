import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { priceUpdatedText } from '@otech/domain';
import { PriceUpdatedNote } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { priceUpdatedNoteUsage } from '../usage/pricingGuidance.ts';

const meta = {
  title: 'Pricing/PriceUpdatedNote',
  tags: ['stable'],
  component: PriceUpdatedNote,
  parameters: usageDocs(priceUpdatedNoteUsage),
  args: { text: priceUpdatedText(438, 452) ?? '' },
} satisfies Meta<typeof PriceUpdatedNote>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 21: a cart line whose price changed since it was added says so.
export const PriceRose: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Prix mis à jour : 4,38\s€ → 4,52\s€ HT$/);
  },
};

export const PriceFell: Story = {
  args: { text: priceUpdatedText(452, 395) ?? '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/4,52\s€ → 3,95\s€ HT$/);
  },
};
