import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OrderStatusUpdateSchema } from '../schemas/order.ts';
import { applyOrderUpdate } from './orderUpdate.ts';

const orders = [
  { id: 'ORD-001', status: 'pending', paymentStatus: 'pending', shippingStatus: 'not_shipped' as const },
  {
    id: 'ORD-002',
    status: 'delivered',
    paymentStatus: 'paid',
    shippingStatus: 'delivered' as const,
    actualDelivery: '2025-03-01T10:00:00.000Z',
  },
];
const now = new Date('2025-03-20T10:00:00Z');

describe('applyOrderUpdate (spec 3 §4)', () => {
  it('sets any status with no restriction on transitions', () => {
    const after = applyOrderUpdate(orders, 'ORD-002', { status: 'pending' }, now);
    expect(after?.[1]).toEqual({ ...orders[1], status: 'pending' });
    expect(after?.[0]).toBe(orders[0]);
  });

  it('sets the shipping status together with a tracking number and a carrier', () => {
    const after = applyOrderUpdate(orders, 'ORD-001', { shippingStatus: 'shipped', trackingNumber: 'FR123', carrier: 'Colissimo' }, now);
    expect(after?.[0]).toEqual({ ...orders[0], shippingStatus: 'shipped', trackingNumber: 'FR123', carrier: 'Colissimo' });
  });

  it('leaves out fields the update does not give', () => {
    const after = applyOrderUpdate(orders, 'ORD-001', { paymentStatus: 'paid', status: undefined }, now);
    expect(after?.[0]).toEqual({ ...orders[0], paymentStatus: 'paid' });
  });

  it('dates the delivery when the order becomes delivered, and keeps the first date', () => {
    expect(applyOrderUpdate(orders, 'ORD-001', { shippingStatus: 'delivered' }, now)?.[0]?.actualDelivery).toBe(now.toISOString());
    expect(applyOrderUpdate(orders, 'ORD-002', { shippingStatus: 'delivered' }, now)?.[1]?.actualDelivery).toBe(
      '2025-03-01T10:00:00.000Z',
    );
  });

  it('drops the delivery date when the order is taken back out of delivered', () => {
    expect(applyOrderUpdate(orders, 'ORD-002', { shippingStatus: 'in_transit' }, now)?.[1]).not.toHaveProperty('actualDelivery');
    expect(applyOrderUpdate(orders, 'ORD-002', { paymentStatus: 'refunded' }, now)?.[1]?.actualDelivery).toBe('2025-03-01T10:00:00.000Z');
  });

  it('gives null for an unknown id', () => {
    expect(applyOrderUpdate(orders, 'ORD-999', { status: 'cancelled' }, now)).toBeNull();
  });
});

describe('OrderStatusUpdateSchema', () => {
  it('refuses an unknown status and a tracking number or carrier too long', () => {
    expect(v.safeParse(OrderStatusUpdateSchema, { status: 'lost' }).success).toBe(false);
    expect(v.safeParse(OrderStatusUpdateSchema, { trackingNumber: 'X'.repeat(65) }).success).toBe(false);
    expect(v.safeParse(OrderStatusUpdateSchema, { carrier: 'X'.repeat(61) }).success).toBe(false);
    expect(v.safeParse(OrderStatusUpdateSchema, { trackingNumber: ' FR123 ', carrier: 'DHL' }).output).toEqual({ trackingNumber: 'FR123', carrier: 'DHL' });
  });
});
