import * as v from 'valibot';
import { customerPrice } from '../pricing/customerPrice.ts';
import type { CustomerTerms, PriceableProduct } from '../pricing/customerPrice.ts';
import { documentTotalsCents } from './documentTotals.ts';
import { insufficientStockText, stockTake } from './orderStock.ts';
import type { StockedProduct } from './orderStock.ts';
import { PRODUCT_UNAVAILABLE_MESSAGE } from './productDisplay.ts';
import { QUANTITY_MAX } from './quantity.ts';
import type { QuickOrderRow } from './quickOrderRows.ts';
import { CartSchema } from '../schemas/cart.ts';

/*
 * "Commande rapide" (issue 22): each pasted row is found in the catalogue by reference or EAN and
 * either goes into the cart at the customer's price, or is listed with the reason it cannot.
 */

export const QUICK_ORDER_MESSAGES = {
  missingCode: 'Référence ou EAN manquant',
  unknown: (code: string) => `Référence ou EAN inconnu : ${code}`,
  outOfRange: 'Produit hors gamme : il n’est plus vendu',
  unavailable: PRODUCT_UNAVAILABLE_MESSAGE,
  missingQuantity: 'Quantité manquante',
  badQuantity: (written: string) => `Quantité invalide : « ${written} » (un nombre entier de 1 à ${QUANTITY_MAX})`,
  totalTooLarge: (before: number) =>
    `Quantité totale trop élevée : ${before} déjà demandé${before > 1 ? 's' : ''} pour ce produit sur les lignes précédentes, ${QUANTITY_MAX} au plus en tout`,
  empty: 'Collez au moins une ligne « référence ou EAN ; quantité », ou choisissez un fichier.',
  tooManyLines: (max: number) => `Trop de lignes : ${max} au plus par commande rapide`,
  addValid: (count: number) => (count === 1 ? 'Ajouter la ligne valide' : `Ajouter les ${count} lignes valides`),
  added: (count: number) => (count === 1 ? '1 ligne ajoutée au panier' : `${count} lignes ajoutées au panier`),
  nothingValid: 'Aucune ligne ne peut être ajoutée : corrigez-les puis vérifiez à nouveau.',
} as const;

/** What the rule reads of a product: its price inputs, its stock, how it is named, whether it is still sold. */
export interface QuickOrderProduct extends PriceableProduct, StockedProduct {
  reference: string;
  name: string;
  /** Inactive in the catalogue (issue 20): kept, never sold. */
  hidden?: boolean | undefined;
  /** Marked unavailable by staff (spec 1 §3): the cart refuses it. */
  inStock?: boolean | undefined;
}

/** How the catalogue is searched: by reference as written, and by EAN. */
export interface QuickOrderCatalogue<P> {
  byReference: (reference: string) => P | undefined;
  byEan: (ean: string) => P | undefined;
}

/** Spaces between an EAN's digit groups, as labels print it. */
const SPACES = /[ \u00a0\u202f]/g;
const EAN_DIGITS = /^(?:\d{8}|\d{13})$/;

/** The EAN a code names (8 or 13 digits, spaces between groups allowed), or undefined. */
export function quickOrderEan(code: string): string | undefined {
  const digits = code.replace(SPACES, '');
  return EAN_DIGITS.test(digits) ? digits : undefined;
}

/** The product a code names: an EAN by its digits, else the reference as written, then in capitals (references are). */
export function findQuickOrderProduct<P>(catalogue: QuickOrderCatalogue<P>, code: string): P | undefined {
  const ean = quickOrderEan(code);
  const byEan = ean === undefined ? undefined : catalogue.byEan(ean);
  if (byEan) return byEan;
  return catalogue.byReference(code) ?? catalogue.byReference(code.toUpperCase());
}

/** A whole number of 1 to QUANTITY_MAX as written, spaces around allowed; undefined otherwise. */
function quantityOf(written: string): number | undefined {
  if (!/^\d+$/.test(written)) return undefined;
  const quantity = Number(written);
  return quantity >= 1 && quantity <= QUANTITY_MAX ? quantity : undefined;
}

const QuickOrderProductViewSchema = v.object({ id: v.string(), reference: v.string(), name: v.string() });

