import type { ReactNode } from 'react';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { ListSearchField } from './ListSearchField.tsx';
import * as s from './AdminListPage.css.ts';

/** The period every dated staff list keeps in its filter: `YYYY-MM-DD` days, '' or absent when open. */
export interface ListPeriodFilter {
  from?: string | undefined;
  to?: string | undefined;
}

/** The filter's fields that hold text: one of them is what the search box sets. */
type ListTextKey<F> = { [K in keyof F]-?: F[K] extends string ? K : never }[keyof F];

export interface ListFiltersProps<F extends ListPeriodFilter> {
  /** The list's filter as the URL holds it. */
  filter: F;
  /** A new filter: the list goes back to its first page with it. */
  onFilterChange: (filter: F) => void;
  /** The search box: which field of the filter it sets, what it is called, the longest text the API takes. */
  search?: { key: ListTextKey<F>; label: string; placeholder: string; maxLength: number };
  /** What the list's dates are ("Date de commande"): shows "Du … Au …", read from and written to `from` and `to`. */
  period?: string;
  /** The list's own filters (its selects), between the search and the period. */
  children?: ReactNode;
}

/**
 * The filter block of a staff list (issues 23 and 27): search on typing, the list's own selects, and
 * its period, each bound to one field of the list's filter. One place, so that every list searches,
 * narrows and lays out its dates alike.
 */
export function ListFilters<F extends ListPeriodFilter>({ filter, onFilterChange, search, period, children }: ListFiltersProps<F>) {
  return (
    <div className={s.filterBar}>
      {search && (
        <ListSearchField
          label={search.label}
          placeholder={search.placeholder}
          maxLength={search.maxLength}
          value={String(filter[search.key])}
          onSearch={(text) => onFilterChange({ ...filter, [search.key]: text })}
        />
      )}
      {children}
      {period !== undefined && <DateRangeFilter label={period} range={{ from: filter.from ?? '', to: filter.to ?? '' }} onChange={(range) => onFilterChange({ ...filter, ...range })} />}
    </div>
  );
}
