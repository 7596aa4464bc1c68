import { lazy } from 'react';
import { OnceHydrated } from '../OnceHydrated.tsx';

// The cookie banner and the impersonation bar depend on what this browser stores, checked with the
// schemas this chunk brings. The snackbars come with it: a page's first message follows a press.
const FrameNotices = lazy(() => import('./FrameNotices.tsx'));

/**
 * What every page shows over its content, an island: the snackbars, the cookie banner (spec 1 §4)
 * and, while an administrator acts as a client, the 'Connexion en tant que' bar.
 */
export default function FrameExtrasIsland() {
  return (
    <OnceHydrated>
      <FrameNotices />
    </OnceHydrated>
  );
}
