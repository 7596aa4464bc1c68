import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { readAsIs, readBoolean, readLabel, readList, readMeasure, readNumber, readText } from './coerce.ts';
import { isValidEan, readEan } from './ean.ts';
import { amount, count, expected, flag, optionalLongText, optionalText, requiredText, text, textList } from './fields.ts';
import type { FieldIssue, IssueLanguage } from './issues.ts';
import { entityMessage } from './frenchIssues.ts';
import { withFastPath } from './objectFastPath.ts';

/** An EAN the API refuses, in French (the product form shows it beside the field). */
export const EAN_INVALID = 'EAN invalide : 8 ou 13 chiffres avec une clé de contrôle valide';

/** HD photo found by reference (spec 1 §7): AV is the front view, AR the back view. */
export const ProductImageHDSchema = v.object({
  type: v.picklist(['AV', 'AR'], expected('"AV" or "AR"')),
  url: requiredText,
  /** Size label as delivered by the photo service, e.g. `1600x1600`. */
  size: text,
}, expected('an object'));
export type ProductImageHD = v.InferOutput<typeof ProductImageHDSchema>;

export const ProductSpecificationsSchema = v.object({
  dimensions: optionalText,
  terminals: optionalText,
  lifecycle: optionalText,
  temperature: optionalText,
}, expected('an object'));
export type ProductSpecifications = v.InferOutput<typeof ProductSpecificationsSchema>;

const ean = v.pipe(
  text,
  v.check(isValidEan, entityMessage((issue) => `expected 8 or 13 digits with a valid GS1 check digit, got ${JSON.stringify(issue.input)}`, EAN_INVALID)),
);

/**
 * Canonical catalogue product (spec 1 §3, spec 2 §3.7 and §3.8). Voltage, capacity and weight stay
 * text because the catalogue holds values such as `3.7/7.4` and the card shows "N/A" for a
 * non-numeric weight; `poids_unitaire_g` is the numeric unit weight in grams.
 */
