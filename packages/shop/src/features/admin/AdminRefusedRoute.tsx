import { useAtomValue } from 'jotai';
import { adminLandingPage, STAFF_ROLE_LABELS } from '@otech/domain';
import { AdminRefusedPage } from '@otech/ui';
import { adminSessionAtom } from '../../app/session.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';

/** A page the signed-in member's role may not open: the refusal, with the way back to their first page. */
export function AdminRefusedRoute() {
  const toolbar = useAdminToolbar();
  const admin = useAtomValue(adminSessionAtom)?.admin;
  return <AdminRefusedPage {...toolbar} roleLabel={admin ? STAFF_ROLE_LABELS[admin.role] : ''} backHref={adminLandingPage(admin?.permissions ?? [])} />;
}
