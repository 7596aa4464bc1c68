import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { AdminClientSchema, AdminStatsSchema, OrderSchema } from '@otech/domain';
import type { AdminStats, PagedResult } from '@otech/domain';
import { fitsSchema, recordsApiForTests } from '../../../test/records.ts';
import { deleteRecord, insertRecord } from '../../db/owned.ts';

const api = recordsApiForTests();

describe('administration access (spec 3 §6)', () => {
  it('answers 401 without a token and 403 to a customer', async () => {
    for (const [method, route] of [
      ['GET', '/admin/stats'],
      ['GET', '/admin/clients'],
      ['GET', '/admin/orders'],
      ['GET', '/admin/orders/ord-a'],
      ['PATCH', '/admin/orders/ord-a'],
      ['POST', '/admin/impersonate/1'],
    ] as const) {
      expect((await api.t.call(method, route, { body: method === 'PATCH' ? {} : undefined })).status, route).toBe(401);
      expect((await api.t.call(method, route, { token: api.marie, body: method === 'PATCH' ? {} : undefined })).status, route).toBe(403);
    }
  });
});

describe('statistics (spec 3 §3, §7)', () => {
  it('computes the AdminStats of every order, top products by quantity', async () => {
    await insertRecord(api.t.api.db, 'orders', { id: 'ord-now', clientId: 2, items: [], totalAmount: 10, status: 'cancelled', paymentStatus: 'refunded', orderDate: new Date().toISOString() });
    const { status, body } = await api.t.call('GET', '/admin/stats', { token: api.admin });
    expect(status).toBe(200);
    expect(fitsSchema(AdminStatsSchema, body)).toBe(true);
    const stats = body as AdminStats;
    // A cancelled order counts as an order, not as revenue.
    expect(stats).toMatchObject({ totalOrders: 4, totalRevenue: 314.4, pendingOrders: 1, shippedOrders: 0, deliveredOrders: 2 });
    expect(stats.ordersByMonth).toHaveLength(6);
    expect(stats.ordersByMonth.at(-1)?.count).toBeGreaterThanOrEqual(1);
    expect(stats.topProducts).toEqual([
      { name: 'Pile alcaline AA LR6', quantity: 30, revenue: 75 },
      { name: 'Batterie appareil photo Canon LP-E6', quantity: 6, revenue: 239.4 },
    ]);
    expect(stats.ordersByStatus).toEqual([
      { status: 'pending', label: 'En attente', count: 1, percentage: 25 },
      { status: 'delivered', label: 'Livrée', count: 2, percentage: 50 },
      { status: 'cancelled', label: 'Annulée', count: 1, percentage: 25 },
    ]);
    expect(stats.paymentsByStatus.reduce((sum, share) => sum + share.percentage, 0)).toBe(100);
    expect(stats.recentOrders[0]?.id).toBe('ord-now');
    // Stored without a printed number, the order goes by its id; the others by the number their customer sees.
    expect(stats.recentOrders[0]?.orderNumber).toBe('ord-now');
    expect(stats.recentOrders.map((order) => order.orderNumber)).toContain('CMD-ord-c');
    await deleteRecord(api.t.api.db, 'orders', 2, 'ord-now');
  });
});

