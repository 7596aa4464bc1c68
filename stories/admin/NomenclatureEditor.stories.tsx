import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { nomenclatureView, NUMBER_TEXT_MAX, TEXT_LIMITS, type NomenclaturePart } from '@otech/domain';
import { NomenclatureEditor, type NomenclatureEditorProps } from '@otech/ui';
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

// The catalogue as the shop's look-up answers it (POST /admin/nomenclatures/parts): only what it sells.
const CATALOGUE: readonly NomenclaturePart[] = [
  { reference: 'VP00010', designation: 'Accu Li-ion 18650 3,6 V 2600 mAh', prix_unitaire: 4.1 },
  { reference: 'VP00011', designation: 'Accu NiMH AA 1,2 V 2000 mAh', prix_unitaire: 2.35 },
];

/** The editor with the shop's look-up: the references it reports get their catalogue parts back. */
function EditorWithCatalogue(props: NomenclatureEditorProps) {
  const [typed, setTyped] = useState<string[]>([]);
  return <NomenclatureEditor {...props} catalogueParts={CATALOGUE.filter((part) => typed.includes(part.reference))} onReferencesChange={setTyped} />;
}

const line = (canvasElement: HTMLElement, n: number) => within(within(canvasElement).getByRole('group', { name: `Composant ${n}` }));

// Issue 27: a catalogue part's price HT shows on its line as soon as its reference is typed, and the
// estimate counts it, before the bill is saved; a part outside the catalogue shows none.
export const CataloguePartPricedBeforeSaving: Story = {
  args: { bom: undefined },
  render: (args) => <EditorWithCatalogue {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Référence du pack' }), 'PACK-2S');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Désignation du pack' }), 'Pack 2S 7,2 V');
    const first = line(canvasElement, 1);
    await userEvent.type(first.getByRole('textbox', { name: 'Référence' }), 'VP00010');
    await userEvent.clear(first.getByRole('textbox', { name: 'Quantité' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Quantité' }), '2');
    await expect(await first.findByText('Prix catalogue : 4,10 € HT · Accu Li-ion 18650 3,6 V 2600 mAh')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Coût de revient estimé : 8,20 €');
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un composant' }));
    await userEvent.type(line(canvasElement, 2).getByRole('textbox', { name: 'Référence' }), 'BMS-2S');
    await expect(line(canvasElement, 2).queryByText(/Prix catalogue/)).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('(sans prix connu : BMS-2S)');
  },
};

// Issue 27: the API refused a part outside the catalogue without its name and cost; the reference
// corrected to a catalogue one, both messages leave (a catalogue part needs neither).
export const RefusedPartCorrected: Story = {
  args: {
    refusedFields: {
      'composants.1.designation': 'Désignation requise pour une pièce hors catalogue',
      'composants.1.prix_unitaire': 'Prix unitaire requis pour une pièce hors catalogue',
    },
    bom: nomenclatureView({ ...sonyPack, composants: [sonyPack.composants[0]!, { reference: 'VP0001O', quantite: 2 }] }, () => undefined),
  },
  render: (args) => <EditorWithCatalogue {...args} />,
  play: async ({ canvasElement }) => {
    const part = line(canvasElement, 2);
    await expect(part.getByText('Désignation requise pour une pièce hors catalogue')).toBeVisible();
    await expect(part.getByText('Prix unitaire requis pour une pièce hors catalogue')).toBeVisible();
    const reference = part.getByRole('textbox', { name: 'Référence' });
    await userEvent.clear(reference);
    await userEvent.type(reference, 'VP00010');
    await waitFor(() => expect(part.queryByText('Désignation requise pour une pièce hors catalogue')).toBeNull());
    await expect(part.queryByText('Prix unitaire requis pour une pièce hors catalogue')).toBeNull();
    await expect(part.getByRole('textbox', { name: 'Prix unitaire HT (hors catalogue)' })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(await part.findByText(/Prix catalogue : 4,10 € HT/)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  },
};
