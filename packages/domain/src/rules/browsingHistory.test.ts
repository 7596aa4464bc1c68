import { describe, expect, it } from 'vitest';
import { addSearch, appendKeepingLast, PRODUCT_INTERACTIONS_MAX, searchHints, SESSION_METRICS_MAX } from './browsingHistory.ts';

const terms = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe('search history (spec 2 §9: max 10, 3 shown)', () => {
  it('puts the new search first', () => {
    expect(addSearch(['lr6', 'agm'], ' 12V ')).toEqual(['12V', 'lr6', 'agm']);
  });

  it('moves a repeated search to the front instead of keeping it twice', () => {
    expect(addSearch(['lr6', 'agm'], 'AGM')).toEqual(['AGM', 'lr6']);
  });

  it('keeps 10 at most, dropping the oldest', () => {
    expect(addSearch(terms(9), 'new')).toHaveLength(10);
    const full = addSearch(terms(10), 'new');
    expect(full).toHaveLength(10);
    expect(full[0]).toBe('new');
    expect(full).not.toContain('t9');
  });

  it('ignores a blank search', () => {
    expect(addSearch(['lr6'], '  ')).toEqual(['lr6']);
  });

  it('offers the 3 latest as hints', () => {
    expect(searchHints(terms(5))).toEqual(['t0', 't1', 't2']);
    expect(searchHints(['a'])).toEqual(['a']);
  });
});

describe('appendKeepingLast (spec 2 §9: last 10 sessions, last 100 interactions)', () => {
  it('keeps the latest entries', () => {
    expect(appendKeepingLast(terms(9), 'x', SESSION_METRICS_MAX)).toHaveLength(10);
    expect(appendKeepingLast(terms(10), 'x', SESSION_METRICS_MAX)).toEqual([...terms(10).slice(1), 'x']);
    expect(appendKeepingLast(terms(100), 'x', PRODUCT_INTERACTIONS_MAX).at(0)).toBe('t1');
  });
});
