import type { Product } from '../schemas/product.ts';
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

const SPECIFICATION_COLUMNS = new Set<string>(['dimensions', 'terminals', 'lifecycle', 'temperature']);

/** The catalogue row of a validated product; the `specifications` group is flattened to its columns. */
export function productToRow(product: Product): CatalogueRow {
  const fields = product as unknown as Record<string, unknown>;
  const specifications = (product.specifications ?? {}) as Record<string, unknown>;
  const row = {} as CatalogueRow;
  for (const column of CATALOGUE_COLUMNS) row[column] = cell(SPECIFICATION_COLUMNS.has(column) ? specifications[column] : fields[column]);
  return row;
}

const NEEDS_QUOTES: Record<string, RegExp> = { ';': /[;"\r\n]/, ',': /[,"\r\n]/, '\t': /[\t"\r\n]/ };

export function csvLine(cells: readonly string[], delimiter: string = CATALOGUE_DELIMITER): string {
  const special = NEEDS_QUOTES[delimiter] ?? /["\r\n]/;
  let line = '';
  for (let i = 0; i < cells.length; i += 1) {
    const value = cells[i] ?? '';
    if (i > 0) line += delimiter;
    line += special.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
  }
  return `${line}\n`;
}

export const CATALOGUE_HEADER = csvLine(CATALOGUE_COLUMNS);

export function rowLine(row: CatalogueRow): string {
  return csvLine(CATALOGUE_COLUMNS.map((column: CatalogueColumn) => row[column]));
}

/** The catalogue file line by line, header first, rows in the given order. */
export function* catalogueLines(rows: Iterable<CatalogueRow>): Generator<string> {
  yield CATALOGUE_HEADER;
  for (const row of rows) yield rowLine(row);
}

/** The whole catalogue file as one text. */
export function catalogueCsv(rows: Iterable<CatalogueRow>): string {
  let text = '';
  for (const line of catalogueLines(rows)) text += line;
  return text;
}
