import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { adminSessionAtom } from '../../app/session.ts';

/**
 * Where /admin, an unknown admin path or the sign-in page leads: a signed-in administrator goes on
 * to the dashboard instead of being shown the sign-in form again; anyone else signs in first.
 */
export function AdminEntry({ signIn }: { signIn?: ReactNode }) {
  if (useAtomValue(adminSessionAtom)) return <Navigate to="/admin/dashboard" replace />;
  return signIn ?? <Navigate to="/admin/login" replace />;
}
