import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStateChip } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { accountStateChipUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/AccountStateChip',
  tags: ['stable'],
  component: AccountStateChip,
  parameters: usageDocs(accountStateChipUsage),
  args: { client: { actif: true, bloque: false } },
} satisfies Meta<typeof AccountStateChip>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = (label: string): Story['play'] => async ({ canvasElement }) => {
  await expect(within(canvasElement).getByText(label)).toBeVisible();
};

export const Active: Story = { play: shows('Actif') };
// A record without the flag is active (spec 1: actif true unless explicitly false).
export const ActiveWithoutFlag: Story = { args: { client: {} }, play: shows('Actif') };
export const Inactive: Story = { args: { client: { actif: false } }, play: shows('Inactif') };
// Blocked wins over inactive: one chip, the state that stops the account first.
export const Blocked: Story = { args: { client: { actif: false, bloque: true } }, play: shows('Bloqué') };
export const Pending: Story = { args: { client: { actif: false, en_attente_validation: true } }, play: shows('En attente') };
