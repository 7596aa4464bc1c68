import { describe, expect, it } from 'vitest';
import { addressTypeDisplay } from './addressType.ts';

describe('address type (spec 2 §4: shipping, billing, both)', () => {
  it('gives each type its own icon and the form label', () => {
    expect(addressTypeDisplay('shipping')).toEqual({ label: 'Livraison', tone: 'neutral', icon: 'Truck' });
    expect(addressTypeDisplay('billing')).toEqual({ label: 'Facturation', tone: 'neutral', icon: 'Receipt' });
    expect(addressTypeDisplay('both')).toEqual({ label: 'Livraison et facturation', tone: 'neutral', icon: 'Building2' });
  });
});
