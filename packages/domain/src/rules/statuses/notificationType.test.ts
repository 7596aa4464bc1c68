import { describe, expect, it } from 'vitest';
import { notificationTypeDisplay } from './notificationType.ts';

describe('notification type icons (spec 2 §4)', () => {
  it.each([
    ['order', 'ShoppingBag'],
    ['delivery', 'Truck'],
    ['promotion', 'Tag'],
    ['invoice', 'Info'],
    ['', 'Info'],
  ])('%s has the %s icon', (type, icon) => {
    expect(notificationTypeDisplay(type).icon).toBe(icon);
  });

  it('labels any other type "Information"', () => {
    expect(notificationTypeDisplay('system').label).toBe('Information');
  });
});
