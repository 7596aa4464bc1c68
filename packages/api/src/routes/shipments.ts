import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import {
  adminOrderStatusDisplay,
  canShipOrder,
  customerShipment,
  CustomerShipmentSchema,
  documentTotals,
  grantedTerms,
  isoDay,
  linesToShip,
  nextNumber,
  OrderShipmentsSchema,
  orderStatusesAfterShipment,
  SHIPMENT_MESSAGES,
  shipmentInvoiceLines,
  shipmentIssues,
  shipmentLines,
  ShipmentSchema,
  ShippedParcelSchema,
  ShipmentInputSchema,
  toCents,
} from '@otech/domain';
import type { Client, Shipment, ShipmentInput } from '@otech/domain';
import { actorOf } from '../db/auditTrail.ts';
import { clientById } from '../db/clients.ts';
import type { OwnedRecord } from '../db/database.ts';
import { orderById } from '../db/orders.ts';
import { recordOf } from '../db/owned.ts';
import { invoiceShipment, shipmentById, shipmentsOfOrder, shipOrder } from '../db/shipments.ts';
import type { ShippedParcel } from '../db/shipments.ts';
import { HttpError, notFound, VALIDATION_MESSAGE } from '../http/errors.ts';
import { DASHBOARD_MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import type { BodyInput, NoInput } from '../http/route.ts';
import type { RouteContext } from '../context.ts';
import { invoiceIssuedMail } from '../mail/invoiceIssuedMail.ts';
import type { OutgoingMail } from '../mail/outgoingMail.ts';
import { shipmentSentMail } from '../mail/shipmentSentMail.ts';
import { deliveryNoteFileName, deliveryNotePdf } from '../pdf/deliveryNotePdf.ts';
import { deliveryNoteOrder, purchaseOrderReference } from '../records/deliveryNotes.ts';
import { readOrder } from '../records/storedRecords.ts';

/* Shipping an order in parcels and invoicing each parcel (issue 22; decisions 145, 146). */

/**
 * The invoice of a parcel, as the shop issues it: the quantities shipped at the order's HT prices,
 * the customer's payment terms (its due date follows at issue), the PO reference, the delivery date.
 */
function parcelInvoice(shipment: Shipment, record: OwnedRecord, client: Client): OwnedRecord {
  const order = readOrder(record, client);
  const lignes = shipmentInvoiceLines(order.items, shipment.lines);
  const totals = documentTotals(lignes.map((line) => ({ unitPriceCents: toCents(line.prix_unitaire_ht), quantity: line.quantite })));
  const reference = purchaseOrderReference(record);
  return {
    id: `fac-${randomUUID()}`,
    clientId: client.id,
    client_id: client.id,
    statut: 'envoyee',
    client_nom: client.societe,
    date_facture: isoDay(shipment.shippedAt),
    conditions_paiement: grantedTerms(client.bankingInfo).paymentTerms,
    montant_ht: totals.totalHT,
    montant_contribution: totals.contribution,
    montant_tva: totals.tva,
    montant_ttc: totals.totalTTC,
    paiements: [],
    lignes,
    orderId: order.id,
    shipmentId: shipment.id,
    date_livraison: isoDay(shipment.shippedAt),
    ...(reference ? { bon_commande: reference } : {}),
  };
}

/** The e-mails of a parcel: its delivery note with the tracking, and its invoice when one was issued. */
function parcelMails(client: Client) {
  return async ({ order, shipment, invoice }: ShippedParcel): Promise<OutgoingMail[]> => {
    const reference = purchaseOrderReference(order);
    const mails = [shipmentSentMail(shipment, client.email, { filename: deliveryNoteFileName(shipment), content: await deliveryNotePdf(shipment, deliveryNoteOrder(order, client)) })];
    if (invoice) {
      const facts = { id: invoice.record.id, number: invoice.document.number, orderNumber: shipment.orderNumber, amountTTC: Number(invoice.record['montant_ttc']), dueDate: invoice.document.einvoice.dueDate, purchaseOrderReference: reference };
      mails.push(invoiceIssuedMail(facts, client.email, invoice.pdf));
    }
    return mails;
  };
}

async function orderOwner(ctx: RouteContext, record: OwnedRecord): Promise<Client> {
  const client = await clientById(ctx.db, record.clientId);
  if (!client) throw new HttpError(409, `La commande ${String(record['orderNumber'] ?? record.id)} n’a plus de client.`);
  return client;
}

/** The parcels of an order and what remains to ship of each line. */
async function orderShipments({ req, ctx }: NoInput) {
  const record = await orderById(ctx.db, req.params['id'] ?? '');
  if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  const shipments = await shipmentsOfOrder(ctx.db, record.id);
  return { shipments, toShip: linesToShip(readOrder(record, undefined).items, shipments) };
}

/** Decides the parcel on the order as held: refused when the order may not ship or the lines are wrong. */
function planParcel(input: ShipmentInput, client: Client, shippedBy: string, now: Date) {
  return (held: OwnedRecord, shipped: Shipment[], numbers: string[]) => {
    const order = readOrder(held, client);
    if (!canShipOrder(order.status)) throw new HttpError(409, SHIPMENT_MESSAGES.notShippable(adminOrderStatusDisplay(order.status).label));
    const before = linesToShip(order.items, shipped);
    const issues = shipmentIssues(before, input.lines);
    if (issues.length > 0) throw new HttpError(400, VALIDATION_MESSAGE, issues);
    const shipment: Shipment = {
      id: `shp-${randomUUID()}`,
      number: nextNumber('BL', Number(isoDay(now).slice(0, 4)), numbers),
      orderId: order.id,
      orderNumber: order.orderNumber,
      shippedAt: now.toISOString(),
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      lines: shipmentLines(order.items, input.lines),
      shippedBy,
    };
    const statuses = orderStatusesAfterShipment(linesToShip(order.items, [...shipped, shipment]));
    return {
      order: { ...held, ...statuses, carrier: input.carrier, trackingNumber: input.trackingNumber },
      shipment,
      ...(input.issueInvoice ? { invoice: parcelInvoice(shipment, held, client) } : {}),
    };
  };
}

/** "Expédier": a parcel of the order, its delivery note, its invoice when asked, their e-mails; one transaction. */
async function ship({ req, ctx, body }: BodyInput<typeof ShipmentInputSchema>) {
  const record = await orderById(ctx.db, req.params['id'] ?? '');
  if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  const client = await orderOwner(ctx, record);
  const staff = ctx.adminOf(req);
  const now = new Date();
  const parcel = await shipOrder(ctx.db, record.id, planParcel(body, client, staff.name, now), parcelMails(client), actorOf(staff), now);
  if (!parcel) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  ctx.mail.wake();
  const shipments = await shipmentsOfOrder(ctx.db, record.id);
  return { order: readOrder(parcel.order, client), shipment: parcel.shipment, shipments, toShip: linesToShip(readOrder(parcel.order, client).items, shipments) };
}

/** "Émettre la facture" of a parcel shipped without one. */
async function invoiceParcel({ req, ctx }: NoInput) {
  const shipment = await shipmentById(ctx.db, req.params['id'] ?? '');
  if (!shipment) throw notFound(SHIPMENT_MESSAGES.notFound);
  const record = await orderById(ctx.db, shipment.orderId);
  if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  const client = await orderOwner(ctx, record);
  const staff = ctx.adminOf(req);
  const parcel = await invoiceShipment(ctx.db, shipment.id, (held, order) => parcelInvoice(held, order, client), parcelMails(client), actorOf(staff));
  if (!parcel) throw notFound(SHIPMENT_MESSAGES.notFound);
  ctx.mail.wake();
  return parcel.shipment;
}

async function sendDeliveryNote({ res, ctx }: NoInput, shipment: Shipment | undefined) {
  if (!shipment) throw notFound(SHIPMENT_MESSAGES.notFound);
  const record = await orderById(ctx.db, shipment.orderId);
  if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  const pdf = await deliveryNotePdf(shipment, deliveryNoteOrder(record));
  res.type('application/pdf').attachment(deliveryNoteFileName(shipment)).send(pdf);
}

function staffDeliveryNote(input: NoInput) {
  return shipmentById(input.ctx.db, input.req.params['id'] ?? '').then((shipment) => sendDeliveryNote(input, shipment));
}

/** The customer's own parcels only: another's reads as unknown. */
async function customerDeliveryNote(input: NoInput) {
  const client = input.ctx.customerOf(input.req);
  await sendDeliveryNote(input, await shipmentById(input.ctx.db, input.req.params['id'] ?? '', client.id));
}

async function customerOrderShipments({ req, ctx }: NoInput) {
  const client = ctx.customerOf(req);
  const record = await recordOf(ctx.db, 'orders', client.id, req.params['id']);
  if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  return (await shipmentsOfOrder(ctx.db, record.id, client.id)).map(customerShipment);
}

export const shipmentRoutes = [
  route({ method: 'get', path: '/admin/orders/:id/shipments', auth: 'admin', permission: 'orders.view', summary: "An order's parcels and what remains to ship of each line", answer: OrderShipmentsSchema, handle: orderShipments }),
  route({
    method: 'post',
    path: '/admin/orders/:id/shipments',
    auth: 'admin',
    permission: 'orders.ship',
    summary: 'Ships a parcel of the order (never more than remains), with its delivery note and, unless issueInvoice is false, its invoice; both e-mailed',
    body: ShipmentInputSchema,
    status: 201,
    answer: ShippedParcelSchema,
    handle: ship,
  }),
  route({ method: 'post', path: '/admin/shipments/:id/invoice', auth: 'admin', permission: 'invoices.edit', summary: 'Issues and e-mails the invoice of a parcel shipped without one', status: 201, answer: ShipmentSchema, handle: invoiceParcel }),
  route({ method: 'get', path: '/admin/shipments/:id/delivery-note', auth: 'admin', permission: 'orders.view', summary: "A parcel's delivery note (Bon de livraison)", produces: 'application/pdf', handle: staffDeliveryNote }),
  route({ method: 'get', path: '/client-dashboard/orders/:id/shipments', auth: 'customer', summary: "The parcels of the caller's order, with their tracking and invoices", answer: v.array(CustomerShipmentSchema), handle: customerOrderShipments }),
  route({ method: 'get', path: '/client-dashboard/shipments/:id/delivery-note', auth: 'customer', summary: "The delivery note of the caller's parcel", produces: 'application/pdf', handle: customerDeliveryNote }),
];
