import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TopProductsChart } from '@otech/ui';
import { demoStats } from '../fixtures/adminStats.ts';
import { readableInAWideColumn, readableOnAPhone } from './chartText.ts';
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

export const OneProduct: Story = {
  args: { products: [{ name: 'Chargeur NiMH 4 voies', quantity: 3, revenue: 69 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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

// The axes' texts keep their size on a phone and on a wide screen.
export const Mobile: Story = readableOnAPhone;

export const WideScreen: Story = readableInAWideColumn;
