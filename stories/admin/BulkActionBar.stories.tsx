import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkActionBar } from '@otech/ui';
import { bulkActionBarUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const send = fn();
const meta = {
  title: 'Admin/BulkActionBar',
  tags: ['beta'],
  component: BulkActionBar,
  parameters: usageDocs(bulkActionBarUsage),
  args: { selected: new Set(['FA-2027-00012', 'FA-2027-00011']), actions: [{ label: 'Envoyer la relance suivante', onPress: send }], onClear: fn() },
} satisfies Meta<typeof BulkActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

// The count, the action on every checked row, and the way out.
export const Selected: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('region', { name: 'Actions sur la sélection' }));
    await expect(bar.getByText('2 sélectionnées')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Envoyer la relance suivante' }));
    await expect(send).toHaveBeenCalledWith(['FA-2027-00012', 'FA-2027-00011']);
    await userEvent.click(bar.getByRole('button', { name: 'Tout désélectionner' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const One: Story = {
  args: { selected: new Set(['FA-2027-00012']) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 sélectionnée')).toBeVisible();
  },
};

// While the action runs, or for a role that may not: the button waits.
export const ActionDisabled: Story = {
  args: { actions: [{ label: 'Envoyer la relance suivante', onPress: send, isDisabled: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Envoyer la relance suivante' })).toBeDisabled();
  },
};

// Nothing checked: no bar at all, so the story draws nothing (on the page, the list's table shows alone).
export const NothingSelected: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { selected: new Set() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Actions sur la sélection' })).toBeNull();
  },
};
