/** VAT rate of the shop (spec 1 section 9: 20 %, TTC = HT x 1.2). */
export const VAT_RATE = 0.2;

/**
 * The price before tax (HT) of a price with tax (TTC), in whole cents rounded half up: every
 * product carries the shop's one rate, so TTC / 1.2. Used where a file gives prices with tax only.
 */
export function priceBeforeTaxCents(priceWithTaxCents: number): number {
  return Math.round(priceWithTaxCents / (1 + VAT_RATE));
}
