import * as v from 'valibot';
import {
  AccountOrderDetailSchema,
  AccountOrderSchema,
  AddressSchema,
  ReorderResultSchema,
  DashboardSummarySchema,
  FavouriteSchema,
  InvoiceSchema,
  LoyaltyProgramSchema,
  NotificationSchema,
  NotificationSettingsSchema,
  pagedResultSchema,
  TrackingInfoSchema,
  type AddressValues,
  type NotificationSettings,
} from '@otech/domain';
import { ApiError, apiFile, apiRequest } from '../../app/http.ts';

// The account dashboard's calls (spec 2 §7.4), all under /client-dashboard and all about the
// signed-in customer's own records: the session's token says whose.

const BASE = '/client-dashboard';
const EMPTY = v.null();

export function fetchSummary(signal?: AbortSignal) {
  return apiRequest(`${BASE}/summary`, DashboardSummarySchema, { signal });
}

export function markNotificationRead(id: string) {
  return apiRequest(`${BASE}/notifications/${encodeURIComponent(id)}/read`, NotificationSchema, { method: 'PUT' });
}

export function fetchNotificationSettings(signal?: AbortSignal) {
  return apiRequest(`${BASE}/notification-settings`, NotificationSettingsSchema, { signal });
}

export function saveNotificationSettings(settings: NotificationSettings) {
  return apiRequest(`${BASE}/notification-settings`, NotificationSettingsSchema, { method: 'PUT', body: settings });
}

export function fetchInvoices(page: number, pageSize: number, signal?: AbortSignal) {
  return apiRequest(`${BASE}/invoices`, pagedResultSchema(InvoiceSchema), { signal, query: { page, pageSize } });
}

export function downloadInvoice(id: string) {
  return apiFile(`${BASE}/invoices/${encodeURIComponent(id)}/download`);
}

export function fetchLoyalty(signal?: AbortSignal) {
  return apiRequest(`${BASE}/loyalty`, LoyaltyProgramSchema, { signal });
}

export function redeemReward(rewardId: string) {
  return apiRequest(`${BASE}/loyalty/rewards/${encodeURIComponent(rewardId)}/redeem`, LoyaltyProgramSchema, { method: 'POST' });
}

export function fetchAddresses(signal?: AbortSignal) {
  return apiRequest(`${BASE}/addresses`, v.array(AddressSchema), { signal });
}

/** Creates an address, or replaces the one with this id. */
export function saveAddress(values: AddressValues, id: string | undefined) {
  return id === undefined
    ? apiRequest(`${BASE}/addresses`, AddressSchema, { method: 'POST', body: values })
    : apiRequest(`${BASE}/addresses/${encodeURIComponent(id)}`, AddressSchema, { method: 'PUT', body: values });
}

export function deleteAddress(id: string) {
  return apiRequest(`${BASE}/addresses/${encodeURIComponent(id)}`, EMPTY, { method: 'DELETE' });
}

export function fetchFavourites(signal?: AbortSignal) {
  return apiRequest(`${BASE}/favorites`, v.array(FavouriteSchema), { signal });
}

export function addFavourite(productId: string) {
  return apiRequest(`${BASE}/favorites`, FavouriteSchema, { method: 'POST', body: { productId } });
}

export function removeFavourite(id: string) {
  return apiRequest(`${BASE}/favorites/${encodeURIComponent(id)}`, EMPTY, { method: 'DELETE' });
}

export function fetchOrders(page: number, pageSize: number, signal?: AbortSignal) {
  return apiRequest(`${BASE}/orders`, pagedResultSchema(AccountOrderSchema), { signal, query: { page, pageSize } });
}

/** One of the customer's orders, or null when none has this id (another customer's included: the API answers 404). */
export async function fetchOrder(id: string, signal?: AbortSignal) {
  try {
    return await apiRequest(`${BASE}/orders/${encodeURIComponent(id)}`, AccountOrderDetailSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function fetchTracking(trackingNumber: string) {
  return apiRequest(`${BASE}/tracking/${encodeURIComponent(trackingNumber)}`, TrackingInfoSchema);
}

/** "Recommander": the server puts the order's available lines into the cart and says what it did. */
export function reorder(orderId: string) {
  return apiRequest(`${BASE}/orders/${encodeURIComponent(orderId)}/reorder`, ReorderResultSchema, { method: 'POST' });
}
