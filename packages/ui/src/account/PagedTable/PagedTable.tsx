import type { ReactNode } from 'react';
import { ACCOUNT_PAGE_SIZES, type PagedResult } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { EmptyState, type EmptyStateProps } from '../../base/EmptyState/EmptyState.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import * as layout from '../dashboardLayout.css.ts';

export interface PagedTableProps<T> {
  /** The page of rows, or the loading, empty or error state. */
  state: AsyncState<PagedResult<T>>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** Another page size was chosen: called with it; the caller goes back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
  /** What is loading, read by screen readers ("Chargement des commandes..."). */
  loadingLabel: string;
  /** The spec's empty text ("Aucune commande trouvée"). */
  emptyTitle: string;
  /** The glyph of the empty state. */
  emptyIcon: EmptyStateProps['icon'];
  /** Names the table and, with "Pages des …", its paginator. */
  label: string;
  /** Names the paginator's landmark ("Pages des commandes"). */
  paginatorLabel: string;
  /** The column headers in order; headers of amounts say HT or TTC. */
  columns: readonly string[];
  /** One `<tr>` per item, its cells in the columns' order. */
  row: (item: T) => ReactNode;
}

/**
 * A paged list of the account dashboard (orders, invoices): a table that turns into one card per
 * row on a phone, and the paginator (5, 10, 25) once the total exceeds the page (spec 2 §2.3, §9).
 */
export function PagedTable<T>({ state, onRetry, onPageChange, onPageSizeChange, loadingLabel, emptyTitle, emptyIcon, label, paginatorLabel, columns, row }: PagedTableProps<T>) {
  return (
    <AsyncContent
      state={state}
      onRetry={onRetry}
      loadingLabel={loadingLabel}
      isEmpty={(paged) => paged.total === 0}
      empty={<EmptyState icon={emptyIcon} title={emptyTitle} />}
    >
      {(paged) => (
        <div className={layout.stack}>
          <div className={layout.tableWrap}>
            <table className={layout.table} aria-label={label}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} className={layout.headCell} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{paged.items.map(row)}</tbody>
            </table>
          </div>
          {paged.total > paged.pageSize && (
            <Paginator
              label={paginatorLabel}
              page={paged.page}
              pageSize={paged.pageSize}
              total={paged.total}
              pageSizeOptions={ACCOUNT_PAGE_SIZES}
              onPageChange={onPageChange}
              onPageSizeChange={onPageSizeChange}
            />
          )}
        </div>
      )}
    </AsyncContent>
  );
}
