import { permissionsOf } from '@otech/domain';
import type { PublicAdmin } from '@otech/domain';
import type { AdminRecord } from '../db/database.ts';

/** A staff member as the administration is shown them: no password hash, their role's permissions. */
export function publicAdmin(admin: AdminRecord): PublicAdmin {
  const { password_hash: _hash, ...shown } = admin;
  return { ...shown, permissions: permissionsOf(admin.role) };
}
