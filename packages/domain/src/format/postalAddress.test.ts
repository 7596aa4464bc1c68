import { describe, expect, it } from 'vitest';
import { postalAddressLines } from './postalAddress.ts';

describe('postalAddressLines', () => {
  it('prints company, street, postal code with city, and country', () => {
    expect(postalAddressLines({ company: 'Durand SARL', street: '12 rue des Piles', postalCode: '69003', city: 'Lyon', country: 'France' })).toEqual([
      'Durand SARL',
      '12 rue des Piles',
      '69003 Lyon',
      'France',
    ]);
  });

  it('leaves out what the address lacks', () => {
    expect(postalAddressLines({ street: '', postalCode: '', city: 'Lyon', country: '' })).toEqual(['Lyon']);
    expect(postalAddressLines({ street: '', postalCode: '', city: '', country: '' })).toEqual([]);
  });
});
