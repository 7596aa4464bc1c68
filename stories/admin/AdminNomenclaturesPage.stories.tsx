import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nomenclatureView, type Nomenclature } from '@otech/domain';
import { AdminNomenclaturesPage } from '@otech/ui';
import { sonyPack } from './fixtures.ts';
import { usageDocs } from '../usage/usage.ts';
import { adminNomenclaturesPageUsage } from '../usage/adminGuidance.ts';
import { loadErrorStory, loadingStory } from './staffListStates.ts';

const CATALOGUE = new Map([
  ['CA00001', { name: 'Batterie camescope compatible Sony NP-FH70 7,2 V', price: 31.52 }],
  ['VP00011', { name: 'Pile NiMH HR6 AA 1,2 V (blister de 2)', price: 4.95 }],
]);
const nimhPack: Nomenclature = { id: 'nom-005', reference: 'PACK-NIMH-4.8', designation: 'Pack NiMH 4,8 V AA', composants: [{ reference: 'VP00011', quantite: 2 }, { reference: 'CNX-JST', quantite: 1 }], main_oeuvre: 3 };
const views = [sonyPack, nimhPack].map((bom) => nomenclatureView(bom, (reference) => CATALOGUE.get(reference)));

const meta = {
  title: 'Admin/AdminNomenclaturesPage',
  tags: ['stable'],
  component: AdminNomenclaturesPage,
  parameters: { ...usageDocs(adminNomenclaturesPageUsage), layout: 'fullscreen' },
  args: {
    adminName: 'admin',
    onLogout: fn(),
    nomenclatures: { status: 'ready', data: views },
    onRetry: fn(),
    editing: null,
    onEditingChange: fn(),
    onSave: fn(),
    onDelete: fn(),
  },
  // The shop holds which editor is open; here the story does.
  render: function Render(args) {
    const [editing, setEditing] = useState(args.editing);
    return (
      <AdminNomenclaturesPage
        {...args}
        editing={editing}
        onEditingChange={(next) => {
          args.onEditingChange(next);
          setEditing(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AdminNomenclaturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each pack with its components, cost roll-up, sale price and margin; a component of unknown cost is named.
export const CostRollUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sony = within(canvas.getByRole('row', { name: /Assemblage NP-FH70/ }));
    await expect(sony.getByText('2 × Cellule Li-ion 18650 3,6 V 2600 mAh : 6,20 €')).toBeVisible();
    await expect(sony.getByText('8,05 €')).toBeVisible();
    await expect(sony.getByText('14,55 €')).toBeVisible();
    await expect(sony.getByText('54 %')).toBeVisible();
    const nimh = within(canvas.getByRole('row', { name: /Pack NiMH/ }));
    await expect(nimh.getByText('1 × CNX-JST : prix inconnu')).toBeVisible();
    await expect(nimh.getByText('sans CNX-JST')).toBeVisible();
  },
};

// The editor rolls the cost up again as a quantity changes, adds a part, and saves the bill.
export const EditABill: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Assemblage NP-FH70' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Nomenclature : CA00001' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Coût de revient estimé : 14,55 €');
    const first = within(dialog.getByRole('group', { name: 'Composant 1' }));
    await userEvent.clear(first.getByRole('textbox', { name: 'Quantité' }));
    await userEvent.type(first.getByRole('textbox', { name: 'Quantité' }), '3');
    await expect(dialog.getByRole('status')).toHaveTextContent('Coût de revient estimé : 17,65 €');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter un composant' }));
    const added = within(dialog.getByRole('group', { name: 'Composant 3' }));
    await userEvent.type(added.getByRole('textbox', { name: 'Référence' }), 'BOI-ABS');
    await userEvent.type(added.getByRole('textbox', { name: 'Désignation (pièce hors catalogue)' }), 'Boîtier ABS');
    await userEvent.type(added.getByRole('textbox', { name: 'Prix unitaire HT (hors catalogue)' }), '0,9');
    await expect(dialog.getByRole('status')).toHaveTextContent('Coût de revient estimé : 18,55 €');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith('nom-001', {
      reference: 'CA00001',
      designation: 'Assemblage NP-FH70',
      composants: [{ ...sonyPack.composants[0], quantite: 3 }, sonyPack.composants[1], { reference: 'BOI-ABS', designation: 'Boîtier ABS', quantite: 1, prix_unitaire: 0.9 }],
      main_oeuvre: 6.5,
    });
  },
};

// A wrong value is named beside its field in French, and nothing is saved.
export const InvalidValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier Pack NiMH 4,8 V AA' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.clear(within(dialog.getByRole('group', { name: 'Composant 1' })).getByRole('textbox', { name: 'Quantité' }));
    await userEvent.type(within(dialog.getByRole('group', { name: 'Composant 1' })).getByRole('textbox', { name: 'Quantité' }), '0');
    await userEvent.clear(dialog.getByRole('textbox', { name: "Main d'œuvre HT par pack" }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Coût de revient : à compléter');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(dialog.getByText('Au moins 1')).toBeVisible();
    await expect(dialog.getByText('Ce champ est requis')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

// "Nouvelle nomenclature" opens an empty editor; the bill is saved as a new one.
export const CreateABill: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Nouvelle nomenclature' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Nouvelle nomenclature' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Référence du pack' }), 'PACK-AA-4');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Désignation du pack' }), 'Pack 4 piles AA');
    const line = within(dialog.getByRole('group', { name: 'Composant 1' }));
    await userEvent.type(line.getByRole('textbox', { name: 'Référence' }), 'VP00011');
    await userEvent.clear(line.getByRole('textbox', { name: 'Quantité' }));
    await userEvent.type(line.getByRole('textbox', { name: 'Quantité' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith('new', { reference: 'PACK-AA-4', designation: 'Pack 4 piles AA', composants: [{ reference: 'VP00011', quantite: 2 }], main_oeuvre: 0 });
  },
};

// The API refused the save: each refused field shows its French message beside it, and the editor stays open.
export const SaveRefused: Story = {
  args: {
    editing: 'nom-005',
    refusedFields: { reference: 'Ce pack a déjà une nomenclature', 'composants.1.prix_unitaire': 'Prix unitaire requis pour une pièce hors catalogue' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Nomenclature : PACK-NIMH-4.8' }));
    await expect(dialog.getByRole('textbox', { name: 'Référence du pack' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Ce pack a déjà une nomenclature')).toBeVisible();
    const part = within(dialog.getByRole('group', { name: 'Composant 2' }));
    await expect(part.getByRole('textbox', { name: 'Prix unitaire HT (hors catalogue)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(part.getByText('Prix unitaire requis pour une pièce hors catalogue')).toBeVisible();
  },
};

// Deleting asks first: cancelling keeps the bill, confirming hands it to the shop.
export const DeleteABill: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Pack NiMH 4,8 V AA' }));
    let confirm = within(await page.findByRole('alertdialog', { name: 'Supprimer la nomenclature' }));
    await expect(confirm.getByText('Supprimer la nomenclature de Pack NiMH 4,8 V AA (PACK-NIMH-4.8) ? Le produit reste au catalogue.')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Annuler' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer Pack NiMH 4,8 V AA' }));
    confirm = within(await page.findByRole('alertdialog', { name: 'Supprimer la nomenclature' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(views[1]);
  },
};

// While a bill is deleted its actions wait.
export const Deleting: Story = {
  args: { deletingId: 'nom-005' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Supprimer Pack NiMH 4,8 V AA' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Modifier Pack NiMH 4,8 V AA' })).toBeDisabled();
  },
};

export const NoBill: Story = {
  args: { nomenclatures: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune nomenclature')).toBeVisible();
  },
};

export const Loading: Story = loadingStory('nomenclatures', 'Chargement des nomenclatures...');

export const LoadError: Story = loadErrorStory('nomenclatures', 'Erreur lors du chargement des nomenclatures');
