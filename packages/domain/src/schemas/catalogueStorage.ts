import * as v from 'valibot';
import { CartItemSchema } from './cart.ts';
import { amount, count, expected, isoDate, requiredText, text, textList } from './fields.ts';

// What the catalogue-with-cart keeps in the browser (spec 2 §3.9). Each is read back through its
// schema, so that stored JSON which no longer fits is reset to empty rather than trusted.

/** `searchHistory`: the latest searches, newest first. */
export const SearchHistorySchema = textList;

/** `favoriteProducts`: product names or ids. */
export const FavoriteProductIdsSchema = textList;

/** `autoSavedCart`: the cart saved 5 s after a change (spec 2 §4). */
export const AutoSavedCartSchema = v.object({
  items: v.array(CartItemSchema, expected('a list')),
  timestamp: isoDate,
  /** Pre-tax sum of the lines, in euros. */
  total: amount,
});
export type AutoSavedCart = v.InferOutput<typeof AutoSavedCartSchema>;

/** One entry of `sessionMetrics`. */
export const SessionMetricSchema = v.object({
  /** Milliseconds. */
  duration: count,
  productsViewed: count,
  searchHistory: textList,
  cartInteractions: count,
  timestamp: isoDate,
});
export type SessionMetric = v.InferOutput<typeof SessionMetricSchema>;
export const SessionMetricsSchema = v.array(SessionMetricSchema, expected('a list'));

/** One entry of `productInteractions`; action is what the user did (viewed, added to cart…). */
export const ProductInteractionSchema = v.object({
  productId: requiredText,
  name: text,
  action: requiredText,
  timestamp: isoDate,
  category: text,
  price: amount,
});
export type ProductInteraction = v.InferOutput<typeof ProductInteractionSchema>;
export const ProductInteractionsSchema = v.array(ProductInteractionSchema, expected('a list'));

/** A stored value read back: the value, and whether what was stored had to be thrown away. */
export interface StoredRead<T> {
  value: T;
  corrupt: boolean;
}

/**
 * Reads one browser-stored entry of the catalogue with cart (spec 2 §3.9): nothing stored gives
 * `empty`; JSON that does not parse or no longer fits its schema is corrupt, and reset to `empty`.
 */
export function readStoredJson<T>(stored: string | null, schema: v.GenericSchema<unknown, T>, empty: T): StoredRead<T> {
  if (stored === null) return { value: empty, corrupt: false };
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return { value: empty, corrupt: true };
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? { value: parsed.output, corrupt: false } : { value: empty, corrupt: true };
}
