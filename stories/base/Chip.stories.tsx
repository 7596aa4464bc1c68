import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { chipUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';

const meta = {
  title: 'Base/Chip',
  tags: ['stable'],
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

// Do/don't (issue 26): a chip holds a word or two; a sentence belongs in the text. A chip never
// wraps, so the "don't" runs off a phone's or a tablet's screen on purpose: the sweep's sideways check is off here.
export const DoAndDont: Story = {
  parameters: { sidewaysScroll: 'intended' },
  render: () => (
    <DoDont
      good={{ caption: 'one to three words, the tone matching the meaning.', children: <Chip label="Stock faible" tone="warning" /> }}
      bad={{ caption: 'a sentence in a chip, in a tone that says the opposite: a chip never wraps, so on a phone or a tablet it runs off the screen.', children: <Chip label="Attention, il ne reste que quelques unités de ce produit en stock" tone="success" /> }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('figure', { name: 'Do' })).getByText('Stock faible')).toBeVisible();
  },
};
