import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceBreakList } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { priceBreakListUsage } from '../usage/pricingGuidance.ts';

const meta = {
  title: 'Pricing/PriceBreakList',
  tags: ['stable'],
  component: PriceBreakList,
  parameters: usageDocs(priceBreakListUsage),
  args: { breaks: [{ fromQuantity: 10, unitPriceCents: 395 }, { fromQuantity: 50, unitPriceCents: 379 }] },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof PriceBreakList>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 21: the product page lists the breaks, "À partir de 10 : 3,95 € HT".
export const TwoBreaks: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Prix par quantité' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual(['À partir de 10 : 3,95 € HT', 'À partir de 50 : 3,79 € HT']);
  },
};

// A product without breaks shows nothing: its one price says it all, so the story draws nothing.
export const NoBreaks: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { breaks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Prix par quantité' })).toBeNull();
  },
};
