import * as v from 'valibot';
import { FACTURE_STATUSES } from '../schemas/facture.ts';
import { LoyaltyBenefitSchema, LoyaltyRewardSchema } from '../schemas/loyalty.ts';
import { TRACKING_EVENT_STATUSES } from '../schemas/tracking.ts';
import type { StoredFacture, StoredOrder, StoredRecord } from '../schemas/storedDocuments.ts';
import type { AccountCreditNote, AccountOrder, AccountOrderDetail, FactureStatus, Favourite, Invoice, LoyaltyProgram, Product, Shipment, TrackingInfo } from '../schemas/index.ts';
import { isShownToCustomer, storedStatutsReadingAs } from './factures.ts';
import { favouriteOrderStats } from './favourites.ts';
import { loyaltyStanding } from './loyalty.ts';
import { customerShipment } from './shipments.ts';
import type { LoyaltyRedemption } from './loyalty.ts';
import { invoicePaymentStatus } from './invoicePayments.ts';
import { accountInvoiceStatus, invoicePayment } from './money.ts';
import { INVOICE_STATUS_DISPLAY } from './statuses/invoiceStatus.ts';
import { LOYALTY_LEVEL_DISPLAY } from './statuses/loyaltyLevel.ts';
import { ORDER_STATUS_LABELS } from './statuses/orderStatus.ts';
import { placedOrderStatusLabel } from './orderPlacement.ts';

/*
 * The account dashboard's answers (spec 2 §3.7) made from the records as stored: what a customer is
 * shown of its orders, invoices, favourites and loyalty programme.
 */

/** Its tracking status from the last event, else from the shipping status when it is one (spec 2 §4). */
export function trackingStatusOf(order: StoredOrder): (typeof TRACKING_EVENT_STATUSES)[number] {
  const last = order.trackingEvents.at(-1)?.status;
  if (last) return last;
  const shipping = TRACKING_EVENT_STATUSES.find((status) => status === order.shippingStatus);
  return shipping ?? 'in_transit';
}

/** The account dashboard's order (spec 2 §3.7), its status label from the domain. */
export function accountOrder(order: StoredOrder): AccountOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? order.id,
    date: order.orderDate,
    status: order.status,
    statusLabel: placedOrderStatusLabel(order, ORDER_STATUS_LABELS[order.status]),
    items: order.items,
    totalAmount: order.totalAmount,
    totalQuantity: order.items.reduce((sum, item) => sum + item.quantity, 0),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    trackingNumber: order.trackingNumber,
    deliveredDate: order.actualDelivery,
    estimatedDelivery: order.estimatedDelivery,
    ...(order.purchaseOrderReference ? { purchaseOrderReference: order.purchaseOrderReference } : {}),
    ...(order.backOrders.length > 0 ? { backOrders: order.backOrders } : {}),
  };
}

/**
 * The order page's order: the order with its payment and delivery statuses, its parcel's tracking
 * when it has a number, the invoice raised for it when there is one, and its parcels (issue 22).
 */
export function accountOrderDetail(order: StoredOrder, invoice: StoredFacture | undefined, shipments: readonly Shipment[] = []): AccountOrderDetail {
  return {
    ...accountOrder(order),
    paymentStatus: order.paymentStatus,
    shippingStatus: order.shippingStatus,
    ...(order.trackingNumber ? { tracking: trackingInfo({ ...order, trackingNumber: order.trackingNumber }) } : {}),
    ...(invoice ? { invoice: { id: invoice.id, invoiceNumber: invoice.numero_facture || invoice.id } } : {}),
    ...(shipments.length > 0 ? { shipments: shipments.map(customerShipment) } : {}),
  };
}

/** Tracking info of one order (spec 2 §3.7), its events oldest first as the carrier gave them. */
export function trackingInfo(order: StoredOrder & { trackingNumber: string }): TrackingInfo {
  const status = trackingStatusOf(order);
  return {
    orderId: order.id,
    trackingNumber: order.trackingNumber,
    carrier: order.carrier ?? '',
    status,
    statusDate: order.trackingEvents.at(-1)?.date ?? order.actualDelivery ?? order.orderDate,
    events: order.trackingEvents,
  };
}

export function hasAccountInvoice(facture: StoredFacture): boolean {
  return accountInvoiceStatus(facture.statut) !== null;
}

