import type { TrackingEventStatus } from '../../schemas/tracking.ts';
import { displayOf, type StatusDisplay } from './display.ts';
import { SHIPPING_STATUS_DISPLAY } from './shippingStatus.ts';

/**
 * Tracking event statuses seen (spec 2 §4): delivered, out_for_delivery, in_transit. They are
 * steps of the shipping status, so a parcel's event and its order's shipping chip read alike.
 */
export const TRACKING_STATUS_DISPLAY: Readonly<Record<TrackingEventStatus, StatusDisplay>> = {
  delivered: SHIPPING_STATUS_DISPLAY.delivered,
  out_for_delivery: SHIPPING_STATUS_DISPLAY.out_for_delivery,
  in_transit: SHIPPING_STATUS_DISPLAY.in_transit,
};

export function trackingStatusDisplay(status: string): StatusDisplay {
  return displayOf(TRACKING_STATUS_DISPLAY, status);
}

/** Warning when a parcel is tracked without a number (spec 2 §5). */
export const TRACKING_UNAVAILABLE_MESSAGE = 'Numéro de suivi non disponible';

/** The track action shows only when the order has a tracking number (spec 2 §2.3). */
export function hasTrackingNumber(order: { trackingNumber?: string | null | undefined }): boolean {
  return (order.trackingNumber ?? '').trim() !== '';
}
