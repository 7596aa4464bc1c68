import type { ReactNode } from 'react';
import { countLabel, pastEndNotice, type ExportFormat, type ListSort, type PagedResult } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import type { EmptyStateProps } from '../../base/EmptyState/EmptyState.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { RowSelection, TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { BulkActionBar, type BulkAction } from './BulkActionBar.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { ListFilters, type ListFiltersProps, type ListPeriodFilter } from './ListFilters.tsx';
import * as s from './AdminListPage.css.ts';

/** What every staff list page takes from the shop besides its rows: its filter, page, sort and exports. */
export interface StaffListProps<F> extends AdminToolbarProps {
  /** The list's filter as the URL holds it (search text, selects, period). */
  filter: F;
  /** A new filter; the shop goes back to page 1 with it. */
  onFilterChange: (filter: F) => void;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The page asked for (from the URL): past the end, the server answers its last page and the list says so. */
  page: number;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** The sort the server applied. */
  sort: ListSort;
  /** A column header was pressed: called with the new sort; the caller reloads page 1. */
  onSortChange: (sort: ListSort) => void;
  /** "Exporter en CSV / XLSX": the list as filtered, every page; left out, no buttons (a role that may not export, issue 23). */
  onExport?: ((format: ExportFormat) => void) | undefined;
  /** The export being prepared (CSV or XLSX): its button waits; undefined when none. */
  exporting?: ExportFormat | undefined;
}

export interface AdminListPageProps<Row, F extends ListPeriodFilter = ListPeriodFilter> extends AdminToolbarProps {
  /** The page's heading ("Journal", "Clients"). */
  title: string;
  /** The table's name, and the filters' ("Journal des modifications"). */
  label: string;
  /** The total's words: `{ one: 'entrée', many: 'entrées' }` gives "1 entrée", "2 345 entrées". */
  count: { one: string; many: string };
  /** The page the server answered, with the list's total. */
  list: AsyncState<PagedResult<Row>>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The spinner's text ("Chargement du journal..."). */
  loadingLabel: string;
  /** Shown when no row matches. */
  empty: EmptyStateProps;
  /** The table's columns in order; a column with a `sortKey` sorts on the server. Headers of amounts say HT or TTC. */
  columns: readonly TableColumn<Row>[];
  /** The row's stable key (its record id), for React and the bulk selection. */
  rowKey: (row: Row) => string;
  /** The page asked for (from the URL): past the end, the server answers its last page and the list says so. */
  page: number;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** The search, the list's own selects and its period, bound to the list's filter. */
  filters?: ListFiltersProps<F>;
  /** The sort the server applied; a column with a `sortKey` sorts by it when pressed. */
  sort?: ListSort;
  /** A column header was pressed: called with the new sort; the caller reloads page 1. */
  onSortChange?: (sort: ListSort) => void;
  /** Checkboxes and the actions on the checked rows, where the list has bulk actions. */
  selection?: RowSelection<Row> & { actions: readonly BulkAction[] };
  /** "Exporter en CSV / XLSX": the list as filtered now, all of its pages. */
  onExport?: ((format: ExportFormat) => void) | undefined;
  /** The export being prepared (CSV or XLSX): its button waits; undefined when none. */
  exporting?: ExportFormat | undefined;
  /** What the page creates, beside its title (« Nouveau client »), for the roles that may. */
  action?: ReactNode;
  /** Anything the page shows above its list (a form, a summary). */
  children?: ReactNode;
}

/**
 * The one pattern of the administration's lists (issues 23 and 27): search on typing, filters,
 * period, exports, then the paged table whose headers sort on the server and whose rows can be
 * checked for bulk actions. Every list page of `/admin` is this component with its columns.
 */
export function AdminListPage<Row, F extends ListPeriodFilter = ListPeriodFilter>({
  title,
  label,
  count,
  list,
  onRetry,
  loadingLabel,
  empty,
  columns,
  rowKey,
  page,
  onPageChange,
  filters,
  sort,
  onSortChange,
  selection,
  onExport,
  exporting,
  action,
  children,
  ...toolbar
}: AdminListPageProps<Row, F>) {
  const hasControls = filters || onExport;
  return (
    <AdminLayout title={title} action={action} {...toolbar}>
      {children}
      {hasControls && (
        <Card>
          <div className={s.controls}>
            {filters && (
              <div role="search" aria-label={`Filtrer : ${label}`}>
                <ListFilters {...filters} />
              </div>
            )}
            {onExport && <ExportButtons onExport={onExport} exporting={exporting} />}
          </div>
        </Card>
      )}
      <AdminTable
        state={list}
        onRetry={onRetry}
        loadingLabel={loadingLabel}
        empty={empty}
        title={(result) => countLabel(result.total, count.one, count.many)}
        summary={(result) => {
          const notice = pastEndNotice(page, result.page);
          return (
            <>
              {notice && (
                <p className={s.notice} role="status">
                  {notice}
                </p>
              )}
              {selection && <BulkActionBar selected={selection.selected} actions={selection.actions} onClear={() => selection.onChange(new Set())} />}
            </>
          );
        }}
        label={label}
        columns={columns}
        rows={(result) => result.items}
        rowKey={rowKey}
        {...(sort && onSortChange ? { sort, onSortChange } : {})}
        {...(selection ? { selection } : {})}
        pagination={(result) => (
          <Paginator
            page={result.page}
            pageSize={result.pageSize}
            total={result.total}
            onPageChange={onPageChange}
            label={`Pages : ${label}`}
            itemsPerPageLabel={`${count.many.charAt(0).toUpperCase()}${count.many.slice(1)} par page :`}
          />
        )}
      />
    </AdminLayout>
  );
}
