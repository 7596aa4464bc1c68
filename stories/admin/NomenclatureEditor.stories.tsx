import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nomenclatureView, NUMBER_TEXT_MAX, TEXT_LIMITS } from '@otech/domain';
import { NomenclatureEditor } from '@otech/ui';
import { sonyPack } from './fixtures.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { nomenclatureEditorUsage } from '../usage/adminGuidance.ts';

const bom = nomenclatureView(sonyPack, () => ({ name: 'Batterie camescope compatible Sony NP-FH70 7,2 V', price: 31.52 }));

const meta = {
  title: 'Admin/NomenclatureEditor',
  tags: ['stable'],
  component: NomenclatureEditor,
  parameters: usageDocs(nomenclatureEditorUsage),
  args: { bom, onSave: fn() },
} satisfies Meta<typeof NomenclatureEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// A component added then removed; the cost estimate follows the lines, and the bill is saved.
export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Coût de revient estimé');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un composant' }));
    await expect(canvas.getByRole('group', { name: 'Composant 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer le composant 3' }));
    await expect(canvas.queryByRole('group', { name: 'Composant 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

// While the save is under way the button says so with a spinner, as every form's does, and cannot be pressed again.
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: /^Enregistrement\.\.\./ });
    await expect(submit).toHaveTextContent('Enregistrement...');
    await expect(canvas.getByRole('progressbar', { name: 'Enregistrement...' })).toBeInTheDocument();
    await expect(submit).toBeDisabled();
  },
};

// A new bill starts with one line to fill; the form names what is missing once a field is left, and
// nothing can be sent before it is complete.
export const NewBill: Story = {
  args: { bom: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Nouvelle nomenclature' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    const reference = canvas.getByRole('textbox', { name: 'Référence du pack' });
    await userEvent.click(reference);
    await userEvent.tab();
    await expect(reference).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Ce champ est requis')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

// What the API refused is shown beside its field, in French, until that field is edited.
export const RefusedByTheServer: Story = {
  args: { refusedFields: { 'composants.1.designation': 'Désignation requise pour une pièce hors catalogue' } },
  play: async ({ canvasElement }) => {
    const part = within(within(canvasElement).getByRole('group', { name: 'Composant 2' }));
    const designation = part.getByRole('textbox', { name: 'Désignation (pièce hors catalogue)' });
    await expect(designation).toHaveAttribute('aria-invalid', 'true');
    await expect(part.getByText('Désignation requise pour une pièce hors catalogue')).toBeVisible();
    await userEvent.type(designation, 'Cellule 18650');
    await expect(part.queryByText('Désignation requise pour une pièce hors catalogue')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  },
};

// The pack's and each component's texts stop at a line, its numbers at NUMBER_TEXT_MAX (PUT /admin/nomenclatures).
export const FieldLengths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = within(canvas.getByRole('group', { name: 'Composant 1' }));
    await expectMaxLengths([
      [canvas.getByRole('textbox', { name: 'Référence du pack' }), TEXT_LIMITS.line],
      [canvas.getByRole('textbox', { name: 'Désignation du pack' }), TEXT_LIMITS.line],
      [line.getByRole('textbox', { name: 'Référence' }), TEXT_LIMITS.line],
      [line.getByRole('textbox', { name: 'Désignation (pièce hors catalogue)' }), TEXT_LIMITS.line],
      [line.getByRole('textbox', { name: 'Quantité' }), NUMBER_TEXT_MAX],
      [line.getByRole('textbox', { name: 'Prix unitaire HT (hors catalogue)' }), NUMBER_TEXT_MAX],
      [canvas.getByRole('textbox', { name: "Main d'œuvre HT par pack" }), NUMBER_TEXT_MAX],
    ]);
  },
};
