import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { isSignedInAtom } from '../state/session.ts';

/** The spec's guard: an unauthenticated visitor goes to /login (spec 1 §2, §6). */
export function RequireCustomer() {
  const signedIn = useAtomValue(isSignedInAtom);
  return signedIn ? <Outlet /> : <Navigate to="/login" replace />;
}
