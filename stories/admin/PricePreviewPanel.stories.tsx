import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TEXT_LIMITS } from '@otech/domain';
import { PricePreviewPanel } from '@otech/ui';
import { usageDocs } from '../usage/usage.ts';
import { pricePreviewPanelUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/PricePreviewPanel',
  tags: ['beta'],
  component: PricePreviewPanel,
  parameters: usageDocs(pricePreviewPanelUsage),
  args: { onPreview: fn() },
} satisfies Meta<typeof PricePreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('button', { name: 'Voir le prix' })).toBeDisabled();
    await userEvent.type(form.getByRole('textbox', { name: 'N° client' }), '4');
    await userEvent.type(form.getByRole('textbox', { name: 'Référence produit' }), 'VP00002');
    await userEvent.click(form.getByRole('button', { name: 'Voir le prix' }));
    await expect(args.onPreview).toHaveBeenCalledWith({ clientId: '4', productId: 'VP00002' });
  },
};

// A wrong client number is named under its field as typed, and nothing is asked; each field stops at its length.
export const InvalidClientNumber: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: 'N° client' })).toHaveAttribute('maxLength', '10');
    await expect(form.getByRole('textbox', { name: 'Référence produit' })).toHaveAttribute('maxLength', String(TEXT_LIMITS.line));
    await userEvent.type(form.getByRole('textbox', { name: 'N° client' }), '04');
    await userEvent.type(form.getByRole('textbox', { name: 'Référence produit' }), 'VP00002');
    await expect(await form.findByText('N° client : un nombre entier, sans zéro devant')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Voir le prix' })).toBeDisabled();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

// While the API prices it, the button waits and says so.
export const Pricing: Story = {
  args: { preview: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calcul du prix/ })).toBeDisabled();
  },
};

// The price, where it comes from, the public price beside it and the breaks.
export const Priced: Story = {
  args: {
    preview: {
      status: 'ready',
      data: {
        client: { id: 4, societe: 'Batteries du Nord', listId: 'revendeur', listName: 'Revendeur / Grossiste' },
        product: { id: 'VP00002', name: 'Pile alcaline AA LR6' },
        unitPriceCents: 329,
        publicPriceCents: 438,
        source: 'rule',
        breaks: [{ fromQuantity: 10, unitPriceCents: 319 }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const result = within(within(canvasElement).getByRole('status', { name: 'Prix calculé' }));
    await expect(result.getByText('3,29 € HT')).toBeVisible();
    await expect(result.getByText(/règle de sa grille \(prix public 4,38 € HT\)/)).toBeVisible();
    await expect(result.getByText('À partir de 10 : 3,19 € HT')).toBeVisible();
  },
};

export const UnknownReference: Story = {
  args: { preview: { status: 'error', message: 'Référence inconnue : XX00001' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Référence inconnue : XX00001')).toBeVisible();
  },
};
