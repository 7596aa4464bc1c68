import { foldAccents } from '../rules/foldAccents.ts';
import { isPriceWithTaxHeader, priceTaxOfHeader, recogniseExport } from './recognisedExports.ts';
import type { RecognisedExport } from './recognisedExports.ts';

/** Header of data/products.csv, in this order (brief, "Shared contracts"). */
export const CATALOGUE_COLUMNS = [
  'reference',
  'ean',
  'name',
  'brand',
  'model',
  'category',
  'type',
  'technologie',
  'voltage',
  'capacity',
  'poids_unitaire_g',
  'price',
  'stock',
  'description',
  'detailedDescription',
  'features',
  'compatibleWith',
  'certifications',
  'warranty',
  'dimensions',
  'terminals',
  'lifecycle',
  'temperature',
  'isPromoted',
  'isNetPrice',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export type CatalogueRow = Record<CatalogueColumn, string>;

export const LIST_SEPARATOR = '|';

export const WEIGHT_UNITS = ['g', 'kg', 'lb', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/**
 * Header names accepted for each column, as they appear in real files: our own names, the legacy
 * exports of spec 1 §3 (designation_produit, marque, nom_du_rayon, libelle, prix_achat, poids), staff
 * spreadsheets, and the product exports of PrestaShop, WooCommerce (English and French), Shopify and
 * Magento 2. Headers are compared without case, accents, spaces, punctuation or a "(unit)" part.
 */
export const ACCEPTED_HEADERS: Record<CatalogueColumn, readonly string[]> = {
  reference: ['reference', 'ref', 'référence produit', 'code article', 'SKU', 'UGS', 'Variant SKU', 'Reference #'],
  ean: ['ean', 'EAN13', 'EAN-13', 'code barre', 'gencod', 'barcode', 'Variant Barcode', 'GTIN', 'GTIN, UPC, EAN, or ISBN', 'GTIN, UPC, EAN ou ISBN', 'Meta: _ean'],
  name: ['name', 'nom', 'designation', 'designation_produit', 'Title', 'Titre', 'Name *', 'product name'],
  brand: ['brand', 'marque', 'Manufacturer', 'fabricant', 'Vendor', 'Brands', 'Marques'],
  model: ['model', 'modèle', 'MPN'],
  category: ['category', 'catégorie', 'rayon', 'nom_du_rayon', 'libellé rayon', 'Categories', 'Catégories', 'Product Category'],
  type: ['type', 'type de produit'],
  technologie: ['technologie', 'technology', 'techno', 'chimie', 'chemistry'],
  voltage: ['voltage', 'tension'],
  capacity: ['capacity', 'capacité'],
  poids_unitaire_g: ['poids_unitaire_g', 'poids', 'weight', 'Variant Grams', 'Poids (kg)', 'Weight (kg)', 'Weight (lbs)'],
  price: ['price', 'prix', 'prix HT', 'prix_achat', 'Regular price', 'Tarif régulier', 'Prix régulier', 'Variant Price', 'Price tax excluded', 'Prix hors taxes'],
  // Shopify's inventory export: "Available (not editable)", what can be sold (its "On hand" counts what is committed too).
  stock: ['stock', 'quantité', 'qté', 'quantity', 'qty', 'Variant Inventory Qty', 'Inventory quantity', 'Available'],
  description: ['description', 'Short description', 'short_description', 'Description courte', 'Résumé', 'Body (HTML)'],
  detailedDescription: ['detailedDescription', 'description détaillée', 'long description'],
  features: ['features', 'caractéristiques'],
  compatibleWith: ['compatibleWith', 'compatibilité'],
  certifications: ['certifications'],
  warranty: ['warranty', 'garantie'],
  dimensions: ['dimensions'],
  terminals: ['terminals', 'bornes'],
  lifecycle: ['lifecycle', 'cycles'],
  temperature: ['temperature'],
  isPromoted: ['isPromoted', 'promo', 'promotion'],
  isNetPrice: ['isNetPrice', 'prix net', 'net price', 'article à prix net', 'net-price item'],
};

/**
 * Headers that name a column only when no better one does, and then fall to the next column:
 * Shopify's Handle is the reference only without a Variant SKU, and a plain "Description" (or
 * Shopify's body) is the detailed text when the file also has a short description.
 */
const WEAK_HEADERS: Record<string, readonly CatalogueColumn[]> = {
  handle: ['reference'],
  // The legacy exports' rayon label (spec 1 §3); beside a rayon column, staff's "Libellé" is the product's.
  libelle: ['category', 'name'],
  description: ['description', 'detailedDescription'],
  body: ['description', 'detailedDescription'],
};

const UNIT_WORDS: Record<string, WeightUnit> = { g: 'g', gr: 'g', gramme: 'g', grammes: 'g', gram: 'g', grams: 'g', kg: 'kg', kgs: 'kg', kilo: 'kg', kilos: 'kg', lb: 'lb', lbs: 'lb', oz: 'oz' };

/**
 * The weight unit that some headers carry in their name, whatever "(unit)" they show. A bare
 * "poids" or "weight" carries none: PrestaShop's French export writes kilograms under "Poids".
 */
const IMPLICIT_UNITS: Record<string, WeightUnit> = { poidsunitaireg: 'g', variantgrams: 'g' };

/** The catalogue's own price column and the legacy export's (spec 1 §3): prices before tax (spec 1 §9). */
const CATALOGUE_PRICE_KEYS = new Set(['price', 'prixachat']);

function fold(text: string): string {
  return foldAccents(text).replace(/[^a-z0-9]/g, '');
}

/** A header without its "(unit)" or "(x,y,z...)" part, folded; and the weight unit it names, if any. */
export function readHeader(header: string): { key: string; unit: WeightUnit | undefined } {
  const unitWord = /\(\s*([a-z]+)\s*\)/i.exec(header)?.[1]?.toLowerCase();
  const unit = unitWord === undefined ? undefined : UNIT_WORDS[unitWord];
  const key = fold(header.replace(/\([^)]*\)/g, ''));
  return { key, unit: unit ?? IMPLICIT_UNITS[key] ?? IMPLICIT_UNITS[fold(header)] };
}

const ALIASES = new Map<string, CatalogueColumn>();
for (const column of CATALOGUE_COLUMNS) {
  for (const header of ACCEPTED_HEADERS[column]) {
    const { key } = readHeader(header);
    if (!(key in WEAK_HEADERS)) ALIASES.set(key, column);
  }
}

/** The canonical column a header names, or undefined for a column the catalogue does not keep. */
export function canonicalColumn(header: string): CatalogueColumn | undefined {
  return ALIASES.get(readHeader(header).key);
}

/** Accepted header names of a column, for help texts and header errors. */
export function acceptedNames(column: CatalogueColumn, language: 'en' | 'fr' = 'en'): string {
  const handle = language === 'fr' ? "Handle (Shopify, s'il n'y a pas de Variant SKU)" : 'Handle (Shopify, when there is no Variant SKU)';
  const weak = Object.entries(WEAK_HEADERS)
    .filter(([, columns]) => columns[0] === column)
    .map(([key]) => (key === 'handle' ? handle : key));
  return [...ACCEPTED_HEADERS[column].filter((name) => !(readHeader(name).key in WEAK_HEADERS)), ...weak].join(', ');
}

/** What `--map map.json` says about a file's headers (docs/cli.md, "Mapping file"). */
export interface ColumnMapping {
  /** Header as written in the file -> catalogue column, or null to ignore it without a warning. */
  columns?: Record<string, CatalogueColumn | null>;
  weightUnit?: WeightUnit;
  /** Category as written in the file -> rayon code (null: still to decide; such rows are rejected). */
  categories?: Record<string, string | null>;
}

/**
 * How the file's prices are read: a header saying HT, the mapping file, the catalogue's own column
 * or a recognised export's HT column are prices before tax; a TTC column is converted; a column
 * saying neither is not read.
 */
export type PriceBasis = 'saysHT' | 'mapping' | 'catalogue' | 'recognisedExport' | 'withTax' | 'unstated';

export interface PriceReading {
  basis: PriceBasis;
  /** The price column's header as written in the file. */
  header: string;
  /** A price with tax column left out because the file also gives the price before tax. */
  withTaxIgnored?: string;
}

export interface HeaderMap {
  /** Catalogue column of each header cell, undefined for a column left out. */
  byIndex: (CatalogueColumn | undefined)[];
  /** The header as written in the file, to name columns in messages the way staff know them. */
  headerOf: Map<CatalogueColumn, string>;
  /** Headers left out because no column matches them. */
  unknown: string[];
  /** Headers left out because an earlier or stronger one took their column: [header, kept header]. */
  repeated: [string, string][];
  /** Unit of the weight column as its header or an alias gives it, else the recognised export's. */
  weightUnit: WeightUnit | undefined;
  /** True when the weight unit is the recognised export's convention, not the header's. */
  weightUnitByConvention: boolean;
  price: PriceReading | undefined;
  /** The shop export the header comes from, when the import knows it. */
  recognised: RecognisedExport | undefined;
}

/**
 * Assigns each header of a file to a catalogue column: the mapping file first, then the built-in
 * names, then the weak names (Handle, plain Description) on the columns still free.
 */
export function mapHeader(header: readonly string[], mapping: ColumnMapping = {}): HeaderMap {
  const byIndex: (CatalogueColumn | undefined)[] = header.map(() => undefined);
  const headerOf = new Map<CatalogueColumn, string>();
  const unknown: string[] = [];
  const repeated: [string, string][] = [];
  const recognised = recogniseExport(header);
  let weightUnit: WeightUnit | undefined;
  let price: PriceReading | undefined;
  const mapped = new Map(Object.entries(mapping.columns ?? {}).map(([name, column]) => [name.trim(), column]));

  const candidates = header.map((name, index) => {
    const { key, unit } = readHeader(name);
    const fromMap = mapped.get(name.trim());
    if (fromMap !== undefined) return { index, name, key, unit, rank: 0, columns: fromMap === null ? [] : [fromMap] };
    // After every other name of the price: a file with both prices is read at its price before tax.
    if (isPriceWithTaxHeader(name)) return { index, name, key, unit, rank: 3, columns: ['price' as const] };
    const alias = ALIASES.get(key);
    if (alias !== undefined) return { index, name, key, unit, rank: 1, columns: [alias] };
    const weak = WEAK_HEADERS[key];
    if (weak !== undefined) return { index, name, key, unit, rank: 2, columns: weak };
    unknown.push(name);
    return undefined;
  });
  const ranked = candidates.filter((c) => c !== undefined).sort((a, b) => a.rank - b.rank || a.index - b.index);
  for (const candidate of ranked) {
    const column = candidate.columns.find((c) => !headerOf.has(c));
    if (column === undefined) {
      const first = candidate.columns[0];
      if (candidate.rank === 3 && price !== undefined) price.withTaxIgnored = candidate.name;
      else if (first !== undefined) repeated.push([candidate.name, headerOf.get(first) ?? first]);
      continue;
    }
    byIndex[candidate.index] = column;
    headerOf.set(column, candidate.name);
    if (column === 'poids_unitaire_g') weightUnit = candidate.unit;
    if (column === 'price') price = { basis: priceBasis(candidate.name, candidate.key, candidate.rank, recognised), header: candidate.name };
  }
  const weightUnitByConvention = weightUnit === undefined && headerOf.has('poids_unitaire_g') && recognised?.weightUnit !== undefined;
  if (weightUnitByConvention) weightUnit = recognised?.weightUnit;
  return { byIndex, headerOf, unknown, repeated, weightUnit, weightUnitByConvention, price, recognised };
}

function priceBasis(name: string, key: string, rank: number, recognised: RecognisedExport | undefined): PriceBasis {
  if (rank === 0) return 'mapping';
  if (rank === 3) return 'withTax';
  if (priceTaxOfHeader(name) === 'HT') return 'saysHT';
  if (recognised?.priceBeforeTaxKeys.includes(key)) return 'recognisedExport';
  return CATALOGUE_PRICE_KEYS.has(key) ? 'catalogue' : 'unstated';
}
