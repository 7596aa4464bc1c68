import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TrackingInfoSchema } from './tracking.ts';

const tracking = {
  orderId: 'CMD-1',
  trackingNumber: 'FR123',
  carrier: 'Colissimo',
  status: 'in_transit',
  statusDate: '2025-03-15T08:00:00.000Z',
  events: [{ date: '2025-03-15T08:00:00.000Z', location: 'Lyon', description: 'En transit', status: 'in_transit' }],
};

describe('TrackingInfoSchema (spec 2 §3.7, §4)', () => {
  it('accepts tracking with its events', () => {
    expect(v.parse(TrackingInfoSchema, tracking).events).toHaveLength(1);
  });

  it('accepts the event statuses seen and refuses others', () => {
    for (const status of ['delivered', 'out_for_delivery', 'in_transit']) {
      expect(v.is(TrackingInfoSchema, { ...tracking, status })).toBe(true);
    }
    expect(v.is(TrackingInfoSchema, { ...tracking, status: 'lost' })).toBe(false);
  });
});
