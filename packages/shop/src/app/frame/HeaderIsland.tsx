import { useEffect, useState } from 'react';
import { SiteHeader, type HeaderSession } from '@otech/ui';
import { loadEndSession } from '../../features/auth/index.ts';
import { loadCartCountWatch } from '../../features/cart/index.ts';
import { hasStoredSession } from '../hasStoredSession.ts';
import { shopStore } from '../store.ts';

export interface HeaderIslandProps {
  currentPath: string;
  /** Who is signed in: on a page the server drew, whom its session cookie named. */
  session: HeaderSession;
  /**
   * The cart's number of articles, or null where it is not known yet (the server's page: the cart
   * is this browser's to read): the header then reads it itself once hydrated, and follows it.
   */
  cartCount: number | null;
}

/**
 * The shop's header (spec 1 §2), an island. What it needs beyond its props, the stored cart and
 * signing out, loads once the page is hydrated or the button is pressed, not with the page.
 */
export default function HeaderIsland({ currentPath, session, cartCount }: HeaderIslandProps) {
  const [watchedCount, setWatchedCount] = useState<number | null>(null);
  const countUnknown = cartCount === null;
  useEffect(() => {
    // Only a signed-in customer's cart is counted: a visitor's page loads none of it.
    if (!countUnknown || !hasStoredSession()) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadCartCountWatch().then(({ watchCartCount }) => {
      if (!cancelled) stop = watchCartCount(shopStore, setWatchedCount);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [countUnknown]);
  return (
    <SiteHeader
      currentPath={currentPath}
      session={session}
      cartCount={cartCount ?? watchedCount ?? 0}
      // A full load of the home page after logout: nothing of the session stays in memory, and no
      // guarded page can catch the visitor on the way out.
      onLogout={() =>
        void loadEndSession()
          .then(({ endSession }) => endSession(shopStore))
          .then(() => window.location.assign('/'))
      }
    />
  );
}
