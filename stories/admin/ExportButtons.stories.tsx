import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportButtons } from '@otech/ui';
import { exportButtonsUsage } from '../usage/listControlsGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Admin/ExportButtons',
  tags: ['beta'],
  component: ExportButtons,
  parameters: usageDocs(exportButtonsUsage),
  args: { onExport: fn() },
} satisfies Meta<typeof ExportButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en CSV' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Exporter en XLSX' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('xlsx');
  },
};

// While a file comes, both wait and the one pressed says so.
export const Exporting: Story = {
  args: { exporting: 'xlsx' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export en cours...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
  },
};
