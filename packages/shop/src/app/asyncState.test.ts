import { describe, expect, it } from 'vitest';
import { mapAsyncState, toAsyncState } from './asyncState.ts';

const message = 'Erreur lors du chargement des produits';

describe('a query as an async state', () => {
  it('is loading while nothing has come back', () => {
    expect(toAsyncState({ data: undefined, error: null }, message)).toEqual({ status: 'loading' });
  });

  it('is an error with the screen message when the load failed with nothing to show', () => {
    expect(toAsyncState({ data: undefined, error: new Error('500') }, message)).toEqual({ status: 'error', message });
  });

  it('shows the data it has, an empty list included', () => {
    expect(toAsyncState({ data: [], error: null }, message)).toEqual({ status: 'ready', data: [] });
  });

  it('keeps showing data when only a background refresh failed', () => {
    expect(toAsyncState({ data: ['a'], error: new Error('offline') }, message)).toEqual({ status: 'ready', data: ['a'] });
  });
});

describe('a reshaped async state', () => {
  it('reshapes ready data and leaves loading and error as they are', () => {
    expect(mapAsyncState({ status: 'ready', data: { items: [1, 2] } }, (cart) => cart.items)).toEqual({ status: 'ready', data: [1, 2] });
    expect(mapAsyncState({ status: 'loading' }, String)).toEqual({ status: 'loading' });
    expect(mapAsyncState({ status: 'error', message }, String)).toEqual({ status: 'error', message });
  });
});
