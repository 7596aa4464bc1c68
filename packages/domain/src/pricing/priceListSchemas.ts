import * as v from 'valibot';
import { AMOUNT_MAX, COUNT_MAX, LIST_MAX } from '../limits.ts';
import { expected, requiredText } from '../schemas/fields.ts';
import { PRICE_LIST_IDS } from './priceLists.ts';

/** Largest number of entries (rules, net prices, breaks, contract prices) one list or one client may hold. */
export const PRICE_ENTRIES_MAX = 10_000;

/** Whole cents, 0 to the largest amount the shop stores. */
export const cents = v.pipe(
  v.number(expected('a number of cents')),
  v.integer(expected('a whole number of cents')),
  v.minValue(0, expected('a number of 0 or more', 'Le prix ne peut pas être négatif')),
  v.maxValue(AMOUNT_MAX * 100, expected(`a number of ${AMOUNT_MAX * 100} cents or less`)),
);

/** A percentage off, 0 to 100, to the hundredth (12.5 % is 12.5). */
export const percentOff = v.pipe(
  v.number(expected('a percentage')),
  v.minValue(0, expected('a percentage of 0 or more', 'Le pourcentage doit être compris entre 0 et 100')),
  v.maxValue(100, expected('a percentage of 100 or less', 'Le pourcentage doit être compris entre 0 et 100')),
  v.check((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, expected('a percentage to the hundredth')),
);

/** What a rule or a break covers: the whole catalogue, one category (rayon code), one brand, or one product. */
export const PriceScopeSchema = v.variant('scope', [
  v.object({ scope: v.literal('catalogue') }),
  v.object({ scope: v.literal('category'), category: requiredText }),
  v.object({ scope: v.literal('brand'), brand: requiredText }),
], expected('"catalogue", "category" or "brand"'));
export type PriceScope = v.InferOutput<typeof PriceScopeSchema>;

/** A percentage off the public price for what its scope covers. */
export const PriceRuleSchema = v.intersect([PriceScopeSchema, v.object({ percentOff })]);
export type PriceRule = v.InferOutput<typeof PriceRuleSchema>;

/** A product's price fixed by the list (or a client's contract), HT, whatever the rules say. */
export const NetPriceSchema = v.object({ productId: requiredText, priceCents: cents });
export type NetPrice = v.InferOutput<typeof NetPriceSchema>;

/** From `minQuantity` units: either this unit price (HT) or this percentage off the price otherwise paid. */
const breakAmount = v.variant('kind', [
  v.object({ kind: v.literal('unitPrice'), priceCents: cents }),
  v.object({ kind: v.literal('percentOff'), percentOff }),
], expected('"unitPrice" or "percentOff"'));

const minQuantity = v.pipe(
  v.number(expected('a number of units')),
  v.integer(expected('a whole number of units')),
  v.minValue(2, expected('2 units or more', 'Un palier commence à 2 unités au moins')),
  v.maxValue(COUNT_MAX, expected(`${COUNT_MAX} units or less`)),
);

/** A quantity break covers a product, or what a scope covers. */
const BreakTargetSchema = v.variant('scope', [
  ...PriceScopeSchema.options,
  v.object({ scope: v.literal('product'), productId: requiredText }),
], expected('"catalogue", "category", "brand" or "product"'));

export const QuantityBreakSchema = v.intersect([BreakTargetSchema, v.object({ minQuantity }), breakAmount]);
export type QuantityBreak = v.InferOutput<typeof QuantityBreakSchema>;

const entries = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, expected('a list')), v.maxLength(PRICE_ENTRIES_MAX, expected(`${PRICE_ENTRIES_MAX} entries or less`)));

/** A price list: its rules, net prices and breaks. */
export const PriceListSchema = v.object({
  id: v.picklist(PRICE_LIST_IDS, expected(`one of ${PRICE_LIST_IDS.join(', ')}`)),
  rules: entries(PriceRuleSchema),
  netPrices: entries(NetPriceSchema),
  breaks: entries(QuantityBreakSchema),
});
export type PriceList = v.InferOutput<typeof PriceListSchema>;

/** A client's contract prices ("prix nets"): they beat the client's list. */
export const ContractPricesSchema = entries(NetPriceSchema);
export type ContractPrice = NetPrice;

/** Largest number of products one price request may ask for (a catalogue page holds 100 at most). */
export const PRICED_PRODUCTS_MAX = LIST_MAX;
