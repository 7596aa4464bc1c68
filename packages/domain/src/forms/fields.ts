import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';

/**
 * Building blocks of the form schemas. Form inputs arrive as the text typed (or a checkbox
 * state), so every text field accepts a string, trims it, and reports with the French wording
 * of the form it belongs to: the spec words the same rule differently per form (spec 1 and 2,
 * section 5), hence the wording is a parameter rather than a constant here.
 */
export interface Wording {
  required: string;
  minChars: (n: number) => string;
  maxChars: (n: number) => string;
}

/** Registration form wording (spec 1 section 5). */
export const REGISTRATION_WORDING: Wording = {
  required: 'Ce champ est requis',
  minChars: (n) => `Minimum ${n} caractères`,
  maxChars: (n) => `Maximum ${n} caractères`,
};

/** Texts of the registration form (spec 1 section 5). */
export const REGISTRATION_MESSAGES = {
  required: REGISTRATION_WORDING.required,
  invalidEmail: 'Email invalide',
  invalidFormat: 'Format invalide',
  acceptTerms: 'Vous devez accepter les conditions',
  // Texts of an invalid submit (spec 1 section 5). The screen's submit button stays disabled
  // while the form is invalid (same section), so there the field messages say it instead.
  acceptTermsToCreate: 'Vous devez accepter les conditions pour créer un compte',
  validationError: 'Erreur de validation',
} as const;

/** Contact form and client-dashboard wording (spec 1 section 5, spec 2 section 5). */
export const CONTACT_WORDING: Wording = {
  required: 'Ce champ est obligatoire',
  minChars: (n) => `Minimum ${n} caractères requis`,
  maxChars: (n) => `Maximum ${n} caractères autorisés`,
};

/** Postal codes are exactly five digits (spec 1 section 9, spec 2 section 9). */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

/**
 * The French "too long" message of a field whose form gives no wording of its own: the spec names
 * no maximum, so the registration form's "Minimum N caractères" is mirrored.
 */
export const tooLong = (max: number = TEXT_LIMITS.line): string => REGISTRATION_WORDING.maxChars(max);

/** Every typed text is bounded (limits.ts); the check comes before the patterns, so a huge input stops there. */
function bounded(message: string | undefined, max: number = TEXT_LIMITS.line) {
  return v.pipe(v.string(message), v.trim(), v.maxLength(max, tooLong(max)));
}

export function requiredText(required: string, max: number = TEXT_LIMITS.line) {
  return v.pipe(bounded(required, max), v.nonEmpty(required));
}

export function optionalText(max: number = TEXT_LIMITS.line) {
  return v.optional(bounded(undefined, max), '');
}

/** At least `n` characters, at most `max` (a message field passes TEXT_LIMITS.long). */
export function minText(n: number, wording: Wording, max: number = TEXT_LIMITS.line) {
  return v.pipe(
    v.string(wording.required),
    v.trim(),
    v.nonEmpty(wording.required),
    v.minLength(n, wording.minChars(n)),
    v.maxLength(max, wording.maxChars(max)),
  );
}

export function requiredPattern(pattern: RegExp, required: string, invalid: string) {
  return v.pipe(bounded(required), v.nonEmpty(required), v.regex(pattern, invalid));
}

/** Empty is accepted; anything typed must match. */
export function optionalPattern(pattern: RegExp, invalid: string) {
  return v.optional(
    v.pipe(
      bounded(invalid),
      v.check((value) => value === '' || pattern.test(value), invalid),
    ),
    '',
  );
}

export function requiredEmail(required: string, invalid: string) {
  return v.pipe(bounded(required), v.nonEmpty(required), v.email(invalid));
}

/** A checkbox that must be ticked (terms, consent). */
export function mustBeChecked(message: string) {
  return v.pipe(v.boolean(message), v.value(true, message));
}

export function optionalFlag(fallback: boolean) {
  return v.optional(v.boolean(), fallback);
}

/**
 * A choice made in a select. The input stays a string, because a select starts empty before
 * the user picks; the output is narrowed to the listed values once the check has passed.
 */
export function choice<const T extends string>(options: readonly T[], required: string) {
  const listed: readonly string[] = options;
  return v.pipe(
    v.string(required),
    v.check((value) => listed.includes(value), required),
    v.transform((value) => value as T),
  );
}
