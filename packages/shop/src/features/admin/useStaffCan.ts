import { useAtomValue } from 'jotai';
import { can, type StaffPermission } from '@otech/domain';
import { adminSessionAtom } from '../../app/session.ts';

/**
 * Whether the signed-in member's role may do that (the domain's one table): a page offers an action
 * only to the roles the API lets through (issue 23), never a button that can only be refused.
 */
export function useStaffCan(): (permission: StaffPermission) => boolean {
  const role = useAtomValue(adminSessionAtom)?.admin.role;
  return (permission) => role !== undefined && can(role, permission);
}
