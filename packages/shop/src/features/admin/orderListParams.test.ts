import { describe, expect, it } from 'vitest';
import { orderListSearch, readOrderListParams } from './orderListParams.ts';

describe('order list state in the URL', () => {
  it('reads the filter and page back from what it wrote', () => {
    const state = { filter: { search: 'durand', status: 'delivered' as const, shippingStatus: 'in_transit' as const }, page: 3 };
    const search = orderListSearch(state);
    expect(search.toString()).toBe('search=durand&status=delivered&shippingStatus=in_transit&page=3');
    expect(readOrderListParams(search)).toEqual(state);
  });

  it('leaves out empty values and page 1', () => {
    expect(orderListSearch({ filter: { search: '' }, page: 1 }).toString()).toBe('');
  });

  it('shows every order on page 1 for unknown statuses and pages', () => {
    expect(readOrderListParams(new URLSearchParams('status=lost&paymentStatus=paid&page=-2'))).toEqual({
      filter: { search: '', paymentStatus: 'paid' },
      page: 1,
    });
  });
});
