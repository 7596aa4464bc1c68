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
  filter: F;
  /** A new filter; the shop goes back to page 1 with it. */
  onFilterChange: (filter: F) => void;
  onRetry: () => void;
  /** The page asked for (from the URL): past the end, the server answers its last page and the list says so. */
  page: number;
  onPageChange: (page: number) => void;
  /** The sort the server applied. */
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  /** "Exporter en CSV / XLSX": the list as filtered, every page. */
  onExport: (format: ExportFormat) => void;
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
  onRetry: () => void;
  /** The spinner's text ("Chargement du journal..."). */
  loadingLabel: string;
  /** Shown when no row matches. */
  empty: EmptyStateProps;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The page asked for (from the URL): past the end, the server answers its last page and the list says so. */
  page: number;
  onPageChange: (page: number) => void;
  /** The search, the list's own selects and its period, bound to the list's filter. */
  filters?: ListFiltersProps<F>;
  /** The sort the server applied; a column with a `sortKey` sorts by it when pressed. */
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  /** Checkboxes and the actions on the checked rows, where the list has bulk actions. */
  selection?: RowSelection<Row> & { actions: readonly BulkAction[] };
  /** "Exporter en CSV / XLSX": the list as filtered now, all of its pages. */
  onExport?: (format: ExportFormat) => void;
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
