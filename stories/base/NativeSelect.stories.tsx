import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from '@otech/ui';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { nativeSelectUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';

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

// Do/don't (issue 26): a toolbar's sort named beside it, beside a select whose options do not say what they sort.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'in a toolbar, its label beside it; each option says the whole choice ("Prix croissant").',
        children: <NativeSelect label="Trier par" labelBeside options={sorts} value="name" onChange={() => undefined} />,
      }}
      bad={{
        caption: 'a hidden label and options that mean nothing alone: sorted by what?',
        children: (
          <NativeSelect
            label="Ordre"
            hideLabel
            options={[
              { id: 'asc', label: 'Croissant' },
              { id: 'desc', label: 'Décroissant' },
            ]}
            value="asc"
            onChange={() => undefined}
          />
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(doDontExample(canvasElement, 'Do').getByRole('combobox', { name: 'Trier par' })).toBeVisible();
    await expect(doDontExample(canvasElement, "Don't").getByRole('combobox', { name: 'Ordre' })).toHaveValue('asc');
  },
};
