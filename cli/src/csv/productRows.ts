import type { Product } from '@otech/domain';
import { CATALOGUE_COLUMNS, LIST_SEPARATOR } from './columns.ts';
import type { CatalogueColumn, CatalogueRow } from './columns.ts';

/** Delimiter of data/products.csv: French spreadsheets open it without an import dialog. */
export const CATALOGUE_DELIMITER = ';';

function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  // Numbers keep JavaScript's dot decimals: the catalogue file is read by programs first.
  return String(value);
}

/** The catalogue row of a validated product; the `specifications` group is flattened to its columns. */
export function productToRow(product: Product): CatalogueRow {
  const flat: Record<string, unknown> = { ...product, ...product.specifications };
  return Object.fromEntries(CATALOGUE_COLUMNS.map((column) => [column, cell(flat[column])])) as CatalogueRow;
}

function quote(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: readonly string[], delimiter: string = CATALOGUE_DELIMITER): string {
  return `${cells.map((cell) => quote(cell, delimiter)).join(delimiter)}\n`;
}

export const CATALOGUE_HEADER = csvLine(CATALOGUE_COLUMNS);

export function rowLine(row: CatalogueRow): string {
  return csvLine(CATALOGUE_COLUMNS.map((column: CatalogueColumn) => row[column]));
}

/** The whole catalogue file, header first, rows in the given order. */
export function catalogueCsv(rows: Iterable<CatalogueRow>): string {
  let text = CATALOGUE_HEADER;
  for (const row of rows) text += rowLine(row);
  return text;
}
