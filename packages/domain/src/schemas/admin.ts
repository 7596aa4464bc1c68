import * as v from 'valibot';
import { bearerToken, expected, isoDate, oneOf, requiredText } from './fields.ts';

/** Spec 3 §6: the only role, held by the one super administrator. */
export const ADMIN_ROLES = ['superAdmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Spec 3 §6: what the super administrator may do. */
export const ADMIN_PERMISSIONS = ['view_orders', 'edit_orders', 'view_stats', 'manage_users', 'manage_products'] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** Administrator as stored (spec 3 §3 "Admin"): only a hash of the password is kept. */
export const AdminSchema = v.object({
  id: requiredText,
  username: requiredText,
  password_hash: requiredText,
  role: oneOf(ADMIN_ROLES),
  permissions: v.array(oneOf(ADMIN_PERMISSIONS), expected('a list')),
  lastLogin: v.optional(isoDate),
});
export type Admin = v.InferOutput<typeof AdminSchema>;

/** What the API returns about an administrator: never the password hash. */
export const PublicAdminSchema = v.omit(AdminSchema, ['password_hash']);
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
