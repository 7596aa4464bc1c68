import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatEuros, type CatalogueFilter } from '@otech/domain';
import { AdvancedSearchFields, type AdvancedSearchFieldsProps } from '@otech/ui';
import { brands } from '../fixtures/products.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { advancedSearchFieldsUsage } from '../usage/catalogueGuidance.ts';

// The fields are controlled (the shop keeps the query in the URL): this stand-in keeps them in state.
// In the shop they sit in the toolbar's "Recherche avancée" panel, a grid of four columns.
function Controlled(props: AdvancedSearchFieldsProps) {
  const [filters, setFilters] = useState<CatalogueFilter>(props.filters);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', alignItems: 'end', gap: 16 }}>
      <AdvancedSearchFields
        {...props}
        filters={filters}
        onChange={(change) => {
          setFilters((current) => ({ ...current, ...change }));
          props.onChange(change);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Catalogue/AdvancedSearchFields',
  tags: ['stable'],
  component: AdvancedSearchFields,
  parameters: usageDocs(advancedSearchFieldsUsage),
  args: { filters: {}, brands, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AdvancedSearchFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Picks an option of one of the panel's selects. */
async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: select }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

// Nothing chosen: empty text and price fields, every type and brand, in-stock only off, no message.
export const NoFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Référence', 'EAN', 'Modèle', 'Prix minimum', 'Prix maximum']) await expect(canvas.getByRole('textbox', { name })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveTextContent('Tous les types');
    await expect(canvas.getByRole('button', { name: /Marque/ })).toHaveTextContent('Toutes les marques');
    await expect(canvas.getByRole('checkbox', { name: 'En stock uniquement' })).not.toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

// A shared link's filters, each shown in its field (prices the French way).
export const FiltersSet: Story = {
  args: {
    filters: { reference: 'VP00', ean: '3760', model: 'NP-F', type: 'chargeur', brand: 'CTEK', minPrice: 12.5, maxPrice: 150, inStockOnly: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Référence' })).toHaveValue('VP00');
    await expect(canvas.getByRole('textbox', { name: 'EAN' })).toHaveValue('3760');
    await expect(canvas.getByRole('textbox', { name: 'Modèle' })).toHaveValue('NP-F');
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveTextContent('Chargeur');
    await expect(canvas.getByRole('button', { name: /Marque/ })).toHaveTextContent('CTEK');
    await expect(canvas.getByRole('textbox', { name: 'Prix minimum' })).toHaveValue(formatEuros(12.5));
    await expect(canvas.getByRole('textbox', { name: 'Prix maximum' })).toHaveValue(formatEuros(150));
    await expect(canvas.getByRole('checkbox', { name: 'En stock uniquement' })).toBeChecked();
  },
};

// Bounds that cannot match say so under the fields, and both price fields are marked invalid.
export const PriceRangeInverted: Story = {
  args: { filters: { minPrice: 80, maxPrice: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le prix minimum est supérieur au prix maximum.');
    await expect(canvas.getByRole('textbox', { name: 'Prix minimum' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Prix maximum' })).toHaveAccessibleDescription('Le prix minimum est supérieur au prix maximum.');
  },
};

// Reference, EAN and model run on Enter or once typing pauses, trimmed; an emptied field is no filter.
export const TypedFilters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Référence' }), ' VP00 {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ reference: 'VP00' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'EAN' }), '3760');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ ean: '3760' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Modèle' }), 'NP-F{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ model: 'NP-F' });
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Référence' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ reference: undefined });
  },
};

// The public catalogue's fields run on Enter only: a pause in typing would load a new page under the typist.
export const TypedFiltersOnEnterOnly: Story = {
  args: { runsOnEnter: true },
  play: async ({ args, canvasElement }) => {
    const reference = within(canvasElement).getByRole('textbox', { name: 'Référence' });
    await userEvent.type(reference, 'VP00');
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(reference, '{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ reference: 'VP00' });
  },
};

// Spec 1 §2's type and brand; "Tous les types" and "Toutes les marques" clear them.
export const TypeAndBrand: Story = {
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, /Type/, 'Chargeur');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'chargeur' });
    await choose(canvasElement, /Marque/, 'Bosch');
    await expect(args.onChange).toHaveBeenLastCalledWith({ brand: 'Bosch' });
    await choose(canvasElement, /Type/, 'Tous les types');
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: undefined });
    await choose(canvasElement, /Marque/, 'Toutes les marques');
    await expect(args.onChange).toHaveBeenLastCalledWith({ brand: undefined });
  },
};

// Prices are typed with a French decimal comma and handed over when the field is left or on Enter;
// an inverted range is flagged as soon as both are in.
export const PricesAndStock: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prix minimum' }), '120,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ minPrice: 120.5 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prix maximum' }), '100{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ maxPrice: 100 });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le prix minimum est supérieur au prix maximum.');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Prix minimum' }));
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ minPrice: undefined });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'En stock uniquement' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ inStockOnly: true });
  },
};

export const Phone: Story = { ...atViewport('phone'), args: { filters: { brand: 'Varta', minPrice: 50 } } };
