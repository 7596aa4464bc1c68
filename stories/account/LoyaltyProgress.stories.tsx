import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoyaltyProgress } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { loyaltyProgressUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/LoyaltyProgress',
  tags: ['stable'],
  component: LoyaltyProgress,
  parameters: usageDocs(loyaltyProgressUsage),
  args: { points: 319, nextLevelPoints: 1000 },
} satisfies Meta<typeof LoyaltyProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) => within(canvasElement).getByRole('progressbar', { name: 'Progression vers le niveau suivant' });

// Spec 2 §2.3: points divided by nextLevelPoints as a percentage, with "N points pour le niveau suivant".
export const OnTheWay: Story = {
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('value', '32');
    await expect(within(canvasElement).getByText('681 points pour le niveau suivant')).toBeVisible();
  },
};

// The top level (gold) has no next level: the bar is full and no points are missing.
export const TopLevel: Story = {
  args: { points: 2400, nextLevelPoints: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveAttribute('value', '100');
    await expect(within(canvasElement).queryByText(/pour le niveau suivant/)).toBeNull();
  },
};
