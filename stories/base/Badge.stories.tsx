import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { Badge } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { badgeUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

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

// Do/don't (issue 26): one or two words with their glyph, beside a sentence squeezed into a badge.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'one or two words, its tone and glyph saying the same as the text.',
        children: (
          <Badge tone="warning" icon={TriangleAlert}>
            Stock limité
          </Badge>
        ),
      }}
      bad={{
        caption: 'a sentence in a badge, and a tone that contradicts it: write it as text beside.',
        children: (
          <Badge tone="success" icon={CircleCheck}>
            Disponible dans deux semaines environ
          </Badge>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(doDontExample(canvasElement, 'Do').getByText('Stock limité')).toBeVisible();
  },
};
