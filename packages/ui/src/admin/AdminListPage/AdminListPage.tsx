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
import { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { ListSearchField, type ListSearchFieldProps } from './ListSearchField.tsx';
import * as f from '../adminFilters.css.ts';
import * as s from './AdminListPage.css.ts';

export interface AdminListPageProps<Row> extends AdminToolbarProps {
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
  /** The search box, searching on typing and with its button. */
  search?: ListSearchFieldProps;
  /** The list's own filters (selects), beside the search. */
  filters?: ReactNode;
  /** The "Du … Au …" filter of a list with dates. */
  dateRange?: DateRangeFilterProps;
  /** The sort the server applied; a column with a `sortKey` sorts by it when pressed. */
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  /** Checkboxes and the actions on the checked rows, where the list has bulk actions. */
  selection?: RowSelection<Row> & { actions: readonly BulkAction[] };
  /** "Exporter en CSV / XLSX": the list as filtered now, all of its pages. */
  onExport?: (format: ExportFormat) => void;
  exporting?: ExportFormat | undefined;
  /** Anything the page shows above its list (a form, a summary). */
  children?: ReactNode;
}

/**
 * The one pattern of the administration's lists (issues 23 and 27): search on typing, filters,
 * period, exports, then the paged table whose headers sort on the server and whose rows can be
 * checked for bulk actions. Every list page of `/admin` is this component with its columns.
 */
export function AdminListPage<Row>({
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
  search,
  filters,
  dateRange,
  sort,
  onSortChange,
  selection,
  onExport,
  exporting,
  children,
  ...toolbar
}: AdminListPageProps<Row>) {
  const hasControls = search || filters || dateRange || onExport;
  return (
    <AdminLayout title={title} {...toolbar}>
      {children}
      {hasControls && (
        <Card>
          <div className={s.controls}>
            <div className={f.filters} role="search" aria-label={`Filtrer : ${label}`}>
              {search && <ListSearchField {...search} />}
              {filters}
              {dateRange && <DateRangeFilter {...dateRange} />}
            </div>
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
