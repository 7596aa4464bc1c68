import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactRequestCreatedSchema, ContactRequestSchema } from './contactRequest.ts';

const request = {
  id: 'c-1',
  createdAt: '2025-03-14T09:30:00.000Z',
  firstName: 'Martin',
  lastName: 'Dupont',
  email: 'contact@dupont.fr',
  phone: '01 23 45 67 89',
  companyName: 'Dupont SARL',
  companyType: 'installateur',
  address: '1 rue de la Paix',
  city: 'Paris',
  postalCode: '75002',
  inquiryType: 'devis',
  subject: 'Batteries 12 V',
  message: 'Bonjour, il nous faudrait 40 batteries 12 V 7 Ah.',
  newsletter: false,
  gdprConsent: true,
};

describe('ContactRequestSchema (spec 1 §3 "Contact request form")', () => {
  it('keeps a contact request with its id and date', () => {
    expect(v.parse(ContactRequestSchema, request)).toMatchObject({ id: 'c-1', inquiryType: 'devis' });
  });

  it('refuses a stored request without consent or id', () => {
    expect(v.is(ContactRequestSchema, { ...request, gdprConsent: false })).toBe(false);
    const { id: _id, ...withoutId } = request;
    expect(v.is(ContactRequestSchema, withoutId)).toBe(false);
  });

  it('answers a creation with the id and the date only', () => {
    expect(v.parse(ContactRequestCreatedSchema, request)).toEqual({ id: 'c-1', createdAt: '2025-03-14T09:30:00.000Z' });
  });
});
