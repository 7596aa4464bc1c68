import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../limits.ts';
import { CONTACT_DEFAULTS, contactSchema, productQuoteSubject, type ContactInput } from './contact.ts';
import { validateForm } from './validateForm.ts';

const valid: ContactInput = {
  ...CONTACT_DEFAULTS,
  firstName: 'Jean',
  lastName: 'Dupont',
  email: 'jean@otech.fr',
  phone: '+33 4 42 00 00 00',
  companyName: 'OTECH',
  companyType: 'installateur',
  address: '1 rue de la Paix',
  city: 'Aix-en-Provence',
  postalCode: '13100',
  inquiryType: 'devis',
  subject: 'Devis',
  message: 'Bonjour, je voudrais.',
  gdprConsent: true,
};

function errors(patch: Partial<ContactInput>) {
  const result = validateForm(contactSchema, { ...valid, ...patch });
  return result.ok ? {} : result.errors;
}

describe('contact form (spec 1 section 5)', () => {
  it('accepts a complete request', () => {
    expect(errors({})).toEqual({});
  });

  it('requires every mandatory field with the contact wording', () => {
    expect(validateForm(contactSchema, CONTACT_DEFAULTS)).toEqual({
      ok: false,
      errors: {
        firstName: 'Ce champ est obligatoire',
        lastName: 'Ce champ est obligatoire',
        email: 'Ce champ est obligatoire',
        phone: 'Ce champ est obligatoire',
        companyName: 'Ce champ est obligatoire',
        companyType: 'Ce champ est obligatoire',
        address: 'Ce champ est obligatoire',
        city: 'Ce champ est obligatoire',
        postalCode: 'Ce champ est obligatoire',
        inquiryType: 'Ce champ est obligatoire',
        subject: 'Ce champ est obligatoire',
        message: 'Ce champ est obligatoire',
        gdprConsent: 'Ce consentement est obligatoire',
      },
    });
  });

  it('needs 2 characters for names and company', () => {
    expect(errors({ firstName: 'J', lastName: 'D', companyName: 'O' })).toEqual({
      firstName: 'Minimum 2 caractères requis',
      lastName: 'Minimum 2 caractères requis',
      companyName: 'Minimum 2 caractères requis',
    });
    expect(errors({ firstName: 'Jo', lastName: 'Li', companyName: 'OT' })).toEqual({});
  });

  it('needs 5 characters for the subject and 20 for the message', () => {
    expect(errors({ subject: 'Devi' })).toEqual({ subject: 'Minimum 5 caractères requis' });
    expect(errors({ subject: 'Devis' })).toEqual({});
    expect(errors({ message: 'x'.repeat(19) })).toEqual({ message: 'Minimum 20 caractères requis' });
    expect(errors({ message: 'x'.repeat(20) })).toEqual({});
  });

  it('counts length after trimming', () => {
    expect(errors({ subject: '  Devi  ' })).toEqual({ subject: 'Minimum 5 caractères requis' });
  });

  it('checks e-mail, phone and postal code formats', () => {
    expect(errors({ email: 'jean@' })).toEqual({ email: 'Email invalide' });
    expect(errors({ phone: '04 42 ab' })).toEqual({ phone: 'Numéro de téléphone invalide' });
    expect(errors({ phone: '(04) 42-00+00' })).toEqual({});
    expect(errors({ postalCode: '1310' })).toEqual({ postalCode: 'Code postal invalide (5 chiffres)' });
    expect(errors({ postalCode: '131000' })).toEqual({ postalCode: 'Code postal invalide (5 chiffres)' });
  });

  it('requires consent but not the newsletter', () => {
    expect(errors({ gdprConsent: false })).toEqual({ gdprConsent: 'Ce consentement est obligatoire' });
    expect(errors({ newsletter: false })).toEqual({});
  });

  it('accepts only the listed company and inquiry types', () => {
    expect(errors({ companyType: 'autre', inquiryType: 'urgent' })).toEqual({
      companyType: 'Ce champ est obligatoire',
      inquiryType: 'Ce champ est obligatoire',
    });
  });
});

describe('contact form length limits', () => {
  it('refuses a field over its maximum with the French message, and allows a long message', () => {
    expect(errors({ companyName: 'x'.repeat(256) })).toEqual({ companyName: 'Maximum 255 caractères autorisés' });
    expect(errors({ email: `${'x'.repeat(250)}@otech.fr` })).toEqual({ email: 'Maximum 255 caractères' });
    expect(errors({ message: 'x'.repeat(5000) })).toEqual({});
    expect(errors({ message: 'x'.repeat(5001) })).toEqual({ message: 'Maximum 5000 caractères autorisés' });
  });
});

describe('the subject of a request about a product (/contact?product=)', () => {
  it('names the product and its reference', () => {
    expect(productQuoteSubject({ name: 'Batterie 12V 7Ah', reference: 'BAT-12-7' })).toBe('Devis : Batterie 12V 7Ah (réf. BAT-12-7)');
  });

  it('shortens a long name so that the form accepts the subject it offers, the reference kept whole', () => {
    const subject = productQuoteSubject({ name: 'Batterie '.repeat(40), reference: 'BAT-12-7' });
    expect(subject.length).toBeLessThanOrEqual(TEXT_LIMITS.line);
    expect(subject.length).toBeGreaterThan(TEXT_LIMITS.line - 2);
    expect(subject.startsWith('Devis : Batterie Batterie')).toBe(true);
    expect(subject.endsWith('… (réf. BAT-12-7)')).toBe(true);
    expect(errors({ subject })).toEqual({});
  });

  it('stays within the limit even when the reference alone fills it', () => {
    const subject = productQuoteSubject({ name: 'Batterie', reference: 'R'.repeat(TEXT_LIMITS.line) });
    expect(subject).toHaveLength(TEXT_LIMITS.line);
    expect(errors({ subject })).toEqual({});
  });
});
