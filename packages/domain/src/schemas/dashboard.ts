import * as v from 'valibot';
import { AddressSchema } from './address.ts';
import { amount, count, expected, isoDate } from './fields.ts';
import { FavouriteSchema } from './favourite.ts';
import { InvoiceSchema } from './invoice.ts';
import { LoyaltyProgramSchema } from './loyalty.ts';
import { NotificationSchema } from './notification.ts';
import { AccountOrderSchema } from './order.ts';
import { UserProfileSchema } from './user.ts';

/** Spec 2 §3.7 "Stats" of the account dashboard overview. */
export const DashboardStatsSchema = v.object({
  totalOrders: count,
  totalSpent: amount,
  averageOrderValue: amount,
  /** How many favourites the client has. */
  favoriteProducts: count,
  loyaltyPoints: count,
  memberSince: isoDate,
  lastOrderDate: v.optional(isoDate),
});
export type DashboardStats = v.InferOutput<typeof DashboardStatsSchema>;

/** Answer of GET /client-dashboard/summary (spec 2 §3.7 "Dashboard summary"). */
export const DashboardSummarySchema = v.object({
  user: UserProfileSchema,
  stats: DashboardStatsSchema,
  recentOrders: v.array(AccountOrderSchema, expected('a list')),
  pendingInvoices: v.array(InvoiceSchema, expected('a list')),
  notifications: v.array(NotificationSchema, expected('a list')),
  loyaltyProgram: LoyaltyProgramSchema,
  favoriteProducts: v.array(FavouriteSchema, expected('a list')),
  deliveryAddresses: v.array(AddressSchema, expected('a list')),
});
export type DashboardSummary = v.InferOutput<typeof DashboardSummarySchema>;
