import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';
import { isValidSiret, SIRET_MESSAGE } from '../rules/companyIds.ts';
import {
  POSTAL_CODE_PATTERN,
  REGISTRATION_MESSAGES,
  REGISTRATION_WORDING as W,
  choice,
  minText,
  mustBeChecked,
  optionalFlag,
  optionalPattern,
  optionalText,
  requiredEmail,
  requiredPattern,
  requiredText,
} from './fields.ts';

export const REGISTRATION_PASSWORD_MIN = 8;

/** Optional plus sign, then digits, spaces, hyphens, parentheses (spec 1 section 5). */
export const REGISTRATION_PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** Business sectors of the registration form; `auto` is Automobile (spec 1 section 3). */
export const REGISTRATION_COMPANY_TYPES = ['auto', 'electronics', 'industrial', 'marine', 'other'] as const;
export type RegistrationCompanyType = (typeof REGISTRATION_COMPANY_TYPES)[number];

export const REGISTRATION_COMPANY_TYPE_LABELS: Readonly<Record<RegistrationCompanyType, string>> = {
  auto: 'Automobile',
  electronics: 'Électronique',
  industrial: 'Industriel',
  marine: 'Marine',
  other: 'Autre',
};

/** The country is shown read-only (spec 1 section 3). */
export const REGISTRATION_COUNTRY = 'France';

export const registrationSchema = v.object({
  firstName: minText(2, W),
  lastName: minText(2, W),
  email: requiredEmail(W.required, REGISTRATION_MESSAGES.invalidEmail),
  phone: optionalPattern(REGISTRATION_PHONE_PATTERN, REGISTRATION_MESSAGES.invalidFormat),
  password: v.pipe(
    v.string(W.required),
    v.nonEmpty(W.required),
    v.minLength(REGISTRATION_PASSWORD_MIN, W.minChars(REGISTRATION_PASSWORD_MIN)),
    v.maxLength(TEXT_LIMITS.password, W.maxChars(TEXT_LIMITS.password)),
  ),
  // The spec shows no check that both passwords match, only that this one is filled in.
  confirmPassword: v.pipe(v.string(W.required), v.nonEmpty(W.required), v.maxLength(TEXT_LIMITS.password, W.maxChars(TEXT_LIMITS.password))),
  companyName: minText(2, W),
  companyType: choice(REGISTRATION_COMPANY_TYPES, W.required),
  // Checked as entered (issue 24): the SIREN it starts with is compulsory on the invoices.
  siret: v.pipe(optionalText(), v.check((value) => value === '' || isValidSiret(value), SIRET_MESSAGE)),
  address: v.object({
    street: requiredText(W.required),
    city: requiredText(W.required),
    postalCode: requiredPattern(POSTAL_CODE_PATTERN, W.required, REGISTRATION_MESSAGES.invalidFormat),
    country: v.optional(requiredText(W.required), REGISTRATION_COUNTRY),
  }),
  acceptTerms: mustBeChecked(REGISTRATION_MESSAGES.acceptTerms),
  newsletter: optionalFlag(false),
});

export type RegistrationInput = v.InferInput<typeof registrationSchema>;
export type RegistrationValues = v.InferOutput<typeof registrationSchema>;

export const REGISTRATION_DEFAULTS: RegistrationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  companyType: '',
  siret: '',
  address: { street: '', city: '', postalCode: '', country: REGISTRATION_COUNTRY },
  acceptTerms: false,
  newsletter: false,
};
