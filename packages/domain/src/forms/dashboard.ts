import * as v from 'valibot';
import { AMOUNT_MAX, NUMBER_TEXT_MAX, TEXT_LIMITS } from '../limits.ts';
import { readNumber } from '../schemas/coerce.ts';
import { BIC_PATTERN, hasValidIbanChecksum, normalizeIban } from './iban.ts';
import {
  CONTACT_WORDING as W,
  choice,
  minText,
  optionalFlag,
  optionalText,
  requiredEmail,
  requiredText,
  tooLong,
} from './fields.ts';
import { CONTACT_MESSAGES } from './contact.ts';
import {
  CLIENT_DASHBOARD_COUNTRIES,
  type ClientDashboardCountry,
  CLIENT_SECTORS,
  INVOICE_DELIVERIES,
  INVOICE_FORMATS,
  PAYMENT_TERMS_DAYS,
  PREFERENCE_CURRENCIES,
  PREFERENCE_LANGUAGES,
} from './dashboardChoices.ts';

/**
 * Digits of a postal code by country. The spec says five everywhere (section 9), but its own
 * country list holds Belgium, Switzerland and Luxembourg, whose codes have four (issue 8).
 */
export const POSTAL_CODE_DIGITS: Readonly<Record<ClientDashboardCountry, 4 | 5>> = {
  FR: 5,
  DE: 5,
  ES: 5,
  IT: 5,
  BE: 4,
  CH: 4,
  LU: 4,
};

/** Texts of the client-dashboard forms (spec 2 section 5). */
export const CLIENT_DASHBOARD_MESSAGES = {
  required: W.required,
  invalidEmail: 'Email invalide',
  // No text is given for this rule on the dashboard; it is the contact form's for the same rule,
  // with the number of digits of the chosen country.
  invalidPostalCode: (digits: number) => CONTACT_MESSAGES.invalidPostalCode.replace('5', String(digits)),
  invalidIban: 'IBAN invalide',
  invalidBic: 'BIC invalide',
  // The spec gives no text for a credit limit that is not an amount.
  invalidAmount: 'Montant invalide',
} as const;

export function isPostalCodeOf(country: ClientDashboardCountry, postalCode: string): boolean {
  return new RegExp(`^\\d{${POSTAL_CODE_DIGITS[country]}}$`).test(postalCode);
}

/** Client dashboard, personal information (spec 2 sections 3.2 and 5); the postal code follows the country. */
const personalInfoFields = v.object({
    firstName: minText(2, W),
    lastName: minText(2, W),
    email: requiredEmail(W.required, CLIENT_DASHBOARD_MESSAGES.invalidEmail),
    phone: requiredText(W.required, 30),
    companyName: requiredText(W.required),
    siret: optionalText(20),
    vatNumber: optionalText(20),
    sector: v.optional(v.union([v.literal(''), choice(CLIENT_SECTORS, W.required)], W.required), ''),
    address: requiredText(W.required),
    postalCode: requiredText(W.required, 10),
    city: requiredText(W.required),
    country: v.optional(choice(CLIENT_DASHBOARD_COUNTRIES, W.required), 'FR'),
});

export const personalInfoSchema = v.pipe(
  personalInfoFields,
  v.forward(
    v.partialCheck(
      [['postalCode'], ['country']],
      (input) => isPostalCodeOf(input.country, input.postalCode),
      (issue) => CLIENT_DASHBOARD_MESSAGES.invalidPostalCode(POSTAL_CODE_DIGITS[(issue.input as { country: ClientDashboardCountry }).country]),
    ),
    ['postalCode'],
  ),
);

export type PersonalInfoInput = v.InferInput<typeof personalInfoSchema>;
export type PersonalInfoValues = v.InferOutput<typeof personalInfoSchema>;

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

/**
 * The credit limit in euros: typed in the form as text (French decimals read, empty for none, at most
 * NUMBER_TEXT_MAX characters, which the input takes as its maxLength), and sent to the API as a number.
 */
const creditLimit = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.maxLength(NUMBER_TEXT_MAX, CLIENT_DASHBOARD_MESSAGES.invalidAmount))], CLIENT_DASHBOARD_MESSAGES.invalidAmount),
    v.transform((value): unknown => readNumber(value)),
    v.optional(
      v.pipe(
        v.number(CLIENT_DASHBOARD_MESSAGES.invalidAmount),
        v.finite(CLIENT_DASHBOARD_MESSAGES.invalidAmount),
        v.minValue(0, CLIENT_DASHBOARD_MESSAGES.invalidAmount),
        v.maxValue(AMOUNT_MAX, CLIENT_DASHBOARD_MESSAGES.invalidAmount),
      ),
    ),
  ),
);

/** Client dashboard, banking: only IBAN and BIC are checked, and only when filled in (spec 2 section 5). */
export const bankingSchema = v.object({
  bankName: optionalText(),
  iban,
  bic,
  paymentTerms: v.optional(v.picklist(PAYMENT_TERMS_DAYS), 30),
  sameBillingAddress: optionalFlag(true),
  billingAddress: optionalText(),
  billingPostalCode: optionalText(10),
  billingCity: optionalText(),
  billingCountry: v.optional(choice(CLIENT_DASHBOARD_COUNTRIES, W.required), 'FR'),
  invoiceFormat: v.optional(v.picklist(INVOICE_FORMATS), 'pdf'),
  invoiceDelivery: v.optional(v.picklist(INVOICE_DELIVERIES), 'email'),
  creditLimit,
});

export type BankingInput = v.InferInput<typeof bankingSchema>;
export type BankingValues = v.InferOutput<typeof bankingSchema>;

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

/** Texts of the security area (spec 2 §2.2 Paramètres); the spec gives only the deletion question. */
export const SECURITY_MESSAGES = {
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  wrongCurrentPassword: 'Mot de passe actuel incorrect',
  samePassword: "Le nouveau mot de passe doit être différent de l'actuel",
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer votre compte ? Cette action est irréversible.',
} as const;

/** The spec 1 registration rule for a password, kept for a new one. */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = TEXT_LIMITS.password;

/** A new password: the spec 1 registration rule (customers' and staff's alike). */
export const newPassword = v.pipe(
  v.string(W.required),
  v.nonEmpty(W.required),
  v.minLength(PASSWORD_MIN, W.minChars(PASSWORD_MIN)),
  v.maxLength(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
);

/** A password typed to be compared (the current one, the new one again): required and bounded. */
export const typedPassword = v.pipe(v.string(W.required), v.nonEmpty(W.required), v.maxLength(PASSWORD_MAX, tooLong(PASSWORD_MAX)));

/** Change password: the current one, then the new one twice. */
export const passwordChangeSchema = v.pipe(
  v.object({
    currentPassword: typedPassword,
    newPassword,
    confirmPassword: typedPassword,
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], (input) => input.newPassword === input.confirmPassword, SECURITY_MESSAGES.passwordMismatch),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck([['currentPassword'], ['newPassword']], (input) => input.currentPassword !== input.newPassword, SECURITY_MESSAGES.samePassword),
    ['newPassword'],
  ),
);

export type PasswordChangeInput = v.InferInput<typeof passwordChangeSchema>;
export type PasswordChangeValues = v.InferOutput<typeof passwordChangeSchema>;

export const PASSWORD_CHANGE_DEFAULTS: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Formats of "exporter mes données" (the privacy policy's right of access and portability). */
export const DATA_EXPORT_FORMATS = ['json', 'csv'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];
