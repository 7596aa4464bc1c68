import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatEuros, type CatalogueFilter } from '@otech/domain';
import { CatalogueToolbar, type CatalogueToolbarProps } from '@otech/ui';
import { brands, categories } from '../fixtures/products.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { catalogueToolbarUsage } from '../usage/catalogueGuidance.ts';

// The toolbar is controlled (the shop keeps the query in the URL): this stand-in keeps it in state.
function Controlled(props: CatalogueToolbarProps) {
  const [filters, setFilters] = useState<CatalogueFilter>(props.filters);
  return (
    <CatalogueToolbar
      {...props}
      filters={filters}
      onChange={(change) => {
        setFilters((current) => ({ ...current, ...change }));
        props.onChange(change);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/CatalogueToolbar',
  tags: ['stable'],
  component: CatalogueToolbar,
  parameters: usageDocs(catalogueToolbarUsage),
  args: { filters: { search: '', category: 'all', sort: 'name' }, categories, brands, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CatalogueToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Recherche de produits' })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Rechercher un produit' });
    await expect(box).toHaveAttribute('placeholder', 'Nom, référence, EAN, modèle');
    await userEvent.type(box, 'B18');
    // The search runs once typing pauses, with every letter typed.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ search: 'B18' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.type(box, 'L{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ search: 'B18L' });
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer la recherche' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ search: '' });
  },
};

export const CategoryAndSort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole('combobox', { name: 'Catégorie' });
    await expect(category).toHaveDisplayValue('Toutes les catégories');
    await userEvent.selectOptions(category, 'Chargeurs');
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'vc' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Trier par' }), 'Prix décroissant');
    await expect(args.onChange).toHaveBeenLastCalledWith({ sort: 'price-desc' });
  },
};

export const AdvancedSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Recherche avancée' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: 'En stock uniquement' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // The panel's fields (spec 1 §2's advanced search: AdvancedSearchFields' stories go through
    // each) load when it first opens, and their changes reach the toolbar's onChange.
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Référence' }), 'VP00{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ reference: 'VP00' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'En stock uniquement' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ inStockOnly: true });
  },
};

// A shared link that carries advanced filters opens with them shown; "all" brand clears the filter.
export const AdvancedFiltersSet: Story = {
  args: {
    filters: { search: 'varta', category: 'v', brand: 'Varta', minPrice: 50, maxPrice: 150, inStockOnly: true, sort: 'price-asc' },
    defaultAdvancedOpen: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('varta');
    await expect(canvas.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Batteries d’origine');
    await expect(canvas.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Prix croissant');
    await expect(await canvas.findByRole('textbox', { name: 'Prix minimum' })).toHaveValue(formatEuros(50));
    await expect(canvas.getByRole('checkbox', { name: 'En stock uniquement' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /Marque/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Toutes les marques' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ brand: undefined });
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Prix maximum' }));
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ maxPrice: undefined });
  },
};

export const Phone: Story = { ...atViewport('phone'), args: { defaultAdvancedOpen: true } };
