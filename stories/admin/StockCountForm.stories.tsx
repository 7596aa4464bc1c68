import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NUMBER_TEXT_MAX } from '@otech/domain';
import { StockCountForm } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { stockCountFormUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/StockCountForm',
  tags: ['stable'],
  component: StockCountForm,
  parameters: usageDocs(stockCountFormUsage),
  args: { reference: 'VP00001', stock: 12, onSave: fn() },
} satisfies Meta<typeof StockCountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// The stored stock in the field; a new count saved with Enter, in whole units.
export const Counted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Stock de VP00001' });
    await expect(field).toHaveValue('12');
    await expect(field).toHaveAttribute('maxlength', String(NUMBER_TEXT_MAX));
    await userEvent.clear(field);
    await userEvent.type(field, ' 0 {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(0);
  },
};

// A count that is not a whole number of units is named in French, and nothing is sent.
export const WrongCount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Stock de VP00001' });
    await userEvent.clear(field);
    await userEvent.type(field, '2,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer le stock de VP00001' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nombre entier attendu');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

// While the count is being saved, « Enregistrer » waits.
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enregistrer le stock de VP00001' })).toBeDisabled();
  },
};
