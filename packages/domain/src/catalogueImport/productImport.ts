import { imageAddresses } from './imageSources.ts';
import type { ImageSource } from './imageSources.ts';
import type { Product } from '../schemas/product.ts';
import type { Rayon } from '../schemas/rayon.ts';
import { parseProduct, productRowParser } from '../schemas/product.ts';
import { VAT_RATE } from '../rules/vat.ts';
import { categoryResolver } from './categories.ts';
import { acceptedNames, CATALOGUE_COLUMNS, mapHeader, readHeader } from './columns.ts';
import type { CatalogueColumn, ColumnMapping, HeaderMap, WeightUnit } from './columns.ts';
import type { ImportTally, Rejection } from './importReport.ts';
import { FRENCH_COLUMN_LABELS, importReasons, WHOLE_ROW } from './importReasons.ts';
import type { ImportLanguage } from './importReasons.ts';
import { groupRepeatedWarnings } from './groupedWarnings.ts';
import { cleanProductCells, newCellNotes } from './productCells.ts';
import type { ProductCells } from './productCells.ts';
import { newProductRows } from './newProductRows.ts';
import { rowOfCells, sameAsStored, storedProductRows } from './storedProductRows.ts';
import type { StoredCatalogue } from './storedProductRows.ts';
import { csvLine, productLine, rowLine } from './productRows.ts';
import { importedProductText, productText } from './storedProductJson.ts';
import type { ImportedProductText } from './storedProductJson.ts';
import { isStateHeader, rowState } from './productVisibility.ts';
import { isMagentoAttributes, magentoAttributes, magentoParents, shopifyVariants, wooVariations } from './shopVariants.ts';

/** A record of the file: the physical line it starts on, and its cells. */
export interface ImportRow {
  line: number;
  cells: string[];
}

/** A refused row as read, with why, for the rejected-rows log. */
export interface RejectedRow {
  line: number | undefined;
  cells: readonly string[];
  reasons: readonly string[];
}

export interface ProductImportInput<T> {
  /** The file's name in messages. */
  file: string;
  header: string[];
  /** The records after the header, a batch at a time. */
  batches: AsyncIterable<readonly ImportRow[]> | Iterable<readonly ImportRow[]>;
  /** The catalogue as it stands, by reference (storedCatalogue(rows) for a Map of rows). */
  catalogue: StoredCatalogue;
  rayons: readonly Rayon[];
  /** The file's headers, weight unit and categories, as staff saved them. */
  mapping?: ColumnMapping;
  /** Overrides the unit of the mapping file and of the weight header. */
  weightUnit?: WeightUnit | undefined;
  /** The file's delimiter, to quote the header read when it names no reference. */
  delimiter?: string;
  /** Headers the caller writes itself (the CLI's rejected-rows log): not warned about. */
  ownHeaders?: ReadonlySet<string>;
  /** The language of the reasons: English (the CLI, the default) or French (the administration's page). */
  language?: ImportLanguage;
  /** The caller fetches the image addresses of `imageSources` (the shop's photo store): no "not fetched" warning. */
  fetchesImages?: boolean;
  /** Counts, rejections and warnings are added here. */
  report: ImportTally;
  /**
   * What the plan keeps of each imported product: the seed its catalogue line, the database the
   * product itself or the text it stores (its JSON and search text), each worked out on demand (most
   * rows go from their cells straight to the line and the text, newProductRows.ts,
   * storedProductJson.ts): an import makes only what its target writes.
   */
  keep: (line: () => string, product: () => Product, text: () => ImportedProductText) => T;
}

export interface ProductImportPlan<T> {
  /** False when the file names no reference column: nothing can be imported. */
  readable: boolean;
  /** The catalogue column of each header cell, as read (before a weight without unit is left out). */
  mappedHeader: (CatalogueColumn | undefined)[];
  weightUnit: WeightUnit | undefined;
  /** What `keep` made of each imported product, by reference: new, changed and unchanged ones. */
  changed: Map<string, T>;
  rejectedRows: RejectedRow[];
  /** Categories of the file that match no rayon. */
  unknownCategories: Set<string>;
  /** Imported products the file calls inactive (État, Published, Status): their product is `hidden`. */
  hidden: number;
  /** Imported products whose state the file gives (on sale or not): written even when nothing else changed. */
  stateGiven: number;
  /** The image addresses of each imported product, by reference, in the file's order. */
  imageSources: Map<string, ImageSource[]>;
}

const parseCatalogueCells = productRowParser(CATALOGUE_COLUMNS);

