import * as v from 'valibot';
import { documentTotalsCents } from '../rules/documentTotals.ts';
import type { DocumentTotalsCents } from '../rules/documentTotals.ts';
import { toCents } from '../rules/money.ts';
import { count, requiredText } from '../schemas/fields.ts';
import { customerPrice } from './customerPrice.ts';
import type { CustomerTerms, PriceableProduct } from './customerPrice.ts';
import { cents } from './priceListSchemas.ts';
import { priceUpdatedText } from './priceTexts.ts';

/** A cart line as stored: the product as it was when added, and how many. */
export interface StoredPricedLine {
  id: string;
  product: PriceableProduct & { name: string };
  quantity: number;
  /** A price the shop set on this line (spec 1 §9): it stands whatever the lists say. */
  customPrice?: number | null | undefined;
}

export const PricedCartLineSchema = v.object({
  id: requiredText,
  productId: requiredText,
  name: requiredText,
  quantity: count,
  /** Today's unit price HT for this customer at this quantity, in cents. */
  unitPriceCents: cents,
  /** The catalogue price HT today, in cents (struck through where it differs). */
  publicPriceCents: cents,
  /** "Prix mis à jour : 4,38 € → 4,52 € HT" when the price changed since the line was added. */
  priceUpdated: v.optional(requiredText),
  /** Today's product is sold at a net price (« Prix net »). */
  isNetPrice: v.optional(v.boolean()),
});
export type PricedCartLine = v.InferOutput<typeof PricedCartLineSchema>;

export const PricedCartSchema = v.object({
  lines: v.array(PricedCartLineSchema),
  totals: v.object({ totalHTCents: cents, contributionCents: cents, taxableCents: cents, vatCents: cents, totalTTCCents: cents }),
});
export type PricedCart = v.InferOutput<typeof PricedCartSchema>;

/**
 * A cart at today's prices (issue 21: prices are fixed when the customer commits, not when they
 * browse): each line priced by customerPrice on today's product, compared with the same terms on
 * the product as it was added, and the totals of documentTotals. A product gone from the catalogue
 * keeps the price it was added at.
 */
export function pricedCart(
  lines: readonly StoredPricedLine[],
  today: (productId: string) => PriceableProduct | undefined,
  terms: CustomerTerms,
): { lines: PricedCartLine[]; totals: DocumentTotalsCents } {
  const priced = lines.map((line): PricedCartLine => {
    const added = customerPrice(terms, line.product, line.quantity);
    const product = today(line.product.id) ?? line.product;
    const now = customerPrice(terms, product, line.quantity);
    const unitPriceCents = line.customPrice != null ? toCents(line.customPrice) : now.unitPriceCents;
    const priceUpdated = line.customPrice != null ? undefined : priceUpdatedText(added.unitPriceCents, now.unitPriceCents);
    return {
      id: line.id,
      productId: line.product.id,
      name: line.product.name,
      quantity: line.quantity,
      unitPriceCents,
      publicPriceCents: now.publicPriceCents,
      ...(priceUpdated ? { priceUpdated } : {}),
      ...(product.isNetPrice === true ? { isNetPrice: true } : {}),
    };
  });
  return { lines: priced, totals: documentTotalsCents(priced.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity }))) };
}
