import { IRREGULAR_SPACE, readBoolean, readLabel, readList, readMeasure, readNumber } from '../schemas/coerce.ts';
import { ProductSchema, ProductSpecificationsSchema, productFieldReader } from '../schemas/product.ts';
import type { Product } from '../schemas/product.ts';
import { productSearchText } from '../rules/staffLists.ts';
import { CATALOGUE_COLUMNS, LIST_SEPARATOR } from './columns.ts';
import type { CatalogueColumn } from './columns.ts';

/** What the database stores of an imported product beside its reference: its JSON text and its search text. */
export interface ImportedProductText {
  record: string;
  searchText: string;
}

/** A cell as a JSON value, or undefined when it is blank (the field left out or given its default); NOT_PLAIN when the schema would rewrite it. */
type CellJson = (cell: string) => string | undefined | typeof NOT_PLAIN;
const NOT_PLAIN: unique symbol = Symbol('not plain');

const isBlank = (cell: string) => cell.trim() === '';
/** A blank item, blanks around a bar or the list: readList would trim or drop something. */
const NOT_CATALOGUE_LIST = /^\s|\s$|\s\||\|\s|\|\||^\||\|$/;
const DIGITS = /^\d+$/;
/** What JSON.stringify escapes in a text: a quote, a backslash, a control character, a surrogate (an emoji's halves, or a lone one). */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;
/** A text as a JSON string: most cells have nothing to escape, and quoting them is half the cost of JSON.stringify. */
const quoted = (text: string) => (ESCAPED.test(text) ? JSON.stringify(text) : `"${text}"`);

/** A text the schema trims: plain when already trimmed (and, for a facet, spelled as readLabel/readMeasure leave it). */
const textJson = (facet: 'label' | 'measure' | undefined): CellJson => (cell) => {
  if (isBlank(cell)) return undefined;
  if (cell.trim() !== cell || (facet !== undefined && IRREGULAR_SPACE.test(cell)) || (facet === 'measure' && cell.includes(','))) return NOT_PLAIN;
  return quoted(cell);
};
/** A number is plain when the cell is the number's own text (what catalogueCell wrote): `4.5`, never `4,50`. */
const numberJson: CellJson = (cell) => (isBlank(cell) ? undefined : String(Number(cell)) === cell ? cell : NOT_PLAIN);
const booleanJson: CellJson = (cell) => (isBlank(cell) ? undefined : cell === 'true' || cell === 'false' ? cell : NOT_PLAIN);
/** `a|b` is `["a","b"]`: a bar is no character JSON escapes, so the quoted text split at its bars is the list. */
const listJson: CellJson = (cell) => (isBlank(cell) ? undefined : NOT_CATALOGUE_LIST.test(cell) ? NOT_PLAIN : `[${quoted(cell).replaceAll(LIST_SEPARATOR, '","')}]`);
/** An EAN of digits alone is read as it is (readEan joins spaced digit groups). */
const eanJson: CellJson = (cell) => (isBlank(cell) ? undefined : DIGITS.test(cell) ? `"${cell}"` : NOT_PLAIN);

/** How a catalogue column's cell becomes JSON, by the reader normalizeProduct reads that field with. */
function cellJson(column: CatalogueColumn): CellJson {
  if (column === 'ean') return eanJson;
  const read = column in ProductSpecificationsSchema.entries ? undefined : productFieldReader(column as keyof Product);
  if (read === readNumber) return numberJson;
  if (read === readBoolean) return booleanJson;
  if (read === readList) return listJson;
  return textJson(read === readLabel ? 'label' : read === readMeasure ? 'measure' : undefined);
}

const at = (column: CatalogueColumn) => CATALOGUE_COLUMNS.indexOf(column);
const REFERENCE = at('reference');
const STOCK = at('stock');
const NAME = at('name');
const BRAND = at('brand');
const EAN = at('ean');
const SPECIFICATIONS = Object.keys(ProductSpecificationsSchema.entries).map((key) => ({ key, index: at(key as CatalogueColumn), json: cellJson(key as CatalogueColumn) }));