export const QuickOrderLineSchema = v.variant('status', [
  v.object({
    status: v.literal('valid'),
    line: v.number(),
    code: v.string(),
    quantity: v.number(),
    product: QuickOrderProductViewSchema,
    /** The customer's unit price HT (customerPrice) at the product's quantity summed over the valid rows, as the cart prices it, in cents. */
    unitPriceCents: v.number(),
    /** "Sur commande, délai indicatif : 7 jours" when part of the quantity waits for restocking. */
    backOrderText: v.optional(v.string()),
  }),
  v.object({ status: v.literal('refused'), line: v.number(), code: v.string(), quantity: v.string(), reason: v.string() }),
]);
export type QuickOrderLine = v.InferOutput<typeof QuickOrderLineSchema>;

export const QuickOrderCheckSchema = v.object({
  lines: v.array(QuickOrderLineSchema),
  validCount: v.number(),
  refusedCount: v.number(),
  /** The valid lines' totals (documentTotals): HT, contribution, TVA, TTC, in cents. */
  totals: v.object({ totalHTCents: v.number(), contributionCents: v.number(), taxableCents: v.number(), vatCents: v.number(), totalTTCCents: v.number() }),
});
export type QuickOrderCheck = v.InferOutput<typeof QuickOrderCheckSchema>;

/**
 * Each row found and checked, in the order given: the product must exist and still be sold, the
 * quantity be a whole number of 1 to 1000, and the stock hold it unless the product is restocked
 * (then the rest is back-ordered, as an order does: stockTake). Rows naming the same product are
 * checked together, as the cart merges them: against its stock, and their sum against 1000 (the
 * row that takes it above is refused). Valid rows are priced for the customer (customerPrice) at
 * their product's summed quantity, the one the cart will hold and price.
 */
export function checkQuickOrder<P extends QuickOrderProduct>(rows: readonly QuickOrderRow[], catalogue: QuickOrderCatalogue<P>, terms: CustomerTerms): QuickOrderCheck {
  const wanted = new Map<string, number>();
  const checked = rows.map((row): QuickOrderLine | { product: P; line: Omit<Extract<QuickOrderLine, { status: 'valid' }>, 'unitPriceCents'> } => {
    const refused = (reason: string): QuickOrderLine => ({ status: 'refused', line: row.line, code: row.code, quantity: row.quantity, reason });
    if (row.code === '') return refused(QUICK_ORDER_MESSAGES.missingCode);
    const product = findQuickOrderProduct(catalogue, row.code);
    if (!product) return refused(QUICK_ORDER_MESSAGES.unknown(row.code));
    if (product.hidden === true) return refused(QUICK_ORDER_MESSAGES.outOfRange);
    if (product.inStock === false) return refused(QUICK_ORDER_MESSAGES.unavailable);
    if (row.quantity === '') return refused(QUICK_ORDER_MESSAGES.missingQuantity);
    const quantity = quantityOf(row.quantity);
    if (quantity === undefined) return refused(QUICK_ORDER_MESSAGES.badQuantity(row.quantity));
    const before = wanted.get(product.id) ?? 0;
    if (before + quantity > QUANTITY_MAX) return refused(QUICK_ORDER_MESSAGES.totalTooLarge(before));
    const take = stockTake(product, before + quantity);
    if (!take.ok) return refused(insufficientStockText(Math.max(0, take.available - before)));
    wanted.set(product.id, before + quantity);
    return {
      product,
      line: {
        status: 'valid',
        line: row.line,
        code: row.code,
        quantity,
        product: { id: product.id, reference: product.reference, name: product.name },
        ...(take.backOrderText ? { backOrderText: take.backOrderText } : {}),
      },
    };
  });
  const lines = checked.map((entry): QuickOrderLine => {
    if ('status' in entry) return entry;
    const { unitPriceCents } = customerPrice(terms, entry.product, wanted.get(entry.product.id) ?? entry.line.quantity);
    return { ...entry.line, unitPriceCents };
  });
  const valid = lines.filter((line) => line.status === 'valid');
  return {
    lines,
    validCount: valid.length,
    refusedCount: lines.length - valid.length,
    totals: documentTotalsCents(valid.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity }))),
  };
}

/** What adding answers: the cart as saved, how many lines went in, and the check they were added on. */
export const QuickOrderAddedSchema = v.object({ cart: CartSchema, added: v.number(), message: v.string(), check: QuickOrderCheckSchema });
export type QuickOrderAdded = v.InferOutput<typeof QuickOrderAddedSchema>;

/** The valid lines of a check, as rows to send back for adding (the API checks them again). */
export function validQuickOrderRows(check: QuickOrderCheck): QuickOrderRow[] {
  return check.lines.flatMap((line) => (line.status === 'valid' ? [{ line: line.line, code: line.code, quantity: String(line.quantity) }] : []));
}
