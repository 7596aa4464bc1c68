import { SHIPMENT_MESSAGES } from '@otech/domain';
import type { Shipment } from '@otech/domain';
import { facturXPdf } from '../einvoice/facturXPdf.ts';
import { HttpError } from '../http/errors.ts';
import type { OutgoingMail } from '../mail/outgoingMail.ts';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import type { Database, OwnedRecord } from './database.ts';
import { storeIssuedFacture } from './invoices.ts';
import type { IssuedDocument } from './issuedDocuments.ts';
import { enqueueMail } from './mailOutbox.ts';
import { highestNumbersByYear } from './numbering.ts';
import { orderRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* The parcels of each order (table `shipments`, migration 0083), and the invoices issued for them. */

/** The order's parcels, first shipped first; with `clientId`, only if the order is that client's. */
export async function shipmentsOfOrder(db: Database, orderId: string, clientId?: number): Promise<Shipment[]> {
  let query = db.sql.selectFrom('shipments').select('record').where('order_id', '=', orderId);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  return (await query.orderBy('seq').execute()).map((row) => row.record);
}

/** One parcel; with `clientId`, only if it is that client's. */
export async function shipmentById(db: Database, id: string, clientId?: number): Promise<Shipment | undefined> {
  let query = db.sql.selectFrom('shipments').select('record').where('id', '=', id);
  if (clientId !== undefined) query = query.where('client_id', '=', clientId);
  return (await query.executeTakeFirst())?.record;
}

/** An invoice issued for a parcel: as stored, its issued document and its Factur-X file. */
interface ParcelInvoice {
  record: OwnedRecord;
  document: IssuedDocument;
  pdf: Buffer;
}

/** A parcel as stored with the order it changed and, when one was issued with it, its invoice. */
export interface ShippedParcel {
  order: OwnedRecord;
  shipment: Shipment;
  invoice?: ParcelInvoice;
}

/** What the route decides of a parcel, on the order as held: the order as it becomes, the parcel, and its invoice to issue. */
export interface ParcelPlan {
  order: OwnedRecord;
  shipment: Shipment;
  invoice?: OwnedRecord;
}

/** Numbers, dates and stores the invoice in `t`, and renders its Factur-X file, kept as every later download. */
async function issueParcelInvoice(t: Database, built: OwnedRecord, now: Date): Promise<ParcelInvoice> {
  const { record, document } = await storeIssuedFacture(t, built, now);
  if (!document) throw new Error(`invoice ${record.id}: a parcel's invoice is never a draft`);
  return { record, document, pdf: await facturXPdf(t, document) };
}

const withInvoice = (shipment: Shipment, invoice: ParcelInvoice): Shipment => ({
  ...shipment,
  invoice: { id: invoice.record.id, number: invoice.document.number, amountTTC: Number(invoice.record['montant_ttc']) },
});

const statusesOf = (order: OwnedRecord) => ({ status: order['status'], shippingStatus: order['shippingStatus'] });

async function queueAll(t: Database, mails: readonly OutgoingMail[], now: Date): Promise<void> {
  for (const mail of mails) await enqueueMail(t, mail, now);
}

/**
 * Ships a parcel of an order in one transaction (issue 22): the order held, `plan` decides on it and
 * its parcels so far (what it throws stores nothing), the parcel numbered in the BL series, the
 * order's statuses, the invoice numbered and issued with its file, the e-mails queued, the audit
 * entries. Undefined when the order is unknown.
 */
export function shipOrder(
  db: Database,
  orderId: string,
  plan: (held: OwnedRecord, shipped: Shipment[], deliveryNoteNumbers: string[]) => ParcelPlan,
  mailsOf: (parcel: ShippedParcel) => Promise<OutgoingMail[]>,
  actor: AuditActor,
  now = new Date(),
): Promise<ShippedParcel | undefined> {
  return transaction(db, async (t) => {
    const held = await t.sql.selectFrom('orders').select('record').where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!held) return undefined;
    const planned = plan(held.record, await shipmentsOfOrder(t, orderId), await highestNumbersByYear(t, 'deliveryNotes'));
    const invoice = planned.invoice && (await issueParcelInvoice(t, planned.invoice, now));
    const shipment = invoice ? withInvoice(planned.shipment, invoice) : planned.shipment;
    await t.sql
      .insertInto('shipments')
      .values({ id: shipment.id, order_id: orderId, client_id: held.record.clientId, number: shipment.number, shipped_at: shipment.shippedAt, record: JSON.stringify(shipment) })
      .execute();
    const order = { ...planned.order, id: orderId, clientId: held.record.clientId };
    await t.sql.updateTable('orders').set(orderRow(order)).where('id', '=', orderId).execute();
    const parcel: ShippedParcel = invoice ? { order, shipment, invoice } : { order, shipment };
    await queueAll(t, await mailsOf(parcel), now);
    await appendAudit(t, actor, { kind: 'order', recordId: orderId, action: `expédition ${shipment.number}`, before: statusesOf(held.record), after: { ...statusesOf(order), shipment } });
    if (invoice) await appendAudit(t, actor, { kind: 'invoice', recordId: invoice.record.id, action: 'émission', before: null, after: { number: invoice.document.number, shipment: shipment.number } });
    return parcel;
  });
}

/**
 * Issues the invoice of a parcel shipped without one, in one transaction: the parcel held (a
 * second click is told it is invoiced already, 409), `build` makes the invoice of the parcel and
 * its order, which is numbered, issued, e-mailed and audited. Undefined when the parcel is unknown.
 */
export function invoiceShipment(
  db: Database,
  shipmentId: string,
  build: (shipment: Shipment, order: OwnedRecord) => OwnedRecord,
  mailsOf: (parcel: ShippedParcel) => Promise<OutgoingMail[]>,
  actor: AuditActor,
  now = new Date(),
): Promise<ShippedParcel | undefined> {
  return transaction(db, async (t) => {
    const held = await t.sql.selectFrom('shipments').select('record').where('id', '=', shipmentId).forUpdate().executeTakeFirst();
    if (!held) return undefined;
    if (held.record.invoice) throw new HttpError(409, SHIPMENT_MESSAGES.alreadyInvoiced);
    const order = await t.sql.selectFrom('orders').select('record').where('id', '=', held.record.orderId).executeTakeFirstOrThrow();
    const invoice = await issueParcelInvoice(t, build(held.record, order.record), now);
    const shipment = withInvoice(held.record, invoice);
    await t.sql.updateTable('shipments').set({ record: JSON.stringify(shipment) }).where('id', '=', shipmentId).execute();
    const parcel: ShippedParcel = { order: order.record, shipment, invoice };
    await queueAll(t, await mailsOf(parcel), now);
    await appendAudit(t, actor, { kind: 'invoice', recordId: invoice.record.id, action: 'émission', before: null, after: { number: invoice.document.number, shipment: shipment.number } });
    return parcel;
  });
}
