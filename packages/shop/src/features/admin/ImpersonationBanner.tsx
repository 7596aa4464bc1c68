import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { impersonationAtom, isSignedInAtom } from '../../app/session.ts';
import { useHydrated } from '../../app/useHydrated.ts';

// Rare (an administrator acting as a client): its code stays out of every storefront page's first load.
const ImpersonationBarWithReturn = lazy(() =>
  import('./ImpersonationBarWithReturn.tsx').then((module) => ({ default: module.ImpersonationBarWithReturn })),
);

/** The 'Connexion en tant que' bar on customer pages, while an administrator acts as a client. */
export function ImpersonationBanner() {
  const impersonation = useAtomValue(impersonationAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  // Stored in this browser only: the server's page never has the bar, so neither has its hydration.
  const hydrated = useHydrated();
  // A client session signed out some other way leaves nothing to return from.
  if (!hydrated || !impersonation || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBarWithReturn client={impersonation.client} />
    </Suspense>
  );
}
