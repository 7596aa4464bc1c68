import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrdersRevenueChart } from '@otech/ui';
import { emptyMonths, manyMonths, oneMonth } from '../fixtures/adminStats.ts';
import { expectEachTickLabelOnce, readableInAWideColumn, readableOnAPhone } from './chartText.ts';
import { usageDocs } from '../usage/usage.ts';
import { ordersRevenueChartUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/OrdersRevenueChart',
  tags: ['stable'],
  component: OrdersRevenueChart,
  parameters: usageDocs(ordersRevenueChartUsage),
  args: { months: manyMonths },
} satisfies Meta<typeof OrdersRevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

// No order in six months: the months are still there, on the baseline, with zeros in the table; each
// axis says each label once (it read « 0, 0, 0, 1, 1, 1 »).
export const Empty: Story = {
  args: { months: emptyMonths },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEachTickLabelOnce(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
    await userEvent.click(canvas.getByText('Voir les données'));
    await expect(canvas.getByRole('row', { name: /juin 0 0,00/ })).toBeVisible();
  },
};

// Orders in the current month only: its tooltip says count and revenue; the count axis reads 0 to 3, each once.
export const OneMonth: Story = {
  args: { months: oneMonth },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEachTickLabelOnce(canvasElement);
    await userEvent.hover(canvas.getByRole('img', { name: /^nov\./ }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('nov. : 3 commandes, 1 250,00 € HT');
  },
};

// Six months, French abbreviations on the axis, both axes; tooltips reached with the keyboard.
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const month of ['juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.']) {
      await expect(canvas.getAllByText(month).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByText('10 000 €')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('juin : 12 commandes, 8 420,00 € HT');
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('juil. : 9 commandes');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

// The axes' texts keep their size on a phone and on a wide screen.
export const Mobile: Story = readableOnAPhone;

export const WideScreen: Story = readableInAWideColumn;
