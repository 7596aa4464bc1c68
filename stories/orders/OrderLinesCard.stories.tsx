import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderLinesCard } from '@otech/ui';
import { deliveredOrder } from '../fixtures/adminOrders.ts';
import { usageDocs } from '../usage/usage.ts';
import { orderLinesCardUsage } from '../usage/ordersGuidance.ts';

const meta = {
  title: 'Orders/OrderLinesCard',
  tags: ['stable'],
  component: OrderLinesCard,
  parameters: usageDocs(orderLinesCardUsage),
  args: { items: deliveredOrder.items },
} satisfies Meta<typeof OrderLinesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// An order's lines, on the customer's order page and the administration's.
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(deliveredOrder.items.length + 1);
    await expect(within(table).getByRole('rowheader', { name: new RegExp(deliveredOrder.items[0]!.productName) })).toBeVisible();
  },
};

export const NoLine: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(1);
  },
};
