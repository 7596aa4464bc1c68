import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { spinnerUsage } from '../usage/baseGuidance.ts';
import { DoDont } from '../usage/DoDont.tsx';

const meta = {
  title: 'Base/Spinner',
  tags: ['stable'],
  component: Spinner,
  parameters: usageDocs(spinnerUsage),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Chargement…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

// Spec 1 §2: the product list's loading text.
export const Products: Story = {
  args: { label: 'Chargement des produits...', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement des produits...' })).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'small', inline: true, label: 'Connexion...' } };

export const HiddenLabel: Story = {
  args: { size: 'small', hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement…' })).toBeInTheDocument();
  },
};

// Do/don't (issue 26): a wait names what it waits for.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{ caption: 'the wait names what loads, in the shop\'s words.', children: <Spinner label="Chargement des factures..." /> }}
      bad={{ caption: 'a bare "Chargement" says nothing of what is coming.', children: <Spinner label="Chargement" /> }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('figure', { name: 'Do' })).getByRole('progressbar', { name: 'Chargement des factures...' })).toBeVisible();
  },
};
