import { formatMonthYear } from '../format/date.ts';
import type { Notification } from '../schemas/notification.ts';

/** Items shown on the account overview (spec 2 §9): at most 5 notifications, 4 favourites. */
export const OVERVIEW_NOTIFICATIONS_MAX = 5;
export const OVERVIEW_FAVOURITES_MAX = 4;

export interface Preview<T> {
  items: T[];
  /** More exist than shown: the "see all" button shows (spec 2 §2.3). */
  hasMore: boolean;
}

function preview<T>(items: readonly T[], max: number): Preview<T> {
  return { items: items.slice(0, max), hasMore: items.length > max };
}

export function notificationsPreview<T>(notifications: readonly T[]): Preview<T> {
  return preview(notifications, OVERVIEW_NOTIFICATIONS_MAX);
}

export function favouritesPreview<T>(favourites: readonly T[]): Preview<T> {
  return preview(favourites, OVERVIEW_FAVOURITES_MAX);
}

/** Badge of the notification bell. */
export function unreadCount(notifications: readonly Pick<Notification, 'read'>[]): number {
  return notifications.filter((notification) => !notification.read).length;
}

/**
 * A click on a notification with an actionUrl marks it read (spec 2 §2.3 and §4); one without
 * stays as it is.
 */
export function markNotificationClicked<N extends Pick<Notification, 'id' | 'read' | 'actionUrl'>>(
  notifications: readonly N[],
  id: string,
): N[] {
  return notifications.map((notification) =>
    notification.id === id && notification.actionUrl ? { ...notification, read: true } : notification,
  );
}

/** Average basket of the overview card: total spent over the order count, to the cent; 0 without orders. */
export function averageOrderValue(totalSpent: number, totalOrders: number): number {
  return totalOrders > 0 ? Math.round((totalSpent / totalOrders) * 100) / 100 : 0;
}

/** Name of the welcome line: the company, falling back to the pseudo (spec 2 §2.3). */
export function welcomeName(user: { companyName?: string | undefined; societe?: string | undefined; pseudo: string }): string {
  const company = (user.companyName ?? user.societe ?? '').trim();
  return company === '' ? user.pseudo : company;
}

/** Header line from the member-since date (spec 2 §2.3: "client since {month year}"). */
export function memberSinceLabel(memberSince: string): string {
  return `Client depuis ${formatMonthYear(memberSince)}`;
}
