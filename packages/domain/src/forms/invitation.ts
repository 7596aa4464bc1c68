import * as v from 'valibot';
import { newPassword, SECURITY_MESSAGES, typedPassword } from './dashboard.ts';

/** The invited client's form (issue 20): the new password twice, by the rule of every new password. */
export const invitationPasswordSchema = v.pipe(
  v.object({ password: newPassword, confirmPassword: typedPassword }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, SECURITY_MESSAGES.passwordMismatch),
    ['confirmPassword'],
  ),
);
export type InvitationPasswordInput = v.InferInput<typeof invitationPasswordSchema>;

export const INVITATION_PASSWORD_DEFAULTS: InvitationPasswordInput = { password: '', confirmPassword: '' };