export const ProductSchema = v.object({
  id: requiredText,
  reference: requiredText,
  name: requiredText,
  brand: optionalText,
  /** Rayon code (`vp`, `vc`…), see RayonSchema. */
  category: requiredText,
  /** Price excluding VAT, in euros. */
  price: amount,
  description: optionalLongText,
  detailedDescription: optionalLongText,
  voltage: optionalText,
  capacity: optionalText,
  type: optionalText,
  poids_unitaire_g: v.optional(amount),
  technologie: optionalText,
  weight: optionalText,
  imageUrl: optionalText,
  images: v.optional(textList, () => []),
  inStock: v.optional(flag, true),
  stock: v.optional(count, 1),
  /** False: not restocked once sold out, so an order above the stock is refused, not back-ordered (issue 21). */
  restocked: v.optional(flag),
  /** Indicative days before a back-ordered quantity ships ("Sur commande, délai indicatif : N jours"). */
  restockDays: v.optional(count),
  isPromoted: v.optional(flag, false),
  /** Sold at a net price (« Prix net »): no list discount, no return (terms of sale, article 8; decision 188). */
  isNetPrice: v.optional(flag),
  model: optionalText,
  ean: v.optional(ean),
  warranty: optionalText,
  specifications: v.optional(ProductSpecificationsSchema),
  technicalSpecs: v.optional(v.record(v.pipe(v.string(), v.maxLength(TEXT_LIMITS.line)), text, expected('a map of text values'))),
  certifications: v.optional(textList, () => []),
  compatibleWith: v.optional(textList, () => []),
  features: v.optional(textList, () => []),
  isDoublon: v.optional(flag),
  imageHD: v.optional(v.array(ProductImageHDSchema, expected('a list'))),
  imageAV: optionalText,
  imageAR: optionalText,
  hasUpgradedToHD: v.optional(flag),
  /** Images before the HD upgrade, kept so the upgrade can be rolled back (spec 1 §4). */
  originalImages: v.optional(textList),
  /** Inactive in the export it was imported from (issue 20): kept in the database, never sold, listed or in the sitemap. */
  hidden: v.optional(flag),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** Field names used by the legacy server and old exports (spec 1 §3), most specific first. */
const LEGACY_NAMES: Partial<Record<keyof Product, readonly string[]>> = {
  // Spec 2 §3.8: a product without a name is shown under its reference.
  name: ['designation_produit', 'designation', 'reference'],
  brand: ['marque'],
  category: ['nom_du_rayon', 'libelle'],
  price: ['prix_achat'],
  weight: ['poids'],
};

/** The fields the storefront lists as facets: each value read to one spelling (readLabel, readMeasure). */
const FACET_READERS = { brand: readLabel, type: readLabel, technologie: readLabel, voltage: readMeasure, capacity: readMeasure } as const;

/** Fields read with a reader other than their type's. */
const READERS: Partial<Record<keyof Product, (value: unknown) => unknown>> = { ...FACET_READERS, ean: (value) => readEan(readText(value)) };

/**
 * A product sent whole (the administration's product form, a program) with its facet fields read
 * as an import reads them, before ProductSchema checks it: `7,2` is stored `7.2` whichever way it came.
 */
export function withFacetSpellings(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const product: Record<string, unknown> = { ...body };
  for (const [field, read] of Object.entries(FACET_READERS)) if (typeof product[field] === 'string') product[field] = read(product[field]);
  return product;
}

const SPECIFICATION_KEYS = Object.keys(ProductSpecificationsSchema.entries) as (keyof ProductSpecifications)[];

/** The reader follows the schema's own type, so adding a field to ProductSchema is enough. */
function readerFor(schema: v.GenericSchema): (value: unknown) => unknown {
  const base = 'wrapped' in schema ? (schema.wrapped as v.GenericSchema) : schema;
  switch (base.type) {
    case 'number':
      return readNumber;
    case 'boolean':
      return readBoolean;
    case 'array':
      return readList;
    case 'string':
      return readText;
    default:
      return readAsIs;
  }
}

function firstPresent(raw: Record<string, unknown>, names: readonly string[], read: (value: unknown) => unknown) {
  for (const name of names) {
    const value = read(raw[name]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** How normalizeProduct reads a field's value from text: the reader of its schema's type, or its own. */
export function productFieldReader(field: keyof Product): (value: unknown) => unknown {
  return READERS[field] ?? readerFor(ProductSchema.entries[field]);
}

/** Each field's accepted names and reader, worked out once: imports run this for every row. */
const FIELD_READERS = (Object.keys(ProductSchema.entries) as (keyof Product)[])
  .filter((field) => field !== 'specifications')
  .map((field) => ({ field, names: [field, ...(LEGACY_NAMES[field] ?? [])], read: productFieldReader(field) }));

function readSpecifications(raw: Record<string, unknown>): unknown {
  const nested = raw['specifications'];
  // Left for ProductSchema to reject with the field name.
  if (nested !== undefined && nested !== null && (typeof nested !== 'object' || Array.isArray(nested))) return nested;
  const source = (nested ?? {}) as Record<string, unknown>;
  const specifications: Record<string, unknown> = {};
  for (const key of SPECIFICATION_KEYS) {
    // The catalogue CSV has flat dimensions/terminals/… columns; the API nests them.
    const value = readText(source[key]) ?? readText(raw[key]);
    if (value !== undefined) specifications[key] = value;
  }
  return Object.keys(specifications).length > 0 ? specifications : undefined;
}

/**
 * Brings a CSV row or a legacy API record to the canonical field names and types, without
 * validating: unreadable values are kept as they are so that ProductSchema names them.
 */
export function normalizeProduct(raw: Record<string, unknown>): Record<string, unknown> {
  const product: Record<string, unknown> = {};
  for (const { field, names, read } of FIELD_READERS) {
    const value = firstPresent(raw, names, read);
    if (value !== undefined) product[field] = value;
  }
  const specifications = readSpecifications(raw);
  if (specifications !== undefined) product['specifications'] = specifications;
  // Spec 1 §3: id falls back to the reference, then the name.
  product['id'] ??= product['reference'] ?? product['name'];
  // A row that states its stock but not its availability is available only when stock remains.
  if (product['inStock'] === undefined && typeof product['stock'] === 'number') {
    product['inStock'] = product['stock'] > 0;
  }
  return product;
}

export type ProductParseResult = { ok: true; product: Product } | { ok: false; issues: FieldIssue[] };

/** Each field's column indexes among `columns`, in the order normalizeProduct tries its names. */
function fieldColumns(columns: readonly string[]) {
  const at = (name: string) => columns.indexOf(name);
  const present = (indexes: number[]) => indexes.filter((index) => index !== -1);
  return {
    fields: FIELD_READERS.map(({ field, names, read }) => ({ field, indexes: present(names.map(at)), read })).filter(({ indexes }) => indexes.length > 0),
    specifications: SPECIFICATION_KEYS.map((key) => ({ key, index: at(key) })).filter(({ index }) => index !== -1),
    nested: at('specifications'),
  };
}

/**
 * normalizeProduct for rows that all have the same flat columns (an import's catalogue cells): the
 * columns of each field found once, instead of an object made and looked up by name per row
 * (a second of CPU at 40,000 rows). A nested `specifications` column goes the general way.
 */
function rowNormalizer(columns: readonly string[]): (cells: readonly (string | undefined)[]) => Record<string, unknown> {
  const { fields, specifications: specificationColumns, nested } = fieldColumns(columns);
  if (nested !== -1) return (cells) => normalizeProduct(Object.fromEntries(columns.map((column, i) => [column, cells[i]])));
  return (cells) => {
    const product: Record<string, unknown> = {};
    for (const { field, indexes, read } of fields) {
      for (const index of indexes) {
        const value = read(cells[index]);
        if (value === undefined) continue;
        product[field] = value;
        break;
      }
    }
    const specifications: Record<string, unknown> = {};
    let specified = false;
    for (const { key, index } of specificationColumns) {
      const value = readText(cells[index]);
      if (value === undefined) continue;
      specifications[key] = value;
      specified = true;
    }
    if (specified) product['specifications'] = specifications;
    product['id'] ??= product['reference'] ?? product['name'];
    if (product['inStock'] === undefined && typeof product['stock'] === 'number') product['inStock'] = product['stock'] > 0;
    return product;
  };
}

/** parseProduct for rows of the same columns (`columns`, the header): what parseProduct answers for the row as an object of those names. */
export function productRowParser(columns: readonly string[]): (cells: readonly (string | undefined)[], language?: IssueLanguage) => ProductParseResult {
  const normalize = rowNormalizer(columns);
  return (cells, language = 'en') => {
    const result = validateProduct(normalize(cells), language);
    return result.ok ? { ok: true, product: result.value } : result;
  };
}

const validateProduct = withFastPath(ProductSchema);

/** Validates one CSV row or legacy record; used per row by `otech import` and the seed builder (English), and the administration's import (French). */
export function parseProduct(raw: Record<string, unknown>, language: IssueLanguage = 'en'): ProductParseResult {
  const result = validateProduct(normalizeProduct(raw), language);
  return result.ok ? { ok: true, product: result.value } : result;
}
