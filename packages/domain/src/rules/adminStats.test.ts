import { describe, expect, it } from 'vitest';
import {
  adminStatsOfTallies,
  chartProductName,
  chartProductNames,
  computeAdminStats,
  firstStatsMonth,
  ordersByMonth,
  parisMonth,
  tallyOrders,
  tallyProducts,
  topProducts,
  wholePercentages,
  type StatsOrder,
} from './adminStats.ts';

let next = 0;
function order(orderDate: string, totalAmount: number, more: Partial<StatsOrder> = {}): StatsOrder {
  next += 1;
  return {
    id: `ORD-${String(next).padStart(3, '0')}`,
    orderNumber: `CMD-2025-${String(next).padStart(5, '0')}`,
    userName: 'Jean Dupont',
    userEmail: 'jean@example.fr',
    items: [],
    totalAmount,
    status: 'delivered',
    paymentStatus: 'paid',
    orderDate,
    ...more,
  };
}
const line = (productId: string, quantity: number, totalPrice: number) => ({
  productId,
  productName: `Produit ${productId}`,
  quantity,
  unitPrice: totalPrice / quantity,
  totalPrice,
});
const now = new Date('2025-03-20T10:00:00Z');

describe('ordersByMonth (spec 3 §7: last 6 months, French abbreviations, revenue rounded)', () => {
  it('lists six months oldest first, the current one last', () => {
    const months = ordersByMonth([], now);
    expect(months.map((m) => m.month)).toEqual(['oct.', 'nov.', 'déc.', 'janv.', 'févr.', 'mars']);
    expect(months.every((m) => m.count === 0 && m.revenue === 0)).toBe(true);
  });

  it('counts orders in their Paris month and rounds the revenue to the euro', () => {
    const months = ordersByMonth(
      [
        order('2025-03-01T10:00:00Z', 100.4),
        order('2025-02-28T23:30:00Z', 50.6),
        order('2025-02-10T10:00:00Z', 10, { status: 'cancelled' }),
        order('2024-09-30T10:00:00Z', 999),
      ],
      now,
    );
    expect(months.at(-1)).toEqual({ month: 'mars', count: 2, revenue: 151 });
    expect(months.at(-2)).toEqual({ month: 'févr.', count: 1, revenue: 0 });
  });
});

describe('computeAdminStats (spec 3 §3 and §7)', () => {
  const orders = [
    order('2025-03-19T10:00:00Z', 100, { status: 'pending', paymentStatus: 'pending', items: [line('A', 2, 100)] }),
    order('2025-03-18T10:00:00Z', 60, { status: 'shipped', items: [line('B', 6, 60)] }),
    order('2025-03-17T10:00:00Z', 40, { items: [line('A', 1, 40)] }),
  ];
  const stats = computeAdminStats(orders, now);

  it('counts orders, revenue and the pending, shipped and delivered ones', () => {
    expect(stats).toMatchObject({ totalOrders: 3, totalRevenue: 200, pendingOrders: 1, shippedOrders: 1, deliveredOrders: 1 });
  });

  it('leaves cancelled and returned orders out of the revenue', () => {
    const more = [...orders, order('2025-03-01T10:00:00Z', 500, { status: 'cancelled' })];
    expect(computeAdminStats(more, now)).toMatchObject({ totalOrders: 4, totalRevenue: 200 });
  });

  it('gives each status present its label and whole percentages adding up to 100', () => {
    expect(stats.ordersByStatus).toEqual([
      { status: 'pending', label: 'En attente', count: 1, percentage: 34 },
      { status: 'shipped', label: 'Expédiée', count: 1, percentage: 33 },
      { status: 'delivered', label: 'Livrée', count: 1, percentage: 33 },
    ]);
    expect(stats.paymentsByStatus).toEqual([
      { status: 'pending', label: 'En attente', count: 1, percentage: 33 },
      { status: 'paid', label: 'Payée', count: 2, percentage: 67 },
    ]);
  });

  it('ranks the top products by revenue', () => {
    expect(stats.topProducts).toEqual([
      { name: 'Produit A', quantity: 3, revenue: 140 },
      { name: 'Produit B', quantity: 6, revenue: 60 },
    ]);
  });

  // The printed number too: it is the one the customer, the invoice and the order page give staff.
  it('lists the recent orders newest first, with their printed number', () => {
    expect(stats.recentOrders.map((o) => o.id)).toEqual(orders.map((o) => o.id));
    expect(stats.recentOrders.map((o) => o.orderNumber)).toEqual(orders.map((o) => o.orderNumber));
    expect(Object.keys(stats.recentOrders[0] ?? {}).sort()).toEqual(
      ['id', 'orderDate', 'orderNumber', 'paymentStatus', 'status', 'totalAmount', 'userEmail', 'userName'],
    );
  });

  it('keeps 10 recent orders and 5 top products at most', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      order(`2025-03-${String(i + 1).padStart(2, '0')}T10:00:00Z`, 10, { items: [line(`P${i}`, 1, i + 1)] }),
    );
    const big = computeAdminStats(many, now);
    expect(big.recentOrders).toHaveLength(10);
    expect(big.recentOrders[0]?.orderDate).toBe('2025-03-12T10:00:00Z');
    expect(big.topProducts.map((p) => p.name)).toEqual(['Produit P11', 'Produit P10', 'Produit P9', 'Produit P8', 'Produit P7']);
    expect(computeAdminStats([], now)).toMatchObject({ totalOrders: 0, ordersByStatus: [], topProducts: [] });
  });
});

