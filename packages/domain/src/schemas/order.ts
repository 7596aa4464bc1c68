import * as v from 'valibot';
import { amount, count, expected, isoDate, oneOf, optionalLongText, optionalText, requiredText, text } from './fields.ts';
import { PostalAddressSchema } from './postalAddress.ts';

/** Spec 3 §4 "Order status"; the account dashboard of spec 2 shows the same values but returned. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec 3 §4 "Payment status". */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partial'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec 3 §4 "Shipping status". */
export const SHIPPING_STATUSES = [
  'not_shipped',
  'preparing',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'failed_delivery',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** One line of an order; totalPrice is unitPrice times quantity, in euros excluding VAT. */
export const OrderItemSchema = v.object({
  productId: requiredText,
  productName: requiredText,
  productImage: optionalText,
  quantity: v.pipe(count, v.minValue(1, expected('a quantity of 1 or more'))),
  unitPrice: amount,
  totalPrice: amount,
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

const orderItems = v.array(OrderItemSchema, expected('a list'));

/** Order as the administration sees and stores it (spec 3 §3 "Order"). */
export const OrderSchema = v.object({
  id: requiredText,
  /** The number the customer, the order page and the invoice give (CMD-2026-00060); `id` is the record's. */
  orderNumber: requiredText,
  userId: requiredText,
  userEmail: text,
  userName: text,
  items: orderItems,
  totalAmount: amount,
  status: oneOf(ORDER_STATUSES),
  paymentStatus: oneOf(PAYMENT_STATUSES),
  shippingStatus: oneOf(SHIPPING_STATUSES),
  shippingAddress: PostalAddressSchema,
  billingAddress: PostalAddressSchema,
  orderDate: isoDate,
  estimatedDelivery: v.optional(isoDate),
  actualDelivery: v.optional(isoDate),
  trackingNumber: optionalText,
  /** Who carries the parcel, set with the shipping status by the administration. */
  carrier: optionalText,
  /** Held until staff validate it: it would take credit in use above the limit (issue 22). */
  creditHold: v.optional(v.boolean()),
  /** "Votre référence de commande" (issue 22). */
  purchaseOrderReference: optionalText,
  requestedDeliveryDate: optionalText,
  comment: optionalLongText,
});
export type Order = v.InferOutput<typeof OrderSchema>;

/** The order of the customer's account dashboard (spec 2 §3.7 "Order"). */
export const AccountOrderSchema = v.object({
  id: requiredText,
  orderNumber: requiredText,
  date: isoDate,
  status: oneOf(ORDER_STATUSES),
  /** French label of the status, given by the server with the order. */
  statusLabel: text,
  items: orderItems,
  totalAmount: amount,
  totalQuantity: count,
  shippingAddress: PostalAddressSchema,
  billingAddress: PostalAddressSchema,
  trackingNumber: optionalText,
  deliveredDate: v.optional(isoDate),
  estimatedDelivery: v.optional(isoDate),
  /** "Votre référence de commande" (issue 22). */
  purchaseOrderReference: optionalText,
  /** Lines ordered beyond the stock: "Sur commande, délai indicatif : N jours". */
  backOrders: v.optional(v.array(v.object({ productId: requiredText, productName: text, quantity: count, text: text }))),
});
export type AccountOrder = v.InferOutput<typeof AccountOrderSchema>;

/** Longest tracking number and carrier name the administration may enter. */
export const TRACKING_NUMBER_MAX = 64;
export const CARRIER_MAX = 60;
const shortText = (max: number) => v.optional(v.pipe(text, v.maxLength(max, expected(`at most ${max} characters`))));

/** Body of PATCH /admin/orders/{id}: any of the three statuses, freely (spec 3 §4). */
export const OrderStatusUpdateSchema = v.object({
  status: v.optional(oneOf(ORDER_STATUSES)),
  paymentStatus: v.optional(oneOf(PAYMENT_STATUSES)),
  shippingStatus: v.optional(oneOf(SHIPPING_STATUSES)),
  /** Set together with a shipping status (spec 3 §4). */
  trackingNumber: shortText(TRACKING_NUMBER_MAX),
  carrier: shortText(CARRIER_MAX),
});
export type OrderStatusUpdate = v.InferOutput<typeof OrderStatusUpdateSchema>;

/** The delivery dialog of /admin/livraisons: a shipping status, with its carrier and tracking number. */
export const DeliveryUpdateSchema = v.object({
  shippingStatus: oneOf(SHIPPING_STATUSES),
  carrier: shortText(CARRIER_MAX),
  trackingNumber: shortText(TRACKING_NUMBER_MAX),
});
