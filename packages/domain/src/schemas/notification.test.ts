import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatFieldIssue, validate } from './issues.ts';
import { NotificationSchema, NotificationSettingsSchema } from './notification.ts';

describe('NotificationSchema (spec 2 §3.7, §4)', () => {
  const notification = {
    id: 'n1',
    type: 'delivery',
    title: 'Commande expédiée',
    message: 'Votre commande CMD-1 est en route',
    date: '2025-03-15T08:00:00.000Z',
    read: false,
  };

  it('accepts a notification with or without an action, and any type', () => {
    expect(v.is(NotificationSchema, notification)).toBe(true);
    expect(v.is(NotificationSchema, { ...notification, type: 'system', actionUrl: '/dashboard', actionLabel: 'Voir' })).toBe(true);
  });

  it('refuses a read flag written as text', () => {
    expect(v.is(NotificationSchema, { ...notification, read: 'non' })).toBe(false);
  });
});

describe('NotificationSettingsSchema (spec 2 §3.7)', () => {
  it('needs all seven flags', () => {
    const result = validate(NotificationSettingsSchema, { orderUpdates: true, promotions: false, newsletters: false, invoices: true });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'sms: is required',
      'email: is required',
      'pushNotifications: is required',
    ]);
  });
});
