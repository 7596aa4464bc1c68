import { queryOptions } from '@tanstack/react-query';
import { fetchAddresses, fetchFavourites, fetchInvoices, fetchLoyalty, fetchNotificationSettings, fetchOrder, fetchOrders, fetchSummary } from './api.ts';

/** Every cached query of the account dashboard, under one prefix per signed-in customer. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  ofUser: (userId: string) => [...dashboardKeys.all, userId] as const,
  summary: (userId: string) => [...dashboardKeys.ofUser(userId), 'summary'] as const,
  orders: (userId: string) => [...dashboardKeys.ofUser(userId), 'orders'] as const,
  order: (userId: string, id: string) => [...dashboardKeys.orders(userId), 'detail', id] as const,
  orderPage: (userId: string, page: number, pageSize: number) => [...dashboardKeys.orders(userId), page, pageSize] as const,
  invoices: (userId: string) => [...dashboardKeys.ofUser(userId), 'invoices'] as const,
  invoicePage: (userId: string, page: number, pageSize: number) => [...dashboardKeys.invoices(userId), page, pageSize] as const,
  loyalty: (userId: string) => [...dashboardKeys.ofUser(userId), 'loyalty'] as const,
  addresses: (userId: string) => [...dashboardKeys.ofUser(userId), 'addresses'] as const,
  favourites: (userId: string) => [...dashboardKeys.ofUser(userId), 'favourites'] as const,
  notificationSettings: (userId: string) => [...dashboardKeys.ofUser(userId), 'notificationSettings'] as const,
};

export const summaryQuery = (userId: string) =>
  queryOptions({ queryKey: dashboardKeys.summary(userId), queryFn: ({ signal }) => fetchSummary(signal) });

export const invoicesQuery = (userId: string, page: number, pageSize: number) =>
  queryOptions({ queryKey: dashboardKeys.invoicePage(userId, page, pageSize), queryFn: ({ signal }) => fetchInvoices(page, pageSize, signal) });

export const loyaltyQuery = (userId: string) =>
  queryOptions({ queryKey: dashboardKeys.loyalty(userId), queryFn: ({ signal }) => fetchLoyalty(signal) });

export const addressesQuery = (userId: string) =>
  queryOptions({ queryKey: dashboardKeys.addresses(userId), queryFn: ({ signal }) => fetchAddresses(signal) });

export const favouritesQuery = (userId: string) =>
  queryOptions({ queryKey: dashboardKeys.favourites(userId), queryFn: ({ signal }) => fetchFavourites(signal) });

export const ordersQuery = (userId: string, page: number, pageSize: number) =>
  queryOptions({ queryKey: dashboardKeys.orderPage(userId, page, pageSize), queryFn: ({ signal }) => fetchOrders(page, pageSize, signal) });

export const orderQuery = (userId: string, id: string) =>
  queryOptions({ queryKey: dashboardKeys.order(userId, id), queryFn: ({ signal }) => fetchOrder(id, signal) });

export const notificationSettingsQuery = (userId: string) =>
  queryOptions({ queryKey: dashboardKeys.notificationSettings(userId), queryFn: ({ signal }) => fetchNotificationSettings(signal) });
