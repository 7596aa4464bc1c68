import type { CatalogueImportResult, Rayon } from '@otech/domain';
import { importReasons, mapHeader, planProductImport, WHOLE_FILE } from '@otech/domain/catalogue-import';
import type { ColumnMapping, ImportLanguage, ImportRow, ImportTally, StoredCatalogue, ImageSource, ImportedProductText } from '@otech/domain/catalogue-import';
import { readUploadedCsv, UploadedCsvError } from './uploadedCsv.ts';

/** A CSV sent from the administration's catalogue page, with what reading it needs. */
export interface CatalogueUpload {
  /** The file's name in the report. */
  file: string;
  bytes: Uint8Array;
  /** Checked by the route as the CLI checks `--map`. */
  mapping: ColumnMapping;
  rayons: Rayon[];
  /** True when the import is to be written: the products are kept for the write. */
  keepProducts: boolean;
  /** The report's language: French for the administration's page, English for `otech import products`. */
  language: ImportLanguage;
}

/** What the file would do, as the page shows it, and what to write if it is applied. */
export interface UploadPlan {
  result: Omit<CatalogueImportResult, 'applied'>;
  /** Readable, no row refused, and something to create or change: the file may be written. */
  writable: boolean;
  /** [reference, the text stored for its product] of every imported row, when kept and writable. */
  products: [string, ImportedProductText][];
  /** [reference, image addresses] of the imported products, when kept and writable: fetched at the write. */
  images: [string, ImageSource[]][];
}

/**
 * The stored products the file names, as catalogue cells by reference. Asked once the file is
 * read: only those the import compares with, not the whole catalogue.
 */
export type StoredLookup = (references: string[]) => Promise<ReadonlyMap<string, readonly string[]>>;

const newTally = (): ImportTally => ({ created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warnings: [] });

/** The distinct references of the file's rows, in the column the import reads them from. */
function referencesOf(rows: readonly ImportRow[], referenceIndex: number): string[] {
  const references = new Set<string>();
  for (const { cells } of rows) {
    const reference = (cells[referenceIndex] ?? '').trim();
    if (reference !== '') references.add(reference);
  }
  return [...references];
}

/** The catalogue of the looked-up references; any other is a mistake in referencesOf, never a silent "new product". */
function lookedUpCatalogue(references: readonly string[], stored: ReadonlyMap<string, readonly string[]>): StoredCatalogue {
  const asked = new Set(references);
  return {
    cells(reference) {
      if (!asked.has(reference)) throw new Error(`the import compared "${reference}", a reference it did not look up`);
      return stored.get(reference);
    },
  };
}

/**
 * The product import of `otech import products` on an uploaded file: decoded, parsed and checked
 * row by row (planProductImport), the reasons in the upload's language, nothing written. CPU work proportional
 * to the file, so it runs on the import thread (importOffThread.ts), never on a request's.
 */
export async function planCatalogueUpload(upload: CatalogueUpload, lookup: StoredLookup): Promise<UploadPlan> {
  const { file, mapping, rayons, language } = upload;
  const report = newTally();
  const say = importReasons(language);
  const refused = (read: { encoding: string; delimiter: string }, header: string[] = []): UploadPlan => ({ result: { file, ...report, ...read, header }, writable: false, products: [], images: [] });

  let table;
  try {
    table = readUploadedCsv(upload.bytes);
  } catch (error) {
    if (!(error instanceof UploadedCsvError)) throw error;
    report.rejections.push({ file, line: error.line, column: WHOLE_FILE, reason: say('unreadable', { detail: error.message }) });
    return refused({ encoding: '', delimiter: '' });
  }
  const read = { encoding: table.encoding, delimiter: table.delimiter };
  const { header, rows } = table;
  if (!header) {
    report.rejections.push({ file, line: 1, column: WHOLE_FILE, reason: say('emptyFile', {}) });
    return refused(read);
  }
  const referenceIndex = mapHeader(header, mapping).byIndex.indexOf('reference');
  const references = referenceIndex === -1 ? [] : referencesOf(rows, referenceIndex);
  const catalogue = lookedUpCatalogue(references, await lookup(references));
  const plan = await planProductImport({
    file,
    header,
    batches: [rows],
    catalogue,
    rayons,
    mapping,
    delimiter: table.delimiter,
    language,
    fetchesImages: true,
    report,
    // The stored text only: most rows go from their checked cells to it, with no product object.
    keep: (_line, _product, text) => (upload.keepProducts ? text() : undefined),
  });
  if (!plan.readable || report.rejected > 0 || report.rejections.length > 0) return refused(read, header);
  // A product's state alone (État, Published) is a change the catalogue cells do not show.
  const writable = report.created + report.updated + plan.stateGiven > 0;
  const products = writable && upload.keepProducts ? [...plan.changed].flatMap(([reference, product]) => (product ? [[reference, product] as [string, ImportedProductText]] : [])) : [];
  const images = writable && upload.keepProducts ? [...plan.imageSources] : [];
  return { result: { file, ...report, ...read, header }, writable, products, images };
}