/** The product of a catalogue line's cells, which newProductRows made valid. */
function productOfCells(cells: readonly string[]): Product {
  const parsed = parseCatalogueCells(cells);
  if (!parsed.ok) throw new Error(`a catalogue line the import checked is refused: ${parsed.issues.map((issue) => issue.message).join('; ')}`);
  return parsed.product;
}

/** Image URL columns of the shops' exports (Shopify Image Src and Variant Image, PrestaShop and WooCommerce Image(s), Image URLs). */
const IMAGE_URL_HEADERS = new Set(['imagesrc', 'variantimage', 'image', 'images', 'imageurl', 'imageurls', 'urldesimages', 'urlsdesimages', 'urlimage', 'urlimages']);
const isImageUrlHeader = (header: string) => IMAGE_URL_HEADERS.has(readHeader(header).key);
/** Shopify's image columns hold one address each, commas included (Cloudinary's transformations). */
const ONE_ADDRESS_HEADERS = new Set(['imagesrc', 'variantimage']);

/** Without these a row cannot make a product: it is rejected. Any other bad field is left out with a warning. */
const ESSENTIAL = new Set(['reference', 'id', 'name', 'price', 'category']);
const MAX_REPAIRS = 8;
/** Ignored headers that look like a stock, named in the stock warning. */
const STOCK_LIKE = /stock|qty|quant|inventor|dispo|\bavail|on ?hand|lager|bestand/i;

type Say = ReturnType<typeof importReasons>;

function headerWarnings(columns: HeaderMap, mapping: ColumnMapping, file: string, ownHeaders: ReadonlySet<string>, report: ImportTally, say: Say): void {
  const silenced = new Set(Object.entries(mapping.columns ?? {}).filter(([, column]) => column === null).map(([header]) => header.trim()));
  const ignored = columns.unknown.filter((header) => !ownHeaders.has(header) && !silenced.has(header.trim()) && !isImageUrlHeader(header) && !isStateHeader(header));
  if (ignored.length > 0) report.warnings.push({ file, line: 1, reason: say('columnsIgnored', { headers: ignored }) });
  for (const [header, kept] of columns.repeated) {
    report.warnings.push({ file, line: 1, column: header, reason: say('sameColumnAs', { kept }) });
  }
}

/**
 * Says in the report how the file's prices are read, and leaves out a price column that says neither
 * HT nor TTC (a 10 € HT product stored at 12 € is worse than a price left to give). True when the
 * prices are with tax, to be converted.
 */
function readPriceColumn(columns: HeaderMap, file: string, report: ImportTally, say: Say): boolean {
  const price = columns.price;
  if (price === undefined) return false;
  const warn = (reason: string) => report.warnings.push({ file, line: 1, column: price.header, reason });
  if (price.withTaxIgnored !== undefined) {
    report.warnings.push({ file, line: 1, column: price.withTaxIgnored, reason: say('priceWithTaxIgnored', { kept: price.header }) });
  }
  switch (price.basis) {
    case 'unstated':
      columns.byIndex[columns.byIndex.indexOf('price')] = undefined;
      columns.headerOf.delete('price');
      warn(say('priceUnstated', { header: price.header }));
      return false;
    case 'withTax':
      warn(say('priceWithTax', { rate: VAT_RATE }));
      return true;
    case 'recognisedExport':
      warn(say('priceOfExport', { exportName: columns.recognised?.name ?? '' }));
      return false;
    default:
      return false;
  }
}

/** The row's columns, not counting blank cells past the header's last column (the trailing `;;` spreadsheets write). */
function widthWithin(cells: readonly string[], headerLength: number): number {
  let width = cells.length;
  while (width > headerLength && (cells[width - 1] ?? '').trim() === '') width -= 1;
  return width;
}

/** Why a new product lacks an essential value: the cell is blank, or the file has no such column at all. */
function missing(value: 'name' | 'price' | 'category', columns: HeaderMap, say: Say, language: ImportLanguage): string {
  return columns.headerOf.has(value) ? say('blankEssential', { value }) : say('noEssentialColumn', { value, accepted: acceptedNames(value, language) });
}

/**
 * The product import of `otech import products` and of the administration's catalogue page: each
 * row upserts a product by reference. A row that names an existing reference changes only the
 * columns the file has, so a file of `reference;price;stock` updates prices and stock. A row is
 * rejected only when it cannot make a usable product (no reference, name, price or rayon); a bad
 * optional field is left out with a warning and the row imported. Nothing is written here: the
 * caller writes `changed`, or not (a dry run, or all or nothing).
 */
