import * as v from 'valibot';
import { AdminClientSchema, AdminStatsSchema, ADMIN_ORDER_SEARCH_MAX, applyOrderUpdate, changedValues, CLIENT_SEARCH_PAGE_SIZE, clientOrderFigures, isAccountUsable, listPageQuery, OrderSchema, OrderStatusUpdateSchema, pagedResultSchema } from '@otech/domain';
import type { AdminClient, Client, PagedResult } from '@otech/domain';
import { actorOf, appendAudit } from '../../db/auditTrail.ts';
import type { OwnedRecord } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { BodyInput, NoInput, QueryInput } from '../../http/route.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { clientById, clientPage } from '../../db/clients.ts';
import { adminStatistics, clientOrderTallies } from '../../db/statistics.ts';
import { orderById, updateOrder } from '../../db/orders.ts';
import { refuseStock } from '../../http/orderRefusals.ts';
import { searchableClient } from '../../records/clients.ts';
import { DASHBOARD_MESSAGES } from '../../http/messages.ts';
import { ONE_VALUE } from '../../http/query.ts';
import { readOrder } from '../../records/storedRecords.ts';

const searchText = v.optional(
  v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(ADMIN_ORDER_SEARCH_MAX)),
  '',
);
const SearchQuerySchema = v.object({ search: searchText, page: listPageQuery });

/**
 * The administration's view of a client (spec 3 §3), with its order count and what it spent. Its
 * orders are not listed here (`orderHistory` is empty): the list would read every order of every
 * client; a client's orders are on /admin/clients/{id}/activity.
 */
function adminClient(client: Client, figures: Pick<AdminClient, 'totalOrders' | 'totalSpent'>): AdminClient {
  return {
    ...searchableClient(client),
    id: String(client.id),
    phone: client.telephone,
    address: {
      street: [client.adresse_debut, client.adresse_milieu, client.adresse_fin].filter(Boolean).join(', '),
      city: client.ville ?? '',
      postalCode: client.code_postal ?? '',
      country: client.pays,
    },
    registrationDate: client.date_creation,
    // The impersonation route's test: only an active account can be opened.
    isActive: isAccountUsable(client),
    ...figures,
    orderHistory: [],
  };
}

/**
 * A page of the clients the search finds (in SQL), each with the figures of its orders' tallies
 * (never a read of the orders): 10 a page, so 10,000 clients never travel to the dashboard (issue 27).
 */
async function adminClients(db: Database, search: string, page: number): Promise<PagedResult<AdminClient>> {
  const found = await clientPage(db, { search }, page, CLIENT_SEARCH_PAGE_SIZE);
  const tallies = await clientOrderTallies(db, found.items.map((client) => client.id));
  return { ...found, items: found.items.map((client) => adminClient(client, clientOrderFigures(tallies.get(client.id) ?? []))) };
}

/** From the totals the database keeps (src/db/statistics.ts), never a read of every order. */
function stats({ ctx }: NoInput) {
  return adminStatistics(ctx.db, new Date());
}

function clients({ ctx, query }: QueryInput<typeof SearchQuerySchema>) {
  return adminClients(ctx.db, query.search, query.page);
}

async function order({ req, ctx }: NoInput) {
  const record = await orderById(ctx.db, req.params['id'] ?? '');
  if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  return readOrder(record, await clientById(ctx.db, record.clientId));
}

async function changeOrder({ req, ctx, body: update }: BodyInput<typeof OrderStatusUpdateSchema>) {
  const id = req.params['id'] ?? '';
  const now = new Date();
  // The audit entry keeps the fields the update names, as they were and became, in the order's transaction.
  const fields = Object.keys(update);
  const audit = async (t: Database, before: OwnedRecord, after: OwnedRecord) => {
    const change = changedValues(before, after, fields);
    if (Object.keys(change.after).length > 0) await appendAudit(t, actorOf(ctx.adminOf(req)), { kind: 'order', recordId: id, action: 'statut', ...change });
  };
  const updated = await updateOrder(ctx.db, id, (stored) => applyOrderUpdate([stored], id, update, now)?.[0] ?? stored, audit).catch(refuseStock);
  // Spec 3 §4: an unknown id changes nothing.
  if (!updated) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
  return readOrder(updated, await clientById(ctx.db, updated.clientId));
}

/** The administration's dashboard, clients and orders (spec 3 §2-4). */
export const adminRoutes = [
  route({ method: 'get', path: '/admin/stats', auth: 'admin', permission: 'stats.view', summary: "The administration dashboard's figures", answer: AdminStatsSchema, handle: stats }),
  route({ method: 'get', path: '/admin/clients', auth: 'admin', permission: 'clients.view', summary: 'A page of the clients found by a search, 10 a page, with their order figures', query: SearchQuerySchema, answer: pagedResultSchema(AdminClientSchema), handle: clients }),
  route({ method: 'get', path: '/admin/orders/:id', auth: 'admin', permission: 'orders.view', summary: 'One order', answer: OrderSchema, handle: order }),
  route({ method: 'patch', path: '/admin/orders/:id', auth: 'admin', permission: 'orders.edit', summary: "Changes an order's statuses and tracking (spec 3 §4)", body: OrderStatusUpdateSchema, answer: OrderSchema, handle: changeOrder }),
];
