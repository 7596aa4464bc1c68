import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DashboardStatsSchema, DashboardSummarySchema } from './dashboard.ts';
import { formatFieldIssue, validate } from './issues.ts';
import { userProfile } from './testFixtures.ts';

const stats = {
  totalOrders: 12,
  totalSpent: 1520.4,
  averageOrderValue: 126.7,
  favoriteProducts: 4,
  loyaltyPoints: 1250,
  memberSince: '2023-05-02',
  lastOrderDate: '2025-03-14',
};


const loyaltyProgram = {
  id: 'loy-7',
  name: 'Programme Fidélité',
  description: 'Points',
  points: 0,
  level: 'silver',
  levelLabel: 'Argent',
  nextLevelPoints: 500,
  benefits: [],
  availableRewards: [],
};

const summary = {
  user: userProfile,
  stats,
  recentOrders: [],
  pendingInvoices: [],
  notifications: [],
  loyaltyProgram,
  favoriteProducts: [],
  deliveryAddresses: [],
};

describe('DashboardSummarySchema (spec 2 §3.7)', () => {
  it('accepts a summary with empty lists', () => {
    expect(v.parse(DashboardSummarySchema, summary).stats.totalOrders).toBe(12);
  });

  it('names the nested field that is wrong', () => {
    const result = validate(DashboardSummarySchema, { ...summary, stats: { ...stats, memberSince: 'hier' } });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'stats.memberSince: expected an ISO date, got "hier"',
    ]);
  });
});

describe('DashboardStatsSchema (spec 2 §3.7)', () => {
  it('accepts a client who has not ordered yet', () => {
    const { lastOrderDate: _last, ...firstVisit } = stats;
    expect(v.is(DashboardStatsSchema, { ...firstVisit, totalOrders: 0, totalSpent: 0, averageOrderValue: 0 })).toBe(true);
  });
});
