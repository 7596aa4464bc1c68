import type * as v from 'valibot';
import { isProductType } from '../rules/productTypes.ts';
import { IRREGULAR_SPACE, readLabel, readList, readMeasure, readText } from '../schemas/coerce.ts';
import { compile, REFUSED, trimmedTextLimit } from '../schemas/objectFastPath.ts';
import type { Check } from '../schemas/objectFastPath.ts';
import { productFieldReader, ProductSchema, ProductSpecificationsSchema } from '../schemas/product.ts';
import type { Product } from '../schemas/product.ts';
import { CATALOGUE_COLUMNS, LIST_SEPARATOR } from './columns.ts';
import type { CatalogueColumn, WeightUnit } from './columns.ts';
import { catalogueCell } from './productRows.ts';
import { priceCellBeforeTax } from './priceWithTax.ts';
import { toGrams } from './weight.ts';

/** A cell's catalogue text, or undefined when the cell needs the import's general path. */
type CellReader = (cell: string) => string | undefined;

const SPECIFICATIONS = ProductSpecificationsSchema.entries as Record<string, v.GenericSchema>;
export const isBlank = (cell: string) => cell.trim() === '';

/**
 * What the import does to a cell before reading it (productCells.ts), for the values where that is
 * simple; undefined sends the row to the general path, which says what is wrong or what it changed:
 * a blank name, price or rayon, a category matching no rayon, a type that is none of the
 * catalogue's, a weight that is not a number, HTML in a description.
 */
function preparation(column: CatalogueColumn, context: NewProductRowsContext): CellReader | undefined {
  switch (column) {
    case 'name':
      return (cell) => (isBlank(cell) ? undefined : cell);
    case 'price':
      return (cell) => (isBlank(cell) ? undefined : context.pricesWithTax === true ? priceCellBeforeTax(cell) : cell);
    case 'category':
      return (cell) => {
        const code = isBlank(cell) ? undefined : context.resolveCategory(cell);
        return typeof code === 'string' ? code : undefined;
      };
    case 'type':
      return (cell) => {
        const type = cell.trim().toLowerCase();
        return type === '' || isProductType(type) ? type : undefined;
      };
    case 'description':
    case 'detailedDescription':
      return (cell) => (cell.includes('<') || cell.includes('&') ? undefined : cell);
    case 'poids_unitaire_g': {
      const unit = context.weightUnit;
      return unit === undefined || unit === 'g' ? undefined : (cell) => (isBlank(cell) ? cell : toGrams(cell, unit));
    }
    case 'stock':
      // A new product without a stock value is created with stock 0 (counted for the warning).
      return (cell) => (isBlank(cell) ? '0' : cell);
    default:
      return undefined;
  }
}

const catalogueText = (checked: unknown) => (checked === REFUSED ? undefined : catalogueCell(checked));
/** A blank item, or blanks around a bar or the list: readList would trim or drop something. */
const NOT_CATALOGUE_LIST = /^\s|\s$|\s\||\|\s|\|\||^\||\|$/;

/** The column's cell read as normalizeProduct reads it, checked by ProductSchema's own entry, written as productLine writes it. */
function cellReader(column: CatalogueColumn, context: NewProductRowsContext): CellReader {
  // The catalogue file's flat dimensions, terminals… columns are the product's `specifications`.
  const specification = SPECIFICATIONS[column];
  const schema = specification ?? (ProductSchema.entries as Record<string, v.GenericSchema>)[column] as v.GenericSchema;
  const read = specification === undefined ? productFieldReader(column as keyof Product) : readText;
  const check = compile(schema);
  const value = valueReader(read, check, schema);
  const prepare = preparation(column, context);
  if (prepare === undefined) return value;
  return (cell) => {
    const prepared = prepare(cell);
    return prepared === undefined ? undefined : value(prepared);
  };
}

