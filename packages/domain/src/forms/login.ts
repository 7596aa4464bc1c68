import * as v from 'valibot';
import { identifierIsEmail } from '../rules/signIn.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { REGISTRATION_WORDING, optionalFlag, requiredText, tooLong } from './fields.ts';

/** Texts of the customer login form (spec 1 section 5). */
export const LOGIN_MESSAGES = {
  // The spec names no text for an empty field on this form; it uses the wording of the other
  // sign-up form of the same document.
  required: REGISTRATION_WORDING.required,
  invalidEmail: 'Format email invalide',
  invalidIdentifier: 'Saisissez un email valide ou un pseudo',
  invalidSubmit: 'Veuillez remplir tous les champs requis.',
} as const;

/** A pseudo is at least two letters or digits and nothing else (spec 1 section 5). */
export const LOGIN_PSEUDO_PATTERN = /^[A-Za-z0-9]{2,}$/;

// Checked as one rule because which format applies depends on the '@' (spec 1 section 5).
const identifier = v.pipe(
  requiredText(LOGIN_MESSAGES.required),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    if (identifierIsEmail(value)) {
      if (!v.is(v.pipe(v.string(), v.email()), value)) addIssue({ message: LOGIN_MESSAGES.invalidEmail });
    } else if (!LOGIN_PSEUDO_PATTERN.test(value)) {
      addIssue({ message: LOGIN_MESSAGES.invalidIdentifier });
    }
  }),
);

/** Customer login: e-mail or pseudo, password, remember me (spec 1 sections 3 and 5). */
export const loginSchema = v.object({
  identifier,
  // The password is not trimmed: a space may be part of it.
  password: v.pipe(v.string(LOGIN_MESSAGES.required), v.nonEmpty(LOGIN_MESSAGES.required), v.maxLength(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password))),
  rememberMe: optionalFlag(false),
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type LoginValues = v.InferOutput<typeof loginSchema>;

export const LOGIN_DEFAULTS: LoginInput = { identifier: '', password: '', rememberMe: false };

/** Texts of the administration login form (spec 3 section 5). */
export const ADMIN_LOGIN_MESSAGES = {
  usernameRequired: "Le nom d'utilisateur est requis",
  passwordRequired: 'Le mot de passe est requis',
} as const;

export const adminLoginSchema = v.object({
  username: requiredText(ADMIN_LOGIN_MESSAGES.usernameRequired),
  password: v.pipe(
    v.string(ADMIN_LOGIN_MESSAGES.passwordRequired),
    v.nonEmpty(ADMIN_LOGIN_MESSAGES.passwordRequired),
    v.maxLength(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password)),
  ),
});

export type AdminLoginInput = v.InferInput<typeof adminLoginSchema>;
export type AdminLoginValues = v.InferOutput<typeof adminLoginSchema>;

export const ADMIN_LOGIN_DEFAULTS: AdminLoginInput = { username: '', password: '' };
