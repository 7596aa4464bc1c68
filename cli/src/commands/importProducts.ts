import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { imageFailureWarnings, importReasons, planProductImport, WHOLE_FILE } from '@otech/domain/catalogue-import';
import type { ColumnMapping, WeightUnit } from '@otech/domain/catalogue-import';
import { CsvSyntaxError, openTable } from '../csv/readTable.ts';
import type { ReadProgress, TextEncoding } from '../csv/readTable.ts';
import { jsonText } from '../io/dataDir.ts';
import { LOG_COLUMNS, writeRejectedRows } from '../io/rejectedRowsLog.ts';
import type { ProductTarget } from '../targets/productTargets.ts';
import { newReport, UsageError } from '../report.ts';
import type { ImportReport } from '../report.ts';

export interface ImportProductsOptions {
  /** Where the catalogue is read and written: the runtime database, or the seed with --into-seed. */
  target: ProductTarget;
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
  onProgress?: (progress: ReadProgress) => void;
}

const LOG_HEADERS = new Set<string>(LOG_COLUMNS);

/**
 * `otech import products FILE`: upserts the file's rows by reference into the target (the shop's
 * runtime database, or data/products.csv with --into-seed). A
 * row that names an existing reference changes only the columns the file has, so a file of
 * `reference;price;stock` updates prices and stock. A row is rejected only when it cannot make a
 * usable product (no reference, name, price or rayon); a bad optional field is left out with a
 * warning and the row imported.
 */
export async function importProducts(file: string, options: ImportProductsOptions): Promise<ImportReport> {
  const name = options.displayName ?? file;
  const mapping = options.mapping ?? {};
  const report = newReport('import products', name, options.dryRun ?? false);
  const say = importReasons('en');
  const fileRejection = (line: number, column: string, reason: string) => {
    report.rejections.push({ file: name, line, column, reason });
    return report;
  };
  const { rayons, catalogue } = await options.target.load();
  const codes = rayons.map((r) => r.nom_du_rayon);
  for (const [category, code] of Object.entries(mapping.categories ?? {})) {
    if (code !== null && !codes.includes(code)) throw new UsageError(`mapping file: categories: "${category}": "${code}" is not a rayon code (${codes.join(', ')})`);
  }

  let table;
  try {
    table = await openTable(file, { encoding: options.encoding, onProgress: options.onProgress });
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return fileRejection(error.line, WHOLE_FILE, say('unreadable', { detail: error.message }));
  }
  report.encoding = table.encoding;
  report.delimiter = table.delimiter;
  const header = table.header;
  if (header === undefined) return fileRejection(1, WHOLE_FILE, say('emptyFile', {}));

  let plan;
  try {
    plan = await planProductImport({
      file: name,
      header,
      batches: table.batches,
      catalogue,
      rayons,
      mapping,
      weightUnit: options.weightUnit,
      delimiter: table.delimiter,
      ownHeaders: LOG_HEADERS,
      fetchesImages: options.target.fetchesImages,
      report,
      keep: (line, product, text) => ({ line, product, text }),
    });
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    // Past a syntax error the rows cannot be trusted: nothing of this file is imported.
    return fileRejection(error.line, WHOLE_FILE, say('unreadable', { detail: error.message }));
  }
  /** --save-map: every header with its column or null, the weight unit, the categories still to decide. */
  const saveMapping = async (unknownCategories: ReadonlySet<string>) => {
    if (options.saveMap === undefined) return;
    const saved: ColumnMapping = {
      columns: Object.fromEntries(header.map((h, i) => [h, plan.mappedHeader[i] ?? null]).filter(([h]) => !LOG_HEADERS.has(h as string))),
      ...(plan.weightUnit === undefined ? {} : { weightUnit: plan.weightUnit }),
      categories: { ...mapping.categories, ...Object.fromEntries([...unknownCategories].map((category) => [category, null])) },
    };
    await writeFile(options.saveMap, jsonText(saved));
  };
  // The mapping file is where staff name the reference column: it is written even then.
  await saveMapping(plan.unknownCategories);
  if (!plan.readable) return report;

  for (const stray of table.strayBytes) {
    report.warnings.push({ file: name, line: stray.line, column: '(encoding)', reason: `byte 0x${stray.byte.toString(16).toUpperCase()} is not UTF-8; read as Windows-1252 "${stray.char}"` });
  }
  report.warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

  if (options.logFile !== undefined) await writeRejectedRows(options.logFile, header, plan.rejectedRows, table.delimiter);

  if (plan.stateGiven > 0) report.hidden = plan.hidden;
  // A product's state alone (État, Published) is a change the catalogue cells do not show.
  const wantsWrite = report.created + report.updated + plan.stateGiven > 0 && !report.dryRun && !(options.strict && report.rejected > 0);
  if (wantsWrite) {
    const { stored, failures } = await options.target.write(plan.changed, { sources: plan.imageSources, baseDir: path.dirname(path.resolve(file)) });
    if (options.target.fetchesImages && plan.imageSources.size > 0) report.photos = { stored, notStored: failures.length };
    if (failures.length > 0) {
      const { IMPORTED_IMAGE_LIMITS } = await import('@otech/api/imports');
      report.warnings.push(...imageFailureWarnings(name, failures, IMPORTED_IMAGE_LIMITS));
    }
    report.written = true;
  }
  return report;
}
