import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartFrame, type ChartMarkTip } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { chartFrameUsage } from '../usage/adminGuidance.ts';

// Three bars drawn by hand: the frame does not know what a chart draws, only its marks' tips.
const BARS: readonly (ChartMarkTip & { height: number })[] = [
  { id: 'aa', text: 'Piles AA : 120 vendues', x: 40, y: 40, height: 120 },
  { id: 'aaa', text: 'Piles AAA : 80 vendues', x: 120, y: 80, height: 80 },
  { id: 'c', text: 'Piles C : 20 vendues', x: 200, y: 140, height: 20 },
];

const meta = {
  title: 'Admin/ChartFrame',
  tags: ['stable'],
  component: ChartFrame,
  parameters: usageDocs(chartFrameUsage),
  args: {
    title: 'Ventes par format',
    width: 240,
    height: 160,
    legend: [{ label: 'Quantité vendue', color: '#1f5fa8' }],
    table: {
      caption: 'Ventes par format de pile',
      columns: ['Format', 'Quantité'],
      rows: [
        ['AA', '120'],
        ['AAA', '80'],
        ['C', '20'],
      ],
    },
    children: (markProps) =>
      BARS.map((bar) => <rect key={bar.id} x={bar.x - 20} y={160 - bar.height} width={40} height={bar.height} fill="#1f5fa8" {...markProps(bar)} />),
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// Nothing to draw: the empty text stands in for the svg and its legend; the table stays.
export const Empty: Story = {
  args: { emptyText: 'Aucune vente sur la période', table: { caption: 'Ventes par format de pile', columns: ['Format', 'Quantité'], rows: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune vente sur la période')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Ventes par format' })).toBeNull();
    await expect(canvas.queryByText('Quantité vendue')).toBeNull();
  },
};

// Every mark takes the keyboard focus and shows its tooltip; leaving it hides the tooltip.
export const KeyboardTooltips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Piles AA : 120 vendues');
    await userEvent.tab();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Piles AAA : 80 vendues');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

// The mouse shows the same tooltip, placed over the mark.
export const MouseTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mark = canvas.getByRole('img', { name: 'Piles C : 20 vendues' });
    await userEvent.hover(mark);
    const tip = canvas.getByRole('tooltip');
    await expect(tip).toHaveTextContent('Piles C : 20 vendues');
    // Over its mark, and inside the chart even for a mark near its edge.
    const box = tip.getBoundingClientRect();
    const plot = tip.parentElement!.getBoundingClientRect();
    const markCentre = mark.getBoundingClientRect().left + mark.getBoundingClientRect().width / 2;
    await expect({ overMark: box.left <= markCentre && markCentre <= box.right, inside: box.left >= plot.left - 0.5 && box.right <= plot.right + 0.5 }).toEqual({
      overMark: true,
      inside: true,
    });
    await userEvent.unhover(canvas.getByRole('img', { name: 'Piles C : 20 vendues' }));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

// The figures as a table behind 'Voir les données', the text alternative of the chart.
export const DataTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Quantité vendue')).toBeVisible();
    await expect(canvas.getByRole('table', { hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByText('Voir les données'));
    await expect(canvas.getByRole('table', { name: 'Ventes par format de pile' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'AAA' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};
