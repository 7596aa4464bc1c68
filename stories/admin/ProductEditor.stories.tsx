import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EAN_MAX_DIGITS, NUMBER_TEXT_MAX, TEXT_LIMITS } from '@otech/domain';
import { ProductEditor } from '@otech/ui';
import { carBattery } from '../fixtures/products.ts';
import { rayonOptions } from '../fixtures/rayons.ts';
import { expectMaxLengths } from './fieldLimits.ts';
import { usageDocs } from '../usage/usage.ts';
import { productEditorUsage } from '../usage/adminGuidance.ts';

const meta = {
  title: 'Admin/ProductEditor',
  tags: ['stable'],
  component: ProductEditor,
  parameters: usageDocs(productEditorUsage),
  args: { product: carBattery, rayons: rayonOptions, onSave: fn() },
} satisfies Meta<typeof ProductEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the editor hands back of a product's spec 1 §3 fields it did not change. */
const technicalFieldsOf = ({ brand, model, voltage, capacity, technologie, weight, warranty, specifications }: typeof carBattery) =>
  Object.fromEntries(Object.entries({ brand, model, voltage, capacity, technologie, weight, warranty, specifications }).filter(([, value]) => value !== undefined));

// Name, rayon, price, stock, promotion and net price changed; the edit is handed over with numbers read the French way.
export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const name = canvas.getByRole('textbox', { name: 'Désignation' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Batterie Varta Blue Dynamic B18 44 Ah');
    await userEvent.click(canvas.getByRole('button', { name: /Rayon/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Chargeurs' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Prix HT (€)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prix HT (€)' }), '84,50');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Stock' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stock' }), '0');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'En promotion' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Prix net/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        ...technicalFieldsOf(carBattery),
        name: 'Batterie Varta Blue Dynamic B18 44 Ah',
        description: carBattery.description,
        category: 'vc',
        ean: carBattery.ean,
        price: 84.5,
        stock: 0,
        isPromoted: false,
        isNetPrice: true,
      }),
    );
  },
};

// Wrong values are named beside their field in French as soon as they are typed, and the button
// waits until they are right: nothing is handed over.
export const InvalidValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Désignation' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'EAN' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'EAN' }), '4016987119335');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Prix HT (€)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prix HT (€)' }), 'douze');
    await userEvent.tab();
    await expect(canvas.getByText('Ce champ est requis')).toBeVisible();
    await expect(canvas.getByText('EAN invalide : 8 ou 13 chiffres avec une clé de contrôle valide')).toBeVisible();
    await expect(canvas.getByText('Nombre attendu')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'EAN' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stock' }), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

// What the API refused is shown beside its field.
export const RefusedByTheServer: Story = {
  args: { refusedFields: { category: 'Rayon inconnu' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rayon inconnu')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
  },
};

// The editor shows the product's photos with their buttons when the page hands them over.
export const WithPhotos: Story = {
  args: { photos: { photos: { av: null, ar: null }, onReplace: fn(), onRemove: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Photos' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Ajouter' })).toHaveLength(2);
  },
};

// Every field stops at what PUT /admin/products/{id} accepts: a name is a line, a description a long text, an EAN 13 digits.
export const FieldLengths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectMaxLengths([
      [canvas.getByRole('textbox', { name: 'Désignation' }), TEXT_LIMITS.line],
      [canvas.getByRole('textbox', { name: 'Description' }), TEXT_LIMITS.long],
      [canvas.getByRole('textbox', { name: 'EAN' }), EAN_MAX_DIGITS],
      [canvas.getByRole('textbox', { name: 'Prix HT (€)' }), NUMBER_TEXT_MAX],
      [canvas.getByRole('textbox', { name: 'Stock' }), NUMBER_TEXT_MAX],
    ]);
  },
};

// Issue 23: spec 1 §3's technical fields are edited too; a blank one is cleared (left out of the body).
export const EditsTechnicalFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const brand = canvas.getByRole('textbox', { name: 'Marque' });
    await userEvent.clear(brand);
    await userEvent.type(brand, 'Bosch');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Garantie' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Garantie' }), '3 ans');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dimensions' }), '{Control>}a{/Control}175 x 175 x 190 mm');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ brand: 'Bosch', warranty: '3 ans', specifications: expect.objectContaining({ dimensions: '175 x 175 x 190 mm' }) })));
  },
};

// Issue 23: "Nouveau produit" asks for the reference too; the rayon starts on the first offered.
export const NewProduct: Story = {
  args: { product: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Référence/ }), 'VP-9V-010');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Désignation' }), 'Pile 9 V lithium');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prix HT (€)' }), '7,50');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Marque' }), 'Varta');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le produit' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ reference: 'VP-9V-010', name: 'Pile 9 V lithium', category: rayonOptions[0]?.id, brand: 'Varta', price: 7.5, stock: 0, isPromoted: false, isNetPrice: false }),
    );
    await expect(canvas.queryByRole('button', { name: 'Archiver' })).toBeNull();
  },
};

// Issue 23: a product is archived (out of the catalogue, kept on past orders), never deleted.
export const Archives: Story = {
  args: { onArchive: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archiver' }));
    await expect(args.onArchive).toHaveBeenCalledOnce();
  },
};
