import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { ColumnMappingPanel } from '@otech/ui';
import { mappingFields } from '../fixtures/catalogueImport.ts';
import { usageDocs } from '../usage/usage.ts';
import { columnMappingPanelUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/ColumnMappingPanel',
  tags: ['stable'],
  component: ColumnMappingPanel,
  parameters: usageDocs(columnMappingPanelUsage),
  args: {
    columns: [
      { header: 'Code', column: null },
      { header: 'Prix public', column: 'price' },
    ],
    fields: mappingFields,
    onColumnChange: fn(),
    onCheck: fn(),
    onUpload: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof ColumnMappingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each unknown column gets a select, prefilled with the field its name suggests; staff map the rest and check again.
export const MapUnknownColumns: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /Colonne "Prix public"/ })).toHaveTextContent('prix HT (price)');
    await expect(canvas.getByRole('button', { name: /Colonne "Code"/ })).toHaveTextContent('Ignorer cette colonne');
    await userEvent.click(canvas.getByRole('button', { name: /Colonne "Code"/ }));
    await userEvent.click(await page.findByRole('option', { name: 'référence (reference)' }));
    await expect(args.onColumnChange).toHaveBeenCalledWith('Code', 'reference');
    await userEvent.click(canvas.getByRole('button', { name: 'Vérifier avec cette correspondance' }));
    await expect(args.onCheck).toHaveBeenCalledOnce();
  },
};

// The same JSON as the CLI's --map is loaded and saved.
export const UploadAndDownload: Story = {
  args: { loadedFrom: 'fournisseur.map.json' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Correspondance chargée : fournisseur.map.json')).toBeVisible();
    const file = new File(['{"columns":{"Code":"reference"}}'], 'fournisseur.map.json', { type: 'application/json' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    const picker = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(canvas.getByRole('button', { name: 'Charger une correspondance (JSON)' }));
    await expect(picker).toHaveBeenCalledOnce();
    await userEvent.upload(input, file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger la correspondance (JSON)' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

// Before a file is read, a mapping file can be loaded first; nothing to check or save yet.
export const BeforeAFile: Story = {
  args: { columns: [], onCheck: undefined, onDownload: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/chargez-en un avant de choisir le fichier CSV/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Vérifier avec cette correspondance' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Charger une correspondance (JSON)' })).toBeEnabled();
  },
};

// A mapping file that is not the CLI's is refused with a French message.
export const UploadRefused: Story = {
  args: { uploadError: 'Fichier de correspondance invalide : columns.Code : Valeur attendue : "reference", "ean" ou "name"' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Fichier de correspondance invalide : columns\.Code/)).toBeVisible();
  },
};

export const WhileChecking: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Vérifier avec cette correspondance' })).toBeDisabled();
  },
};
