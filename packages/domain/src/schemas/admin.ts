import * as v from 'valibot';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '../rules/staffPermissions.ts';
import { bearerToken, email, expected, isoDate, oneOf, requiredText } from './fields.ts';

/**
 * A staff member as stored (spec 3 §3 "Admin", given a name, an e-mail, a role and an active flag
 * by issue 23): only a slow salted hash of the password is kept. `username` is what they type to
 * sign in (the seed's "admin"; a new member's e-mail).
 */
export const AdminSchema = v.object({
  id: requiredText,
  username: requiredText,
  name: requiredText,
  email,
  password_hash: requiredText,
  role: oneOf(STAFF_ROLES),
  active: v.boolean(expected('true or false')),
  lastLogin: v.optional(isoDate),
});
export type Admin = v.InferOutput<typeof AdminSchema>;

/** What the API returns about a staff member: never the password hash, and what their role allows (for the menus). */
export const PublicAdminSchema = v.object({
  ...v.omit(AdminSchema, ['password_hash']).entries,
  permissions: v.array(oneOf(STAFF_PERMISSIONS), expected('a list')),
});
export type PublicAdmin = v.InferOutput<typeof PublicAdminSchema>;

/** Answer of POST /admin/login. */
export const AdminLoginResponseSchema = v.object({
  token: bearerToken,
  admin: PublicAdminSchema,
});
export type AdminLoginResponse = v.InferOutput<typeof AdminLoginResponseSchema>;

/** Stored when an administrator opens a client's account (spec 3 §3 "Admin-client session record"). */
export const AdminClientSessionSchema = v.object({
  adminId: requiredText,
  clientId: requiredText,
  timestamp: isoDate,
});
export type AdminClientSession = v.InferOutput<typeof AdminClientSessionSchema>;

/** The active Commercial staff a client may have as representative, by id and name. */
export const RepresentativesSchema = v.array(v.object({ id: requiredText, name: requiredText }));
