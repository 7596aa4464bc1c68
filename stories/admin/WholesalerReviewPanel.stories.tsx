import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReviewResult } from '@otech/domain';
import { WholesalerReviewPanel } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { wholesalerReviewPanelUsage } from '../usage/adminGuidance.ts';

const review: ReviewResult = {
  month: '2026-12',
  period: { from: '2025-12-01', to: '2026-11-30' },
  lines: [
    { clientId: 4, name: 'Batteries du Nord', averageMonthlyCents: 4250, outcome: 'moves' },
    { clientId: 15, name: 'Grossiste Ouest', averageMonthlyCents: 182_300, outcome: 'stays' },
    { clientId: 20, name: 'Piles Express', averageMonthlyCents: 0, outcome: 'exempt' },
  ],
  applied: false,
};

const meta = {
  title: 'Admin/WholesalerReviewPanel',
  tags: ['beta'],
  component: WholesalerReviewPanel,
  parameters: usageDocs(wholesalerReviewPanelUsage),
  args: { onRun: fn() },
} satisfies Meta<typeof WholesalerReviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Run: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Simuler la révision' }));
    await expect(args.onRun).toHaveBeenCalledWith(true);
    await userEvent.click(panel.getByRole('button', { name: 'Réviser maintenant' }));
    await expect(args.onRun).toHaveBeenCalledWith(false);
  },
};

// A dry run lists each client with its figure and what the clause would do.
export const DryRun: Story = {
  args: { result: { review, dryRun: true } },
  play: async ({ canvasElement }) => {
    const result = within(within(canvasElement).getByRole('status', { name: 'Résultat de la révision' }));
    await expect(result.getByText(/3 client\(s\) revu\(s\), 1 changerai\(en\)t de grille \(simulation/)).toBeVisible();
    const row = within(result.getByRole('row', { name: /Batteries du Nord/ }));
    await expect(row.getByText('42,50 € HT')).toBeVisible();
    await expect(row.getByText('Passe au tarif Professionnel')).toBeVisible();
  },
};

export const Running: Story = {
  args: { isRunning: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Réviser maintenant' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'La modification a échoué, réessayez' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('La modification a échoué, réessayez')).toBeVisible();
  },
};
