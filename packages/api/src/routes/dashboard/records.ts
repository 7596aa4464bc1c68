import * as v from 'valibot';
import {
  ORDER_STATUSES,
  OrderItemSchema,
  PAYMENT_STATUSES,
  PostalAddressSchema,
  SHIPPING_STATUSES,
  TRACKING_EVENT_STATUSES,
  TrackingEventSchema,
  FACTURE_STATUSES,
  FacturePaiementSchema,
  factureStatusOn,
} from '@otech/domain';
import type { Client, Order } from '@otech/domain';
import type { OwnedRecord } from '../../db/database.ts';

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

const StoredOrderSchema = v.object({
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
});
export type StoredOrder = v.InferOutput<typeof StoredOrderSchema>;

/** A stored order read whole: the administration's `Order` and what the account dashboard adds. */
export type ShopOrder = StoredOrder & Order;

/** A stored order with the administration's `Order` fields filled (spec 3 §3), owner named from its client. */
export function readOrder(record: OwnedRecord, owner: Client | undefined): ShopOrder {
  const order = v.parse(StoredOrderSchema, record);
  return {
    ...order,
    // An order stored without its printed number goes by its id, as on the customer's pages (views.ts).
    orderNumber: order.orderNumber || order.id,
    userId: String(order.clientId),
    userEmail: order.userEmail ?? owner?.email ?? '',
    userName: order.userName ?? owner?.societe ?? '',
  };
}

const FactureLineSchema = v.object({
  reference: text,
  designation: text,
  quantite: v.pipe(v.number(), v.integer(), v.minValue(1)),
  prix_unitaire_ht: euros,
  total_ht: euros,
});
export type FactureLine = v.InferOutput<typeof FactureLineSchema>;

const StoredFactureSchema = v.object({
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

/** A stored invoice read through its schema, its status as stored (the SQL database's columns take it so). */
export function readStoredFacture(record: OwnedRecord): StoredFacture {
  return v.parse(StoredFactureSchema, record);
}

/**
 * A stored invoice of the invoices service (spec 2 §3.6), `client_id` being its owner; a sent
 * invoice is "en retard" once its due date has passed, whatever was stored.
 */
export function readFacture(record: OwnedRecord): StoredFacture & { client_id: number } {
  const facture = readStoredFacture(record);
  return { ...facture, statut: factureStatusOn(facture, new Date()), client_id: facture.clientId };
}

/** Its tracking status from the last event, else from the shipping status when it is one (spec 2 §4). */
export function trackingStatusOf(order: StoredOrder): (typeof TRACKING_EVENT_STATUSES)[number] {
  const last = order.trackingEvents.at(-1)?.status;
  if (last) return last;
  const shipping = TRACKING_EVENT_STATUSES.find((status) => status === order.shippingStatus);
  return shipping ?? 'in_transit';
}

/** Answers a customer-owned record with its owner as the profile id (`userId`), as the entities read it. */
export function ownedView<R extends { clientId: number }>(record: R): Omit<R, 'clientId'> & { userId: string } {
  const { clientId, ...rest } = record;
  return { ...rest, userId: String(clientId) };
}
