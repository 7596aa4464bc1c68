import type { Product } from '../schemas/product.ts';
import { isLowStock, LOW_STOCK_LABEL } from './stock.ts';
import { onFirstUse } from '../format/onFirstUse.ts';

/** Shown on the public card when the weight is given but is not a number (spec 1 §2). */
export const WEIGHT_NOT_AVAILABLE = 'N/A';
/** Detail-page warranty line when the product names none (spec 1 §2). */
export const DEFAULT_WARRANTY = 'Garantie fabricant';
/** Lead-in of a product's own warranty, so "1 an" reads as a warranty on the detail page. */
export const WARRANTY_LEAD_IN = 'Garantie : ';
/** Warning when adding a product that is not in stock (spec 2 §5). */
export const PRODUCT_UNAVAILABLE_MESSAGE = 'Produit non disponible en stock';
/** Feature tags shown on a cart line (spec 1 §2: up to the first 2). */
export const CART_LINE_FEATURES = 2;
/** Related products under the detail page (spec 1 §9: at most 4). */
export const RELATED_PRODUCTS_MAX = 4;
/** The product type whose technology (catalogue-with-cart) and type (public card) are hidden. */
export const CHARGER_TYPE = 'chargeur';

type WeightFields = Partial<Pick<Product, 'poids_unitaire_g' | 'weight'>>;

const grams = onFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }));
const kilograms = onFirstUse(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 }));

// A catalogue weight is text ("125", "12,5", "3.7/7.4"); only a plain number, with a dot or a
// comma, counts as numeric (spec 1 §5: valid only if non-empty and numeric).
function readWeight(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** Unit weight in grams: the numeric `poids_unitaire_g`, else `weight` when it is numeric; else null. */
export function productWeightGrams(product: WeightFields): number | null {
  const unit = product.poids_unitaire_g;
  return unit !== undefined && Number.isFinite(unit) ? unit : readWeight(product.weight);
}

/**
 * Weight line of the public catalogue card (spec 1 §2): `125 g`, "N/A" when a weight is given but
 * is not numeric, null (line hidden) when none is given.
 */
export function cardWeightLabel(product: WeightFields): string | null {
  const value = productWeightGrams(product);
  if (value !== null) return `${grams().format(value)} g`;
  return (product.weight ?? '').trim() === '' ? null : WEIGHT_NOT_AVAILABLE;
}

/** Weight of the catalogue-with-cart card (spec 2 §2.5): only when numeric and non-empty, else hidden. */
export function numericWeightLabel(product: WeightFields): string | null {
  const value = productWeightGrams(product);
  return value === null ? null : `${grams().format(value)} g`;
}

/** Cart-line weight in kilograms (spec 1 §2: "weight (kg)"), or null when not numeric. */
export function cartLineWeightLabel(product: WeightFields): string | null {
  const value = productWeightGrams(product);
  return value === null ? null : `${kilograms().format(value / 1000)} kg`;
}

export function isCharger(product: Pick<Product, 'type'>): boolean {
  return (product.type ?? '').trim().toLowerCase() === CHARGER_TYPE;
}

/** Technology is shown when given, except for a charger (spec 2 §2.5). */
export function showsTechnology(product: Pick<Product, 'type' | 'technologie'>): boolean {
  return !isCharger(product) && (product.technologie ?? '').trim() !== '';
}

/** The public card hides the type when it is chargeur (spec 1 §2). */
export function showsType(product: Pick<Product, 'type'>): boolean {
  return !isCharger(product) && (product.type ?? '').trim() !== '';
}

// Catalogue numbers are stored with a dot ("1.5", "3.7/7.4"); French readers expect a comma.
const frenchDecimals = (text: string): string => text.replace(/(\d)\.(\d)/g, '$1,$2');

/**
 * Voltage with its unit (spec 1 §2: "voltage (V)"), French decimals: `1,5 V`; a value that
 * already ends in V keeps its own unit. Null when not given.
 */
export function voltageLabel(voltage: string | undefined): string | null {
  const value = frenchDecimals((voltage ?? '').trim().replace(/\s*V$/i, ''));
  return value === '' ? null : `${value} V`;
}

/**
 * Capacity with its unit (spec 1 §2: "capacity (Ah)"): the catalogue usually stores it with its
 * unit (`223 mAh`, `74 Ah`), which is kept; a bare number gets Ah. French decimals. Null when not given.
 */
export function capacityLabel(capacity: string | undefined): string | null {
  const value = frenchDecimals((capacity ?? '').trim());
  if (value === '') return null;
  return /[a-z]$/i.test(value) ? value : `${value} Ah`;
}

export function cartLineFeatures(product: Partial<Pick<Product, 'features'>>): string[] {
  return (product.features ?? []).slice(0, CART_LINE_FEATURES);
}

export function warrantyText(product: Pick<Product, 'warranty'>): string {
  const warranty = (product.warranty ?? '').trim();
  return warranty === '' ? DEFAULT_WARRANTY : `${WARRANTY_LEAD_IN}${warranty}`;
}

/** Up to 4 other products of the same category, in catalogue order (spec 1 §2). */
export function relatedProducts<P extends Pick<Product, 'id' | 'category'>>(product: P, catalogue: readonly P[]): P[] {
  return catalogue
    .filter((other) => other.category === product.category && other.id !== product.id)
    .slice(0, RELATED_PRODUCTS_MAX);
}

export interface SpecificationRow {
  label: string;
  value: string;
}

type SpecificationSource = Partial<
  Pick<Product, 'specifications' | 'voltage' | 'capacity' | 'type' | 'model' | 'poids_unitaire_g' | 'weight'>
>;

/**
 * Rows of the "Spécifications" tab in the spec's order (spec 1 §2): dimensions, terminals,
 * lifecycle, temperature, voltage, capacity, type, weight, model. Rows without a value are left out.
 */
export function specificationRows(product: SpecificationSource): SpecificationRow[] {
  const specs = product.specifications ?? {};
  const rows: [string, string | null | undefined][] = [
    ['Dimensions', specs.dimensions],
    ['Bornes', specs.terminals],
    ['Cycle de vie', specs.lifecycle],
    ['Température', specs.temperature],
    ['Tension', voltageLabel(product.voltage)],
    ['Capacité', capacityLabel(product.capacity)],
    ['Type', product.type],
    ['Poids', cardWeightLabel(product)],
    ['Modèle', product.model],
  ];
  return rows
    .map(([label, value]) => ({ label, value: (value ?? '').trim() }))
    .filter((row) => row.value !== '');
}

/** Chip of a promoted product on the catalogue-with-cart card (spec 2 §2.5 names no text). */
export const PROMOTION_LABEL = 'Promotion';

export interface CardBadge {
  label: string;
  kind: 'promotion' | 'lowStock';
}

/**
 * Chips over a catalogue-with-cart card (spec 2 §2.5): "Promotion" when isPromoted, "Stock faible"
 * when the stock is 5 or less (a missing stock is the spec's default, 1).
 */
export function cardBadges(product: Partial<Pick<Product, 'isPromoted' | 'stock'>>): CardBadge[] {
  const badges: CardBadge[] = [];
  if (product.isPromoted === true) badges.push({ label: PROMOTION_LABEL, kind: 'promotion' });
  if (isLowStock(product.stock ?? 1)) badges.push({ label: LOW_STOCK_LABEL, kind: 'lowStock' });
  return badges;
}
