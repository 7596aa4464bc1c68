import { displayOf, type StatusDisplay } from './display.ts';

/** Notification types with their own icon (spec 2 §4): order (bag), delivery (truck), promotion (offer). */
export const NOTIFICATION_TYPES = ['order', 'delivery', 'promotion'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_DISPLAY: Readonly<Record<NotificationType, StatusDisplay>> = {
  order: { label: 'Commande', tone: 'primary', icon: 'ShoppingBag' },
  delivery: { label: 'Livraison', tone: 'info', icon: 'Truck' },
  promotion: { label: 'Promotion', tone: 'accent', icon: 'Tag' },
};

/** Any other type is shown as information (spec 2 §4). */
export function notificationTypeDisplay(type: string): StatusDisplay {
  return displayOf(NOTIFICATION_TYPE_DISPLAY, type, 'Information');
}
