import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { CatalogueImportPanel } from '@otech/ui';
import { cleanReport, mappingFields, refusedReport } from '../fixtures/catalogueImport.ts';
import { usageDocs } from '../usage/usage.ts';
import { catalogueImportPanelUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/CatalogueImportPanel',
  tags: ['stable'],
  component: CatalogueImportPanel,
  parameters: usageDocs(catalogueImportPanelUsage),
  args: { state: { status: 'idle' }, onFileChosen: fn(), onApply: fn(), mapping: { columns: [], fields: mappingFields, onColumnChange: fn(), onUpload: fn() } },
} satisfies Meta<typeof CatalogueImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Choosing a file hands it to the shop for the dry run; nothing can be applied yet.
export const ChooseAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const file = new File(['reference;price\nVP-AA-001;2,75\n'], 'tarifs.csv', { type: 'text/csv' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    // The button opens the browser's file picker (the hidden input's click); here the file is then handed over.
    const picker = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choisir un fichier CSV' }));
    await expect(picker).toHaveBeenCalledOnce();
    await userEvent.upload(input, file);
    await expect(args.onFileChosen).toHaveBeenCalledWith(file);
    await expect(within(canvasElement).queryByRole('button', { name: "Appliquer l'import" })).toBeNull();
  },
};

export const Previewing: Story = {
  args: { state: { status: 'previewing', fileName: 'tarifs.csv' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vérification de tarifs.csv...')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Choisir un fichier CSV' })).toBeDisabled();
  },
};

// A clean dry run: its counts and warnings, then "Appliquer l'import".
export const ReadyToApply: Story = {
  args: { state: { status: 'ready', report: cleanReport } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A check writes nothing: it says what the import would do (issue 27).
    await expect(canvas.getByText(/2 produits à créer, 14 à mettre à jour, 3 inchangés, 0 ligne refusée/)).toBeVisible();
    await userEvent.click(canvas.getByText('1 avertissement'));
    await expect(canvas.getByText(/colonne ignorée, inconnue du catalogue/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Appliquer l'import" }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

// One refused line refuses the file: each refusal names its line and the file's column, in French, and nothing can be applied.
export const LinesRefused: Story = {
  args: { state: { status: 'ready', report: refusedReport } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refused = within(canvas.getByRole('region', { name: 'Lignes refusées' }));
    await expect(refused.getAllByRole('listitem')).toHaveLength(3);
    await expect(refused.getByText('Ligne 4, colonne prix')).toBeVisible();
    await expect(refused.getByText(/vide : un nouveau produit doit avoir un prix/)).toBeVisible();
    // A refusal of the whole row names no column.
    await expect(refused.getByText('Ligne 12')).toBeVisible();
    await expect(canvas.getByText(/Aucun produit importé/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: "Appliquer l'import" })).toBeNull();
  },
};

export const Applying: Story = {
  args: { state: { status: 'applying', report: cleanReport } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Import en cours...')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: "Appliquer l'import" })).toBeDisabled();
  },
};

export const Applied: Story = {
  args: { state: { status: 'ready', report: { ...cleanReport, applied: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Import appliqué : 2 produits créés, 14 mis à jour')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: "Appliquer l'import" })).toBeNull();
  },
};

// Applied with image addresses: how many photos were stored, and those not, named in the warnings.
export const AppliedWithPhotos: Story = {
  args: { state: { status: 'ready', report: { ...cleanReport, applied: true, photos: { stored: 12, notStored: 2 } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Photos : 12 enregistrées, 2 non enregistrées (voir les avertissements)')).toBeVisible();
  },
};

export const NothingToImport: Story = {
  args: { state: { status: 'ready', report: { ...cleanReport, created: 0, updated: 0, warnings: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rien à importer : le catalogue contient déjà ces produits.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', message: "Erreur lors de l'import du catalogue" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Erreur lors de l'import du catalogue")).toBeVisible();
  },
};

// After the dry run, the columns the catalogue does not know are offered for mapping beside the report.
export const UnknownColumns: Story = {
  args: {
    state: { status: 'ready', report: cleanReport },
    mapping: { columns: [{ header: 'Marge', column: null }], fields: mappingFields, onColumnChange: fn(), onCheck: fn(), onUpload: fn(), onDownload: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Correspondance des colonnes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Colonne "Marge"/ })).toHaveTextContent('Ignorer cette colonne');
    await expect(canvas.getByRole('button', { name: "Appliquer l'import" })).toBeEnabled();
  },
};
