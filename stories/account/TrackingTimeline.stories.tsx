import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackingTimeline } from '@otech/ui';
import { tracking } from '../fixtures/account.ts';
import { usageDocs } from '../usage/usage.ts';
import { trackingTimelineUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/TrackingTimeline',
  tags: ['stable'],
  component: TrackingTimeline,
  parameters: usageDocs(trackingTimelineUsage),
  args: { tracking },
} satisfies Meta<typeof TrackingTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §3.7: carrier, number, status, events newest first.
export const InTransit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chronopost · CH564726169FR')).toBeVisible();
    const events = within(canvas.getByRole('list', { name: 'Suivi du colis' })).getAllByRole('listitem');
    await expect(events[0]).toHaveTextContent('Colis en transit');
  },
};

// A parcel just shipped: its carrier and number, and a sentence instead of an empty list.
export const JustShipped: Story = {
  args: { tracking: { ...tracking, events: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chronopost · CH564726169FR')).toBeVisible();
    await expect(canvas.getByText('Aucun événement de suivi pour le moment')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
