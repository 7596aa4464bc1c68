import { describe, expect, it } from 'vitest';
import { SHIPPING_STATUSES } from '../../schemas/order.ts';
import { shippingStatusDisplay } from './shippingStatus.ts';

describe('shipping status (spec 3 §4)', () => {
  it('gives each of the seven statuses its own French label', () => {
    const labels = SHIPPING_STATUSES.map((status) => shippingStatusDisplay(status).label);
    expect(labels).toEqual([
      'Non expédiée',
      'En préparation',
      'Expédiée',
      'En transit',
      'En cours de livraison',
      'Livrée',
      'Échec de livraison',
    ]);
  });

  it('marks delivery as success and a failed delivery as error', () => {
    expect(shippingStatusDisplay('delivered').tone).toBe('success');
    expect(shippingStatusDisplay('failed_delivery').tone).toBe('error');
    expect(shippingStatusDisplay('lost').icon).toBe('Info');
  });
});
