import * as v from 'valibot';
import { amount, count, expected, isoDate, requiredText } from './fields.ts';
import { ProductSchema } from './product.ts';

/** Spec 1 §3 "Cart item": customPrice, when set, replaces the product price. */
export const CartItemSchema = v.object({
  id: requiredText,
  product: ProductSchema,
  quantity: v.pipe(count, v.minValue(1, expected('a quantity of 1 or more'))),
  addedAt: isoDate,
  customPrice: v.nullish(amount),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

/** Spec 1 §3 "Cart", one per signed-in user; userId is the profile id (text). */
export const CartSchema = v.object({
  id: requiredText,
  userId: requiredText,
  items: v.array(CartItemSchema),
  totalItems: count,
  /** Sum of the lines excluding VAT, in euros. */
  totalPrice: amount,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Cart = v.InferOutput<typeof CartSchema>;
