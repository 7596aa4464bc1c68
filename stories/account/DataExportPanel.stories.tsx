import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataExportPanel } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { dataExportPanelUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/DataExportPanel',
  tags: ['stable'],
  component: DataExportPanel,
  parameters: usageDocs(dataExportPanelUsage),
  args: { onExport: fn() },
} satisfies Meta<typeof DataExportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 8 and the privacy policy: everything held about the customer, as JSON or CSV.
export const Exports: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger (CSV)' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger (JSON)' }));
    await expect(args.onExport).toHaveBeenCalledWith('json');
  },
};

export const Exporting: Story = {
  args: { exporting: 'csv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Export en cours\.\.\./ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Télécharger (JSON)' })).toBeDisabled();
  },
};
