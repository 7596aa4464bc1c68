import * as v from 'valibot';
import { flag, isoDate, longText, optionalText, requiredText, text } from './fields.ts';

/**
 * Spec 2 §3.7 "Notification". The type is open: order, delivery and promotion have their own
 * icon and anything else is shown as information (spec 2 §4).
 */
export const NotificationSchema = v.object({
  id: requiredText,
  /** Owner: the client's profile id. */
  userId: v.optional(requiredText),
  type: text,
  title: text,
  message: longText,
  date: isoDate,
  read: flag,
  /** With an action, a click marks the notification read (spec 2 §4). */
  actionUrl: optionalText,
  actionLabel: optionalText,
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

/** The seven flags of spec 2 §3.7 as stored; the form's defaults are in forms/account.ts. */
export const NotificationSettingsSchema = v.object({
  orderUpdates: flag,
  promotions: flag,
  newsletters: flag,
  invoices: flag,
  sms: flag,
  email: flag,
  pushNotifications: flag,
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;
