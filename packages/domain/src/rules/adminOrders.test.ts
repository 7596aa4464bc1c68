import { describe, expect, it } from 'vitest';
import { adminOrderCriteria } from './adminOrders.ts';

describe('adminOrderCriteria (/admin/orders)', () => {
  it('asks for nothing for a blank filter', () => {
    expect(adminOrderCriteria({ search: '  ' })).toEqual({ equal: [] });
  });

  it('asks for every status given, all of them together', () => {
    expect(adminOrderCriteria({ search: '', status: 'delivered', paymentStatus: 'pending' })).toEqual({
      equal: [
        { field: 'status', value: 'delivered' },
        { field: 'paymentStatus', value: 'pending' },
      ],
    });
    expect(adminOrderCriteria({ search: '', shippingStatus: 'not_shipped' }).equal).toEqual([{ field: 'shippingStatus', value: 'not_shipped' }]);
  });

  it('searches every word, in any order, in the number, the printed number and the customer name and e-mail, accents and case ignored', () => {
    expect(adminOrderCriteria({ search: '  ÉLECTRICITÉ  Dupont ' }).search).toEqual({
      words: ['electricite', 'dupont'],
      fields: ['id', 'orderNumber', 'userName', 'userEmail'],
    });
    expect(adminOrderCriteria({ search: '100%_', status: 'pending' })).toEqual({
      equal: [{ field: 'status', value: 'pending' }],
      search: { words: ['100%_'], fields: ['id', 'orderNumber', 'userName', 'userEmail'] },
    });
  });
});
