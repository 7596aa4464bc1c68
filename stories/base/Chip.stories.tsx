import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { chipUsage } from '../usage/baseGuidance.ts';

const meta = {
  title: 'Base/Chip',
  component: Chip,
  parameters: usageDocs(chipUsage),
  args: { label: 'Lithium-ion' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Lithium-ion')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const Promotion: Story = { args: { label: 'Promo', tone: 'accent' } };
export const Level: Story = { args: { label: 'Or', tone: 'primary' } };
export const Active: Story = { args: { label: 'Actif', tone: 'success' } };
export const Inactive: Story = { args: { label: 'Inactif', tone: 'error' } };

export const Removable: Story = {
  args: { label: 'Batteries', onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retirer Batteries' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const RemovableByKeyboard: Story = {
  args: { label: 'Chargeurs', onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Retirer Chargeurs' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