/** The stored statuses of the invoices the account dashboard lists (`hasAccountInvoice` on any day): what its page asks the store for. */
export const ACCOUNT_INVOICE_STATUTS: readonly FactureStatus[] = [
  ...new Set(FACTURE_STATUSES.filter((statut) => accountInvoiceStatus(statut) !== null).flatMap(storedStatutsReadingAs)),
];

/** The stored statuses of the invoices a customer reads through the invoices service: all but drafts. */
export const CUSTOMER_FACTURE_STATUTS: readonly FactureStatus[] = FACTURE_STATUSES.filter(isShownToCustomer);

/** The account dashboard's invoice of a stored facture (spec 2 §3.7), with the credit notes correcting it; amounts include VAT. */
export function accountInvoice(facture: StoredFacture, creditNotes: readonly AccountCreditNote[] = []): Invoice {
  const status = accountInvoiceStatus(facture.statut) ?? 'sent';
  const { paid, due } = invoicePayment(facture.montant_ttc, facture.paiements);
  return {
    id: facture.id,
    invoiceNumber: facture.numero_facture,
    date: facture.date_facture,
    dueDate: facture.date_echeance ?? facture.date_facture,
    status,
    statusLabel: INVOICE_STATUS_DISPLAY[status].label,
    amount: facture.montant_ttc,
    amountPaid: paid,
    amountDue: due,
    currency: 'EUR',
    items: facture.lignes.map((line) => ({
      productId: line.reference,
      productName: line.designation,
      quantity: line.quantite,
      unitPrice: line.prix_unitaire_ht,
      totalPrice: line.total_ht,
    })),
    downloadUrl: `/api/client-dashboard/invoices/${encodeURIComponent(facture.id)}/download`,
    paymentMethod: facture.paiements.at(-1)?.mode ?? facture.conditions_paiement ?? '',
    paymentStatus: invoicePaymentStatus(facture.montant_ttc, facture.paiements),
    creditNotes: [...creditNotes],
  };
}

/** A favourite with its product, its order count and last order date from the client's orders; one whose product left the catalogue is not shown. */
export function favouriteView(record: StoredRecord, product: Product | undefined, orders: readonly StoredOrder[]): Favourite | null {
  if (!product) return null;
  return {
    id: record.id,
    userId: String(record.clientId),
    product,
    dateAdded: typeof record['dateAdded'] === 'string' ? record['dateAdded'] : new Date(0).toISOString(),
    ...favouriteOrderStats([product.id, product.reference], orders),
  };
}

const RedemptionSchema = v.object({ id: v.string(), rewardId: v.string(), pointsCost: v.pipe(v.number(), v.integer(), v.minValue(0)), date: v.string() });
const StoredLoyaltySchema = v.object({
  name: v.fallback(v.string(), 'Programme Fidélité OTECH'),
  description: v.fallback(v.string(), ''),
  benefits: v.fallback(v.array(LoyaltyBenefitSchema), []),
  availableRewards: v.fallback(v.array(LoyaltyRewardSchema), []),
  redemptions: v.fallback(v.array(RedemptionSchema), []),
});

/** The redemptions stored on a client's loyalty record (what the points were spent on). */
export function redemptionsOf(record: StoredRecord | undefined): (LoyaltyRedemption & { id: string })[] {
  return v.parse(StoredLoyaltySchema, record ?? {}).redemptions;
}

/**
 * The client's loyalty programme (spec 2 §3.7): the offer (benefits, rewards) as stored, the
 * points, level and next level derived from the client's orders and redemptions. A client the
 * programme has no record of gets the programme with no rewards.
 */
export function loyaltyView(record: StoredRecord | undefined, clientId: number, orders: readonly StoredOrder[]): LoyaltyProgram {
  const stored = v.parse(StoredLoyaltySchema, record ?? {});
  const standing = loyaltyStanding(orders, stored.redemptions);
  return {
    id: record?.id ?? `fid-${clientId}`,
    userId: String(clientId),
    name: stored.name,
    description: stored.description,
    ...standing,
    levelLabel: LOYALTY_LEVEL_DISPLAY[standing.level].label,
    benefits: stored.benefits,
    availableRewards: stored.availableRewards,
  };
}
