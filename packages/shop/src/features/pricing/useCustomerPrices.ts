import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { CustomerPrices } from '@otech/domain';
import { currentUserAtom, isSignedInAtom } from '../../app/session.ts';
import { useHydrated } from '../../app/useHydrated.ts';
import { fetchCustomerPrices } from './api.ts';

/**
 * The signed-in customer's prices of the products a page shows, once the page is hydrated: the
 * server draws every page with the public price for everyone (its HTML and caches are shared), and
 * the customer's browser then asks for its own. Visitors ask for nothing. Without a query cache, so
 * an island can use it.
 */
export function useCustomerPrices(productIds: readonly string[]): CustomerPrices | undefined {
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isSignedInAtom);
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  // Kept with the products and session they were asked for: a later page or a sign-out never shows them.
  const [answer, setAnswer] = useState<{ key: string; prices: CustomerPrices }>();
  const ids = productIds.join(',');
  const key = `${userId}:${ids}`;
  const enabled = hydrated && signedIn && ids !== '';
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchCustomerPrices(ids.split(','), controller.signal)
      .then((prices) => setAnswer({ key, prices }))
      // The public price stays shown: a customer's price that cannot be read is never guessed.
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Customer prices could not be read', error);
      });
    return () => controller.abort();
  }, [enabled, key, ids]);
  return enabled && answer?.key === key ? answer.prices : undefined;
}
