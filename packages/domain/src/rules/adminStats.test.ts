import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AdminStatsSchema } from '../schemas/adminStats.ts';
import { adminStats, lastMonths, ordersByMonth, ordersByStatus, recentOrders, topProducts, wholePercentage } from './adminStats.ts';
import type { StatsOrder } from './adminStats.ts';

const NOW = new Date('2026-11-20T10:00:00Z');

function order(id: string, orderDate: string, totalAmount: number, extra: Partial<StatsOrder> = {}): StatsOrder {
  return {
    id,
    userName: `Client ${id}`,
    userEmail: `${id}@example.fr`,
    orderDate,
    totalAmount,
    status: 'delivered',
    paymentStatus: 'paid',
    items: [],
    ...extra,
  };
}

describe('admin statistics (spec 3 §7 "Statistics rules")', () => {
  it('covers the last 6 Paris months, oldest first, across a year end', () => {
    expect(lastMonths(NOW)).toEqual(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(lastMonths(new Date('2026-02-28T23:30:00Z'))).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
  });

  it('counts orders and rounded revenue per month with French abbreviations', () => {
    const months = ordersByMonth(
      [order('a', '2026-11-02T09:00:00Z', 100.4), order('b', '2026-11-19T09:00:00Z', 50.3), order('c', '2026-07-01T09:00:00Z', 10), order('old', '2025-11-10T09:00:00Z', 999)],
      NOW,
    );
    expect(months.map((month) => month.month)).toEqual(['juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.']);
    expect(months[5]).toEqual({ month: 'nov.', count: 2, revenue: 151 });
    expect(months[1]).toEqual({ month: 'juil.', count: 1, revenue: 10 });
    expect(months.reduce((sum, month) => sum + month.count, 0)).toBe(3);
  });

  it('gives each occurring status a whole percentage, in the spec order, with its French label', () => {
    const shares = ordersByStatus([
      order('a', NOW.toISOString(), 1, { status: 'shipped' }),
      order('b', NOW.toISOString(), 1, { status: 'pending' }),
      order('c', NOW.toISOString(), 1, { status: 'pending' }),
    ]);
    expect(shares).toEqual([
      { status: 'pending', label: 'En attente', count: 2, percentage: 67 },
      { status: 'shipped', label: 'Expédiée', count: 1, percentage: 33 },
    ]);
    expect(wholePercentage(0, 0)).toBe(0);
  });

  it('ranks the top 5 products by quantity, summing lines of the same product', () => {
    const line = (productName: string, quantity: number) => ({ productName, quantity, totalPrice: quantity * 2 });
    const orders = [
      order('a', NOW.toISOString(), 1, { items: [line('Pile AA', 10), line('Pile AAA', 3), line('C', 1)] }),
      order('b', NOW.toISOString(), 1, { items: [line('Pile AAA', 9), line('D', 2), line('E', 4), line('F', 5)] }),
    ];
    expect(topProducts(orders)).toEqual([
      { name: 'Pile AAA', quantity: 12, revenue: 24 },
      { name: 'Pile AA', quantity: 10, revenue: 20 },
      { name: 'F', quantity: 5, revenue: 10 },
      { name: 'E', quantity: 4, revenue: 8 },
      { name: 'D', quantity: 2, revenue: 4 },
    ]);
  });

  it('lists the 10 most recent orders, newest first, with the recent-order fields only', () => {
    const orders = Array.from({ length: 12 }, (_, index) => order(`o${index}`, `2026-10-${String(index + 10)}T08:00:00Z`, index));
    const recent = recentOrders(orders);
    expect(recent).toHaveLength(10);
    expect(recent[0]?.id).toBe('o11');
    expect(recent[9]?.id).toBe('o2');
    expect(Object.keys(recent[0] ?? {}).sort()).toEqual(['id', 'orderDate', 'paymentStatus', 'status', 'totalAmount', 'userEmail', 'userName']);
  });

  it('totals every order, revenue to the cent, and matches the AdminStats schema', () => {
    const stats = adminStats(
      [
        order('a', '2026-11-02T09:00:00Z', 0.1, { status: 'pending', paymentStatus: 'pending' }),
        order('b', '2026-10-02T09:00:00Z', 0.2, { status: 'shipped' }),
        order('c', '2026-09-02T09:00:00Z', 100, { status: 'delivered' }),
      ],
      NOW,
    );
    expect(stats).toMatchObject({ totalOrders: 3, totalRevenue: 100.3, pendingOrders: 1, shippedOrders: 1, deliveredOrders: 1 });
    expect(stats.paymentsByStatus).toEqual([
      { status: 'pending', label: 'En attente', count: 1, percentage: 33 },
      { status: 'paid', label: 'Payée', count: 2, percentage: 67 },
    ]);
    expect(v.safeParse(AdminStatsSchema, stats).success).toBe(true);
  });
});
