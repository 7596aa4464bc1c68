import { foldAccents } from '../rules/foldAccents.ts';
import type { WeightUnit } from './columns.ts';

/** A shop export the import knows by its headers, and the conventions it follows. */
export interface RecognisedExport {
  name: 'PrestaShop' | 'WooCommerce' | 'Shopify' | 'Magento';
  /** Headers (as readHeader folds them) holding the price before tax in a B2B shop. */
  priceBeforeTaxKeys: readonly string[];
  /** The unit of a weight header that names none. */
  weightUnit?: WeightUnit;
}

/** A header in lower case, without accents, spaces collapsed: punctuation kept ("Name *", "Reference #"). */
const spaced = (header: string) => foldAccents(header).replace(/\s+/g, ' ').trim();

/**
 * PrestaShop's import template (English and French) and its back office's product list export
 * ("État" beside "Prix HT" or "Prix TTC"). Its weights are in kilograms, the shop's default unit.
 */
const PRESTASHOP_MARKS = ['reference #', 'name *', 'nom *', 'active (0/1)', 'actif (0/1)', 'price tax excluded', 'price tax included', 'categories (x,y,z...)'];
const isPrestaShop = (headers: ReadonlySet<string>) =>
  PRESTASHOP_MARKS.some((mark) => headers.has(mark)) || (headers.has('etat') && (headers.has('prix ht') || headers.has('prix ttc') || headers.has('prix (ht)')));

const EXPORTS: readonly (RecognisedExport & { is: (headers: ReadonlySet<string>) => boolean })[] = [
  { name: 'PrestaShop', is: isPrestaShop, priceBeforeTaxKeys: ['pricetaxexcluded', 'prixht'], weightUnit: 'kg' },
  { name: 'WooCommerce', is: (h) => h.has('regular price') || h.has('tarif regulier') || h.has('prix regulier'), priceBeforeTaxKeys: ['regularprice', 'tarifregulier', 'prixregulier'] },
  { name: 'Shopify', is: (h) => h.has('handle') && (h.has('variant price') || h.has('variant sku')), priceBeforeTaxKeys: ['variantprice'] },
  // Magento's weight is in the unit its store was set to (lbs by default): never assumed.
  { name: 'Magento', is: (h) => h.has('sku') && (h.has('attribute_set_code') || h.has('product_type')), priceBeforeTaxKeys: ['price'] },
];

/** The shop export a file's header comes from, when it is one the import knows. */
export function recogniseExport(header: readonly string[]): RecognisedExport | undefined {
  const headers = new Set(header.map(spaced));
  const found = EXPORTS.find((known) => known.is(headers));
  return found === undefined ? undefined : { name: found.name, priceBeforeTaxKeys: found.priceBeforeTaxKeys, ...(found.weightUnit ? { weightUnit: found.weightUnit } : {}) };
}

/** Whether a price header says its prices are before tax (HT) or with tax (TTC), or says neither. */
export function priceTaxOfHeader(header: string): 'HT' | 'TTC' | undefined {
  const words = ` ${spaced(header).replace(/[^a-z0-9]+/g, ' ')} `;
  if (/ ttc | toutes taxes | tax(es)? incl| incl\w* (of )?tax| with tax /.test(words)) return 'TTC';
  if (/ ht | hors tax| tax(es)? excl| excl\w* (of )?tax| before tax | net /.test(words)) return 'HT';
  return undefined;
}

/** Words naming a price once the tax words are out: "Prix TTC", "Prix de vente (TTC)", "Price incl. tax". */
const PRICE_WORDS = /^(prix|price|tarif|pv|prix de vente|prix unitaire|prix public|unit price|sale price|selling price)$/;

/** A header naming a price with tax (TTC), which the import converts to the price before tax. */
export function isPriceWithTaxHeader(header: string): boolean {
  if (priceTaxOfHeader(header) !== 'TTC') return false;
  const rest = spaced(header)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(ttc|toutes taxes comprises|tax(es)? included|incl\w*( of)? tax(es)?|with tax(es)?)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return PRICE_WORDS.test(rest);
}
