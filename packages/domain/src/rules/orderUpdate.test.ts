import { describe, expect, it } from 'vitest';
import { applyOrderUpdate } from './orderUpdate.ts';

const orders = [
  { id: 'ORD-001', status: 'pending', paymentStatus: 'pending', shippingStatus: 'not_shipped' },
  { id: 'ORD-002', status: 'delivered', paymentStatus: 'paid', shippingStatus: 'delivered' },
];

describe('applyOrderUpdate (spec 3 §4)', () => {
  it('sets any status with no restriction on transitions', () => {
    const after = applyOrderUpdate(orders, 'ORD-002', { status: 'pending' });
    expect(after?.[1]).toEqual({ ...orders[1], status: 'pending' });
    expect(after?.[0]).toBe(orders[0]);
  });

  it('sets the shipping status together with a tracking number', () => {
    const after = applyOrderUpdate(orders, 'ORD-001', { shippingStatus: 'shipped', trackingNumber: 'FR123' });
    expect(after?.[0]).toEqual({ ...orders[0], shippingStatus: 'shipped', trackingNumber: 'FR123' });
  });

  it('leaves out fields the update does not give', () => {
    const after = applyOrderUpdate(orders, 'ORD-001', { paymentStatus: 'paid', status: undefined });
    expect(after?.[0]).toEqual({ ...orders[0], paymentStatus: 'paid' });
  });

  it('gives null for an unknown id', () => {
    expect(applyOrderUpdate(orders, 'ORD-999', { status: 'cancelled' })).toBeNull();
  });
});
