import * as v from 'valibot';
import { requiredText } from '../schemas/fields.ts';
import { customerPrice, priceBreaks } from './customerPrice.ts';
import type { CustomerTerms, PriceableProduct } from './customerPrice.ts';
import { PRICE_LIST_IDS } from './priceLists.ts';
import { cents } from './priceListSchemas.ts';

/** A customer's price of one product as the catalogue, its cards and the product page show it. */
export const ProductPriceSchema = v.object({
  /** Unit price HT for one unit, in cents. */
  unitPriceCents: cents,
  /** The catalogue price HT, in cents: struck through where it differs. */
  publicPriceCents: cents,
  breaks: v.array(v.object({ fromQuantity: v.number(), unitPriceCents: cents })),
});
export type ProductPrice = v.InferOutput<typeof ProductPriceSchema>;

/** The answer of `GET /api/prices`: the customer's list and their prices of the products asked for. */
export const CustomerPricesSchema = v.object({
  list: v.object({ id: v.picklist(PRICE_LIST_IDS), name: requiredText }),
  prices: v.record(v.string(), ProductPriceSchema),
});
export type CustomerPrices = v.InferOutput<typeof CustomerPricesSchema>;

/** One product's price for a customer: one unit, and the breaks below it. */
export function productPrice(terms: CustomerTerms, product: PriceableProduct): ProductPrice {
  const { unitPriceCents, publicPriceCents } = customerPrice(terms, product, 1);
  return { unitPriceCents, publicPriceCents, breaks: priceBreaks(terms, product) };
}
