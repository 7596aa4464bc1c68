import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { impersonationAtom } from '../../app/session.ts';
import { useShopNavigate } from '../../app/islands/useShopNavigate.ts';
import { useSession } from '../auth/index.ts';

/**
 * 'Retour Admin' (spec 3 "Impersonation return"): the client session is signed out, which ends the
 * admin-client record on the server, the stored record goes, and the administrator, whose own
 * session was never touched, is back on /admin/dashboard.
 */
export function useReturnToAdmin() {
  const { signOut } = useSession();
  const setImpersonation = useSetAtom(impersonationAtom);
  // The bar is an island on server-drawn pages, which have no router: a full load there.
  const navigate = useShopNavigate();
  const [isReturning, setReturning] = useState(false);
  async function returnToAdmin() {
    setReturning(true);
    await signOut();
    setImpersonation(null);
    setReturning(false);
    navigate('/admin/dashboard');
  }
  return { returnToAdmin: () => void returnToAdmin(), isReturning };
}
