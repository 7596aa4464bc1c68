import * as v from 'valibot';
import { applyOrderUpdate, computeAdminStats, OrderStatusUpdateSchema, searchAdminClients, spentOrders, TEXT_LIMITS, topProducts } from '@otech/domain';
import type { AdminClient, AdminStats, Client, OrderStatusUpdate } from '@otech/domain';
import type { RegisterRoutes } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { searchableClient } from '../clients/index.ts';
import { DASHBOARD_MESSAGES } from '../dashboard/index.ts';
import { ONE_VALUE } from '../dashboard/query.ts';
import { readOrder } from '../dashboard/records.ts';
import type { ShopOrder } from '../dashboard/records.ts';

const SearchQuerySchema = v.object({ search: v.optional(v.pipe(v.string(ONE_VALUE), v.trim(), v.maxLength(TEXT_LIMITS.line)), '') });

/** Every order of the shop, newest first, owners named from their client record. */
function allOrders(db: Database): ShopOrder[] {
  return db.store.data.orders
    .map((record) => readOrder(record, db.client(record.clientId)))
    .sort((a, b) => Date.parse(b.orderDate) - Date.parse(a.orderDate));
}

/** The administration's view of a client (spec 3 §3), with its orders and what they brought in. */
export function adminClient(client: Client, orders: readonly ShopOrder[]): AdminClient {
  const own = orders.filter((order) => order.clientId === client.id);
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
    totalOrders: own.length,
    totalSpent: spentOrders(own).total,
    orderHistory: own,
  };
}

export const registerAdminRoutes: RegisterRoutes = (router, ctx) => {
  const { db } = ctx;

  router.get('/admin/stats', ctx.requireAdmin, (_req, res) => {
    const orders = allOrders(db);
    // The dashboard's chart ranks the top 5 products by quantity (spec 3 §7), and it reads them here.
    const stats: AdminStats = { ...computeAdminStats(orders, new Date()), topProducts: topProducts(orders, 'quantity') };
    res.json(stats);
  });

  router.get('/admin/clients', ctx.requireAdmin, ctx.validateQuery(SearchQuerySchema), (_req, res) => {
    const { search } = res.locals['query'] as v.InferOutput<typeof SearchQuerySchema>;
    const orders = allOrders(db);
    const clients = db.accounts.data.clients.map((client) => adminClient(client, orders));
    res.json(searchAdminClients(clients, search));
  });

  router.get('/admin/orders', ctx.requireAdmin, (_req, res) => {
    res.json(allOrders(db));
  });

  router.patch(
    '/admin/orders/:id',
    ctx.requireAdmin,
    ctx.validateBody(OrderStatusUpdateSchema),
    ctx.handle(async (req, res) => {
      const id = req.params['id'] ?? '';
      const update = req.body as OrderStatusUpdate;
      const updated = await db.store.update((data) => {
        const orders = applyOrderUpdate(data.orders, id, update);
        if (!orders) return null;
        data.orders = orders;
        return orders.find((order) => order.id === id) ?? null;
      });
      // Spec 3 §4: an unknown id changes nothing.
      if (!updated) throw notFound(DASHBOARD_MESSAGES.orderNotFound);
      res.json(readOrder(updated, db.client(updated.clientId)));
    }),
  );
};