/**
 * Each field of ProductSchema in its order: its catalogue cell (-1: none), how the cell is written,
 * and the JSON of its default (undefined: left out). A required field's blank cell is not plain:
 * the product schema names it (or, for the name, falls back to the reference).
 */
const FIELDS = (Object.keys(ProductSchema.entries) as (keyof Product)[]).map((field) => {
  const schema = ProductSchema.entries[field] as { type: string; default?: unknown };
  const fallback = typeof schema.default === 'function' ? (schema.default as () => unknown)() : schema.default;
  const absent = fallback === undefined ? undefined : JSON.stringify(fallback);
  const column = (field === 'id' ? 'reference' : field) as CatalogueColumn;
  const index = at(column);
  const written = index === -1 ? undefined : cellJson(column);
  const required = schema.type !== 'optional';
  return { field, index, absent, json: written === undefined || !required ? written : (cell: string) => written(cell) ?? NOT_PLAIN };
});

/**
 * The stored JSON text of an imported product from its checked catalogue cells (CATALOGUE_COLUMNS
 * order, as newProductRows and storedProductRows give them): what JSON.stringify writes of the
 * product productRowParser makes of those cells (its `hidden` last, as the import adds it), with no
 * product object and no schema pass. Undefined when a cell is one the readers would rewrite (not as
 * the catalogue writes it): the caller then goes through the product. storedProductJson.test.ts
 * holds them equal byte for byte.
 */
export function storedProductJson(cells: readonly string[], hidden?: boolean): string | undefined {
  // Pieces joined once: a string grown by `+=` is a tree of pieces until read, and 40,000 of them
  // held until the write kept the garbage collector busy (most of the time saved).
  const parts = ['{'];
  for (const { field, index, json: read, absent } of FIELDS) {
    let value: string | undefined | typeof NOT_PLAIN;
    if (field === 'inStock') {
      // normalizeProduct: a stated stock says whether it is available; none leaves the default.
      const stock = cells[STOCK] ?? '';
      value = isBlank(stock) ? absent : String(Number(stock) > 0);
    } else if (field === 'specifications') value = specificationsJson(cells);
    else value = read === undefined ? absent : (read(cells[index] ?? '') ?? absent);
    if (value === NOT_PLAIN) return undefined;
    if (value !== undefined) parts.push(parts.length === 1 ? '"' : ',"', field, '":', value);
  }
  if (hidden !== undefined) parts.push(',"hidden":', String(hidden));
  parts.push('}');
  return parts.join('');
}

function specificationsJson(cells: readonly string[]): string | undefined | typeof NOT_PLAIN {
  const parts: string[] = [];
  for (const { key, index, json: read } of SPECIFICATIONS) {
    const value = read(cells[index] ?? '');
    if (value === NOT_PLAIN) return NOT_PLAIN;
    if (value !== undefined) parts.push(parts.length === 0 ? '{"' : ',"', key, '":', value);
  }
  if (parts.length === 0) return undefined;
  parts.push('}');
  return parts.join('');
}

/** What the database stores of a product: its JSON and the search text of its reference, name, brand and EAN. */
export function productText(product: Product): ImportedProductText {
  return { record: JSON.stringify(product), searchText: productSearchText(product.reference ?? product.id, product) };
}

/**
 * What the database stores of an imported product, from its checked catalogue cells where they are
 * plain (most rows), else from the product `orElse` gives.
 */
export function importedProductText(cells: readonly string[], hidden: boolean | undefined, orElse: () => Product): ImportedProductText {
  const record = storedProductJson(cells, hidden);
  if (record === undefined) return productText(orElse());
  // productSearchText of the product: its reference, name, brand and EAN, which plain cells hold as they are.
  return { record, searchText: productSearchText(cells[REFERENCE] ?? '', { name: cells[NAME] ?? '', brand: cells[BRAND] ?? '', ean: cells[EAN] ?? '' }) };
}
