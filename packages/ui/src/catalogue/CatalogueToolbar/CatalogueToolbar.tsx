import { Disclosure, DisclosurePanel, I18nProvider, Input, Label, NumberField } from 'react-aria-components';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import type { CatalogueFilter, CatalogueSort, Rayon } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { field, fieldLabel, input } from '../../theme/field.css.ts';
import { CatalogueSearch } from '../CatalogueSearch/CatalogueSearch.tsx';
import * as styles from './CatalogueToolbar.css.ts';

export interface CatalogueToolbarProps {
  /** The current query; the shop keeps it in the URL. */
  filters: CatalogueFilter;
  categories: readonly Rayon[];
  brands: readonly string[];
  /** One change at a time; the shop goes back to page 1 (spec 1 §4 "Filters"). */
  onChange: (change: Partial<CatalogueFilter>) => void;
  /** Opens the advanced search panel from the start (a shared link with a brand or price). */
  defaultAdvancedOpen?: boolean;
}

/** The value of the category and brand selects that means "no filter" (spec 1 §5). */
const ALL = 'all';

const SORT_LABELS: Record<CatalogueSort, string> = {
  name: 'Nom (A à Z)',
  'price-asc': 'Prix croissant',
  'price-desc': 'Prix décroissant',
};
const sortOptions: SelectOption[] = Object.entries(SORT_LABELS).map(([id, label]) => ({ id, label }));

function PriceField({ label, value, onChange }: { label: string; value: number | undefined; onChange: (price: number | undefined) => void }) {
  // Prices are typed the French way ("12,5") whatever the browser's language.
  return (
    <I18nProvider locale="fr-FR">
    <NumberField
      className={field}
      minValue={0}
      // NaN is how react-aria shows and reports an empty field.
      value={value ?? Number.NaN}
      onChange={(price) => onChange(Number.isNaN(price) ? undefined : price)}
      formatOptions={{ style: 'currency', currency: 'EUR' }}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Input className={input} />
    </NumberField>
    </I18nProvider>
  );
}

/**
 * Catalogue search bar (spec 1 §2): search box, category select, sort, and an advanced search
 * panel with brand, price bounds and "in stock only".
 */
export function CatalogueToolbar({ filters, categories, brands, onChange, defaultAdvancedOpen = false }: CatalogueToolbarProps) {
  const categoryOptions: SelectOption[] = [
    { id: ALL, label: 'Toutes les catégories' },
    ...categories.map((category) => ({ id: category.nom_du_rayon, label: category.libelle })),
  ];
  const brandOptions: SelectOption[] = [{ id: ALL, label: 'Toutes les marques' }, ...brands.map((brand) => ({ id: brand, label: brand }))];

  return (
    <div role="search" className={styles.toolbar} aria-label="Recherche de produits">
      <div className={styles.mainRow}>
        <div className={styles.search}>
          <CatalogueSearch value={filters.search ?? ''} onSearch={(search) => onChange({ search })} />
        </div>
        <Select
          label="Catégorie"
          options={categoryOptions}
          value={filters.category ?? ALL}
          onChange={(category) => onChange({ category: category ?? ALL })}
        />
        <Select
          label="Trier par"
          options={sortOptions}
          value={filters.sort ?? 'name'}
          onChange={(sort) => {
            if (sort !== null && sort in SORT_LABELS) onChange({ sort: sort as CatalogueSort });
          }}
        />
      </div>
      <Disclosure defaultExpanded={defaultAdvancedOpen}>
        <div className={styles.advancedToggle}>
          <Button slot="trigger" variant="text" size="small">
            <SlidersHorizontal aria-hidden size={16} />
            Recherche avancée
            <ChevronDown aria-hidden size={16} className={styles.chevron} />
          </Button>
        </div>
        <DisclosurePanel className={styles.advancedPanel}>
          <Select
            label="Marque"
            options={brandOptions}
            value={filters.brand ?? ALL}
            onChange={(brand) => onChange({ brand: brand === null || brand === ALL ? undefined : brand })}
          />
          <PriceField label="Prix minimum" value={filters.minPrice} onChange={(minPrice) => onChange({ minPrice })} />
          <PriceField label="Prix maximum" value={filters.maxPrice} onChange={(maxPrice) => onChange({ maxPrice })} />
          <div className={styles.stockOnly}>
            <Checkbox isSelected={filters.inStockOnly ?? false} onChange={(inStockOnly) => onChange({ inStockOnly })}>
              En stock uniquement
            </Checkbox>
          </div>
        </DisclosurePanel>
      </Disclosure>
    </div>
  );
}
