import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { Badge } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { badgeUsage } from '../usage/baseGuidance.ts';

// Spec 1 §2: the product page's stock line.
const meta = {
  title: 'Base/Badge',
  tags: ['stable'],
  component: Badge,
  parameters: usageDocs(badgeUsage),
  args: { tone: 'success', icon: CircleCheck, children: 'En stock' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

// Text plus colour plus glyph; the glyph is kept from screen readers, the text says it.
export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En stock')).toBeVisible();
    await expect(canvasElement.querySelector('svg.lucide-circle-check')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LowStock: Story = { args: { tone: 'warning', icon: TriangleAlert, children: 'Stock limité' } };
export const OutOfStock: Story = { args: { tone: 'error', icon: CircleX, children: 'Rupture de stock' } };
export const TextOnly: Story = { args: { tone: 'neutral', icon: undefined, children: 'Non expédiée' } };
