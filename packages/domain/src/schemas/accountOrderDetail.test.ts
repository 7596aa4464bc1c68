import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AccountOrderDetailSchema } from './accountOrderDetail.ts';

const address = { street: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France' };
const detail = {
  id: 'ord-1',
  orderNumber: 'CMD-2026-00001',
  date: '2026-03-01T09:00:00.000Z',
  status: 'shipped',
  statusLabel: 'Expédiée',
  items: [{ productId: 'A1', productName: 'Pile LR6', quantity: 4, unitPrice: 0.5, totalPrice: 2 }],
  totalAmount: 2,
  totalQuantity: 4,
  shippingAddress: address,
  billingAddress: address,
  paymentStatus: 'paid',
  shippingStatus: 'in_transit',
};

describe('AccountOrderDetailSchema', () => {
  it('reads an order without tracking nor invoice', () => {
    const parsed = v.parse(AccountOrderDetailSchema, detail);
    expect(parsed.tracking).toBeUndefined();
    expect(parsed.invoice).toBeUndefined();
  });

  it('reads the invoice link and refuses an unknown delivery status', () => {
    expect(v.parse(AccountOrderDetailSchema, { ...detail, invoice: { id: 'fac-1', invoiceNumber: 'FAC-1' } }).invoice?.invoiceNumber).toBe('FAC-1');
    expect(v.is(AccountOrderDetailSchema, { ...detail, shippingStatus: 'lost' })).toBe(false);
  });
});
