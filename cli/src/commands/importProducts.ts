import { parseProduct } from '@otech/domain';
import type { Rayon } from '@otech/domain';
import { canonicalColumn } from '../csv/columns.ts';
import type { CatalogueColumn, CatalogueRow } from '../csv/columns.ts';
import { catalogueCsv, productToRow } from '../csv/productRows.ts';
import { CsvSyntaxError, openTable, REPLACEMENT_CHARACTER } from '../csv/readTable.ts';
import type { TextEncoding } from '../csv/readTable.ts';
import { DATA_FILES, dataPath } from '../io/dataDir.ts';
import { readCatalogue, readRayons } from '../io/dataFiles.ts';
import { StagedWrites } from '../io/stagedWrites.ts';
import { newReport } from '../report.ts';
import type { ImportReport, Rejection } from '../report.ts';

export interface ImportProductsOptions {
  dataDir: string;
  /** Name printed in the report (the path as typed). */
  displayName?: string;
  encoding?: TextEncoding;
  dryRun?: boolean;
  strict?: boolean;
  onProgress?: (bytes: number) => void;
}

interface ColumnMap {
  /** Canonical column of each header cell, undefined for a column the catalogue does not keep. */
  byIndex: (CatalogueColumn | undefined)[];
  /** The header as written in the file, to name columns in rejections the way staff know them. */
  headerOf: Map<string, string>;
}

function mapHeader(header: string[], report: ImportReport): ColumnMap {
  const headerOf = new Map<string, string>();
  const byIndex = header.map((name) => {
    const column = canonicalColumn(name);
    if (column === undefined) {
      report.warnings.push(`column "${name}" is not a catalogue column and is ignored`);
      return undefined;
    }
    if (headerOf.has(column)) {
      report.warnings.push(`column "${name}" repeats "${headerOf.get(column) ?? column}" and is ignored`);
      return undefined;
    }
    headerOf.set(column, name);
    return column;
  });
  return { byIndex, headerOf };
}

/** The validator names `specifications.dimensions`; the file has a `dimensions` column. */
function columnOfField(field: string, columns: ColumnMap): string {
  const column = field.replace(/^specifications\./, '');
  return columns.headerOf.get(column) ?? column;
}

/** A rayon may be given by its code or by its label (legacy `libelle` exports): store the code. */
function rayonCode(value: string, rayons: readonly Rayon[]): string {
  const wanted = value.trim().toLowerCase();
  return rayons.find((r) => r.nom_du_rayon.toLowerCase() === wanted || r.libelle.toLowerCase() === wanted)?.nom_du_rayon ?? value;
}

/**
 * `otech import products FILE`: upserts the file's rows into data/products.csv by reference. A
 * row that names an existing reference changes only the columns the file has, so a file of
 * `reference;price;stock` updates prices and stock.
 */
export async function importProducts(file: string, options: ImportProductsOptions): Promise<ImportReport> {
  const name = options.displayName ?? file;
  const report = newReport('import products', name, options.dryRun ?? false);
  const reject = (line: number, column: string, reason: string) => report.rejections.push({ file: name, line, column, reason });
  const [rayons, catalogue] = await Promise.all([readRayons(options.dataDir), readCatalogue(options.dataDir)]);
  const rayonCodes = new Set(rayons.map((r) => r.nom_du_rayon));

  let table;
  try {
    table = await openTable(file, { encoding: options.encoding, onProgress: options.onProgress });
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    reject(error.line, '(file)', error.message);
    return report;
  }
  if (table.header === undefined) {
    reject(1, '(file)', 'empty file: expected a header line naming the columns');
    return report;
  }
  const columns = mapHeader(table.header, report);
  if (!columns.headerOf.has('reference')) {
    reject(1, 'reference', `missing column (header: ${table.header.join(table.delimiter)})`);
    return report;
  }

  const seen = new Map<string, number>();
  const changed = new Map<string, CatalogueRow>();
  try {
    for await (const { line, cells } of table.rows) {
      const rowRejections: Rejection[] = [];
      const rejectRow = (column: string, reason: string) => rowRejections.push({ file: name, line, column, reason });
      if (cells.length < table.header.length) {
        rejectRow(table.header[cells.length] ?? '(row)', `missing value: the row has ${cells.length} of ${table.header.length} columns`);
      } else if (cells.length > table.header.length) {
        rejectRow('(row)', `the row has ${cells.length} columns, the header ${table.header.length} (a delimiter inside an unquoted value?)`);
      }
      const incoming: Partial<Record<CatalogueColumn, string>> = {};
      cells.forEach((cell, index) => {
        const column = columns.byIndex[index];
        if (column === undefined) return;
        if (cell.includes(REPLACEMENT_CHARACTER)) {
          rejectRow(table.header?.[index] ?? column, `bytes that are not ${table.encoding === 'utf-8' ? 'UTF-8 (a Windows-1252 file? use --encoding windows-1252)' : 'Windows-1252'}`);
        }
        incoming[column] = cell;
      });
      const reference = incoming.reference?.trim() ?? '';
      if (rowRejections.length === 0 && reference !== '') {
        const first = seen.get(reference);
        if (first !== undefined) rejectRow(columns.headerOf.get('reference') ?? 'reference', `duplicate reference "${reference}", first seen on line ${first}`);
        else seen.set(reference, line);
      }
      if (rowRejections.length === 0) {
        const existing = catalogue.get(reference);
        const raw: Record<string, string> = { ...existing, ...incoming, reference };
        if (raw['category'] !== undefined) raw['category'] = rayonCode(raw['category'], rayons);
        const parsed = parseProduct(raw);
        if (!parsed.ok) {
          for (const issue of parsed.issues) rejectRow(columnOfField(issue.field, columns), issue.message);
        } else if (!rayonCodes.has(parsed.product.category)) {
          rejectRow(columnOfField('category', columns), `unknown rayon "${parsed.product.category}" (data/rayons.json has ${[...rayonCodes].join(', ')})`);
        } else {
          const row = productToRow(parsed.product);
          if (!existing) report.created += 1;
          else if (JSON.stringify(existing) === JSON.stringify(row)) report.skipped += 1;
          else report.updated += 1;
          changed.set(reference, row);
        }
      }
      if (rowRejections.length > 0) {
        report.rejected += 1;
        report.rejections.push(...rowRejections);
      }
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    // Past a syntax error the rows cannot be trusted: nothing of this file is imported.
    reject(error.line, '(file)', `${error.message}; nothing imported`);
    return report;
  }

  const wantsWrite = report.created + report.updated > 0 && !report.dryRun && !(options.strict && report.rejected > 0);
  if (wantsWrite) {
    for (const [reference, row] of changed) catalogue.set(reference, row);
    const writes = new StagedWrites();
    writes.stage(dataPath(options.dataDir, DATA_FILES.products), catalogueCsv(catalogue.values()));
    await writes.commit();
    report.written = true;
  }
  return report;
}
