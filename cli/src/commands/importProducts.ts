import { writeFile } from 'node:fs/promises';
import { parseProduct } from '@otech/domain';
import { categoryResolver } from '../csv/categories.ts';
import { acceptedNames, mapHeader } from '../csv/columns.ts';
import type { CatalogueColumn, CatalogueRow, ColumnMapping, HeaderMap, WeightUnit } from '../csv/columns.ts';
import { cleanProductCells, newCellNotes } from '../csv/productCells.ts';
import type { ProductCells } from '../csv/productCells.ts';
import { CATALOGUE_HEADER, productLine, rowLine } from '../csv/productRows.ts';
import { shopifyVariants, wooVariations } from '../csv/shopVariants.ts';
import { CsvSyntaxError, openTable } from '../csv/readTable.ts';
import type { TextEncoding } from '../csv/readTable.ts';
import { DATA_FILES, dataPath, jsonText } from '../io/dataDir.ts';
import { readCatalogue, readRayons } from '../io/dataFiles.ts';
import { LOG_COLUMNS, writeRejectedRows } from '../io/rejectedRowsLog.ts';
import type { RejectedRow } from '../io/rejectedRowsLog.ts';
import { removeStaleTemporaryFiles, StagedWrites } from '../io/stagedWrites.ts';
import { newReport, UsageError } from '../report.ts';
import type { ImportReport, Rejection } from '../report.ts';

export interface ImportProductsOptions {
  dataDir: string;
  /** Name printed in the report (the path as typed). */
  displayName?: string;
  encoding?: TextEncoding;
  dryRun?: boolean;
  strict?: boolean;
  /** `--map`: the file's headers, weight unit and categories, as staff saved them. */
  mapping?: ColumnMapping;
  /** `--weight-unit`: overrides the unit of the mapping file and of the weight header. */
  weightUnit?: WeightUnit;
  /** `--log`: where to write the rejected rows with their reasons. */
  logFile?: string;
  /** `--save-map`: where to write the mapping this file was read with, to edit and reuse. */
  saveMap?: string;
  onProgress?: (bytes: number) => void;
}

/** Without these a row cannot make a product: it is rejected. Any other bad field is left out with a warning. */
const ESSENTIAL = new Set(['reference', 'id', 'name', 'price', 'category']);
const MAX_REPAIRS = 8;
/** Ignored headers that look like a stock, named in the stock warning. */
const STOCK_LIKE = /stock|qty|quant|inventor|dispo|lager|bestand/i;
const LOG_HEADERS = new Set<string>(LOG_COLUMNS);

function headerWarnings(columns: HeaderMap, mapping: ColumnMapping, file: string, report: ImportReport): void {
  const silenced = new Set(Object.entries(mapping.columns ?? {}).filter(([, column]) => column === null).map(([header]) => header.trim()));
  const ignored = columns.unknown.filter((header) => !LOG_HEADERS.has(header) && !silenced.has(header.trim()));
  if (ignored.length > 0) {
    report.warnings.push({ file, line: 1, reason: `columns ignored, not catalogue columns: ${ignored.map((h) => `"${h}"`).join(', ')} (name one in a mapping file, --map, to import it)` });
  }
  for (const [header, kept] of columns.repeated) {
    report.warnings.push({ file, line: 1, column: header, reason: `names the same column as "${kept}", ignored` });
  }
}

/** The row's columns, not counting blank cells past the header's last column (the trailing `;;` spreadsheets write). */
function widthWithin(cells: readonly string[], headerLength: number): number {
  let width = cells.length;
  while (width > headerLength && (cells[width - 1] ?? '').trim() === '') width -= 1;
  return width;
}

/** Why a new product lacks an essential value: the cell is blank, or the file has no such column at all. */
function missing(column: CatalogueColumn, columns: HeaderMap, what: string): string {
  return columns.headerOf.has(column) ? `blank: a new product needs a ${what}` : `no ${what}: the file has no ${column} column (accepted names: ${acceptedNames(column)})`;
}

/** The catalogue file after the import: stored products in their order, changed ones replaced, then the new ones. */
function* importedCatalogue(catalogue: ReadonlyMap<string, CatalogueRow>, changed: ReadonlyMap<string, string>): Generator<string> {
  yield CATALOGUE_HEADER;
  for (const [reference, row] of catalogue) yield changed.get(reference) ?? rowLine(row);
  for (const [reference, line] of changed) if (!catalogue.has(reference)) yield line;
}

/**
 * `otech import products FILE`: upserts the file's rows into data/products.csv by reference. A
 * row that names an existing reference changes only the columns the file has, so a file of
 * `reference;price;stock` updates prices and stock. A row is rejected only when it cannot make a
 * usable product (no reference, name, price or rayon); a bad optional field is left out with a
 * warning and the row imported.
 */
