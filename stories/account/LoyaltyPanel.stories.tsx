import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoyaltyPanel } from '@otech/ui';
import { goldProgram, silverProgram } from '../fixtures/account.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { loyaltyPanelUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/LoyaltyPanel',
  tags: ['stable'],
  component: LoyaltyPanel,
  parameters: usageDocs(loyaltyPanelUsage),
  args: { program: { status: 'ready', data: silverProgram }, onRetry: fn(), onRedeem: fn() },
} satisfies Meta<typeof LoyaltyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.3 tab 3 and §5: progress, benefits, and "Échanger" only for an available reward the points cover.
export const Silver: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Argent')).toBeVisible();
    await expect(canvas.getByText('681 points pour le niveau suivant')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progression vers le niveau suivant' })).toHaveAttribute('value', '32');
    await expect(canvas.getByText('Actif')).toBeVisible();
    await expect(canvas.getByText('Bientôt disponible')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Échanger Testeur de batterie numérique' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Échanger Chargeur CTEK MXS 5.0' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: "Échanger Bon d'achat de 20 €" }));
    await expect(args.onRedeem).toHaveBeenCalledWith('rec-bon20');
  },
};

// Gold is the top level: its bar is full (README, loyalty).
export const Gold: Story = {
  args: { program: { status: 'ready', data: goldProgram } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Or')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progression vers le niveau suivant' })).toHaveAttribute('value', '100');
    await expect(canvas.queryByText(/pour le niveau suivant/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Échanger Testeur de batterie numérique' })).toBeEnabled();
  },
};

export const Redeeming: Story = {
  args: { redeemingId: 'rec-bon20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: "Échange... Bon d'achat de 20 €" })).toHaveTextContent('Échange...');
    await expect(canvas.getByRole('button', { name: "Échange... Bon d'achat de 20 €" })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { program: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chargement de vos avantages...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { program: { status: 'error', message: 'Erreur lors du chargement des données' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
