import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminClientSchema } from './adminClient.ts';

const adminClient = {
  id: '7',
  firstName: 'Martin',
  lastName: 'Dupont',
  email: 'contact@dupont.fr',
  companyName: 'Dupont SARL',
  address: { street: '1 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'France' },
  registrationDate: '2024-01-15',
  isActive: true,
  totalOrders: 0,
  totalSpent: 0,
  orderHistory: [],
};

describe('AdminClientSchema (spec 3 §3)', () => {
  it('accepts a client without orders nor SIRET', () => {
    expect(v.parse(AdminClientSchema, adminClient)).toMatchObject({ isActive: true, orderHistory: [] });
  });

  it('refuses a client without an active flag', () => {
    const { isActive: _active, ...withoutFlag } = adminClient;
    expect(v.is(AdminClientSchema, withoutFlag)).toBe(false);
  });
});
