import * as v from 'valibot';
import { LIST_MAX } from '../limits.ts';
import { amount, expected, isoDate, optionalText, requiredText } from './fields.ts';
import { CARRIER_MAX, OrderSchema, TRACKING_NUMBER_MAX } from './order.ts';

/** Most lines one parcel may carry: an order's worth (quotes cap at twice a cart). */
export const SHIPMENT_LINES_MAX = 2 * LIST_MAX;

const lineIndex = v.pipe(v.number(expected('a number')), v.integer(expected('a whole number')), v.minValue(0, expected('a line number of 0 or more')));
const shippedQuantity = v.pipe(
  v.number(expected('a number')),
  v.integer(expected('a whole number')),
  v.minValue(0, expected('a whole number of 0 or more')),
  v.maxValue(1_000_000, expected('a whole number of 1000000 or less')),
);
const shortText = (max: number) => v.pipe(requiredText, v.maxLength(max, expected(`at most ${max} characters`, `${max} caractères au plus`)));

/** One line of "Expédier": which order line (its position in the order) and how many go in this parcel. */
export const ShipmentLineInputSchema = v.object({ line: lineIndex, quantity: shippedQuantity });
export type ShipmentLineInput = v.InferOutput<typeof ShipmentLineInputSchema>;

/**
 * Body of POST /admin/orders/{id}/shipments (issue 22): the parcel's lines, its carrier and tracking
 * number, and whether its invoice is issued with it (docs/decisions/146-one-invoice-per-shipment.md).
 */
export const ShipmentInputSchema = v.object({
  carrier: shortText(CARRIER_MAX),
  trackingNumber: shortText(TRACKING_NUMBER_MAX),
  lines: v.pipe(
    v.array(ShipmentLineInputSchema, expected('a list')),
    v.minLength(1, expected('at least one line', 'Le colis doit contenir au moins une ligne')),
    v.maxLength(SHIPMENT_LINES_MAX, expected(`${SHIPMENT_LINES_MAX} lines or less`)),
  ),
  issueInvoice: v.optional(v.boolean(expected('true or false')), true),
});
export type ShipmentInput = v.InferOutput<typeof ShipmentInputSchema>;

/** What the "Expédier" form asks beside the quantities: the carrier, the tracking number, and whether to invoice the parcel. */
export const ShipmentDetailsSchema = v.pick(ShipmentInputSchema, ['carrier', 'trackingNumber', 'issueInvoice']);

/** A line as shipped: the order line it comes from, what it is, and how many left in this parcel. */
export const ShipmentLineSchema = v.object({
  line: lineIndex,
  productId: requiredText,
  productName: requiredText,
  quantity: shippedQuantity,
});
export type ShipmentLine = v.InferOutput<typeof ShipmentLineSchema>;

/** A parcel of an order (issue 22): its delivery note number ("BL-2027-00001"), tracking and the invoice issued for it. */
export const ShipmentSchema = v.object({
  id: requiredText,
  number: requiredText,
  orderId: requiredText,
  orderNumber: requiredText,
  shippedAt: isoDate,
  carrier: requiredText,
  trackingNumber: requiredText,
  lines: v.array(ShipmentLineSchema),
  invoice: v.optional(v.object({ id: requiredText, number: requiredText, amountTTC: amount })),
  shippedBy: optionalText,
});
export type Shipment = v.InferOutput<typeof ShipmentSchema>;

/** A parcel as its customer reads it (GET /client-dashboard/orders/{id}/shipments): all but who on staff sent it. */
export const CustomerShipmentSchema = v.omit(ShipmentSchema, ['shippedBy']);
export type CustomerShipment = v.InferOutput<typeof CustomerShipmentSchema>;

/** What is left to ship of one order line. */
export const LineToShipSchema = v.object({
  line: lineIndex,
  productId: requiredText,
  productName: requiredText,
  ordered: shippedQuantity,
  shipped: shippedQuantity,
  remaining: shippedQuantity,
});
export type LineToShip = v.InferOutput<typeof LineToShipSchema>;

/** Answer of GET /admin/orders/{id}/shipments: the parcels sent, and what remains of each line. */
export const OrderShipmentsSchema = v.object({
  shipments: v.array(ShipmentSchema),
  toShip: v.array(LineToShipSchema),
});
export type OrderShipments = v.InferOutput<typeof OrderShipmentsSchema>;

/** Answer of a parcel shipped: the order after it, the parcel, and the order's parcels and lines left. */
export const ShippedParcelSchema = v.object({ ...OrderShipmentsSchema.entries, order: OrderSchema, shipment: ShipmentSchema });
