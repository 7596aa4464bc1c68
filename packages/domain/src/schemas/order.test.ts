import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FRENCH } from './frenchIssues.ts';
import { formatFieldIssue, validate } from './issues.ts';
import {
  AccountOrderSchema,
  CARRIER_MAX,
  DeliveryUpdateSchema,
  ORDER_STATUSES,
  OrderSchema,
  OrderStatusUpdateSchema,
  PAYMENT_STATUSES,
  SHIPPING_STATUSES,
} from './order.ts';

const address = { street: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France' };
const item = { productId: 'A1', productName: 'Pile LR6', quantity: 4, unitPrice: 0.5, totalPrice: 2 };
const order = {
  id: 'CMD-1',
  orderNumber: 'CMD-2025-00001',
  userId: '7',
  userEmail: 'contact@dupont.fr',
  userName: 'Martin Dupont',
  items: [item],
  totalAmount: 2,
  status: 'pending',
  paymentStatus: 'pending',
  shippingStatus: 'not_shipped',
  shippingAddress: address,
  billingAddress: { ...address, company: 'Dupont SARL' },
  orderDate: '2025-03-14T09:30:00.000Z',
};

describe('OrderSchema (spec 3 §3 and §4)', () => {
  it('accepts every order, payment and shipping status of the spec', () => {
    for (const status of ORDER_STATUSES) expect(v.is(OrderSchema, { ...order, status })).toBe(true);
    for (const paymentStatus of PAYMENT_STATUSES) expect(v.is(OrderSchema, { ...order, paymentStatus })).toBe(true);
    for (const shippingStatus of SHIPPING_STATUSES) expect(v.is(OrderSchema, { ...order, shippingStatus })).toBe(true);
  });

  it('keeps the optional delivery dates and tracking number', () => {
    const output = v.parse(OrderSchema, { ...order, trackingNumber: 'FR123', actualDelivery: '2025-03-16' });
    expect(output).toMatchObject({ trackingNumber: 'FR123', actualDelivery: '2025-03-16' });
  });

  it('names the field of a status outside the spec', () => {
    const result = validate(OrderSchema, { ...order, paymentStatus: 'unpaid' });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'paymentStatus: expected one of pending, paid, failed, refunded, partial, got "unpaid"',
    ]);
  });

  it('names the line of a bad item', () => {
    const result = validate(OrderSchema, { ...order, items: [{ ...item, unitPrice: -1 }] });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual(['items.0.unitPrice']);
  });
});

describe('AccountOrderSchema (spec 2 §3.7)', () => {
  it('accepts the account-dashboard order', () => {
    const accountOrder = {
      id: 'CMD-1',
      orderNumber: 'CMD-2025-0001',
      date: '2025-03-14',
      status: 'shipped',
      statusLabel: 'Expédiée',
      items: [item],
      totalAmount: 2,
      totalQuantity: 4,
      shippingAddress: address,
      billingAddress: address,
      estimatedDelivery: '2025-03-17',
    };
    expect(v.parse(AccountOrderSchema, accountOrder)).toMatchObject({ status: 'shipped', totalQuantity: 4 });
  });
});

describe('OrderStatusUpdateSchema (spec 3 §4)', () => {
  it('accepts any one of the three statuses, with a tracking number', () => {
    expect(v.is(OrderStatusUpdateSchema, { shippingStatus: 'in_transit', trackingNumber: 'FR1' })).toBe(true);
    expect(v.is(OrderStatusUpdateSchema, { status: 'returned' })).toBe(true);
    expect(v.is(OrderStatusUpdateSchema, { status: 'lost' })).toBe(false);
  });
});

describe('DeliveryUpdateSchema (/admin/livraisons)', () => {
  it('needs a shipping status and gives the carrier and tracking number trimmed', () => {
    expect(v.parse(DeliveryUpdateSchema, { shippingStatus: 'shipped', carrier: ' Colissimo ', trackingNumber: ' 6A123 ' })).toEqual({
      shippingStatus: 'shipped',
      carrier: 'Colissimo',
      trackingNumber: '6A123',
    });
    expect(v.is(DeliveryUpdateSchema, { carrier: 'Colissimo' })).toBe(false);
  });

  it('names a carrier over its length in French for the dialog', () => {
    const result = validate(DeliveryUpdateSchema, { shippingStatus: 'shipped', carrier: 'x'.repeat(CARRIER_MAX + 1) }, FRENCH);
    expect(result.ok ? [] : result.issues).toEqual([{ field: 'carrier', message: `Maximum ${CARRIER_MAX} caractères` }]);
  });
});
