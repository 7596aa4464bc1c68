import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { usageDocs } from '../usage/usage.ts';
import { priceListEditorUsage } from '../usage/pricingGuidance.ts';
import { priceListFormRows } from '@otech/domain';
import { PriceListEditor } from '@otech/ui';

const rows = priceListFormRows({
  rules: [{ scope: 'brand', brand: 'Varta', percentOff: 25 }],
  netPrices: [{ productId: 'VP00004', priceCents: 289 }],
  breaks: [{ scope: 'product', productId: 'VP00002', minQuantity: 10, kind: 'unitPrice', priceCents: 395 }],
});

const meta = {
  title: 'Admin/PriceListEditor',
  tags: ['beta'],
  component: PriceListEditor,
  parameters: usageDocs(priceListEditorUsage),
  args: { listName: 'Revendeur / Grossiste', rows, onSave: fn() },
} satisfies Meta<typeof PriceListEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// The stored lines, changed and saved as a whole: euros HT typed French style become cents.
export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    const percent = form.getByRole('textbox', { name: 'Remise (%), ligne 1' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '30');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter un palier' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Prix (€ HT), ligne 4' }), '2,50');
    await userEvent.click(form.getByRole('button', { name: 'Supprimer la ligne 2' }));
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer la grille' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      rules: [{ scope: 'brand', brand: 'Varta', percentOff: 30 }],
      netPrices: [],
      breaks: [
        { scope: 'product', productId: 'VP00002', minQuantity: 10, kind: 'unitPrice', priceCents: 395 },
        { scope: 'catalogue', minQuantity: 10, kind: 'unitPrice', priceCents: 250 },
      ],
    });
  },
};

// A percentage above 100 or a break below 2 units is named under its field, and nothing can be sent.
export const WrongLines: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    const percent = form.getByRole('textbox', { name: 'Remise (%), ligne 1' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '120');
    const from = form.getByRole('textbox', { name: 'À partir de (unités), ligne 3' });
    await userEvent.clear(from);
    await userEvent.type(from, '1');
    await expect(await form.findByText('Le pourcentage doit être compris entre 0 et 100')).toBeVisible();
    await expect(await form.findByText('Un palier commence à 2 unités au moins')).toBeVisible();
    await expect(percent).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Enregistrer la grille' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

// A new line's reference left blank is named once the field is left; every cell stops at its schema's length.
export const BlankReference: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Ajouter un prix net' }));
    const reference = form.getByRole('textbox', { name: 'Référence, ligne 4' });
    await expect(reference).toHaveAttribute('maxlength', '255');
    await expect(form.getByRole('textbox', { name: 'Prix (€ HT), ligne 4' })).toHaveAttribute('maxlength', '20');
    await userEvent.click(reference);
    await userEvent.tab();
    await expect(await form.findByText('Référence requise')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], listName: 'Public' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune règle, aucun prix net, aucun palier : cette grille applique le prix public.')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { notice: { tone: 'error', message: 'Référence inconnue : XX00001' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Référence inconnue : XX00001')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement…/ })).toBeDisabled();
  },
};
