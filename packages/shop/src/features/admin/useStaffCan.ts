import { useAtomValue } from 'jotai';
import { can, type StaffPermission } from '@otech/domain';
import { adminSessionAtom } from '../../app/session.ts';

/** Whether the signed-in staff member's role allows `permission` (the domain's table); false before the session is known. */
export function useStaffCan(permission: StaffPermission): boolean {
  const role = useAtomValue(adminSessionAtom)?.admin.role;
  return role !== undefined && can(role, permission);
}
