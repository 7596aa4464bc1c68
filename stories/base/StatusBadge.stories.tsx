import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '@otech/ui';

const meta = {
  title: 'Base/StatusBadge',
  component: StatusBadge,
  args: { label: 'Livrée', tone: 'success', icon: 'done_all' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Livrée')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const Warning: Story = { args: { label: 'En attente', tone: 'warning', icon: 'schedule' } };
export const Danger: Story = { args: { label: 'Annulée', tone: 'danger', icon: 'cancel' } };
export const Info: Story = { args: { label: 'Expédiée', tone: 'info', icon: 'local_shipping' } };
export const Neutral: Story = { args: { label: 'Brouillon', tone: 'neutral', icon: 'receipt' } };
export const WithoutIcon: Story = { args: { label: 'Stock faible', tone: 'warning', icon: undefined } };
