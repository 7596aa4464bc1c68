import * as v from 'valibot';
import { bearerToken, isoDate } from './fields.ts';
import { AdminClientSessionSchema } from './admin.ts';
import { UserProfileSchema } from './user.ts';

/** Answer of a customer sign-in or of an impersonation: a bearer token and the profile. */
export const LoginResponseSchema = v.object({
  token: bearerToken,
  user: UserProfileSchema,
  /** Absent on an impersonation, whose token lives as long as the admin's. */
  expiresAt: v.optional(isoDate),
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** Answer of POST /admin/impersonate/{clientId}: the client's session and the admin-client record. */
export const ImpersonationResponseSchema = v.object({
  token: bearerToken,
  user: UserProfileSchema,
  session: AdminClientSessionSchema,
});
export type ImpersonationResponse = v.InferOutput<typeof ImpersonationResponseSchema>;

/** Answer of a registration and of GET or PUT /auth/me: the customer's profile. */
export const SignedInUserSchema = v.object({ user: UserProfileSchema });

/** Answer of a password change: the new session's token, the old ones ended. */
export const NewSessionSchema = v.object({ token: bearerToken, expiresAt: isoDate });
