import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { usageDocs } from '../usage/usage.ts';
import { contractPricesEditorUsage } from '../usage/pricingGuidance.ts';
import { contractPriceFormRows } from '@otech/domain';
import { ContractPricesEditor } from '@otech/ui';

const rows = contractPriceFormRows([
  { productId: 'VP00002', priceCents: 395 },
  { productId: 'VP00004', priceCents: 289 },
]);

const meta = {
  title: 'Admin/ContractPricesEditor',
  tags: ['beta'],
  component: ContractPricesEditor,
  parameters: usageDocs(contractPricesEditorUsage),
  args: { rows, onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ContractPricesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// Issue 21: staff change a contract price, add one and remove one, then save them all; euros HT typed French style become cents.
export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    const price = form.getByRole('textbox', { name: 'Prix net (€ HT), ligne 1' });
    await userEvent.clear(price);
    await userEvent.type(price, '3,79');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter un prix net' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Référence, ligne 3' }), 'VP00007');
    await userEvent.type(form.getByRole('textbox', { name: 'Prix net (€ HT), ligne 3' }), '12,50 €');
    await userEvent.click(form.getByRole('button', { name: 'Supprimer la ligne 2' }));
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer les prix nets' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { productId: 'VP00002', priceCents: 379 },
      { productId: 'VP00007', priceCents: 1250 },
    ]);
  },
};

// A negative price, a product twice or a blank reference is named under its field, and nothing can be sent.
export const WrongLines: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    const price = form.getByRole('textbox', { name: 'Prix net (€ HT), ligne 1' });
    await userEvent.clear(price);
    await userEvent.type(price, '-3');
    const reference = form.getByRole('textbox', { name: 'Référence, ligne 2' });
    await userEvent.clear(reference);
    await userEvent.type(reference, 'VP00002');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter un prix net' }));
    await expect(form.getByRole('textbox', { name: 'Référence, ligne 3' })).toHaveAttribute('maxlength', '255');
    await userEvent.click(form.getByRole('textbox', { name: 'Référence, ligne 3' }));
    await userEvent.tab();
    await expect(await form.findByText('Le prix ne peut pas être négatif')).toBeVisible();
    await expect(await form.findByText('VP00002 figure déjà ligne 1')).toBeVisible();
    await expect(await form.findByText('Référence requise')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enregistrer les prix nets' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

// No contract price: the client pays its list; removing the last line and saving clears them all.
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByText('Aucun prix net : ce client paie les prix de sa grille.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer les prix nets' }));
    await expect(args.onSave).toHaveBeenCalledWith([]);
  },
};

// The API refuses a reference the catalogue does not have.
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

export const Saved: Story = {
  args: { notice: { tone: 'success', message: 'Prix nets enregistrés' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Prix nets enregistrés')).toBeVisible();
  },
};
