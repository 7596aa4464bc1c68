import {
  applyOrderUpdate,
  BULK_MESSAGES,
  bulkDone,
  bulkPermission,
  bulkRefused,
  BulkOrderStatusSchema,
  BulkRecordsSchema,
  BulkResultSchema,
  bulkZipName,
  changedValues,
  orderStatusRefusal,
} from '@otech/domain';
import type { BulkOutcome, OrderStatus } from '@otech/domain';
import { actorOf, appendAudit } from '../../db/auditTrail.ts';
import type { AuditActor } from '../../db/auditTrail.ts';
import type { Database, OwnedRecord } from '../../db/database.ts';
import { orderById, updateOrder } from '../../db/orders.ts';
import { shipmentsOfOrder } from '../../db/shipments.ts';
import { eachRecord, outcomeOf, sendBulkZip } from '../../http/bulk.ts';
import type { BulkFile } from '../../http/bulk.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { BodyInput } from '../../http/route.ts';
import type { RouteContext } from '../../context.ts';
import { deliveryNoteFileName, deliveryNotePdf } from '../../pdf/deliveryNotePdf.ts';
import { deliveryNoteOrder } from '../../records/deliveryNotes.ts';

/* Bulk actions of /admin/orders (issue 23): a status for several orders, their delivery notes as one ZIP. */

const orderLabel = (record: OwnedRecord): string => String(record['orderNumber'] ?? record.id);

/** One order moved to the status, in its own transaction (stock taken or given back as a single change does) with its audit entry. */
async function changeStatus(ctx: RouteContext, actor: AuditActor, id: string, status: OrderStatus): Promise<BulkOutcome> {
  const stored = await orderById(ctx.db, id);
  if (!stored) return bulkRefused(id, id, BULK_MESSAGES.orderNotFound);
  const label = orderLabel(stored);
  return outcomeOf(id, label, async () => {
    const now = new Date();
    const audit = async (t: Database, before: OwnedRecord, after: OwnedRecord) => {
      await appendAudit(t, actor, { kind: 'order', recordId: id, action: 'statut', ...changedValues(before, after, ['status']) });
    };
    // Decided on the order as locked in its transaction: another member may have moved it meanwhile.
    const change = (held: OwnedRecord) => {
      const refusal = orderStatusRefusal(String(held['status']), status);
      if (refusal) throw new HttpError(409, refusal);
      return applyOrderUpdate([held], id, { status }, now)?.[0] ?? held;
    };
    if (!(await updateOrder(ctx.db, id, change, audit))) throw new HttpError(404, BULK_MESSAGES.orderNotFound);
    return BULK_MESSAGES.statusDone(status);
  });
}

function changeStatuses({ req, ctx, body }: BodyInput<typeof BulkOrderStatusSchema>) {
  const actor = actorOf(ctx.adminOf(req));
  return eachRecord(body.ids, (id) => changeStatus(ctx, actor, id, body.status));
}

/** Each selected order's parcels, or why it has no delivery note yet. */
async function deliveryNotesOf(ctx: RouteContext, ids: readonly string[]) {
  const files: BulkFile[] = [];
  const result = await eachRecord(ids, async (id) => {
    const order = await orderById(ctx.db, id);
    if (!order) return bulkRefused(id, id, BULK_MESSAGES.orderNotFound);
    const shipments = await shipmentsOfOrder(ctx.db, id);
    if (shipments.length === 0) return bulkRefused(id, orderLabel(order), BULK_MESSAGES.noParcel);
    files.push(...shipments.map((shipment) => ({ name: deliveryNoteFileName(shipment), draw: () => deliveryNotePdf(shipment, deliveryNoteOrder(order)) })));
    return bulkDone(id, orderLabel(order), BULK_MESSAGES.deliveryNotes(shipments.length));
  });
  return { result, files };
}

async function checkDeliveryNotes({ ctx, body }: BodyInput<typeof BulkRecordsSchema>) {
  return (await deliveryNotesOf(ctx, body.ids)).result;
}

/** The delivery notes of the selected orders' parcels, one PDF each, in one ZIP; the orders without a parcel are left out. */
async function downloadDeliveryNotes({ res, ctx, body }: BodyInput<typeof BulkRecordsSchema>) {
  await sendBulkZip(res, bulkZipName('bons_de_livraison', new Date()), await deliveryNotesOf(ctx, body.ids));
}

export const bulkOrderRoutes = [
  route({
    method: 'post',
    path: '/admin/bulk/orders/status',
    auth: 'admin',
    permission: bulkPermission('orders', 'status'),
    summary: 'Moves each selected order to a status, answering per order what was done or refused and why',
    body: BulkOrderStatusSchema,
    answer: BulkResultSchema,
    handle: changeStatuses,
  }),
  route({
    method: 'post',
    path: '/admin/bulk/orders/delivery-notes/check',
    auth: 'admin',
    permission: bulkPermission('orders', 'deliveryNotes'),
    summary: 'Which selected orders have delivery notes to download, and why the others have none',
    body: BulkRecordsSchema,
    answer: BulkResultSchema,
    handle: checkDeliveryNotes,
  }),
  route({
    method: 'post',
    path: '/admin/bulk/orders/delivery-notes',
    auth: 'admin',
    permission: bulkPermission('orders', 'deliveryNotes'),
    summary: "The delivery notes of the selected orders' parcels as one ZIP of PDFs, streamed",
    body: BulkRecordsSchema,
    produces: 'application/zip',
    handle: downloadDeliveryNotes,
  }),
];
