import { describe, expect, it } from 'vitest';
import {
  averageOrderValue,
  favouritesPreview,
  markNotificationClicked,
  memberSinceLabel,
  notificationsPreview,
  unreadCount,
  welcomeName,
} from './accountOverview.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('overview previews (spec 2 §2.3 and §9)', () => {
  it('shows the first 5 notifications and "see all" only above 5', () => {
    expect(notificationsPreview(range(5))).toEqual({ items: range(5), hasMore: false });
    expect(notificationsPreview(range(6))).toEqual({ items: range(5), hasMore: true });
    expect(notificationsPreview([])).toEqual({ items: [], hasMore: false });
  });

  it('shows the first 4 favourites', () => {
    expect(favouritesPreview(range(4)).hasMore).toBe(false);
    expect(favouritesPreview(range(5))).toEqual({ items: range(4), hasMore: true });
  });
});

describe('notifications (spec 2 §4)', () => {
  const notifications = [
    { id: 'n1', read: false, actionUrl: '/dashboard/orders/1' },
    { id: 'n2', read: false },
    { id: 'n3', read: true },
  ];

  it('counts the unread ones', () => {
    expect(unreadCount(notifications)).toBe(2);
  });

  it('marks a clicked notification with an actionUrl read, and only that one', () => {
    const after = markNotificationClicked(notifications, 'n1');
    expect(after.map((n) => n.read)).toEqual([true, false, true]);
    expect(unreadCount(after)).toBe(1);
  });

  it('leaves a clicked notification without an actionUrl unread', () => {
    expect(markNotificationClicked(notifications, 'n2')).toEqual(notifications);
  });
});

describe('overview figures (spec 2 §2.3)', () => {
  it('averages the basket to the cent, 0 without orders', () => {
    expect(averageOrderValue(1000, 3)).toBe(333.33);
    expect(averageOrderValue(0, 0)).toBe(0);
  });

  it('welcomes the company, else the pseudo', () => {
    expect(welcomeName({ companyName: 'Batteries du Sud', pseudo: 'JEAND' })).toBe('Batteries du Sud');
    expect(welcomeName({ companyName: ' ', pseudo: 'JEAND' })).toBe('JEAND');
    expect(welcomeName({ societe: 'ACME', pseudo: 'X' })).toBe('ACME');
  });

  it('says since which month and year the client is one', () => {
    expect(memberSinceLabel('2023-08-16T10:00:00Z')).toBe('Client depuis août 2023');
  });
});
