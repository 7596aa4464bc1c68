import * as v from 'valibot';
import { TEXT_LIMITS } from '../limits.ts';

/** Texts of the account deletion's password step (issue 27: deleting one's account asks for the password again). */
export const ACCOUNT_DELETION_MESSAGES = {
  passwordLabel: 'Mot de passe actuel',
  passwordRequired: 'Saisissez votre mot de passe pour confirmer la suppression',
  wrongPassword: 'Mot de passe incorrect',
} as const;

/** `DELETE /api/account`: the customer's password, typed again. */
export const accountDeletionSchema = v.object({
  password: v.pipe(
    v.string(ACCOUNT_DELETION_MESSAGES.passwordRequired),
    v.nonEmpty(ACCOUNT_DELETION_MESSAGES.passwordRequired),
    v.maxLength(TEXT_LIMITS.password, `Maximum ${TEXT_LIMITS.password} caractères`),
  ),
});
export type AccountDeletionValues = v.InferOutput<typeof accountDeletionSchema>;
