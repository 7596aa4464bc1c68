import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickOrderPage } from '@otech/ui';
import { navigated } from '../fixtures/navigation.ts';
import { checkWithRefusals, pastedLines } from '../fixtures/quickOrder.ts';
import { atViewport } from '../storefront/viewports.ts';
import { quickOrderPageUsage } from '../usage/quickOrderGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Cart/QuickOrderPage',
  tags: ['beta'],
  component: QuickOrderPage,
  parameters: { layout: 'fullscreen', ...usageDocs(quickOrderPageUsage) },
  args: { text: '', onTextChange: fn(), onSubmit: fn(), onFileChosen: fn(), onAddValid: fn(), cartHref: '/panier' },
} satisfies Meta<typeof QuickOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Commande rapide' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  },
};

export const Pending: Story = {
  args: { text: pastedLines, isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Vérification en cours...' })).toBeDisabled();
  },
};

// Some lines refused: listed with their reasons, the paste kept to correct, the valid lines can go anyway.
export const Errors: Story = {
  args: { text: pastedLines, check: checkWithRefusals },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Vos lignes/)).toHaveValue(pastedLines);
    await expect(canvas.getByText('Référence ou EAN inconnu : VP99999')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter les 4 lignes valides' }));
    await expect(args.onAddValid).toHaveBeenCalledOnce();
  },
};

// Added: said, with the way to the cart.
export const Results: Story = {
  args: { addedMessage: '12 lignes ajoutées au panier' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 lignes ajoutées au panier')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Voir mon panier' }));
    await expect(navigated).toHaveBeenCalledWith('/panier');
  },
};

export const RefusedPaste: Story = {
  args: { text: pastedLines, errorMessage: 'Collez au moins une ligne « référence ou EAN ; quantité », ou choisissez un fichier.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Collez au moins une ligne/)).toBeVisible();
  },
};

export const Phone: Story = { ...atViewport('phone'), args: { text: pastedLines, check: checkWithRefusals } };
