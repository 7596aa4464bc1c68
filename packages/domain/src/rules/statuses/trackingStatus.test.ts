import { describe, expect, it } from 'vitest';
import { hasTrackingNumber, trackingStatusDisplay } from './trackingStatus.ts';

describe('tracking event status (spec 2 §4)', () => {
  it.each([
    ['delivered', 'Livrée', 'success'],
    ['out_for_delivery', 'En cours de livraison', 'info'],
    ['in_transit', 'En transit', 'info'],
  ])('%s is "%s"', (status, label, tone) => {
    expect(trackingStatusDisplay(status)).toMatchObject({ label, tone });
  });
});

describe('hasTrackingNumber (spec 2 §2.3 and §5)', () => {
  it('is false without a number, so tracking is refused', () => {
    expect(hasTrackingNumber({ trackingNumber: 'FR123456789' })).toBe(true);
    expect(hasTrackingNumber({ trackingNumber: ' ' })).toBe(false);
    expect(hasTrackingNumber({})).toBe(false);
  });
});
