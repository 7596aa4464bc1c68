import { BULK_MESSAGES, bulkDone, bulkPermission, bulkRefused, BulkPriceListSchema, BulkRepresentativeSchema, BulkResultSchema } from '@otech/domain';
import type { BulkOutcome, PriceListId } from '@otech/domain';
import { staffList } from '../../db/admins.ts';
import { actorOf } from '../../db/auditTrail.ts';
import type { AuditActor } from '../../db/auditTrail.ts';
import { clientById, storableId } from '../../db/clients.ts';
import { setClientRepresentative } from '../../db/clientRepresentative.ts';
import { moveClientToList } from '../../db/priceListAdmin.ts';
import { refreshPriceTerms } from '../../db/priceTerms.ts';
import { eachRecord } from '../../http/bulk.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { BodyInput } from '../../http/route.ts';
import type { RouteContext } from '../../context.ts';

/* Bulk actions of /admin/clients (issue 23): another price list or another representative for several clients. */

/** The selected client and what the list shows of it (its company), or its refusal when there is none. */
async function selectedClient(ctx: RouteContext, id: string) {
  const clientId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const client = storableId(clientId) ? await clientById(ctx.db, clientId) : undefined;
  return client ? { clientId, label: client.societe || client.email || id } : undefined;
}

async function moveToList(ctx: RouteContext, actor: AuditActor, id: string, listId: PriceListId): Promise<BulkOutcome> {
  const selected = await selectedClient(ctx, id);
  if (!selected) return bulkRefused(id, id, BULK_MESSAGES.clientNotFound);
  // One transaction per client, with its audit entry (the single move's own function).
  const moved = await moveClientToList(ctx.db, actor, selected.clientId, listId);
  if (!moved) return bulkRefused(id, selected.label, BULK_MESSAGES.clientNotFound);
  return moved === 'unchanged' ? bulkRefused(id, selected.label, BULK_MESSAGES.alreadyList(listId)) : bulkDone(id, selected.label, BULK_MESSAGES.listDone(listId));
}

async function changePriceLists({ req, ctx, body }: BodyInput<typeof BulkPriceListSchema>) {
  const actor = actorOf(ctx.adminOf(req));
  const result = await eachRecord(body.ids, (id) => moveToList(ctx, actor, id, body.listId));
  // The terms each process keeps in memory (decision 160) are read again once, after every move.
  if (result.done > 0) await refreshPriceTerms(ctx.db);
  return result;
}

async function changeRepresentatives({ req, ctx, body }: BodyInput<typeof BulkRepresentativeSchema>) {
  const representative = (await staffList(ctx.db)).find((staff) => staff.id === body.representativeId && staff.active && staff.role === 'commercial');
  if (!representative) throw new HttpError(400, BULK_MESSAGES.unknownRepresentative, [{ path: 'representativeId', message: BULK_MESSAGES.unknownRepresentative }]);
  const actor = actorOf(ctx.adminOf(req));
  return eachRecord(body.ids, async (id) => {
    const selected = await selectedClient(ctx, id);
    if (!selected) return bulkRefused(id, id, BULK_MESSAGES.clientNotFound);
    const set = await setClientRepresentative(ctx.db, actor, selected.clientId, representative.name);
    if (!set) return bulkRefused(id, selected.label, BULK_MESSAGES.clientNotFound);
    return set === 'unchanged'
      ? bulkRefused(id, selected.label, BULK_MESSAGES.alreadyRepresentative(representative.name))
      : bulkDone(id, selected.label, BULK_MESSAGES.representativeDone(representative.name));
  });
}

export const bulkClientRoutes = [
  route({
    method: 'post',
    path: '/admin/bulk/clients/price-list',
    auth: 'admin',
    permission: bulkPermission('clients', 'priceList'),
    summary: 'Moves each selected client to a price list, answering per client what was done or refused and why',
    body: BulkPriceListSchema,
    answer: BulkResultSchema,
    handle: changePriceLists,
  }),
  route({
    method: 'post',
    path: '/admin/bulk/clients/representative',
    auth: 'admin',
    permission: bulkPermission('clients', 'representative'),
    summary: 'Gives each selected client a representative among the active Commercial staff, answering per client',
    body: BulkRepresentativeSchema,
    answer: BulkResultSchema,
    handle: changeRepresentatives,
  }),
];
