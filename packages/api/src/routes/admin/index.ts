import * as v from 'valibot';
import {
  ADMIN_ORDER_SEARCH_MAX,
  ADMIN_ORDERS_PAGE_SIZE,
  applyOrderUpdate,
  clientOrderFigures,
  ORDER_STATUSES,
  OrderStatusUpdateSchema,
  PAYMENT_STATUSES,
  SHIPPING_STATUSES,
} from '@otech/domain';
import type { AdminClient, Client, OrderStatusUpdate } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { clientById, clientsFound } from '../../db/clients.ts';
import { adminStatistics, clientOrderTallies } from '../../db/statistics.ts';
import { orderById, shopOrderPage, updateOrder } from '../../db/orders.ts';
import { searchableClient } from '../clients/index.ts';
import { DASHBOARD_MESSAGES } from '../dashboard/index.ts';
import { MAX_PAGE_SIZE, ONE_VALUE, wholeParam } from '../dashboard/query.ts';
import { readOrder } from '../dashboard/records.ts';

const searchText = v.optional(
  v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(ADMIN_ORDER_SEARCH_MAX)),
  '',
);
const SearchQuerySchema = v.object({ search: searchText });

/** A status filter of the order list: one of the catalogue's values, or absent / empty for all. */
const statusFilter = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.optional(v.union([v.literal(''), v.picklist(values)], `Valeur attendue : ${values.join(', ')}`));

const OrderListQuerySchema = v.pipe(
  v.object({
    search: searchText,
    status: statusFilter(ORDER_STATUSES),
    paymentStatus: statusFilter(PAYMENT_STATUSES),
    shippingStatus: statusFilter(SHIPPING_STATUSES),
    page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1),
    pageSize: wholeParam(1, MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE),
  }),
  v.transform(({ status, paymentStatus, shippingStatus, ...rest }) => ({
    ...rest,
    filter: {
      search: rest.search,
      ...(status ? { status } : {}),
      ...(paymentStatus ? { paymentStatus } : {}),
      ...(shippingStatus ? { shippingStatus } : {}),
    },
  })),
);

/**
 * The administration's view of a client (spec 3 §3), with its order count and what it spent. Its
 * orders are not listed here (`orderHistory` is empty): the list would read every order of every
 * client; a client's orders are on /admin/clients/{id}/activity.
 */
export function adminClient(client: Client, figures: Pick<AdminClient, 'totalOrders' | 'totalSpent'>): AdminClient {
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
    // The same test as the impersonation route's: a blocked account cannot be opened either.
    isActive: client.actif && !client.bloque,
    ...figures,
    orderHistory: [],
  };
}

/** The clients the search finds (in SQL), each with the figures of its orders' tallies (never a read of the orders). */
async function adminClients(db: Database, search: string): Promise<AdminClient[]> {
  const found = await clientsFound(db, search);
  const tallies = await clientOrderTallies(db, found.map((client) => client.id));
  return found.map((client) => adminClient(client, clientOrderFigures(tallies.get(client.id) ?? [])));
}

export const registerAdminRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  // From the totals the database keeps (src/db/statistics.ts), never a read of every order.
  router.get('/admin/stats', ctx.requireAdmin, ctx.handle(async (_req, res) => {
    res.json(await adminStatistics(db, new Date()));
  }));

  router.get('/admin/clients', ctx.requireAdmin, ctx.validateQuery(SearchQuerySchema), ctx.handle(async (_req, res) => {
    const { search } = res.locals['query'] as v.InferOutput<typeof SearchQuerySchema>;
    res.json(await adminClients(db, search));
  }));

  router.get('/admin/orders', ctx.requireAdmin, ctx.validateQuery(OrderListQuerySchema), ctx.handle(async (_req, res) => {
    const { filter, page, pageSize } = res.locals['query'] as v.InferOutput<typeof OrderListQuerySchema>;
    const found = await shopOrderPage(db, filter, page, pageSize);
    res.json({ ...found, items: found.items.map(({ record, owner }) => readOrder(record, owner)) });
  }));

  router.get('/admin/orders/:id', ctx.requireAdmin, ctx.handle(async (req, res) => {
    const record = await orderById(db, req.params['id'] ?? '');
    if (!record) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
    res.json(readOrder(record, await clientById(db, record.clientId)));
  }));

  router.patch(
    '/admin/orders/:id',
    ctx.requireAdmin,
    ctx.validateBody(OrderStatusUpdateSchema),
    ctx.handle(async (req, res) => {
      const id = req.params['id'] ?? '';
      const update = req.body as OrderStatusUpdate;
      const now = new Date();
      const updated = await updateOrder(db, id, (order) => applyOrderUpdate([order], id, update, now)?.[0] ?? order);
      // Spec 3 §4: an unknown id changes nothing.
      if (!updated) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
      res.json(readOrder(updated, await clientById(db, updated.clientId)));
    }),
  );
};
