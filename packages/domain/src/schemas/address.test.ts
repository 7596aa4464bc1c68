import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressSchema } from './address.ts';
import { formatFieldIssue, validate } from './issues.ts';

const address = {
  id: 'adr-1',
  name: 'Siège',
  street: '1 rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  country: 'France',
  isDefault: true,
  type: 'both',
};

describe('AddressSchema (spec 2 §3.7, §4, §5)', () => {
  it('accepts the three address types and the four countries', () => {
    for (const type of ['shipping', 'billing', 'both']) expect(v.is(AddressSchema, { ...address, type })).toBe(true);
    for (const country of ['France', 'Belgique', 'Suisse', 'Luxembourg']) {
      expect(v.is(AddressSchema, { ...address, country })).toBe(true);
    }
  });

  it('names a country outside the list and a missing street', () => {
    const { street: _street, ...withoutStreet } = address;
    const result = validate(AddressSchema, { ...withoutStreet, country: 'Espagne' });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'street: is required',
      'country: expected one of France, Belgique, Suisse, Luxembourg, got "Espagne"',
    ]);
  });
});
