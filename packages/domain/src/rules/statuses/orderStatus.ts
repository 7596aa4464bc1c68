import { ORDER_STATUSES, type OrderStatus } from '../../schemas/order.ts';
import { displayOf, UNKNOWN_STATUS_ICON, type StatusDisplay, type StatusTone } from './display.ts';

/** French labels of spec 3 §4 "Order status". */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  processing: 'En traitement',
  shipped: 'Expédiée',
  delivered: 'Livrée',
  cancelled: 'Annulée',
  returned: 'Retournée',
};

/**
 * lucide equivalents of the account dashboard's icons (spec 2 §4): schedule, check_circle,
 * autorenew, local_shipping, done_all, cancel. The spec gives none for returned.
 */
const ORDER_STATUS_ICONS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Clock',
  confirmed: 'CircleCheck',
  processing: 'RefreshCw',
  shipped: 'Truck',
  delivered: 'CheckCheck',
  cancelled: 'CircleX',
  returned: 'Undo2',
};

/** Administration colours (spec 3 §4): warn, primary, accent, none. */
const ADMIN_ORDER_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  pending: 'warning',
  confirmed: 'primary',
  processing: 'accent',
  shipped: 'primary',
  delivered: 'primary',
  cancelled: 'neutral',
  returned: 'warning',
};

/** Account-dashboard colours (spec 2 §4); confirmed and returned have none there. */
const ACCOUNT_ORDER_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  pending: 'warning',
  confirmed: 'neutral',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'error',
  returned: 'neutral',
};

function catalogue(
  tones: Readonly<Record<OrderStatus, StatusTone>>,
  icons: Readonly<Record<OrderStatus, string>>,
): Readonly<Record<OrderStatus, StatusDisplay>> {
  return Object.fromEntries(
    ORDER_STATUSES.map((status) => [
      status,
      { label: ORDER_STATUS_LABELS[status], tone: tones[status], icon: icons[status] },
    ]),
  ) as Record<OrderStatus, StatusDisplay>;
}

export const ADMIN_ORDER_STATUS_DISPLAY = catalogue(ADMIN_ORDER_TONES, ORDER_STATUS_ICONS);
// The account dashboard styles no returned order: it gets the info icon of an unknown status.
export const ACCOUNT_ORDER_STATUS_DISPLAY = catalogue(ACCOUNT_ORDER_TONES, { ...ORDER_STATUS_ICONS, returned: UNKNOWN_STATUS_ICON });

/** Order status chip of the administration (spec 3 §2, §4). */
export function adminOrderStatusDisplay(status: string): StatusDisplay {
  return displayOf(ADMIN_ORDER_STATUS_DISPLAY, status);
}

/**
 * Order status chip of the account dashboard (spec 2 §4), labelled with the order's own
 * statusLabel when it carries one (spec 2 §3.7).
 */
export function accountOrderStatusDisplay(status: string, statusLabel?: string): StatusDisplay {
  const display = displayOf(ACCOUNT_ORDER_STATUS_DISPLAY, status);
  return statusLabel ? { ...display, label: statusLabel } : display;
}
