import type { ReactNode } from 'react';
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
}

export interface ColumnTableProps<Row> {
  /** The first column names its row: it is the row's header for screen readers. */
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's name for screen readers ("Clients", "Lignes de la commande"…). */
  label: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The administration's table: header cells, then one row a record, in the administration's one look.
 * In a narrow box each record stacks as lines naming their column (adminTable.css.ts); the roles
 * are written out because a table drawn as blocks loses them in some browsers.
 */
export function ColumnTable<Row>({ columns, rows, rowKey, label }: ColumnTableProps<Row>) {
  return (
    <div className={t.scroller}>
      <table className={t.table} aria-label={label} role="table">
        <thead className={t.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader" className={classes(t.headCell, column.align === 'end' && t.numeric)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={t.body} role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={t.row} role="row">
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
