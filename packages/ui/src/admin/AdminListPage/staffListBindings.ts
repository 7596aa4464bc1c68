import type { AdminListPageProps, StaffListProps } from './AdminListPage.tsx';
import type { ListFiltersProps, ListPeriodFilter } from './ListFilters.tsx';

/** The list's own filter controls: its search box, its period, its selects (bound to the filter by `staffListBindings`). */
type StaffListFilters<F extends ListPeriodFilter> = Omit<ListFiltersProps<F>, 'filter' | 'onFilterChange'>;

/**
 * What a staff list page passes on to `AdminListPage` from the props the shop gave it: the toolbar,
 * page, sort, export and retry as they came, the filter bound to the list's own controls. Every list
 * page wires them alike, so the wiring is written once.
 */
export function staffListBindings<F extends ListPeriodFilter>(
  { filter, onFilterChange, onRetry, page, onPageChange, sort, onSortChange, onExport, exporting, ...toolbar }: StaffListProps<F>,
  filters: StaffListFilters<F>,
): Pick<AdminListPageProps<unknown, F>, 'onRetry' | 'page' | 'onPageChange' | 'sort' | 'onSortChange' | 'onExport' | 'exporting' | 'filters'> & StaffListToolbar<F> {
  return { ...toolbar, onRetry, page, onPageChange, sort, onSortChange, onExport, exporting, filters: { filter, onFilterChange, ...filters } };
}

type StaffListToolbar<F> = Omit<StaffListProps<F>, 'filter' | 'onFilterChange' | 'onRetry' | 'page' | 'onPageChange' | 'sort' | 'onSortChange' | 'onExport' | 'exporting'>;
