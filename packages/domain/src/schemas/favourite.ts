import * as v from 'valibot';
import { count, isoDate, requiredText } from './fields.ts';
import { ProductSchema } from './product.ts';

/** A favourite product of the account dashboard (spec 2 §3.7 "Favourite"). */
export const FavouriteSchema = v.object({
  id: requiredText,
  /** Owner: the client's profile id. */
  userId: v.optional(requiredText),
  product: ProductSchema,
  dateAdded: isoDate,
  lastOrdered: v.optional(isoDate),
  orderCount: count,
});
export type Favourite = v.InferOutput<typeof FavouriteSchema>;
