import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { quantityStepperUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

const meta = {
  title: 'Base/QuantityStepper',
  tags: ['stable'],
  component: QuantityStepper,
  parameters: usageDocs(quantityStepperUsage),
  args: { defaultValue: 2, maxValue: 1000, onChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.click(canvas.getByRole('button', { name: /^Augmenter la quantité/ }));
    await expect(input).toHaveValue(3);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: /^Diminuer la quantité/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

// Spec 1 §5 (quantity on the detail form): minus is disabled at 1.
export const AtMinimum: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Diminuer la quantité/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Augmenter la quantité/ })).toBeEnabled();
  },
};

// Spec 1 §5: plus is disabled at the stock.
export const AtStock: Story = {
  args: { defaultValue: 5, maxValue: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Augmenter la quantité/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Diminuer la quantité/ })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Augmenter la quantité/ })).toBeDisabled();
  },
};

// Typed quantities are clamped to the range when the field is left.
export const TypedAboveMaximum: Story = {
  args: { defaultValue: 1, maxValue: 10 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('25');
    await userEvent.tab();
    await expect(input).toHaveValue(10);
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

// Tab reaches minus, the input and plus in turn; Space presses the focused stepper.
export const KeyboardTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Diminuer la quantité/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Augmenter la quantité/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

// A cart line: the label names the product for screen readers only.
export const HiddenLabel: Story = {
  args: { label: 'Quantité de Pile LR6 AA', hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Quantité de Pile LR6 AA' })).toBeVisible();
    await expect(within(canvasElement).getByText('Quantité de Pile LR6 AA')).toBeInTheDocument();
  },
};

// Enter counts a typed quantity without leaving the field; a cleared field gets its quantity back
// (spec 1: a non-numeric input is ignored).
export const TypedThenEnter: Story = {
  args: { defaultValue: 2, maxValue: 10 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('7{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue(7);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

// Do/don't (issue 26): a quantity of a product, bounded by the stock, beside a stepper for a choice among fixed values.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'a quantity to order: minus stops at 1, plus at the stock, and the number can be typed.',
        children: <QuantityStepper label="Quantité" defaultValue={2} minValue={1} maxValue={24} />,
      }}
      bad={{
        caption: 'a choice among a few fixed values (30, 45, 60 days) stepped one by one; a Select lists them.',
        children: <QuantityStepper label="Délai de paiement (jours)" defaultValue={30} minValue={30} maxValue={60} />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const good = doDontExample(canvasElement, 'Do');
    await userEvent.click(good.getByRole('button', { name: /^Augmenter la quantité/ }));
    await expect(good.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(3);
  },
};
