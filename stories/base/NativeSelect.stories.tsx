import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { nativeSelectUsage } from '../usage/baseGuidance.ts';

// The catalogue's sort (spec 1 §2).
const sorts = [
  { id: 'name', label: 'Nom' },
  { id: 'price-asc', label: 'Prix croissant' },
  { id: 'price-desc', label: 'Prix décroissant' },
];

const meta = {
  title: 'Base/NativeSelect',
  tags: ['stable'],
  component: NativeSelect,
  parameters: usageDocs(nativeSelectUsage),
  args: { label: 'Trier par', options: sorts, value: 'name', onChange: fn() },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Trier par' });
    await expect(select).toHaveDisplayValue('Nom');
    await userEvent.selectOptions(select, 'Prix décroissant');
    await expect(args.onChange).toHaveBeenLastCalledWith('price-desc');
  },
};

// Reached with Tab; from there the keys are the browser's own picker's.
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Trier par' })).toHaveFocus();
  },
};

export const LabelBeside: Story = {
  args: { label: 'Produits par page :', labelBeside: true, options: ['8', '16', '24'].map((size) => ({ id: size, label: size })), value: '16' },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Trier par' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Trier par' })).toBeDisabled();
  },
};

export const Phone: Story = { ...atViewport('mobile') };
