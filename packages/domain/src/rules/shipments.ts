import type { OrderItem, OrderStatus, ShippingStatus } from '../schemas/order.ts';
import type { CustomerShipment, LineToShip, Shipment, ShipmentLine, ShipmentLineInput } from '../schemas/shipment.ts';
import { fromCents, toCents } from './money.ts';

/*
 * Shipping an order in parcels (issue 22): each parcel carries some of each order line, never more
 * than remains to ship; the order's statuses follow from what remains
 * (docs/decisions/145-order-statuses-of-a-partial-shipment.md).
 */

/** The French messages of "Expédier". */
export const SHIPMENT_MESSAGES = {
  notShippable: (label: string) => `Une commande « ${label} » ne peut pas être expédiée.`,
  unknownLine: (line: number) => `La commande n’a pas de ligne ${line + 1}.`,
  twice: (line: number) => `La ligne ${line + 1} est donnée deux fois.`,
  tooMany: (line: number, remaining: number) => `Ligne ${line + 1} : ${remaining} au plus reste(nt) à expédier.`,
  empty: 'Le colis ne contient aucun article : indiquez au moins une quantité.',
  alreadyInvoiced: 'Ce colis est déjà facturé.',
  notFound: 'Expédition introuvable',
} as const;

/** Orders staff may ship from: confirmed or already in preparation. A held, cancelled or returned order is not shipped. */
export const SHIPPABLE_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing'];

export function canShipOrder(status: OrderStatus): boolean {
  return SHIPPABLE_ORDER_STATUSES.includes(status);
}

/** Each order line with how many were ordered, shipped in the parcels so far, and remain. */
export function linesToShip(items: readonly OrderItem[], shipments: readonly Pick<Shipment, 'lines'>[]): LineToShip[] {
  return items.map((item, line) => {
    const shipped = shipments.reduce((sum, shipment) => sum + shipment.lines.filter((sent) => sent.line === line).reduce((n, sent) => n + sent.quantity, 0), 0);
    return { line, productId: item.productId, productName: item.productName, ordered: item.quantity, shipped, remaining: Math.max(0, item.quantity - shipped) };
  });
}

/** A field path and its French message, as the API's 400 answers name them. */
export interface ShipmentIssue {
  path: string;
  message: string;
}

/**
 * What is wrong with a parcel's lines, or nothing: each line must be a line of the order, given once,
 * at most what remains of it; lines at 0 are left out, and at least one must remain.
 */
export function shipmentIssues(toShip: readonly LineToShip[], lines: readonly ShipmentLineInput[]): ShipmentIssue[] {
  const seen = new Set<number>();
  const issues = lines.flatMap((input, index): ShipmentIssue[] => {
    const path = `lines.${index}.line`;
    const target = toShip[input.line];
    if (!target) return [{ path, message: SHIPMENT_MESSAGES.unknownLine(input.line) }];
    if (seen.has(input.line)) return [{ path, message: SHIPMENT_MESSAGES.twice(input.line) }];
    seen.add(input.line);
    return input.quantity > target.remaining ? [{ path: `lines.${index}.quantity`, message: SHIPMENT_MESSAGES.tooMany(input.line, target.remaining) }] : [];
  });
  if (issues.length === 0 && lines.every((input) => input.quantity === 0)) return [{ path: 'lines', message: SHIPMENT_MESSAGES.empty }];
  return issues;
}

/** The parcel's lines as stored: the order lines it takes, with their name, those at 0 left out. */
export function shipmentLines(items: readonly OrderItem[], lines: readonly ShipmentLineInput[]): ShipmentLine[] {
  return lines.flatMap((input) => {
    const item = items[input.line];
    return item && input.quantity > 0 ? [{ line: input.line, productId: item.productId, productName: item.productName, quantity: input.quantity }] : [];
  });
}

/**
 * The order's statuses once a parcel has left: every line shipped makes it "Expédiée" (shipped,
 * shipped); some left to ship keeps it "En traitement" with its rest "preparing".
 */
export function orderStatusesAfterShipment(toShipAfter: readonly LineToShip[]): { status: OrderStatus; shippingStatus: ShippingStatus } {
  return toShipAfter.every((line) => line.remaining === 0) ? { status: 'shipped', shippingStatus: 'shipped' } : { status: 'processing', shippingStatus: 'preparing' };
}

/** An invoice line of the shipped quantity at the order's HT unit price (euros as the order stores them, totals in cents). */
export interface ShipmentInvoiceLine {
  reference: string;
  designation: string;
  quantite: number;
  prix_unitaire_ht: number;
  total_ht: number;
}

/** The invoice lines of a parcel: what it carries, at the order's prices, each total in whole cents. */
export function shipmentInvoiceLines(items: readonly OrderItem[], lines: readonly ShipmentLine[]): ShipmentInvoiceLine[] {
  return lines.flatMap((sent) => {
    const item = items[sent.line];
    if (!item) return [];
    return [{ reference: item.productId, designation: item.productName, quantite: sent.quantity, prix_unitaire_ht: item.unitPrice, total_ht: fromCents(toCents(item.unitPrice) * sent.quantity) }];
  });
}

/** A parcel as its customer sees it: everything but who on staff sent it. */
export function customerShipment(shipment: Shipment): CustomerShipment {
  const { shippedBy: _staff, ...shown } = shipment;
  return shown;
}
