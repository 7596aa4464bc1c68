import { describe, expect, it } from 'vitest';
import { contactRequestStatusDisplay, inboxBadge, isQuoteToProcess } from './salesInbox.ts';

describe('isQuoteToProcess ("À traiter")', () => {
  it('counts requests received or being priced, not those answered or closed', () => {
    expect(isQuoteToProcess('pending')).toBe(true);
    expect(isQuoteToProcess('processing')).toBe(true);
    for (const status of ['quoted', 'accepted', 'rejected', 'approved', 'cancelled'] as const) expect(isQuoteToProcess(status)).toBe(false);
  });
});

describe('inboxBadge', () => {
  it('shows nothing at 0, the count up to 99, then 99+', () => {
    expect(inboxBadge(0)).toBeUndefined();
    expect(inboxBadge(7)).toBe('7');
    expect(inboxBadge(99)).toBe('99');
    expect(inboxBadge(100)).toBe('99+');
  });
});

describe('contactRequestStatusDisplay', () => {
  it('names the three states of a contact request', () => {
    expect(['new', 'read', 'answered'].map((status) => contactRequestStatusDisplay(status).label)).toEqual(['Nouveau', 'Lu', 'Répondu']);
  });
});
