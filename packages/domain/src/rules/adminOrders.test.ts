import { describe, expect, it } from 'vitest';
import { filterAdminOrders } from './adminOrders.ts';

const order = (id: string, more: Partial<Parameters<typeof filterAdminOrders>[0][number]> = {}) => ({
  id,
  userName: 'Durand Energie',
  userEmail: 'contact@durand.fr',
  status: 'pending' as const,
  paymentStatus: 'pending' as const,
  shippingStatus: 'not_shipped' as const,
  ...more,
});
const orders = [
  order('ORD-001'),
  order('ORD-002', { status: 'delivered', paymentStatus: 'paid', shippingStatus: 'delivered', userName: 'Bernard Batteries', userEmail: 'paul@bernard.fr' }),
  order('ORD-003', { status: 'delivered', paymentStatus: 'pending', shippingStatus: 'delivered', orderNumber: 'CMD-2025-0042' }),
];
const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

describe('filterAdminOrders (/admin/orders)', () => {
  it('gives every order for an empty filter, in the given order', () => {
    expect(ids(filterAdminOrders(orders, { search: '  ' }))).toEqual(['ORD-001', 'ORD-002', 'ORD-003']);
  });

  it('keeps the orders matching each status given, all of them together', () => {
    expect(ids(filterAdminOrders(orders, { search: '', status: 'delivered' }))).toEqual(['ORD-002', 'ORD-003']);
    expect(ids(filterAdminOrders(orders, { search: '', status: 'delivered', paymentStatus: 'pending' }))).toEqual(['ORD-003']);
    expect(ids(filterAdminOrders(orders, { search: '', shippingStatus: 'not_shipped' }))).toEqual(['ORD-001']);
  });

  it('searches the number, the printed number and the customer name and e-mail, case ignored', () => {
    expect(ids(filterAdminOrders(orders, { search: 'ord-002' }))).toEqual(['ORD-002']);
    expect(ids(filterAdminOrders(orders, { search: '0042' }))).toEqual(['ORD-003']);
    expect(ids(filterAdminOrders(orders, { search: 'BERNARD' }))).toEqual(['ORD-002']);
    expect(ids(filterAdminOrders(orders, { search: '@durand.fr', status: 'pending' }))).toEqual(['ORD-001']);
    expect(filterAdminOrders(orders, { search: 'inconnu' })).toEqual([]);
  });
});
