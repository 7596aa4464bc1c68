import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { adminLandingPage } from '@otech/domain';
import { Navigate } from 'react-router-dom';
import { adminSessionAtom } from '../../app/session.ts';

/**
 * Where /admin, an unknown admin path or the sign-in page leads: a signed-in staff member goes on
 * to their first page (the dashboard when their role shows it) instead of being shown the sign-in
 * form again; anyone else signs in first.
 */
export function AdminEntry({ signIn }: { signIn?: ReactNode }) {
  const session = useAtomValue(adminSessionAtom);
  if (session) return <Navigate to={adminLandingPage(session.admin.permissions)} replace />;
  return signIn ?? <Navigate to="/admin/login" replace />;
}
