import * as v from 'valibot';
import { expected, isoDate } from './fields.ts';
import { UserProfileSchema } from './user.ts';

/**
 * A bearer token the API signs: longer than a line of text (its claims grow, e.g. the issue time
 * in ms that ends old sessions), yet bounded like every text.
 */
export const BEARER_TOKEN_MAX = 2048;
export const bearerToken = v.pipe(
  v.string(expected('a token')),
  v.nonEmpty('must not be empty'),
  v.maxLength(BEARER_TOKEN_MAX, expected(`${BEARER_TOKEN_MAX} characters or less`)),
);

/** Answer of a customer sign-in or of an impersonation: a bearer token and the profile. */
export const LoginResponseSchema = v.object({
  token: bearerToken,
  user: UserProfileSchema,
  /** Absent on an impersonation, whose token lives as long as the admin's. */
  expiresAt: v.optional(isoDate),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;
