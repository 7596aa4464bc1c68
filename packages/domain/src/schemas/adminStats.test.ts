import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminStatsSchema } from './adminStats.ts';
import { formatFieldIssue, validate } from './issues.ts';

const stats = {
  totalOrders: 3,
  totalRevenue: 450.5,
  pendingOrders: 1,
  shippedOrders: 1,
  deliveredOrders: 1,
  ordersByMonth: [{ month: 'mars', count: 3, revenue: 451 }],
  ordersByStatus: [{ status: 'pending', label: 'En attente', count: 1, percentage: 33 }],
  paymentsByStatus: [{ status: 'paid', label: 'Payée', count: 2, percentage: 67 }],
  topProducts: [{ name: 'Pile LR6', quantity: 40, revenue: 20 }],
  recentOrders: [
    {
      id: 'CMD-1',
      orderNumber: 'CMD-2025-00001',
      userName: 'Martin Dupont',
      userEmail: 'contact@dupont.fr',
      orderDate: '2025-03-14T09:30:00.000Z',
      totalAmount: 150,
      status: 'delivered',
      paymentStatus: 'paid',
    },
  ],
};

describe('AdminStatsSchema (spec 3 §3, §7)', () => {
  it('accepts the statistics of the dashboard', () => {
    expect(v.parse(AdminStatsSchema, stats)).toEqual(stats);
  });

  it('keeps order statuses and payment statuses apart', () => {
    const result = validate(AdminStatsSchema, {
      ...stats,
      ordersByStatus: [{ status: 'paid', label: 'Payée', count: 1, percentage: 33 }],
    });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(['ordersByStatus.0.status']);
  });

  it('wants whole percentages of at most 100', () => {
    const result = validate(AdminStatsSchema, {
      ...stats,
      paymentsByStatus: [{ status: 'paid', label: 'Payée', count: 2, percentage: 66.7 }],
    });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'paymentsByStatus.0.percentage: expected a whole number, got 66.7',
    ]);
  });
});