/**
 * A cell read and checked. Two kinds of cells, most of a catalogue, are read without the general
 * reader and check, to the same text: a text trimmed then bounded is its trimmed self within the
 * schema's bound (trimmedTextLimit); a list already written as the catalogue writes lists (`a|b|c`)
 * is its own catalogue text, its items checked as they are.
 */
function valueReader(read: (value: unknown) => unknown, check: Check, schema: v.GenericSchema): CellReader {
  const general: CellReader = (cell) => catalogueText(check(read(cell)));
  if (read === readList) return (cell) => (cell === '' || NOT_CATALOGUE_LIST.test(cell) ? general(cell) : check(cell.split(LIST_SEPARATOR)) === REFUSED ? undefined : cell);
  const limit = read === readText || read === readLabel || read === readMeasure ? trimmedTextLimit(schema) : undefined;
  if (limit === undefined) return general;
  const blank = general('');
  return (cell) => {
    // A measure's decimal comma and a label's irregular spaces are the reader's to rewrite.
    if ((read === readMeasure && cell.includes(',')) || (read !== readText && IRREGULAR_SPACE.test(cell))) return general(cell);
    const text = cell.trim();
    if (text === '') return blank;
    return text.length > limit ? undefined : text;
  };
}

export interface NewProductRowsContext {
  weightUnit: WeightUnit | undefined;
  /** The price column holds prices with tax (TTC): each is converted to the price before tax. */
  pricesWithTax?: boolean;
  resolveCategory: (value: string) => string | null | undefined;
}

/** A catalogue column, where the file has it (-1: nowhere) and how its cell is read. */
export interface ColumnSource {
  column: CatalogueColumn;
  index: number;
  reader: CellReader;
}

/** Each catalogue column in CATALOGUE_COLUMNS order with its place in the file and its reader, worked out once per file header. */
export function columnSources(byIndex: readonly (CatalogueColumn | undefined)[], context: NewProductRowsContext): ColumnSource[] {
  return CATALOGUE_COLUMNS.map((column) => ({ column, index: byIndex.indexOf(column), reader: cellReader(column, context) }));
}

export interface NewProductRows {
  /** The catalogue cells of a new product's row, in CATALOGUE_COLUMNS order; undefined when the row needs the general path. */
  read(cells: readonly string[]): string[] | undefined;
  /** Rows read so far whose stock was blank or absent (created with stock 0). */
  stockDefaulted: number;
}

/**
 * The catalogue import's path for the rows most files are made of: a new product whose every cell
 * reads cleanly. Worked out once per file header: each column index goes straight to its catalogue
 * cell, through the reader normalizeProduct uses and the check compiled from ProductSchema's own
 * entry (objectFastPath), with no object per row; the result is the line productLine(parseProduct(…))
 * writes for the same row (newProductRows.test.ts compares them). As soon as a cell needs more, the
 * row goes to the general path, which leaves out or rejects with the messages. Undefined when no
 * row of the file can take this path (no name, price or category column: every new row is rejected).
 */
export function newProductRows(byIndex: readonly (CatalogueColumn | undefined)[], context: NewProductRowsContext): NewProductRows | undefined {
  if (!byIndex.includes('name') || !byIndex.includes('price') || !byIndex.includes('category')) return undefined;
  // Where each catalogue cell comes from: a column of the file, or the value of an absent one.
  const sources = columnSources(byIndex, context).map(({ index, reader }) => ({ index, reader, absent: index === -1 ? reader('') : undefined }));
  if (sources.some((source) => source.index === -1 && source.absent === undefined)) return undefined;
  const stockIndex = byIndex.indexOf('stock');
  const rows: NewProductRows = {
    stockDefaulted: 0,
    read(cells) {
      const out: string[] = [];
      for (const { index, reader, absent } of sources) {
        const value = index === -1 ? absent : reader(cells[index] ?? '');
        if (value === undefined) return undefined;
        out.push(value);
      }
      if (stockIndex === -1 || isBlank(cells[stockIndex] ?? '')) rows.stockDefaulted += 1;
      return out;
    },
  };
  return rows;
}
