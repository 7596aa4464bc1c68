import { describe, expect, it } from 'vitest';
import { nextListParams } from './useListUrl.ts';
import { orderFilterParams, readOrderFilter } from './orderListParams.ts';

describe('the order list filter in the URL', () => {
  it('reads the filter back from what it wrote', () => {
    const filter = { search: 'durand', status: 'delivered' as const, shippingStatus: 'in_transit' as const, from: '2027-01-01', to: '2027-01-31' };
    const params = nextListParams(new URLSearchParams('page=3'), orderFilterParams(filter));
    expect(params.toString()).toBe('search=durand&status=delivered&shippingStatus=in_transit&du=2027-01-01&au=2027-01-31');
    expect(readOrderFilter(params)).toEqual(filter);
  });

  it('shows every order for unknown statuses, dates in another form or a too long search', () => {
    expect(readOrderFilter(new URLSearchParams(`status=lost&paymentStatus=paid&du=01/01/2027&search=${'x'.repeat(101)}`))).toEqual({ search: '', paymentStatus: 'paid' });
  });
});
