import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickOrderResults } from '@otech/ui';
import { checkAllRefused, checkWithRefusals } from '../fixtures/quickOrder.ts';
import { quickOrderResultsUsage } from '../usage/quickOrderGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

const meta = {
  title: 'Cart/QuickOrderResults',
  tags: ['beta'],
  component: QuickOrderResults,
  parameters: usageDocs(quickOrderResultsUsage),
  args: { check: checkWithRefusals, onAddValid: fn() },
} satisfies Meta<typeof QuickOrderResults>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each line in the order given, refused ones with their reason; the valid ones can be added anyway.
export const Errors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 lignes valides, 4 lignes refusées');
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(9);
    await expect(rows[3]).toHaveTextContent('Référence ou EAN inconnu : VP99999');
    await expect(rows[4]).toHaveTextContent('Produit hors gamme');
    await expect(rows[5]).toHaveTextContent('Sur commande, délai indicatif : 7 jours');
    await expect(rows[6]).toHaveTextContent('Stock insuffisant : 12 disponible(s)');
    await expect(rows[1]).toHaveTextContent('3,95 € HT');
    await expect(canvas.getByText('Total TTC')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter les 4 lignes valides' }));
    await expect(args.onAddValid).toHaveBeenCalledOnce();
  },
};

export const NothingValid: Story = {
  args: { check: checkAllRefused },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Aucune ligne ne peut être ajoutée/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Adding: Story = {
  args: { isAdding: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajout en cours...' })).toBeDisabled();
  },
};
