import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentTotalsCents } from '@otech/domain';
import { DocumentTotalsList } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { documentTotalsListUsage } from '../usage/pricingGuidance.ts';

const meta = {
  title: 'Pricing/DocumentTotalsList',
  tags: ['stable'],
  component: DocumentTotalsList,
  parameters: usageDocs(documentTotalsListUsage),
  // 2 x 4.38 HT = 8.76; contribution 0.15; VAT on 8.91 = 1.78; TTC 10.69
  args: { totals: documentTotalsCents([{ unitPriceCents: 438, quantity: 2 }]) },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof DocumentTotalsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (canvasElement: HTMLElement, term: string | RegExp) => within(canvasElement).getByText(term).nextElementSibling?.textContent?.replace(/\s/g, ' ');

// Issue 21: the terms of sale's lines, in their order, the VAT on HT plus the contribution.
export const WithContribution: Story = {
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term').map((term) => term.textContent?.replace(/\s/g, ' '));
    await expect(terms).toEqual(['Total HT', 'Contribution sécurité et environnement (1,75 %)', 'TVA (20 %)', 'Total TTC']);
    await expect(amountOf(canvasElement, 'Total HT')).toBe('8,76 €');
    await expect(amountOf(canvasElement, /^Contribution/)).toBe('0,15 €');
    await expect(amountOf(canvasElement, /^TVA/)).toBe('1,78 €');
    await expect(amountOf(canvasElement, 'Total TTC')).toBe('10,69 €');
  },
};

export const Zero: Story = {
  args: { totals: documentTotalsCents([]) },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement, 'Total TTC')).toBe('0,00 €');
  },
};
