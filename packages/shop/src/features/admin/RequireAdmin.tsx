import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { mayOpenAdminPage } from '@otech/domain';
import { adminSessionAtom } from '../../app/session.ts';
import { AdminRefusedRoute } from './AdminRefusedRoute.tsx';
import { useCurrentStaffRole } from './useCurrentStaffRole.ts';

/**
 * Administration pages need a staff session, and a role that may open the page (issue 23): one
 * opened by its address says so instead of showing a page whose every call the API refuses. The role
 * is the one the member has now, read again on each page (a change by an Administrateur shows at once).
 */
export function RequireAdmin() {
  useCurrentStaffRole();
  const session = useAtomValue(adminSessionAtom);
  const { pathname } = useLocation();
  if (!session) return <Navigate to="/admin/login" replace />;
  return mayOpenAdminPage(session.admin.permissions, pathname) ? <Outlet /> : <AdminRefusedRoute />;
}
