import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerPriceTag } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';
import { customerPriceTagUsage } from '../usage/pricingGuidance.ts';

const meta = {
  title: 'Pricing/CustomerPriceTag',
  tags: ['stable'],
  component: CustomerPriceTag,
  parameters: usageDocs(customerPriceTagUsage),
  args: { unitPriceCents: 438 },
} satisfies Meta<typeof CustomerPriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

// A visitor, or a customer paying the public price: one price, said HT, nothing struck through.
export const PublicPrice: Story = {
  args: { publicPriceCents: 438 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^4,38\s€ HT$/);
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

// Issue 21: where the customer's price differs, the public price shows struck through, named for screen readers.
export const WithStruckPublicPrice: Story = {
  args: { unitPriceCents: 329, publicPriceCents: 438, size: 'lg' },
  play: async ({ canvasElement }) => {
    const struck = canvasElement.querySelector('del');
    await expect(struck).toHaveTextContent(/Prix public : 4,38\s€ HT/);
    await expect(within(canvasElement).getByText('Votre prix :', { exact: false })).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(/3,29\s€ HT$/);
  },
};

export const Small: Story = {
  args: { unitPriceCents: 395, publicPriceCents: 438, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/3,95\s€ HT$/);
  },
};

// Money display: every amount says HT or TTC; a bare amount leaves a trade buyer guessing what they pay.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{ caption: 'the customer’s unit price said HT, the public price struck beside it when it differs.', children: <CustomerPriceTag unitPriceCents={329} publicPriceCents={438} size="lg" /> }}
      bad={{ caption: 'a bare amount: HT or TTC is a 20 % difference a trade buyer must not have to guess.', children: <span style={{ fontSize: '1.5rem', fontWeight: 700 }}>3,29 €</span> }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(doDontExample(canvasElement, 'Do').getByText(/3,29\s€/)).toHaveTextContent(/3,29\s€ HT$/);
    await expect(doDontExample(canvasElement, "Don't").getByText(/3,29\s€/)).not.toHaveTextContent(/HT|TTC/);
  },
};
