import { isProductType } from '../rules/productTypes.ts';
import type { CatalogueColumn, WeightUnit } from './columns.ts';
import type { importReasons } from './importReasons.ts';
import { htmlToPlainText } from './plainText.ts';
import { priceCellBeforeTax } from './priceWithTax.ts';
import { toGrams } from './weight.ts';

export type ProductCells = Partial<Record<CatalogueColumn, string>>;

/** What the shops' own "Type" columns hold: how a product is sold, not what it is. */
const SHOP_PRODUCT_KINDS = new Set(['simple', 'variable', 'variation', 'grouped', 'external', 'configurable', 'virtual', 'bundle', 'downloadable']);

/** What the clean-up saw over the whole file, for one warning each instead of one per row. */
export interface CellNotes {
  unknownCategories: Set<string>;
  shopKinds: Set<string>;
  htmlStripped: number;
}

export const newCellNotes = (): CellNotes => ({ unknownCategories: new Set(), shopKinds: new Set(), htmlStripped: 0 });

export interface CellContext {
  weightUnit: WeightUnit | undefined;
  /** The price column holds prices with tax (TTC): converted to the price before tax. */
  pricesWithTax?: boolean;
  /** Rayon code of a category cell; null when the mapping file leaves it to decide (categories.ts). */
  resolveCategory: (value: string) => string | null | undefined;
  /** The row names a product already in the catalogue: a bad category keeps the stored one. */
  existing: boolean;
  /** Writes the reasons in the report's language. */
  say: ReturnType<typeof importReasons>;
  warn(column: CatalogueColumn, reason: string): void;
  reject(column: CatalogueColumn, reason: string): void;
}

const blank = (cells: ProductCells, column: CatalogueColumn) => (cells[column] ?? '').trim() === '';

/**
 * Brings a row's cells from another shop's conventions to the catalogue's, in place: weight to
 * grams, a price with tax to the price before tax, category to a rayon code, HTML descriptions to text, type to a catalogue type. A value
 * that cannot be brought over is left out with a warning; only an unknown rayon of a new product
 * rejects the row.
 */
export function cleanProductCells(cells: ProductCells, context: CellContext, notes: CellNotes): void {
  if (!blank(cells, 'poids_unitaire_g') && context.weightUnit !== undefined && context.weightUnit !== 'g') {
    const grams = toGrams(cells.poids_unitaire_g ?? '', context.weightUnit);
    if (grams === undefined) {
      context.warn('poids_unitaire_g', context.say('weightNotNumber', { value: cells.poids_unitaire_g ?? '' }));
      delete cells.poids_unitaire_g;
    } else cells.poids_unitaire_g = grams;
  }
  if (context.pricesWithTax === true && !blank(cells, 'price')) {
    // A cell that is not a number stays as it is: the product schema names what is wrong with it.
    cells.price = priceCellBeforeTax(cells.price ?? '') ?? cells.price;
  }
  if (!blank(cells, 'category')) {
    const category = cells.category ?? '';
    const code = context.resolveCategory(category);
    if (typeof code === 'string') cells.category = code;
    else {
      const reason = context.say('unknownRayon', { category, existing: context.existing, leftToDecide: code === null });
      notes.unknownCategories.add(category);
      if (context.existing) context.warn('category', reason);
      else context.reject('category', reason);
      delete cells.category;
    }
  }
  for (const column of ['description', 'detailedDescription'] as const) {
    const text = cells[column];
    if (text === undefined) continue;
    cells[column] = htmlToPlainText(text);
    if (cells[column] !== text) notes.htmlStripped += 1;
  }
  if (!blank(cells, 'type')) {
    const type = (cells.type ?? '').trim().toLowerCase();
    if (isProductType(type)) cells.type = type;
    else {
      if (SHOP_PRODUCT_KINDS.has(type)) notes.shopKinds.add(type);
      else context.warn('type', context.say('unknownType', { value: cells.type ?? '' }));
      delete cells.type;
    }
  }
}