export async function planProductImport<T>(input: ProductImportInput<T>): Promise<ProductImportPlan<T>> {
  const { file, header, catalogue, rayons, report } = input;
  const mapping = input.mapping ?? {};
  const language = input.language ?? 'en';
  const say = importReasons(language);
  const columns = mapHeader(header, mapping);
  const firstWarning = report.warnings.length;
  const readHeaders = new Set([...(input.ownHeaders ?? []), ...header.filter(isMagentoAttributes)]);
  headerWarnings(columns, mapping, file, readHeaders, report, say);
  // A column the file does not have is named as the catalogue calls it, in French by its label.
  const catalogueName = (column: string) => (language === 'fr' ? (FRENCH_COLUMN_LABELS[column as CatalogueColumn] ?? column) : column);
  const headerName = (column: string) => {
    const own = column.replace(/^specifications\./, '') as CatalogueColumn;
    return columns.headerOf.get(own) ?? catalogueName(language === 'fr' ? own : column);
  };
  const mappedHeader = [...columns.byIndex];
  const weightUnit = input.weightUnit ?? mapping.weightUnit ?? columns.weightUnit;
  const plan: ProductImportPlan<T> = { readable: true, mappedHeader, weightUnit, changed: new Map(), rejectedRows: [], unknownCategories: new Set(), hidden: 0, stateGiven: 0, imageSources: new Map() };
  if (!columns.headerOf.has('reference')) {
    const reason = say('noReferenceColumn', { accepted: acceptedNames('reference', language), header: header.join(input.delimiter ?? ';') });
    report.rejections.push({ file, line: 1, column: catalogueName('reference'), reason });
    return { ...plan, readable: false };
  }

  const weightIndex = columns.byIndex.indexOf('poids_unitaire_g');
  if (weightIndex !== -1 && weightUnit === undefined) {
    columns.byIndex[weightIndex] = undefined;
    report.warnings.push({ file, line: 1, column: header[weightIndex] ?? 'weight', reason: say('weightWithoutUnit', {}) });
  }

  if (columns.weightUnitByConvention && input.weightUnit === undefined && mapping.weightUnit === undefined && weightIndex !== -1) {
    report.warnings.push({ file, line: 1, column: header[weightIndex] ?? 'weight', reason: say('weightOfExport', { exportName: columns.recognised?.name ?? '', unit: columns.weightUnit ?? 'kg' }) });
  }
  const pricesWithTax = readPriceColumn(columns, file, report, say);

  const resolveCategory = categoryResolver(rayons, mapping.categories);
  // Magento's attributes cell fills other columns: those rows go the general path too.
  const fillVariant = shopifyVariants(header) ?? wooVariations(header) ?? magentoAttributes(header);
  // Never a row either direct path takes: it has no price.
  const skipParent = magentoParents(header);
  const readerContext = { weightUnit, resolveCategory, pricesWithTax };
  // Variants take cells from other rows: they go the general path.
  const newRows = fillVariant === undefined ? newProductRows(columns.byIndex, readerContext) : undefined;
  const storedRows = fillVariant === undefined ? storedProductRows(columns.byIndex, readerContext) : undefined;
  const referenceIndex = columns.byIndex.indexOf('reference');
  const seen = new Map<string, number>();
  const notes = newCellNotes();
  let newWithoutStock = 0;
  let storedStockKept = 0;
  /** Rows naming a stored product, read or rejected. */
  let storedNamed = 0;
  /**
   * A clean row of a new or a stored product (most rows of most files, first imports and
   * re-imports alike): its catalogue line, without the general path's objects; false for any other row.
   */
  const stateIndexes = header.flatMap((name, index) => (columns.byIndex[index] === undefined && isStateHeader(name) ? [index] : []));
  /** The row's state, read before the row itself: undefined when the file says nothing of it. */
  let state: boolean | undefined;
  /** What the plan keeps of an imported row: its product carries the file's state when it gives one. */
  const keep = (line: () => string, product: () => Product, cells?: readonly string[]) => {
    const hidden = state === undefined ? undefined : !state;
    const kept = hidden === undefined ? product : () => ({ ...product(), hidden });
    // A clean row's stored text is written from its checked cells, with no product object.
    return input.keep(line, kept, cells === undefined ? () => productText(kept()) : () => importedProductText(cells, hidden, kept));
  };
  const importedDirectly = (line: number, cells: readonly string[]): boolean => {
    if (storedRows === undefined || cells.length !== header.length) return false;
    const reference = (cells[referenceIndex] ?? '').trim();
    if (reference === '' || seen.has(reference)) return false;
    const stored = catalogue.cells(reference);
    if (stored !== undefined) storedNamed += 1;
    const catalogueCells = stored === undefined ? newRows?.read(cells) : storedRows.read(cells, stored);
    if (catalogueCells === undefined) {
      if (stored !== undefined) storedNamed -= 1;
      return false;
    }
    seen.set(reference, line);
    if (stored === undefined) report.created += 1;
    else if (sameAsStored(catalogueCells, stored)) report.skipped += 1;
    else report.updated += 1;
    plan.changed.set(reference, keep(() => csvLine(catalogueCells), () => productOfCells(catalogueCells), catalogueCells));
    return true;
  };
  const imageIndexes = header.flatMap((name, index) => (isImageUrlHeader(name) ? [index] : []));
  const severalAddresses = header.map((name) => !ONE_ADDRESS_HEADERS.has(readHeader(name).key));
  /** Rows naming image URLs: reported per imported product, since the import does not fetch them. */
  const imageRows: { line: number; reference: string; urls: [string, string][] }[] = [];
  // Shopify writes a product's further images on rows of their own (its Handle and an Image Src): the
  // Handle's first reference owns them. No Handle apart (-1) where the Handle is itself the reference column.
  const handleIndex = header.findIndex((name, index) => index !== referenceIndex && name.trim().toLowerCase() === 'handle');
  const referenceOfHandle = new Map<string, string>();
  const imageOwner = (cells: readonly string[]): string => {
    const own = (cells[referenceIndex] ?? '').trim();
    const handle = handleIndex === -1 ? '' : (cells[handleIndex] ?? '').trim();
    if (handle === '') return own;
    if (own !== '' && !referenceOfHandle.has(handle)) referenceOfHandle.set(handle, own);
    return own !== '' ? own : (referenceOfHandle.get(handle) ?? '');
  };
  for await (const batch of input.batches) for (const row of batch) {
    if (imageIndexes.length > 0) {
      const urls = imageIndexes.flatMap((index): [string, string][] => imageAddresses(row.cells[index] ?? '', severalAddresses[index] ?? true).map((url) => [header[index] ?? '', url]));
      const reference = imageOwner(row.cells);
      if (urls.length > 0) imageRows.push({ line: row.line, reference, urls });
    }
    state = stateIndexes.length === 0 ? undefined : rowState(row.cells, stateIndexes, (index, value) => report.warnings.push({ file, line: row.line, column: header[index] ?? '', reason: say('stateUnknown', { value }) }));
    const changedBefore = plan.changed.size;
    const counted = () => {
      if (plan.changed.size === changedBefore || state === undefined) return;
      plan.stateGiven += 1;
      if (!state) plan.hidden += 1;
    };
    if (importedDirectly(row.line, row.cells)) {
      counted();
      continue;
    }
    const { line, cells } = row;
    const rowRejections: Rejection[] = [];
    const reject = (column: string, reason: string) => rowRejections.push({ file, line, column, reason });
    const warn = (column: string, reason: string) => report.warnings.push({ file, line, column, reason });
    const width = widthWithin(cells, header.length);
    if (width > header.length) {
      reject(WHOLE_ROW, say('rowTooWide', { width, headerWidth: header.length }));
    } else if (cells.length < header.length) {
      reject(header[cells.length] ?? WHOLE_ROW, say('rowTooShort', { width: cells.length, headerWidth: header.length }));
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
        warn(WHOLE_ROW, say('notAProduct', {}));
        continue;
      }
      const notAProduct = fillVariant?.(cells, incoming) ?? skipParent?.(cells, incoming);
      if (notAProduct !== undefined) {
        report.skipped += 1;
        warn(headerName('type'), say(notAProduct, {}));
        continue;
      }
      const storedCells = reference === '' ? undefined : catalogue.cells(reference);
      const existing = storedCells === undefined ? undefined : rowOfCells(storedCells);
      if (existing !== undefined) storedNamed += 1;
      const firstLine = seen.get(reference);
      if (reference === '') reject(headerName('reference'), say('noReference', {}));
      else if (firstLine !== undefined) reject(headerName('reference'), say('duplicateReference', { reference, firstLine }));
      else seen.set(reference, line);

      const categoryGiven = !blank('category');
      cleanProductCells(incoming, {
        weightUnit,
        pricesWithTax,
        resolveCategory,
        existing: existing !== undefined,
        say,
        warn: (column, reason) => warn(headerName(column), reason),
        reject: (column, reason) => reject(headerName(column), reason),
      }, notes);
      if (!existing && reference !== '') {
        if (blank('name')) reject(headerName('name'), missing('name', columns, say, language));
        if (blank('price')) reject(headerName('price'), missing('price', columns, say, language));
        if (!categoryGiven) reject(headerName('category'), missing('category', columns, say, language));
      }
      // Counted once the product is created: a rejected row creates nothing with stock 0.
      const stockDefaulted = !existing && reference !== '' && blank('stock');
      if (stockDefaulted) incoming.stock = '0';
      // A blank stock cell says nothing of an existing product's stock: the stored one is kept (it would read as the schema's default, 1).
      if (existing !== undefined && incoming.stock !== undefined && blank('stock')) {
        delete incoming.stock;
        storedStockKept += 1;
      }

      if (rowRejections.length === 0) {
        incoming.reference = reference;
        const raw: Record<string, string | undefined> = existing === undefined ? incoming : { ...existing, ...incoming };
        for (let repairs = 0; repairs <= MAX_REPAIRS; repairs += 1) {
          const parsed = parseProduct(raw, language);
          if (parsed.ok) {
            const line = productLine(parsed.product);
            if (!existing) {
              report.created += 1;
              if (stockDefaulted) newWithoutStock += 1;
            } else if (rowLine(existing) === line) report.skipped += 1;
            else report.updated += 1;
            plan.changed.set(reference, keep(() => line, () => parsed.product));
            break;
          }
          const fatal = parsed.issues.filter((issue) => ESSENTIAL.has(issue.field));
          for (const issue of fatal) reject(headerName(issue.field), issue.message);
          if (fatal.length > 0) break;
          for (const issue of parsed.issues) {
            const column = issue.field.replace(/^specifications\./, '').split('.')[0] ?? issue.field;
            const fallback = column === 'stock' && !existing ? '0' : existing?.[column as CatalogueColumn];
            warn(headerName(column), say('leftOut', { issue: issue.message, fallback: fallback === undefined ? 'none' : existing ? 'stored' : 'stock0' }));
            raw[column] = fallback;
          }
        }
      }
    }
    counted();
    if (rowRejections.length > 0) {
      report.rejected += 1;
      report.rejections.push(...rowRejections);
      plan.rejectedRows.push({ line, cells, reasons: rowRejections.map((r) => `${r.column}: ${r.reason}`) });
    }
  }

  newWithoutStock += newRows?.stockDefaulted ?? 0;
  storedStockKept += storedRows?.storedStockKept ?? 0;
  const lookalikes = columns.unknown.filter((name) => STOCK_LIKE.test(name));
  if (newWithoutStock > 0) {
    const stockHeader = columns.headerOf.get('stock');
    report.warnings.push({ file, column: catalogueName('stock'), reason: say('newWithoutStock', { count: newWithoutStock, stockHeader, accepted: acceptedNames('stock', language), lookalikes }) });
  }
  if (storedNamed > 0 && !columns.headerOf.has('stock') && lookalikes.length > 0) {
    report.warnings.push({ file, column: catalogueName('stock'), reason: say('storedStockUnread', { count: storedNamed, lookalikes }) });
  }
  if (storedStockKept > 0) {
    report.warnings.push({ file, column: headerName('stock'), reason: say('storedStockKept', { count: storedStockKept, stockHeader: headerName('stock') }) });
  }
  const { unknownCategories, shopKinds, htmlStripped } = notes;
  if (unknownCategories.size > 0) {
    const rayonList = rayons.map((r) => `${r.nom_du_rayon} (${r.libelle})`).join(', ');
    report.warnings.push({ file, column: headerName('category'), reason: say('unknownCategories', { count: unknownCategories.size, rayons: rayonList }) });
  }
  if (shopKinds.size > 0) report.warnings.push({ file, column: headerName('type'), reason: say('shopKinds', { kinds: [...shopKinds] }) });
  if (htmlStripped > 0) report.warnings.push({ file, column: catalogueName('description'), reason: say('htmlStripped', { count: htmlStripped }) });
  for (const { line, reference, urls } of imageRows) {
    if (!plan.changed.has(reference)) continue;
    plan.imageSources.set(reference, [...(plan.imageSources.get(reference) ?? []), ...urls.map(([column, url]) => ({ line, column, url }))]);
    if (!input.fetchesImages) for (const [column, url] of urls) report.warnings.push({ file, line, column, reason: say('imageNotFetched', { reference, url }) });
  }
  if (plan.hidden > 0) report.warnings.push({ file, column: stateIndexes.map((index) => header[index]).join(', '), reason: say('inactiveHidden', { count: plan.hidden, headers: stateIndexes.map((index) => header[index] ?? '') }) });
  report.warnings.splice(firstWarning, Infinity, ...groupRepeatedWarnings(report.warnings.slice(firstWarning), language));
  return { ...plan, unknownCategories };
}
