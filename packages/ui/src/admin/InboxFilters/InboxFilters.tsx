import { SALES_INBOX_SEARCH_MAX } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { Select } from '../../base/Select/Select.tsx';
import * as s from '../adminFilters.css.ts';

/** What a sales inbox is narrowed to: a searched text, and one status or all. */
export interface InboxFilter<TStatus extends string> {
  search: string;
  status?: TStatus;
}

export interface InboxFiltersProps<TStatus extends string> {
  /** The search region's accessible name ("Filtrer les messages"). */
  label: string;
  /** The search field's label and placeholder: what it searches. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The statuses to choose from, "Tous" first with the empty id. */
  statusOptions: readonly { id: string; label: string }[];
  filter: InboxFilter<TStatus>;
  /** A new filter: the text submitted or cleared, or another status. */
  onFilterChange: (filter: InboxFilter<TStatus>) => void;
}

/** The search and status filter above a staff inbox (/admin/devis, /admin/messages; issue 22). */
export function InboxFilters<TStatus extends string>({ label, searchLabel, searchPlaceholder, statusOptions, filter, onFilterChange }: InboxFiltersProps<TStatus>) {
  return (
    <Card>
      <div className={s.filters} role="search" aria-label={label}>
        <SearchField
          label={searchLabel}
          placeholder={searchPlaceholder}
          defaultValue={filter.search}
          maxLength={SALES_INBOX_SEARCH_MAX}
          onSubmit={(search) => onFilterChange({ ...filter, search })}
          onClear={() => onFilterChange({ ...filter, search: '' })}
        />
        <Select
          label="Statut"
          options={statusOptions}
          value={filter.status ?? ''}
          onChange={(id) => onFilterChange(id ? { ...filter, status: id as TStatus } : { search: filter.search })}
        />
      </div>
    </Card>
  );
}
