import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import {
  CONTACT_WORDING as W,
  POSTAL_CODE_PATTERN,
  choice,
  minText,
  mustBeChecked,
  optionalFlag,
  optionalText,
  requiredEmail,
  requiredPattern,
  requiredText,
} from './fields.ts';

/** Texts of the contact form (spec 1 section 5). */
export const CONTACT_MESSAGES = {
  required: W.required,
  invalidEmail: 'Email invalide',
  invalidPhone: 'Numéro de téléphone invalide',
  invalidPostalCode: 'Code postal invalide (5 chiffres)',
  consentRequired: 'Ce consentement est obligatoire',
  invalidSubmit: 'Veuillez corriger les erreurs dans le formulaire.',
} as const;

/** Digits, spaces, hyphen, plus, parentheses only (spec 1 section 5). */
export const CONTACT_PHONE_PATTERN = /^[\d\s\-+()]+$/;

export const CONTACT_SUBJECT_MIN = 5;
export const CONTACT_MESSAGE_MIN = 20;

export const CONTACT_COMPANY_TYPES = ['distributeur', 'installateur', 'industriel', 'collectivite', 'particulier-pro'] as const;
export type ContactCompanyType = (typeof CONTACT_COMPANY_TYPES)[number];

export const CONTACT_COMPANY_TYPE_LABELS: Readonly<Record<ContactCompanyType, string>> = {
  distributeur: 'Distributeur',
  installateur: 'Installateur',
  industriel: 'Industriel',
  collectivite: 'Collectivité',
  'particulier-pro': 'Particulier professionnel',
};

export const INQUIRY_TYPES = ['devis', 'info', 'partenariat', 'support', 'autre'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Readonly<Record<InquiryType, string>> = {
  devis: 'Demande de devis',
  info: "Demande d'information",
  partenariat: 'Partenariat',
  support: 'Support technique',
  autre: 'Autre',
};

/** Contact request (spec 1 sections 3 and 5). */
export const contactSchema = v.object({
  firstName: minText(2, W),
  lastName: minText(2, W),
  email: requiredEmail(W.required, CONTACT_MESSAGES.invalidEmail),
  phone: requiredPattern(CONTACT_PHONE_PATTERN, W.required, CONTACT_MESSAGES.invalidPhone),
  companyName: minText(2, W),
  companyType: choice(CONTACT_COMPANY_TYPES, W.required),
  siret: optionalText(),
  website: optionalText(),
  address: requiredText(W.required),
  city: requiredText(W.required),
  postalCode: requiredPattern(POSTAL_CODE_PATTERN, W.required, CONTACT_MESSAGES.invalidPostalCode),
  inquiryType: choice(INQUIRY_TYPES, W.required),
  subject: minText(CONTACT_SUBJECT_MIN, W),
  message: minText(CONTACT_MESSAGE_MIN, W, TEXT_LIMITS.long),
  newsletter: optionalFlag(false),
  gdprConsent: mustBeChecked(CONTACT_MESSAGES.consentRequired),
});

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactValues = v.InferOutput<typeof contactSchema>;

/**
 * The subject a request about a product starts with, e.g. "Devis : Batterie 12V 7Ah (réf. BAT-12-7)"
 * (/contact?product={id}, spec 1 §2). A long name is shortened so the subject stays within the
 * field's limit: the form would otherwise refuse the subject it offered, and the reference is kept whole.
 */
export function productQuoteSubject(product: { name: string; reference: string }): string {
  const max = TEXT_LIMITS.line;
  const subject = (name: string) => `Devis : ${name} (réf. ${product.reference})`;
  const full = subject(product.name);
  if (full.length <= max) return full;
  const room = max - subject('').length - 1;
  return room > 0 ? subject(`${product.name.slice(0, room).trimEnd()}…`) : full.slice(0, max);
}

/** Also the state the form returns to after a send: newsletter and consent unticked (spec 1 section 4). */
export const CONTACT_DEFAULTS: ContactInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  companyType: '',
  siret: '',
  website: '',
  address: '',
  city: '',
  postalCode: '',
  inquiryType: '',
  subject: '',
  message: '',
  newsletter: false,
  gdprConsent: false,
};
