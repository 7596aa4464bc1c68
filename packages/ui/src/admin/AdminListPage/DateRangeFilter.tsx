import { TextField } from '../../base/TextField/TextField.tsx';
import * as s from './AdminListPage.css.ts';

/** A period as the URL and the API take it: `YYYY-MM-DD` days, both included, either open. */
export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangeFilterProps {
  /** What the dates are ("Date de facture"), read before "Du" and "Au". */
  label: string;
  /** The period shown, each end an ISO day (YYYY-MM-DD) or empty for open. */
  range: DateRange;
  /** Either end changed: the whole period, each end an ISO day or empty. */
  onChange: (range: DateRange) => void;
}

/** The "Du … Au …" filter of a staff list with dates (issue 23); either end may stay open. */
export function DateRangeFilter({ label, range, onChange }: DateRangeFilterProps) {
  return (
    <fieldset className={s.dateRange}>
      <legend className={s.legend}>{label}</legend>
      <TextField label="Du" type="date" value={range.from} onChange={(from) => onChange({ ...range, from })} />
      <TextField label="Au" type="date" value={range.to} onChange={(to) => onChange({ ...range, to })} />
    </fieldset>
  );
}