export async function importProducts(file: string, options: ImportProductsOptions): Promise<ImportReport> {
  const name = options.displayName ?? file;
  const mapping = options.mapping ?? {};
  const report = newReport('import products', name, options.dryRun ?? false);
  const fileRejection = (line: number, column: string, reason: string) => {
    report.rejections.push({ file: name, line, column, reason });
    return report;
  };
  await removeStaleTemporaryFiles(options.dataDir);
  const [rayons, catalogue] = await Promise.all([readRayons(options.dataDir), readCatalogue(options.dataDir)]);
  const codes = rayons.map((r) => r.nom_du_rayon);
  for (const [category, code] of Object.entries(mapping.categories ?? {})) {
    if (code !== null && !codes.includes(code)) throw new UsageError(`mapping file: categories: "${category}": "${code}" is not a rayon code (${codes.join(', ')})`);
  }
  const resolveCategory = categoryResolver(rayons, mapping.categories);

  let table;
  try {
    table = await openTable(file, { encoding: options.encoding, onProgress: options.onProgress });
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return fileRejection(error.line, '(file)', `${error.message}; nothing imported`);
  }
  report.encoding = table.encoding;
  report.delimiter = table.delimiter;
  const header = table.header;
  if (header === undefined) return fileRejection(1, '(file)', 'empty file: expected a header line naming the columns');
  const columns = mapHeader(header, mapping);
  headerWarnings(columns, mapping, name, report);
  const headerName = (column: string) => columns.headerOf.get(column.replace(/^specifications\./, '') as CatalogueColumn) ?? column;
  const mappedHeader = [...columns.byIndex];
  const weightUnit = options.weightUnit ?? mapping.weightUnit ?? columns.weightUnit;
  /** --save-map: every header with its column or null, the weight unit, the categories still to decide. */
  const saveMapping = async (unknownCategories: ReadonlySet<string>) => {
    if (options.saveMap === undefined) return;
    const saved: ColumnMapping = {
      columns: Object.fromEntries(header.map((h, i) => [h, mappedHeader[i] ?? null]).filter(([h]) => !LOG_HEADERS.has(h as string))),
      ...(weightUnit === undefined ? {} : { weightUnit }),
      categories: { ...mapping.categories, ...Object.fromEntries([...unknownCategories].map((category) => [category, null])) },
    };
    await writeFile(options.saveMap, jsonText(saved));
  };
  if (!columns.headerOf.has('reference')) {
    // The mapping file is where staff name the reference column: write it even now.
    await saveMapping(new Set());
    return fileRejection(1, 'reference', `missing column: no header names the reference (accepted names: ${acceptedNames('reference')}); or name it in a mapping file (--map); header read: ${header.join(table.delimiter)}`);
  }

  const weightIndex = columns.byIndex.indexOf('poids_unitaire_g');
  if (weightIndex !== -1 && weightUnit === undefined) {
    columns.byIndex[weightIndex] = undefined;
    report.warnings.push({ file: name, line: 1, column: header[weightIndex] ?? 'weight', reason: 'the header gives no unit: weights left out (give --weight-unit g|kg|lb|oz, or "weightUnit" in the mapping file)' });
  }

  const fillVariant = shopifyVariants(header) ?? wooVariations(header);
  const seen = new Map<string, number>();
  /** The catalogue line of each imported row by reference: one flat string each until the write. */
  const changed = new Map<string, string>();
  const rejectedRows: RejectedRow[] = [];
  const notes = newCellNotes();
  let newWithoutStock = 0;
  try {
    for await (const batch of table.batches) for (const { line, cells } of batch) {
      const rowRejections: Rejection[] = [];
      const reject = (column: string, reason: string) => rowRejections.push({ file: name, line, column, reason });
      const warn = (column: string, reason: string) => report.warnings.push({ file: name, line, column, reason });
      const width = widthWithin(cells, header.length);
      if (width > header.length) {
        reject('(row)', `the row has ${width} columns, the header ${header.length} (a delimiter inside an unquoted value?)`);
      } else if (cells.length < header.length) {
        reject(header[cells.length] ?? '(row)', `missing value: the row has ${cells.length} of ${header.length} columns`);
      } else {
        const incoming: ProductCells = {};
        for (let i = 0; i < cells.length; i += 1) {
          const column = columns.byIndex[i];
          if (column !== undefined) incoming[column] = cells[i];
        }
        const blank = (column: CatalogueColumn) => (incoming[column] ?? '').trim() === '';
        const reference = incoming.reference?.trim() ?? '';
        if (reference === '' && blank('name') && blank('price')) {
          report.skipped += 1;
          warn('(row)', 'no reference, name or price: not a product (an image or variant line of a shop export?), skipped');
          continue;
        }
        fillVariant?.(cells, incoming);
        const existing = reference === '' ? undefined : catalogue.get(reference);
        if (reference === '') reject(headerName('reference'), 'no reference');
        else if (seen.has(reference)) reject(headerName('reference'), `duplicate reference "${reference}", first seen on line ${seen.get(reference)}`);
        else seen.set(reference, line);

        const categoryGiven = !blank('category');
        cleanProductCells(incoming, {
          weightUnit,
          resolveCategory,
          existing: existing !== undefined,
          warn: (column, reason) => warn(headerName(column), reason),
          reject: (column, reason) => reject(headerName(column), reason),
        }, notes);
        if (!existing && reference !== '') {
          if (blank('name')) reject(headerName('name'), missing('name', columns, 'name'));
          if (blank('price')) reject(headerName('price'), missing('price', columns, 'price'));
          if (!categoryGiven) reject(headerName('category'), missing('category', columns, 'rayon'));
          if (blank('stock')) {
            incoming.stock = '0';
            newWithoutStock += 1;
          }
        }

        if (rowRejections.length === 0) {
          incoming.reference = reference;
          const raw: Record<string, string | undefined> = existing === undefined ? incoming : { ...existing, ...incoming };
          for (let repairs = 0; repairs <= MAX_REPAIRS; repairs += 1) {
            const parsed = parseProduct(raw);
            if (parsed.ok) {
              const line = productLine(parsed.product);
              if (!existing) report.created += 1;
              else if (rowLine(existing) === line) report.skipped += 1;
              else report.updated += 1;
              changed.set(reference, line);
              break;
            }
            const fatal = parsed.issues.filter((issue) => ESSENTIAL.has(issue.field));
            for (const issue of fatal) reject(headerName(issue.field), issue.message);
            if (fatal.length > 0) break;
            for (const issue of parsed.issues) {
              const column = issue.field.replace(/^specifications\./, '').split('.')[0] ?? issue.field;
              const fallback = column === 'stock' && !existing ? '0' : existing?.[column as CatalogueColumn];
              warn(headerName(column), `${issue.message}; left out${fallback === undefined ? '' : existing ? ', the stored value kept' : ', stock 0'}`);
              raw[column] = fallback;
            }
          }
        }
      }
      if (rowRejections.length > 0) {
        report.rejected += 1;
        report.rejections.push(...rowRejections);
        rejectedRows.push({ line, cells, reasons: rowRejections.map((r) => `${r.column}: ${r.reason}`) });
      }
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    // Past a syntax error the rows cannot be trusted: nothing of this file is imported.
    return fileRejection(error.line, '(file)', `${error.message}; nothing imported`);
  }

  for (const stray of table.strayBytes) {
    report.warnings.push({ file: name, line: stray.line, column: '(encoding)', reason: `byte 0x${stray.byte.toString(16).toUpperCase()} is not UTF-8; read as Windows-1252 "${stray.char}"` });
  }
  if (newWithoutStock > 0) {
    const lookalikes = columns.unknown.filter((header) => STOCK_LIKE.test(header)).map((header) => `"${header}"`);
    const unmapped = lookalikes.length > 0 ? `; ${lookalikes.join(', ')} is not read as the stock: name it in a mapping file (--map) if it is` : '';
    const why = columns.headerOf.has('stock') ? `their ${headerName('stock')} cell is blank` : `the file has no stock column (accepted names: ${acceptedNames('stock')})${unmapped}`;
    report.warnings.push({ file: name, column: 'stock', reason: `${newWithoutStock} new product(s) created with stock 0: ${why}` });
  }
  const { unknownCategories, shopKinds, htmlStripped } = notes;
  if (unknownCategories.size > 0) {
    report.warnings.push({ file: name, column: headerName('category'), reason: `${unknownCategories.size === 1 ? '1 category matches' : `${unknownCategories.size} categories match`} no rayon; the rayons are ${rayons.map((r) => `${r.nom_du_rayon} (${r.libelle})`).join(', ')}` });
  }
  if (shopKinds.size > 0) {
    report.warnings.push({ file: name, column: headerName('type'), reason: `holds the shop's product kinds (${[...shopKinds].join(', ')}), not catalogue types (pile, batterie, chargeur, accessoire): left out` });
  }
  if (htmlStripped > 0) report.warnings.push({ file: name, column: 'description', reason: `HTML tags removed from ${htmlStripped} description(s)` });
  report.warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

  if (options.logFile !== undefined) await writeRejectedRows(options.logFile, header, rejectedRows, table.delimiter);
  await saveMapping(unknownCategories);

  const wantsWrite = report.created + report.updated > 0 && !report.dryRun && !(options.strict && report.rejected > 0);
  if (wantsWrite) {
    const writes = new StagedWrites();
    writes.stage(dataPath(options.dataDir, DATA_FILES.products), importedCatalogue(catalogue, changed));
    await writes.commit();
    report.written = true;
  }
  return report;
}
