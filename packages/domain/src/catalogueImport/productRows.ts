import type { Product } from '../schemas/product.ts';
import { CATALOGUE_COLUMNS, LIST_SEPARATOR } from './columns.ts';
import type { CatalogueColumn, CatalogueRow } from './columns.ts';

/** Delimiter of data/products.csv: French spreadsheets open it without an import dialog. */
export const CATALOGUE_DELIMITER = ';';

/** A validated field's text in the catalogue file. */
export function catalogueCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  // Numbers keep JavaScript's dot decimals: the catalogue file is read by programs first.
  return String(value);
}

const SPECIFICATION_COLUMNS = new Set<string>(['dimensions', 'terminals', 'lifecycle', 'temperature']);

/** A validated product's catalogue cells in CATALOGUE_COLUMNS order; the `specifications` group is flattened to its columns. */
export function productCells(product: Product): string[] {
  const fields = product as unknown as Record<string, unknown>;
  const specifications = (product.specifications ?? {}) as Record<string, unknown>;
  return CATALOGUE_COLUMNS.map((column) => catalogueCell(SPECIFICATION_COLUMNS.has(column) ? specifications[column] : fields[column]));
}

/** The catalogue row of a validated product. */
export function productToRow(product: Product): CatalogueRow {
  const cells = productCells(product);
  return Object.fromEntries(CATALOGUE_COLUMNS.map((column, i) => [column, cells[i]])) as CatalogueRow;
}

const NEEDS_QUOTES: Record<string, RegExp> = { ';': /[;"\r\n]/, ',': /[,"\r\n]/, '\t': /[\t"\r\n]/ };
const QUOTE_OR_CR = /["\r]/;

/**
 * True when the joined line (ending with its line break) has no cell to quote: no quote, no CR, one
 * line feed (its own) and one delimiter between each two cells. One test of the line instead of one
 * per cell: most catalogue lines have nothing to quote.
 */
function isPlain(line: string, cells: number, delimiter: string): boolean {
  if (QUOTE_OR_CR.test(line) || line.indexOf('\n') !== line.length - 1) return false;
  let delimiters = 0;
  for (let at = line.indexOf(delimiter); at !== -1; at = line.indexOf(delimiter, at + 1)) delimiters += 1;
  return delimiters === cells - 1;
}

/** One CSV line, as one flat string: an import holds tens of thousands of them until it writes. */
export function csvLine(cells: readonly string[], delimiter: string = CATALOGUE_DELIMITER): string {
  // join() makes a flat string; appending the line break afterwards would make a two-part one.
  const plain = [...cells];
  plain.push(`${plain.pop() ?? ''}\n`);
  const line = plain.join(delimiter);
  if (isPlain(line, plain.length, delimiter)) return line;
  const special = NEEDS_QUOTES[delimiter] ?? /["\r\n]/;
  const quoted = cells.map((value) => (special.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value));
  quoted.push(`${quoted.pop() ?? ''}\n`);
  return quoted.join(delimiter);
}

export const CATALOGUE_HEADER = csvLine(CATALOGUE_COLUMNS);

/** The catalogue line of a validated product. */
export function productLine(product: Product): string {
  return csvLine(productCells(product));
}

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
