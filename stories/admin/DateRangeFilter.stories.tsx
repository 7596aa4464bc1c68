import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeFilter } from '@otech/ui';
import { dateRangeFilterUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Admin/DateRangeFilter',
  tags: ['beta'],
  component: DateRangeFilter,
  parameters: usageDocs(dateRangeFilterUsage),
  args: { label: 'Date de facture', range: { from: '', to: '' }, onChange: fn() },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

// Both ends open: choosing "Du" keeps "Au" open.
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Date de facture' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Du'), '2027-01-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2027-01-01', to: '' });
  },
};

// A period already chosen shows, and either end can be cleared.
export const Chosen: Story = {
  args: { range: { from: '2027-01-01', to: '2027-01-31' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Du')).toHaveValue('2027-01-01');
    await expect(canvas.getByLabelText('Au')).toHaveValue('2027-01-31');
    await userEvent.clear(canvas.getByLabelText('Au'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2027-01-01', to: '' });
  },
};
