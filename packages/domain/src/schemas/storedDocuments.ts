import * as v from 'valibot';
import { FACTURE_STATUSES, FacturePaiementSchema } from './facture.ts';
import { ORDER_STATUSES, OrderItemSchema, PAYMENT_STATUSES, SHIPPING_STATUSES } from './order.ts';
import { PostalAddressSchema } from './postalAddress.ts';
import { TrackingEventSchema } from './tracking.ts';

/** A customer-owned record as the database keeps it: its id, its owner, and the fields of its kind. */
export interface StoredRecord {
  id: string;
  clientId: number;
  [field: string]: unknown;
}

/*
 * The seed builder checks only `id` and `clientId` of the dashboards' records (data/README.md gives
 * their full shapes), so every stored record is read through a schema whose fields fall back to an
 * empty value: an incomplete record is shown incomplete, never answered as a 500.
 */

const text = v.fallback(v.string(), '');
const optionalText = v.fallback(v.optional(v.string()), undefined);
const euros = v.fallback(v.pipe(v.number(), v.finite(), v.minValue(0)), 0);
const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.fallback(v.array(v.unknown()), []),
    v.transform((values) => values.flatMap((value) => {
      const parsed = v.safeParse(item, value);
      return parsed.success ? [parsed.output as v.InferOutput<T>] : [];
    })),
  );
const picked = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) => v.fallback(v.picklist(values), fallback);

/** Records older than any real order (a missing date) sort last and count in no recent month. */
export const UNKNOWN_DATE = '1970-01-01T00:00:00.000Z';
const EMPTY_ADDRESS = { street: '', city: '', postalCode: '', country: '' };

export const StoredOrderSchema = v.object({
  id: v.string(),
  clientId: v.number(),
  orderNumber: optionalText,
  userEmail: optionalText,
  userName: optionalText,
  items: list(OrderItemSchema),
  totalAmount: euros,
  status: picked(ORDER_STATUSES, 'pending'),
  paymentStatus: picked(PAYMENT_STATUSES, 'pending'),
  shippingStatus: picked(SHIPPING_STATUSES, 'not_shipped'),
  shippingAddress: v.fallback(PostalAddressSchema, EMPTY_ADDRESS),
  billingAddress: v.fallback(PostalAddressSchema, EMPTY_ADDRESS),
  orderDate: v.fallback(v.string(), UNKNOWN_DATE),
  estimatedDelivery: optionalText,
  actualDelivery: optionalText,
  trackingNumber: optionalText,
  carrier: optionalText,
  trackingEvents: list(TrackingEventSchema),
  /** Held for staff: the order would take credit in use above the limit (issue 22). */
  creditHold: v.fallback(v.optional(v.boolean()), undefined),
  /** "Votre référence de commande", printed on every document. */
  purchaseOrderReference: optionalText,
  requestedDeliveryDate: optionalText,
  comment: optionalText,
  /** The stock this order took of each product, given back when it is cancelled. */
  stockTaken: list(v.object({ productId: v.string(), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  /** The quantities ordered beyond the stock, with their indicative delay. */
  backOrders: list(v.object({ productId: v.string(), productName: v.string(), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)), text: v.string() })),
});
export type StoredOrder = v.InferOutput<typeof StoredOrderSchema>;

const FactureLineSchema = v.object({
  reference: text,
  designation: text,
  quantite: v.pipe(v.number(), v.integer(), v.minValue(1)),
  prix_unitaire_ht: euros,
  total_ht: euros,
});
export type FactureLine = v.InferOutput<typeof FactureLineSchema>;

export const StoredFactureSchema = v.object({
  id: v.string(),
  clientId: v.number(),
  numero_facture: v.fallback(v.string(), ''),
  statut: picked(FACTURE_STATUSES, 'brouillon'),
  client_nom: text,
  date_facture: v.fallback(v.string(), UNKNOWN_DATE),
  date_echeance: optionalText,
  montant_ht: v.fallback(v.optional(euros), undefined),
  montant_contribution: v.fallback(v.optional(euros), undefined),
  montant_tva: v.fallback(v.optional(euros), undefined),
  montant_ttc: euros,
  conditions_paiement: optionalText,
  orderId: optionalText,
  paiements: list(FacturePaiementSchema),
  lignes: list(FactureLineSchema),
});
export type StoredFacture = v.InferOutput<typeof StoredFactureSchema>;
