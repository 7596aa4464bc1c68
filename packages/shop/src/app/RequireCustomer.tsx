import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import type { SnackbarMessage } from '@otech/domain';
import { isSignedInAtom } from './session.ts';
import { notify } from './snackbar.ts';

/**
 * The spec's guard: an unauthenticated visitor goes to /login (spec 1 §2, §6), told why when the
 * screen has its own message (the cart's 'Veuillez vous connecter pour accéder à votre panier').
 */
export function RequireCustomer({ message }: { message?: SnackbarMessage }) {
  const signedIn = useAtomValue(isSignedInAtom);
  useEffect(() => {
    if (!signedIn && message) notify(message);
  }, [signedIn, message]);
  return signedIn ? <Outlet /> : <Navigate to="/login" replace />;
}
