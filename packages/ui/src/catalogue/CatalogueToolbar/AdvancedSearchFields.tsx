import { I18nProvider, Input, Label, NumberField } from 'react-aria-components';
import { priceRangeError, PRODUCT_TYPE_LABELS, type CatalogueFilter } from '@otech/domain';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { field, fieldError, fieldLabel, input } from '../../theme/field.css.ts';
import { useDraftValue } from '../useDraftValue.ts';
import { ALL } from './filterOptions.ts';
import * as styles from './CatalogueToolbar.css.ts';

const typeOptions: SelectOption[] = [{ id: ALL, label: 'Tous les types' }, ...Object.entries(PRODUCT_TYPE_LABELS).map(([id, label]) => ({ id, label }))];
/** Longest text a filter field takes: an EAN is 13 digits, references and models are short codes. */
const FILTER_TEXT_MAX = 60;

/** A typed filter of the advanced search (reference, EAN, model): runs on Enter or after a pause, like the search box. */
function FilterTextField({ label, value, pauseMs, onChange }: { label: string; value: string | undefined; pauseMs: number | null | undefined; onChange: (value: string | undefined) => void }) {
  const { draft, setDraft, commit } = useDraftValue(value ?? '', (text) => onChange(text.trim() === '' ? undefined : text.trim()), pauseMs);
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

export interface AdvancedSearchFieldsProps {
  /** The filters in force: search, category, brand, price bounds, stock, sort. */
  filters: CatalogueFilter;
  /** The brands the catalogue holds, for the brand select of the advanced search. */
  brands: readonly string[];
  /** Called with the fields changed (reference, EAN, model, type, brand, prices, stock). */
  onChange: (change: Partial<CatalogueFilter>) => void;
  /** Reference, EAN and model run on Enter only, never after a pause (the toolbar's `runsOnEnter`). */
  runsOnEnter?: boolean | undefined;
}

/** The advanced search's fields (spec 1 §2: reference, EAN, model, type, brand) with the price bounds and "in stock only". */
export function AdvancedSearchFields({ filters, brands, onChange, runsOnEnter = false }: AdvancedSearchFieldsProps) {
  const pauseMs = runsOnEnter ? null : undefined;
  const brandOptions: SelectOption[] = [{ id: ALL, label: 'Toutes les marques' }, ...brands.map((brand) => ({ id: brand, label: brand }))];
  const priceError = priceRangeError(filters);
  return (
    <>
      <FilterTextField label="Référence" value={filters.reference} pauseMs={pauseMs} onChange={(reference) => onChange({ reference })} />
      <FilterTextField label="EAN" value={filters.ean} pauseMs={pauseMs} onChange={(ean) => onChange({ ean })} />
      <FilterTextField label="Modèle" value={filters.model} pauseMs={pauseMs} onChange={(model) => onChange({ model })} />
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
    </>
  );
}
