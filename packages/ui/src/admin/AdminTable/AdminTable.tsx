import type { ReactNode } from 'react';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { EmptyState, type EmptyStateProps } from '../../base/EmptyState/EmptyState.tsx';
import { ColumnTable, type ColumnTableProps } from './ColumnTable.tsx';

export interface AdminTableProps<Data, Row> extends Omit<ColumnTableProps<Row>, 'rows'> {
  /** The list as it loads: loading, error with "Réessayer", then the data. */
  state: AsyncState<Data>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The spinner's text ("Chargement des clients..."). */
  loadingLabel: string;
  /** The rows of the loaded data (the data itself for a plain list, a page's items for a paged one). */
  rows: (data: Data) => readonly Row[];
  /** Shown instead of the table when there is no row. */
  empty: EmptyStateProps;
  /** The card's heading, when the list needs one ("3 demandes en attente de validation"). */
  title?: (data: Data) => string;
  /** Shown above the table, inside the card (a total, a summary). */
  summary?: (data: Data) => ReactNode;
  /** Shown below the table, inside the card: the Paginator of a paged list. */
  pagination?: (data: Data) => ReactNode;
}

/**
 * An administration list page's table: the async-state contract (loading, error with retry, empty),
 * then a card holding the table and its pagination.
 */
export function AdminTable<Data, Row>({ state, onRetry, loadingLabel, rows, empty, title, summary, pagination, ...table }: AdminTableProps<Data, Row>) {
  return (
    <AsyncContent state={state} onRetry={onRetry} loadingLabel={loadingLabel} isEmpty={(data) => rows(data).length === 0} empty={<EmptyState {...empty} />}>
      {(data) => (
        <Card title={title?.(data)}>
          {summary?.(data)}
          <ColumnTable rows={rows(data)} {...table} />
          {pagination?.(data)}
        </Card>
      )}
    </AsyncContent>
  );
}
