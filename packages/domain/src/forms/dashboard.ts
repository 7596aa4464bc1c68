import * as v from 'valibot';
import { AMOUNT_MAX, TEXT_LIMITS } from '../limits.ts';
import { BIC_PATTERN, hasValidIbanChecksum, normalizeIban } from './iban.ts';
import {
  CONTACT_WORDING as W,
  POSTAL_CODE_PATTERN,
  choice,
  minText,
  optionalFlag,
  optionalText,
  requiredEmail,
  requiredPattern,
  requiredText,
  tooLong,
} from './fields.ts';
import { CONTACT_MESSAGES } from './contact.ts';

/** Countries offered on the client dashboard; default FR (spec 2 sections 3.2 and 9). */
export const CLIENT_DASHBOARD_COUNTRIES = ['FR', 'BE', 'CH', 'LU', 'DE', 'ES', 'IT'] as const;
export type ClientDashboardCountry = (typeof CLIENT_DASHBOARD_COUNTRIES)[number];

export const CLIENT_DASHBOARD_COUNTRY_LABELS: Readonly<Record<ClientDashboardCountry, string>> = {
  FR: 'France',
  BE: 'Belgique',
  CH: 'Suisse',
  LU: 'Luxembourg',
  DE: 'Allemagne',
  ES: 'Espagne',
  IT: 'Italie',
};

/** Texts of the client-dashboard forms (spec 2 section 5). */
export const CLIENT_DASHBOARD_MESSAGES = {
  required: W.required,
  invalidEmail: 'Email invalide',
  // No text is given for this rule on the dashboard; it is the contact form's for the same rule.
  invalidPostalCode: CONTACT_MESSAGES.invalidPostalCode,
  invalidIban: 'IBAN invalide',
  invalidBic: 'BIC invalide',
} as const;

/** Client dashboard, personal information (spec 2 sections 3.2 and 5). */
export const personalInfoSchema = v.object({
  firstName: minText(2, W),
  lastName: minText(2, W),
  email: requiredEmail(W.required, CLIENT_DASHBOARD_MESSAGES.invalidEmail),
  phone: requiredText(W.required),
  companyName: requiredText(W.required),
  siret: optionalText(),
  vatNumber: optionalText(),
  sector: optionalText(),
  address: requiredText(W.required),
  postalCode: requiredPattern(POSTAL_CODE_PATTERN, W.required, CLIENT_DASHBOARD_MESSAGES.invalidPostalCode),
  city: requiredText(W.required),
  country: v.optional(choice(CLIENT_DASHBOARD_COUNTRIES, W.required), 'FR'),
});

export type PersonalInfoInput = v.InferInput<typeof personalInfoSchema>;
export type PersonalInfoValues = v.InferOutput<typeof personalInfoSchema>;

export const PAYMENT_TERMS_DAYS = [30, 45, 60, 90] as const;
export type PaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];

export const INVOICE_FORMATS = ['pdf', 'paper', 'both'] as const;
export const INVOICE_FORMAT_LABELS: Readonly<Record<(typeof INVOICE_FORMATS)[number], string>> = {
  pdf: 'PDF',
  paper: 'Papier',
  both: 'PDF et papier',
};

export const INVOICE_DELIVERIES = ['email', 'mail', 'portal'] as const;
export const INVOICE_DELIVERY_LABELS: Readonly<Record<(typeof INVOICE_DELIVERIES)[number], string>> = {
  email: 'E-mail',
  mail: 'Courrier',
  portal: 'Portail client',
};

const iban = v.optional(
  v.pipe(
    v.string(CLIENT_DASHBOARD_MESSAGES.invalidIban),
    v.maxLength(TEXT_LIMITS.line, tooLong()),
    v.transform(normalizeIban),
    v.check((value) => value === '' || hasValidIbanChecksum(value), CLIENT_DASHBOARD_MESSAGES.invalidIban),
  ),
  '',
);

const bic = v.optional(
  v.pipe(
    v.string(CLIENT_DASHBOARD_MESSAGES.invalidBic),
    v.maxLength(TEXT_LIMITS.line, tooLong()),
    v.trim(),
    v.toUpperCase(),
    v.check((value) => value === '' || BIC_PATTERN.test(value), CLIENT_DASHBOARD_MESSAGES.invalidBic),
  ),
  '',
);

/** Client dashboard, banking: only IBAN and BIC are checked, and only when filled in (spec 2 section 5). */
export const bankingSchema = v.object({
  bankName: optionalText(),
  iban,
  bic,
  paymentTerms: v.optional(v.picklist(PAYMENT_TERMS_DAYS), 30),
  sameBillingAddress: optionalFlag(true),
  billingAddress: optionalText(),
  billingPostalCode: optionalText(),
  billingCity: optionalText(),
  billingCountry: v.optional(choice(CLIENT_DASHBOARD_COUNTRIES, W.required), 'FR'),
  invoiceFormat: v.optional(v.picklist(INVOICE_FORMATS), 'pdf'),
  invoiceDelivery: v.optional(v.picklist(INVOICE_DELIVERIES), 'email'),
  creditLimit: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(AMOUNT_MAX))),
});

export type BankingInput = v.InferInput<typeof bankingSchema>;
export type BankingValues = v.InferOutput<typeof bankingSchema>;

export const PREFERENCE_LANGUAGES = ['fr', 'en', 'de', 'es'] as const;
export const PREFERENCE_LANGUAGE_LABELS: Readonly<Record<(typeof PREFERENCE_LANGUAGES)[number], string>> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
};

export const PREFERENCE_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const;

/** Client dashboard settings and their defaults (spec 2 section 3.4). */
export const preferencesSchema = v.object({
  twoFactorEnabled: optionalFlag(false),
  emailNotifications: optionalFlag(true),
  marketingNotifications: optionalFlag(false),
  language: v.optional(v.picklist(PREFERENCE_LANGUAGES), 'fr'),
  currency: v.optional(v.picklist(PREFERENCE_CURRENCIES), 'EUR'),
});

export type PreferencesInput = v.InferInput<typeof preferencesSchema>;
export type PreferencesValues = v.InferOutput<typeof preferencesSchema>;
