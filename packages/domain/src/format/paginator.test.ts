import { describe, expect, it } from 'vitest';
import { paginatorRange } from './paginator.ts';

describe('paginatorRange (spec 2 §9: "{from} - {to} sur {total}")', () => {
  it('shows a full page of 12 (spec 1 §9)', () => {
    expect(paginatorRange(1, 12, 30)).toBe('1 - 12 sur 30');
    expect(paginatorRange(2, 12, 30)).toBe('13 - 24 sur 30');
  });

  it('stops the last page at the total', () => {
    expect(paginatorRange(3, 12, 30)).toBe('25 - 30 sur 30');
    expect(paginatorRange(1, 12, 12)).toBe('1 - 12 sur 12');
    expect(paginatorRange(2, 12, 13)).toBe('13 - 13 sur 13');
  });

  it('shows 0 - 0 sur 0 for an empty list', () => {
    expect(paginatorRange(1, 12, 0)).toBe('0 - 0 sur 0');
  });

  it('groups thousands with a narrow no-break space', () => {
    expect(paginatorRange(1, 12, 40000)).toBe('1 - 12 sur 40\u202f000');
  });
});
