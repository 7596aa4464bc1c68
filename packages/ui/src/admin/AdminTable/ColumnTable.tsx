import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { nextSort, type ListSort, type SortDirection } from '@otech/domain';
import * as t from '../adminTable.css.ts';

/** One column of an administration table. */
export interface TableColumn<Row> {
  /** The header text. */
  header: string;
  /** What the column shows for a row. */
  cell: (row: Row) => ReactNode;
  /** 'end' for amounts and counts: aligned right and kept on one line. */
  align?: 'start' | 'end';
  /** Keeps the cell on one line (a number such as FA-2026-00001 must not break at its hyphens). */
  nowrap?: boolean;
  /** The server's sort key of the column: its header becomes a button that sorts the list by it. */
  sortKey?: string;
  /** The direction a first press sorts in ('desc' for dates and amounts: the latest or largest first). */
  firstDirection?: SortDirection;
}

/** Rows checked for a bulk action, by their keys. */
export interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** Names a row's checkbox for screen readers ("Sélectionner FA-2027-00012"). */
  rowLabel: (row: Row) => string;
}

export interface ColumnTableProps<Row> {
  /** The first column names its row: it is the row's header for screen readers. */
  columns: readonly TableColumn<Row>[];
  /** The rows shown, in order. */
  rows: readonly Row[];
  /** The row's stable key (its record id), for React and the selection. */
  rowKey: (row: Row) => string | number;
  /** The table's name for screen readers ("Clients", "Lignes de la commande"…). */
  label: string;
  /** The list's sort, when its columns with a `sortKey` sort it on the server. */
  sort?: ListSort;
  /** A column header was pressed: called with the new sort; the caller reloads page 1. */
  onSortChange?: (sort: ListSort) => void;
  /** A checkbox per row (and one for the page) when the list has bulk actions. */
  selection?: RowSelection<Row>;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader({ column, sort, onSortChange }: { column: TableColumn<unknown> & { sortKey: string }; sort: ListSort; onSortChange: (sort: ListSort) => void }) {
  const active = sort.key === column.sortKey;
  const Glyph = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button type="button" className={t.sortButton} onClick={() => onSortChange(nextSort(sort, column.sortKey, column.firstDirection))}>
      {column.header}
      <Glyph size={14} aria-hidden="true" className={active ? undefined : t.sortIdle} />
    </button>
  );
}

/**
 * The administration's table: header cells, then one row a record, in the administration's one look.
 * In a narrow box each record stacks as lines naming their column (adminTable.css.ts); the roles
 * are written out because a table drawn as blocks loses them in some browsers.
 */
export function ColumnTable<Row>({ columns, rows, rowKey, label, sort, onSortChange, selection }: ColumnTableProps<Row>) {
  const keys = rows.map((row) => String(rowKey(row)));
  const checkedHere = keys.filter((key) => selection?.selected.has(key)).length;
  const toggle = (key: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  return (
    <div className={t.scroller}>
      <table className={t.table} aria-label={label} role="table">
        <thead className={t.head} role="rowgroup">
          <tr role="row">
            {selection && (
              <th scope="col" role="columnheader" className={classes(t.headCell, t.checkCell)}>
                <input
                  type="checkbox"
                  className={t.checkbox}
                  aria-label="Sélectionner toute la page"
                  checked={keys.length > 0 && checkedHere === keys.length}
                  ref={(input) => {
                    if (input) input.indeterminate = checkedHere > 0 && checkedHere < keys.length;
                  }}
                  onChange={(event) => selection.onChange(event.target.checked ? new Set([...selection.selected, ...keys]) : new Set([...selection.selected].filter((key) => !keys.includes(key))))}
                />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                role="columnheader"
                aria-sort={column.sortKey && sort ? (sort.key === column.sortKey ? ARIA_SORT[sort.direction] : 'none') : undefined}
                className={classes(t.headCell, column.align === 'end' && t.numeric)}
              >
                {column.sortKey && sort && onSortChange ? <SortHeader column={{ ...column, sortKey: column.sortKey } as TableColumn<unknown> & { sortKey: string }} sort={sort} onSortChange={onSortChange} /> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={t.body} role="rowgroup">
          {rows.map((row, rowIndex) => {
            const key = keys[rowIndex] ?? '';
            return (
              <tr key={key} className={t.row} role="row" aria-selected={selection ? selection.selected.has(key) : undefined}>
                {selection && (
                  <td role="cell" className={classes(t.cell, t.checkCell)}>
                    <input type="checkbox" className={t.checkbox} aria-label={selection.rowLabel(row)} checked={selection.selected.has(key)} onChange={(event) => toggle(key, event.target.checked)} />
                  </td>
                )}
                {columns.map((column, index) => {
                  const className = classes(t.cell, column.align === 'end' && t.numeric, column.nowrap && t.nowrap);
                  const content = (
                    <>
                      <span className={t.cellLabel} aria-hidden="true">
                        {column.header}
                      </span>
                      <div>{column.cell(row)}</div>
                    </>
                  );
                  return index === 0 ? (
                    <th key={column.header} scope="row" role="rowheader" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.header} role="cell" className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
