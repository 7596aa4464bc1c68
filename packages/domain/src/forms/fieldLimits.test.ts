import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';
import { addressSchema, accountSettingsSchema } from './account.ts';
import { bankingSchema, passwordChangeSchema, personalInfoSchema } from './dashboard.ts';
import { fieldMaxLengths } from './fieldLimits.ts';
import { registrationSchema } from './registration.ts';

describe('fieldMaxLengths (the inputs stop where the schema refuses)', () => {
  it('reads each text field of the client-dashboard personal form, through its postal-code check', () => {
    expect(fieldMaxLengths(personalInfoSchema)).toEqual({
      firstName: TEXT_LIMITS.line,
      lastName: TEXT_LIMITS.line,
      email: TEXT_LIMITS.line,
      phone: 30,
      companyName: TEXT_LIMITS.line,
      siret: 20,
      vatNumber: 20,
      address: TEXT_LIMITS.line,
      postalCode: 10,
      city: TEXT_LIMITS.line,
    });
  });

  it('leaves out choices, flags and numbers, and finds the limit inside an optional', () => {
    const limits = fieldMaxLengths(bankingSchema);
    expect(limits).toMatchObject({ bankName: TEXT_LIMITS.line, iban: TEXT_LIMITS.line, billingPostalCode: 10 });
    for (const field of ['paymentTerms', 'sameBillingAddress', 'billingCountry', 'invoiceFormat']) {
      expect(limits).not.toHaveProperty(field);
    }
  });

  it('bounds the credit limit typed as text, which the schema also takes as a number', () => {
    expect(fieldMaxLengths(bankingSchema)).toHaveProperty('creditLimit', NUMBER_TEXT_MAX);
  });

  it('gives every text field of the address and account settings forms a limit', () => {
    expect(Object.keys(fieldMaxLengths(addressSchema)).sort()).toEqual(['city', 'company', 'name', 'phone', 'postalCode', 'street']);
    expect(fieldMaxLengths(accountSettingsSchema)).toMatchObject({ societe: TEXT_LIMITS.line, pays: TEXT_LIMITS.line, pseudo: TEXT_LIMITS.line });
  });

  it('bounds the three password fields of the change-password form', () => {
    expect(fieldMaxLengths(passwordChangeSchema)).toEqual({
      currentPassword: TEXT_LIMITS.password,
      newPassword: TEXT_LIMITS.password,
      confirmPassword: TEXT_LIMITS.password,
    });
  });

  it('names a nested object field by its dotted path', () => {
    expect(fieldMaxLengths(registrationSchema)).toHaveProperty(['address.city'], TEXT_LIMITS.line);
  });

  it('takes the shortest of two limits on one field', () => {
    const schema = v.object({ code: v.pipe(v.pipe(v.string(), v.maxLength(40)), v.maxLength(12)) });
    expect(fieldMaxLengths(schema)).toEqual({ code: 12 });
  });

  it('reads the fields of a list of lines under `$`, through the pipes around the list and its lines', () => {
    const line = v.pipe(v.object({ reference: v.pipe(v.string(), v.maxLength(12)), quantity: v.number() }), v.check(() => true));
    const schema = v.object({ name: v.pipe(v.string(), v.maxLength(40)), lines: v.pipe(v.array(line), v.check(() => true)) });
    expect(fieldMaxLengths(schema)).toEqual({ name: 40, 'lines.$.reference': 12 });
  });
});
