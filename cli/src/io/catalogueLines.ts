import { CATALOGUE_COLUMNS, CATALOGUE_DELIMITER, csvLine } from '@otech/domain/catalogue-import';
import type { StoredCatalogue } from '@otech/domain/catalogue-import';
import { parse } from 'csv-parse/sync';

const REFERENCE = CATALOGUE_COLUMNS.indexOf('reference');

/** A catalogue line's cells: split on the delimiter, or read as CSV when it holds a quoted cell. */
function cellsOf(line: string): string[] {
  return line.includes('"') ? (parse(line, { delimiter: CATALOGUE_DELIMITER }) as string[][])[0] ?? [] : line.slice(0, -1).split(CATALOGUE_DELIMITER);
}

/**
 * data/products.csv as the product import holds it: one flat catalogue line per reference, in file
 * order, its cells split again when a row of the import names it. 40,000 products held as 24 strings
 * and an object each weighed about 100 MB and made most of a re-import's garbage collection; the
 * products a file does not name are written back as the very line read.
 */
export class CatalogueLines implements StoredCatalogue {
  private readonly lines = new Map<string, string>();

  /** Keeps a stored row's cells (in CATALOGUE_COLUMNS order) as its line. */
  add(cells: readonly string[]): void {
    this.lines.set(cells[REFERENCE] ?? '', csvLine(cells));
  }

  cells(reference: string): string[] | undefined {
    const line = this.lines.get(reference);
    return line === undefined ? undefined : cellsOf(line);
  }

  has(reference: string): boolean {
    return this.lines.has(reference);
  }

  /** Each stored reference with its line, in file order. */
  entries(): IterableIterator<[string, string]> {
    return this.lines.entries();
  }
}
