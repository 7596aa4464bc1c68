import { Disclosure, DisclosurePanel, I18nProvider, Input, Label, NumberField } from 'react-aria-components';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { priceRangeError, PRODUCT_TYPE_LABELS, type CatalogueFilter, type CatalogueSort, type Rayon } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { field, fieldError, fieldLabel, input } from '../../theme/field.css.ts';
import { CatalogueSearch } from '../CatalogueSearch/CatalogueSearch.tsx';
import { useDraftValue } from '../useDraftValue.ts';
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
  /** Recent searches offered under the search box. */
  searchHints?: readonly string[] | undefined;
  /** How long typing pauses before the search runs (the catalogue with cart: 300 ms). */
  searchPauseMs?: number | undefined;
}

/** The value of the category and brand selects that means "no filter" (spec 1 §5). */
const ALL = 'all';

const SORT_LABELS: Record<CatalogueSort, string> = {
  name: 'Nom (A à Z)',
  'price-asc': 'Prix croissant',
  'price-desc': 'Prix décroissant',
};
const sortOptions: SelectOption[] = Object.entries(SORT_LABELS).map(([id, label]) => ({ id, label }));
const typeOptions: SelectOption[] = [{ id: ALL, label: 'Tous les types' }, ...Object.entries(PRODUCT_TYPE_LABELS).map(([id, label]) => ({ id, label }))];
/** Longest text a filter field takes: an EAN is 13 digits, references and models are short codes. */
const FILTER_TEXT_MAX = 60;

/** A typed filter of the advanced search (reference, EAN, model): runs on Enter or after a pause, like the search box. */
function FilterTextField({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const { draft, setDraft, commit } = useDraftValue(value ?? '', (text) => onChange(text.trim() === '' ? undefined : text.trim()));
  return (
    <TextField
      label={label}
      value={draft}
      onChange={setDraft}
      maxLength={FILTER_TEXT_MAX}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(draft);
      }}
    />
  );
}

function PriceField({ label, value, isInvalid, onChange }: { label: string; value: number | undefined; isInvalid: boolean; onChange: (price: number | undefined) => void }) {
  // Prices are typed the French way ("12,5") whatever the browser's language.
  return (
    <I18nProvider locale="fr-FR">
    <NumberField
      className={field}
      isInvalid={isInvalid}
      aria-describedby={isInvalid ? PRICE_ERROR_ID : undefined}
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

const PRICE_ERROR_ID = 'catalogue-price-error';

/**
 * Catalogue search bar (spec 1 §2): search box, category select, sort, and the advanced search
 * of spec 1 §2 (reference, EAN, model, type, brand; the category is the main row's) with two
 * extras, the price bounds (saying so when the minimum is above the maximum) and "in stock only".
 */
export function CatalogueToolbar({
  filters,
  categories,
  brands,
  onChange,
  defaultAdvancedOpen = false,
  searchHints,
  searchPauseMs,
}: CatalogueToolbarProps) {
  const categoryOptions: SelectOption[] = [
    { id: ALL, label: 'Toutes les catégories' },
    ...categories.map((category) => ({ id: category.nom_du_rayon, label: category.libelle })),
  ];
  const brandOptions: SelectOption[] = [{ id: ALL, label: 'Toutes les marques' }, ...brands.map((brand) => ({ id: brand, label: brand }))];
  const priceError = priceRangeError(filters);

  return (
    <div role="search" className={styles.toolbar} aria-label="Recherche de produits">
      <div className={styles.mainRow}>
        <div className={styles.search}>
          <CatalogueSearch value={filters.search ?? ''} onSearch={(search) => onChange({ search })} hints={searchHints} pauseMs={searchPauseMs} />
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
          <FilterTextField label="Référence" value={filters.reference} onChange={(reference) => onChange({ reference })} />
          <FilterTextField label="EAN" value={filters.ean} onChange={(ean) => onChange({ ean })} />
          <FilterTextField label="Modèle" value={filters.model} onChange={(model) => onChange({ model })} />
          <Select
            label="Type"
            options={typeOptions}
            value={filters.type ?? ALL}
            onChange={(type) => onChange({ type: type === null || type === ALL ? undefined : type })}
          />
          <Select
            label="Marque"
            options={brandOptions}
            value={filters.brand ?? ALL}
            onChange={(brand) => onChange({ brand: brand === null || brand === ALL ? undefined : brand })}
          />
          <PriceField label="Prix minimum" value={filters.minPrice} isInvalid={priceError !== null} onChange={(minPrice) => onChange({ minPrice })} />
          <PriceField label="Prix maximum" value={filters.maxPrice} isInvalid={priceError !== null} onChange={(maxPrice) => onChange({ maxPrice })} />
          <div className={styles.stockOnly}>
            <Checkbox isSelected={filters.inStockOnly ?? false} onChange={(inStockOnly) => onChange({ inStockOnly })}>
              En stock uniquement
            </Checkbox>
          </div>
          {priceError !== null && (
            <p id={PRICE_ERROR_ID} className={`${fieldError} ${styles.panelMessage}`} role="alert">
              {priceError}
            </p>
          )}
        </DisclosurePanel>
      </Disclosure>
    </div>
  );
}