describe('wholePercentages (largest remainder)', () => {
  it('adds up to 100 where plain rounding would not', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
    expect(wholePercentages([2, 2, 1, 1, 1])).toEqual([29, 29, 14, 14, 14]);
  });

  it('gives the points left to the largest remainders first', () => {
    // 13/17 = 76.47, 2/17 = 11.76 (twice): the two 11.76 take the two points left.
    expect(wholePercentages([13, 2, 2])).toEqual([76, 12, 12]);
    expect(wholePercentages([2, 13, 2]).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('keeps exact shares and gives zeros for no count at all', () => {
    expect(wholePercentages([1, 3])).toEqual([25, 75]);
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
    expect(wholePercentages([])).toEqual([]);
  });
});

describe('bar chart (spec 3 §2: top 5 by quantity, names cut to 20 characters)', () => {
  it('ranks by quantity', () => {
    const orders = [order('2025-03-01T10:00:00Z', 0, { items: [line('A', 2, 100), line('B', 6, 60)] })];
    expect(topProducts(orders, 'quantity').map((p) => p.name)).toEqual(['Produit B', 'Produit A']);
  });

  it('leaves the lines of cancelled and returned orders out', () => {
    const orders = [
      order('2025-03-01T10:00:00Z', 0, { items: [line('A', 2, 100)] }),
      order('2025-03-02T10:00:00Z', 0, { status: 'cancelled', items: [line('B', 50, 500), line('A', 9, 90)] }),
      order('2025-03-03T10:00:00Z', 0, { status: 'returned', items: [line('C', 40, 400)] }),
    ];
    expect(topProducts(orders, 'quantity')).toEqual([{ name: 'Produit A', quantity: 2, revenue: 100 }]);
  });

  it('cuts names above 20 characters and adds an ellipsis', () => {
    expect(chartProductName('Batterie 12V 7Ah AGM')).toBe('Batterie 12V 7Ah AGM');
    expect(chartProductName('Batterie 12V 7Ah AGM!')).toBe('Batterie 12V 7Ah AGM...');
  });

  it('gives two names cut to the same label their rank, so that each bar has its own label', () => {
    expect(chartProductNames(['Batterie plomb AGM 12V 7Ah', 'Pile LR6', 'Batterie plomb AGM 12V 12Ah', 'Pile LR6'])).toEqual([
      'Batterie plomb AGM 1... (n° 1)',
      'Pile LR6 (n° 2)',
      'Batterie plomb AGM 1... (n° 3)',
      'Pile LR6 (n° 4)',
    ]);
    expect(chartProductNames(['Batterie plomb AGM 12V 7Ah', 'Pile LR6'])).toEqual(['Batterie plomb AGM 1...', 'Pile LR6']);
  });
});

describe('tallies (what a database adds up for the statistics)', () => {
  const orders = [
    order('2025-03-19T10:00:00Z', 100, { status: 'pending', paymentStatus: 'pending', items: [line('A', 2, 100)] }),
    order('2025-02-28T23:30:00Z', 60.005, { items: [line('B', 6, 60)] }),
    order('2025-03-02T10:00:00Z', 40, { items: [line('A', 1, 40)] }),
    order('2024-01-02T10:00:00Z', 30, { status: 'cancelled', items: [line('C', 9, 30)] }),
    order('not a date', 5),
  ];

  it('adds orders up by Paris month, status and payment status, cancelled ones bringing no revenue', () => {
    expect(tallyOrders(orders)).toEqual([
      { month: '2025-03', status: 'pending', paymentStatus: 'pending', orders: 1, revenueCents: 10_000 },
      { month: '2025-03', status: 'delivered', paymentStatus: 'paid', orders: 2, revenueCents: 6_001 + 4_000 },
      { month: '2024-01', status: 'cancelled', paymentStatus: 'paid', orders: 1, revenueCents: 0 },
      { month: null, status: 'delivered', paymentStatus: 'paid', orders: 1, revenueCents: 500 },
    ]);
    expect(parisMonth('2025-02-28T23:30:00Z')).toBe('2025-03');
    expect(parisMonth('not a date')).toBeNull();
  });

  it('adds the sold lines up by product, named after their most recent order', () => {
    const renamed = order('2025-03-20T08:00:00Z', 10, { items: [{ ...line('A', 1, 10), productName: 'Produit A v2' }] });
    expect(tallyProducts([...orders, renamed])).toEqual([
      { productId: 'A', name: 'Produit A v2', namedAt: '2025-03-20T08:00:00Z', quantity: 4, revenueCents: 15_000 },
      { productId: 'B', name: 'Produit B', namedAt: '2025-02-28T23:30:00Z', quantity: 6, revenueCents: 6_000 },
    ]);
  });

  it('gives the same statistics from tallies whose older months are merged into one', () => {
    const first = firstStatsMonth(now);
    expect(first).toBe('2024-10');
    const merged = tallyOrders(orders).map((tally) => ({ ...tally, month: tally.month !== null && tally.month >= first ? tally.month : null }));
    const fromTallies = adminStatsOfTallies({ orders: merged, products: tallyProducts(orders), recent: orders }, now);
    expect(fromTallies).toEqual(computeAdminStats(orders, now));
  });

  it('ranks ties on quantity by revenue, then by product id', () => {
    const tied = [order('2025-03-01T10:00:00Z', 0, { items: [line('Z', 2, 10), line('Y', 2, 10), line('X', 2, 20)] })];
    expect(topProducts(tied, 'quantity').map((p) => p.name)).toEqual(['Produit X', 'Produit Y', 'Produit Z']);
  });
});
