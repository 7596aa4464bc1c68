import * as v from 'valibot';
import { expected, isoDate, oneOf, requiredText, text } from './fields.ts';

/** Event statuses seen in tracking (spec 2 §4). */
export const TRACKING_EVENT_STATUSES = ['delivered', 'out_for_delivery', 'in_transit'] as const;
export type TrackingEventStatus = (typeof TRACKING_EVENT_STATUSES)[number];

export const TrackingEventSchema = v.object({
  date: isoDate,
  location: text,
  description: text,
  status: oneOf(TRACKING_EVENT_STATUSES),
});
export type TrackingEvent = v.InferOutput<typeof TrackingEventSchema>;

/** Answer of GET /client-dashboard/tracking/{trackingNumber} (spec 2 §3.7 "Tracking info"). */
export const TrackingInfoSchema = v.object({
  orderId: requiredText,
  trackingNumber: requiredText,
  carrier: text,
  status: oneOf(TRACKING_EVENT_STATUSES),
  statusDate: isoDate,
  events: v.array(TrackingEventSchema, expected('a list')),
});
export type TrackingInfo = v.InferOutput<typeof TrackingInfoSchema>;
