import { can, STAFF_MESSAGES, type StaffPermission } from '@otech/domain';
import type { AdminRecord } from '../db/database.ts';
import { HttpError } from './errors.ts';

/** A second permission a route needs beside its own (an export: exporting, and seeing the list exported). */
export function requirePermission(staff: AdminRecord, permission: StaffPermission): void {
  if (!can(staff.role, permission)) throw new HttpError(403, STAFF_MESSAGES.forbidden);
}
