import * as v from 'valibot';
import { oneOf, requiredText } from './fields.ts';
import { AccountOrderSchema, PAYMENT_STATUSES, SHIPPING_STATUSES } from './order.ts';
import { CustomerShipmentSchema } from './shipment.ts';
import { TrackingInfoSchema } from './tracking.ts';

/** The invoice raised for an order, as the order page links to it. */
export const OrderInvoiceLinkSchema = v.object({ id: requiredText, invoiceNumber: requiredText });
export type OrderInvoiceLink = v.InferOutput<typeof OrderInvoiceLinkSchema>;

/**
 * Answer of GET /client-dashboard/orders/{id}: the order of spec 2 §3.7 with what its page shows
 * beside it (payment and delivery statuses, the parcel's tracking, the invoice when one exists, the parcels).
 */
export const AccountOrderDetailSchema = v.object({
  ...AccountOrderSchema.entries,
  paymentStatus: oneOf(PAYMENT_STATUSES),
  shippingStatus: oneOf(SHIPPING_STATUSES),
  tracking: v.optional(TrackingInfoSchema),
  invoice: v.optional(OrderInvoiceLinkSchema),
  /** The parcels shipped so far, each with its tracking and invoice (issue 22). */
  shipments: v.optional(v.array(CustomerShipmentSchema)),
});
export type AccountOrderDetail = v.InferOutput<typeof AccountOrderDetailSchema>;
