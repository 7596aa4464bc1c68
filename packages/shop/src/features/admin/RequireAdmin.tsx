import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { adminSessionAtom } from '../../app/session.ts';

/** Administration pages need an administrator's session; the API checks its token on every call. */
export function RequireAdmin() {
  return useAtomValue(adminSessionAtom) ? <Outlet /> : <Navigate to="/admin/login" replace />;
}
