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
