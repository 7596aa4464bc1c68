import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TopProductsChart } from '@otech/ui';
import { demoStats } from '../fixtures/adminStats.ts';
import { axisLabels, expectEachTickLabelOnce, readableInAWideColumn, readableOnAPhone } from './chartText.ts';
import { expectNoSidewaysScroll } from '../fixtures/sidewaysScroll.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { topProductsChartUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/TopProductsChart',
  tags: ['stable'],
  component: TopProductsChart,
  parameters: usageDocs(topProductsChartUsage),
  args: { products: demoStats.topProducts },
} satisfies Meta<typeof TopProductsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucun produit vendu')).toBeVisible();
  },
};

// Three sold: the quantity axis reads 0, 1, 2, 3, each once (it was ticked every 0.5: « 0, 1, 1, 2, 2, 3, 3 »).
export const OneProduct: Story = {
  args: { products: [{ name: 'Chargeur NiMH 4 voies', quantity: 3, revenue: 69 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectEachTickLabelOnce(canvasElement);
    await expect(axisLabels(canvasElement, 'bottom')).toEqual(['0', '1', '2', '3']);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Chargeur NiMH 4 voies : 3 vendus, 69,00 € HT');
  },
};

// Issue 26: on a phone the bar's tooltip, centred over a bar near the chart's right edge, went 39 px
// past the screen; it stays inside the chart, wrapping when longer than it.
export const TooltipInsideOnAPhone: Story = {
  ...atViewport('handset'),
  args: OneProduct.args,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = within(canvasElement).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Chargeur NiMH 4 voies : 3 vendus, 69,00 € HT');
    const plot = tooltip.parentElement!.getBoundingClientRect();
    const box = tooltip.getBoundingClientRect();
    await expect({ left: box.left >= plot.left - 0.5, right: box.right <= plot.right + 0.5 }).toEqual({ left: true, right: true });
    await expectNoSidewaysScroll(canvasElement);
  },
};

// Five products: names over 20 characters cut with an ellipsis on the axis, whole in tooltip and table.
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pile alcaline AA LR6...')).toBeInTheDocument();
    await expect(canvas.getByText('Chargeur NiMH 4 voies')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Pile alcaline AA LR6 Varta Industrial : 420 vendus');
    await userEvent.click(canvas.getByText('Voir les données'));
    await expect(canvas.getByRole('rowheader', { name: 'Pile alcaline AA LR6 Varta Industrial' })).toBeVisible();
  },
};

// Two names alike in their first 20 characters: each bar's label says its rank, the tooltip the whole name.
export const NamesAlike: Story = {
  args: {
    products: [
      { name: 'Batterie plomb AGM 12V 7Ah', quantity: 40, revenue: 1_200 },
      { name: 'Pile alcaline AA LR6', quantity: 30, revenue: 90 },
      { name: 'Batterie plomb AGM 12V 12Ah', quantity: 20, revenue: 900 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectEachTickLabelOnce(canvasElement);
    await expect(axisLabels(canvasElement, 'left')).toEqual(['Batterie plomb AGM 1... (n° 1)', 'Pile alcaline AA LR6', 'Batterie plomb AGM 1... (n° 3)']);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tooltip')).toHaveTextContent('Batterie plomb AGM 12V 7Ah : 40 vendus');
  },
};

// The axes' texts keep their size on a phone and on a wide screen.
export const Mobile: Story = readableOnAPhone;

export const WideScreen: Story = readableInAWideColumn;