describe('clients and orders of the administration', () => {
  it('lists clients with their order count and spending, searched by spec 3 §5 fields, 10 a page', async () => {
    const page = (await api.t.call('GET', '/admin/clients', { token: api.admin })).body as PagedResult<v.InferOutput<typeof AdminClientSchema>>;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 10, totalPages: 1 });
    const all = page.items;
    expect(all).toHaveLength(4);
    expect(all.every((client) => fitsSchema(AdminClientSchema, client) === true)).toBe(true);
    const durand = await api.t.call('GET', '/admin/clients?search=DURAND', { token: api.admin });
    expect((durand.body as PagedResult<unknown>).items).toMatchObject([{ id: '1', companyName: 'Durand Energie SARL', isActive: true, totalOrders: 2, totalSpent: 209.6, orderHistory: [] }]);
    expect(durand.text).not.toContain('hash_password');
    const blocked = ((await api.t.call('GET', '/admin/clients?search=luc@bloque.fr', { token: api.admin })).body as PagedResult<unknown>).items;
    expect(blocked).toMatchObject([{ id: '4', isActive: false, totalOrders: 0, totalSpent: 0 }]);
  });

  it('lists every order newest first on pages, owner named from the client record', async () => {
    const { body } = await api.t.call('GET', '/admin/orders', { token: api.admin });
    const page = body as { items: v.InferOutput<typeof OrderSchema>[]; total: number; page: number; pageSize: number; totalPages: number };
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20, totalPages: 1 });
    expect(page.items.map((order) => order.id)).toEqual(['ord-c', 'ord-b', 'ord-a']);
    expect(page.items.every((order) => fitsSchema(OrderSchema, order) === true)).toBe(true);
    expect(page.items[0]).toMatchObject({ userId: '2', userEmail: 'paul@bernard.fr', userName: 'Bernard Batteries' });
    const second = (await api.t.call('GET', '/admin/orders?pageSize=2&page=2', { token: api.admin })).body;
    expect(second).toMatchObject({ total: 3, page: 2, totalPages: 2, items: [{ id: 'ord-a' }] });
  });

  it('filters the list by each status and searches customer or number, on the server', async () => {
    const ids = async (query: string) =>
      ((await api.t.call('GET', `/admin/orders?${query}`, { token: api.admin })).body as { items: { id: string }[] }).items.map((o) => o.id);
    expect(await ids('status=delivered')).toEqual(['ord-c', 'ord-a']);
    expect(await ids('status=delivered&search=PAUL@')).toEqual(['ord-c']);
    expect(await ids('paymentStatus=pending')).toEqual(['ord-b']);
    expect(await ids('shippingStatus=not_shipped&status=')).toEqual(['ord-b']);
    expect(await ids('search=cmd-ord-a')).toEqual(['ord-a']);
    const bad = await api.t.call('GET', '/admin/orders?status=lost&pageSize=500', { token: api.admin });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort()).toEqual(['pageSize', 'status']);
  });

  it('reads one order with its items and addresses, 404 for an unknown id', async () => {
    const { status, body } = await api.t.call('GET', '/admin/orders/ord-a', { token: api.admin });
    expect(status).toBe(200);
    expect(fitsSchema(OrderSchema, body)).toBe(true);
    expect(body).toMatchObject({ id: 'ord-a', carrier: 'Chronopost', trackingNumber: 'CH123FR', items: [{ productId: 'VP-AA-001' }, {}], shippingAddress: { city: 'Paris' } });
    expect(await api.t.call('GET', '/admin/orders/nope', { token: api.admin })).toMatchObject({ status: 404, body: { message: 'Commande introuvable' } });
  });

  it('sets any status freely with a tracking number (spec 3 §4), 404 for an unknown id, 400 for an unknown status', async () => {
    const patched = await api.t.call('PATCH', '/admin/orders/ord-b', { token: api.admin, body: { status: 'shipped', shippingStatus: 'in_transit', trackingNumber: 'CH000FR' } });
    expect(patched).toMatchObject({ status: 200, body: { id: 'ord-b', status: 'shipped', shippingStatus: 'in_transit', paymentStatus: 'pending', trackingNumber: 'CH000FR' } });
    expect((await api.t.call('GET', '/client-dashboard/orders/ord-b', { token: api.marie })).body).toMatchObject({ status: 'shipped', statusLabel: 'Expédiée' });
    expect(await api.t.call('PATCH', '/admin/orders/nope', { token: api.admin, body: { status: 'shipped' } })).toMatchObject({ status: 404, body: { message: 'Commande introuvable' } });
    expect((await api.t.call('PATCH', '/admin/orders/ord-b', { token: api.admin, body: { status: 'lost' } })).body).toMatchObject({
      message: 'Erreur de validation',
      issues: [{ path: 'status' }],
    });
  });

  it('dates the delivery when the shipping status becomes delivered, with the carrier', async () => {
    const { body } = await api.t.call('PATCH', '/admin/orders/ord-b', { token: api.admin, body: { shippingStatus: 'delivered', carrier: 'Colissimo' } });
    expect(body).toMatchObject({ shippingStatus: 'delivered', carrier: 'Colissimo' });
    expect(Date.now() - Date.parse((body as { actualDelivery: string }).actualDelivery)).toBeLessThan(60_000);
    expect((await api.t.call('GET', '/admin/orders/ord-b', { token: api.admin })).body).toMatchObject({ carrier: 'Colissimo', actualDelivery: (body as { actualDelivery: string }).actualDelivery });
    const tooLong = await api.t.call('PATCH', '/admin/orders/ord-b', { token: api.admin, body: { trackingNumber: 'X'.repeat(65) } });
    expect(tooLong).toMatchObject({ status: 400, body: { issues: [{ path: 'trackingNumber' }] } });
  });
});
