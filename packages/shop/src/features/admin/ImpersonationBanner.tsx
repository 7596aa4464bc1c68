import { useAtomValue } from 'jotai';
import { ImpersonationBar } from '@otech/ui';
import { impersonationAtom, isSignedInAtom } from '../../app/session.ts';
import { useHydrated } from '../../app/useHydrated.ts';
import { useReturnToAdmin } from './useReturnToAdmin.ts';

/** The 'Connexion en tant que' bar on customer pages, while an administrator acts as a client. */
export function ImpersonationBanner() {
  const impersonation = useAtomValue(impersonationAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const { returnToAdmin, isReturning } = useReturnToAdmin();
  // Stored in this browser only: the server's page never has the bar, so neither has its hydration.
  const hydrated = useHydrated();
  // A client session signed out some other way leaves nothing to return from.
  if (!hydrated || !impersonation || !signedIn) return null;
  return <ImpersonationBar client={impersonation.client} onReturnToAdmin={returnToAdmin} isReturning={isReturning} />;
}
