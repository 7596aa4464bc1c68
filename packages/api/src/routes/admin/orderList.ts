import * as v from 'valibot';
import {
  ADMIN_ORDER_LIST_QUERY,
  ADMIN_ORDERS_PAGE_SIZE,
  adminOrderFilterOf,
  AdminOrderExportQuerySchema,
  formatDate,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_DISPLAY,
  SHIPPING_STATUS_DISPLAY,
  type Order,
} from '@otech/domain';
import { ordersInBatches, shopOrderPage, type ListedOrder } from '../../db/orderList.ts';
import { sendListExport, type ExportColumn } from '../../http/listExport.ts';
import { requirePermission } from '../../http/permissions.ts';
import { MAX_PAGE_SIZE, wholeParam } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import type { RouteInput } from '../../http/route.ts';
import { readOrder } from '../../records/storedRecords.ts';

/* /admin/orders as a staff list (issues 23 and 27): paged, searched, filtered and sorted by the database, exported whole. */

const OrderListQuerySchema = v.pipe(
  v.object({ ...ADMIN_ORDER_LIST_QUERY, page: wholeParam(1, Number.MAX_SAFE_INTEGER, 1), pageSize: wholeParam(1, MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE) }),
  v.transform(adminOrderFilterOf),
);

const readListed = ({ record, owner }: ListedOrder) => readOrder(record, owner);

async function listOrders({ ctx, query }: RouteInput<undefined, typeof OrderListQuerySchema>) {
  const { page, pageSize, sort, ...filter } = query;
  const found = await shopOrderPage(ctx.db, filter, page, pageSize, sort);
  return { ...found, items: found.items.map(readListed) };
}

/** The export's columns: what the list shows, the amount a number (French decimals in the CSV). */
const ORDER_COLUMNS: readonly ExportColumn<Order>[] = [
  { header: 'N° commande', value: (order) => order.orderNumber ?? order.id },
  { header: 'Date', value: (order) => formatDate(order.orderDate) },
  { header: 'Client', value: (order) => order.userName ?? '' },
  { header: 'E-mail', value: (order) => order.userEmail ?? '' },
  { header: 'Montant TTC', value: (order) => order.totalAmount },
  { header: 'Statut', value: (order) => ORDER_STATUS_LABELS[order.status] },
  { header: 'Paiement', value: (order) => PAYMENT_STATUS_DISPLAY[order.paymentStatus].label },
  { header: 'Livraison', value: (order) => (order.shippingStatus ? SHIPPING_STATUS_DISPLAY[order.shippingStatus].label : '') },
];

async function exportOrderList({ req, res, ctx, query }: RouteInput<undefined, typeof AdminOrderExportQuerySchema>) {
  // Exporting (the route's permission) a list one may read.
  requirePermission(ctx.adminOf(req), 'orders.view');
  const { format, sort, ...filter } = query;
  async function* orders() {
    for await (const batch of ordersInBatches(ctx.db, filter, sort)) yield batch.map(readListed);
  }
  await sendListExport(res, { name: 'commandes', format, columns: ORDER_COLUMNS, batches: orders() });
}

export const orderListRoutes = [
  route({
    method: 'get',
    path: '/admin/orders',
    auth: 'admin',
    permission: 'orders.view',
    summary: 'A page of every order, searched on every word, filtered by status and order date, sorted by a column',
    query: OrderListQuerySchema,
    handle: listOrders,
  }),
  route({
    method: 'get',
    path: '/admin/orders/export',
    auth: 'admin',
    permission: 'exports.download',
    summary: 'The order list as filtered and sorted, every page, streamed as csv or xlsx',
    query: AdminOrderExportQuerySchema,
    produces: 'text/csv',
    handle: exportOrderList,
  }),
];
