import * as v from 'valibot';
import { CartSchema } from './cart.ts';
import { QuoteRequestSchema } from './quote.ts';
import { CreditInUseSchema } from '../rules/creditInUse.ts';

/* What the API answers about ordering (issue 22), as the shop reads it. */

/** Whether "Commander" orders from the cart (decision 142), else the cart asks for a quote. */
export const OrderingSettingsSchema = v.object({ onlineOrdering: v.boolean() });

/** What the order form shows beside the cart: the setting, the payment terms and the credit in use. */
export const OrderFormFactsSchema = v.object({
  onlineOrdering: v.boolean(),
  paymentTerms: v.number(),
  paymentTermsText: v.string(),
  credit: CreditInUseSchema,
});

/** An order just placed, with what could not be taken from stock. */
export const PlacedOrderSchema = v.object({
  id: v.string(),
  orderNumber: v.string(),
  status: v.string(),
  statusLabel: v.string(),
  message: v.optional(v.string()),
  backOrders: v.array(v.object({ productId: v.string(), productName: v.string(), quantity: v.number(), text: v.string() })),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

/** "Recommander": the cart after it, what was added, what could not be and which prices changed. */
export const ReorderResultSchema = v.object({
  cart: CartSchema,
  added: v.number(),
  unavailable: v.array(v.string()),
  priceChanges: v.array(v.string()),
  message: v.string(),
});

/** A quote accepted: the quote, now "Accepté", and the order it became. */
export const QuoteAcceptedSchema = v.object({ quote: QuoteRequestSchema, order: PlacedOrderSchema });
