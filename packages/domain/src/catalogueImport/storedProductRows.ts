import type { Product } from '../schemas/product.ts';
import { CATALOGUE_COLUMNS } from './columns.ts';
import type { CatalogueColumn, CatalogueRow } from './columns.ts';
import { columnSources, isBlank } from './newProductRows.ts';
import type { ColumnSource, NewProductRowsContext } from './newProductRows.ts';

export interface StoredProductRows {
  /**
   * The catalogue cells of a stored product's row, in CATALOGUE_COLUMNS order: the file's columns
   * read from its cells, the others as stored; undefined when the row needs the general path.
   */
  read(cells: readonly string[], stored: readonly string[]): string[] | undefined;
  /** Rows read so far whose stock cell was blank: the stored stock is kept. */
  storedStockKept: number;
}

/**
 * The path of a re-import's rows (a file of products the catalogue already holds, a price and
 * stock update): the cells the file has go through the readers a new product's row takes
 * (newProductRows.ts), the columns it does not have keep their stored text, a blank stock cell
 * keeps the stored stock. A cell any reader leaves to the general path (a value to leave out with
 * a warning, a category matching no rayon, HTML…) sends the row there, which says what it did.
 * storedProductRows.test.ts compares the lines with the general path's.
 */
export function storedProductRows(byIndex: readonly (CatalogueColumn | undefined)[], context: NewProductRowsContext): StoredProductRows {
  const sources = columnSources(byIndex, context);
  const stockIndex = byIndex.indexOf('stock');
  const rows: StoredProductRows = {
    storedStockKept: 0,
    read(cells, stored) {
      const out: string[] = [];
      let stockKept = false;
      for (let i = 0; i < sources.length; i += 1) {
        const { index, reader } = sources[i] as ColumnSource;
        const cell = index === -1 ? undefined : (cells[index] ?? '');
        let value: string | undefined;
        if (cell === undefined) value = stored[i];
        else if (index === stockIndex && isBlank(cell)) {
          value = stored[i];
          stockKept = true;
        } else value = reader(cell);
        if (value === undefined) return undefined;
        out.push(value);
      }
      if (stockKept) rows.storedStockKept += 1;
      return out;
    },
  };
  return rows;
}

/** True when the catalogue cells are the stored ones: the row changes nothing. */
export function sameAsStored(cells: readonly string[], stored: readonly string[]): boolean {
  for (let i = 0; i < CATALOGUE_COLUMNS.length; i += 1) if (cells[i] !== stored[i]) return false;
  return true;
}

/** The catalogue as it stands: a stored product's catalogue cells, in CATALOGUE_COLUMNS order, by reference. */
export interface StoredCatalogue {
  cells(reference: string): readonly string[] | undefined;
}

/** A catalogue held as rows by reference (the administration's import) as a StoredCatalogue. */
export function storedCatalogue(rows: ReadonlyMap<string, CatalogueRow>): StoredCatalogue {
  return {
    cells(reference) {
      const row = rows.get(reference);
      return row === undefined ? undefined : CATALOGUE_COLUMNS.map((column) => row[column]);
    },
  };
}

/** The row of catalogue cells in CATALOGUE_COLUMNS order. */
export function rowOfCells(cells: readonly string[]): CatalogueRow {
  return Object.fromEntries(CATALOGUE_COLUMNS.map((column, i) => [column, cells[i] ?? ''])) as CatalogueRow;
}

/** The product an import stores for an imported one: the one it replaces keeps its id and its photos. */
export function importedProductStored(product: Product, existing: Product | undefined): Product {
  if (!existing) return product;
  // A file without a state column leaves a hidden product hidden; one without a « Prix net » column leaves a
  // net-price product net (a supplier's price update must not give it list discounts again).
  return {
    ...product,
    id: existing.id,
    images: existing.images,
    imageUrl: existing.imageUrl,
    ...(product.hidden === undefined && existing.hidden ? { hidden: true } : {}),
    ...(product.isNetPrice === undefined && existing.isNetPrice ? { isNetPrice: true } : {}),
  };
}
