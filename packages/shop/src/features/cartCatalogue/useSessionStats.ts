import { useEffect, useRef, useState } from 'react';
import {
  keepProductInteraction,
  keepSessionMetric,
  ProductInteractionsSchema,
  recordCartInteraction,
  recordSessionSearch,
  sessionMetric,
  SessionMetricsSchema,
  startSession,
  viewProducts,
  type CatalogueSession,
  type Product,
  type ProductAction,
} from '@otech/domain';
import { storageKeys } from '../../app/storage/storageKeys.ts';
import { readStored, writeStored } from './browserStore.ts';

/**
 * The statistics of this visit of the catalogue with cart (spec 2 §2.5): products shown, searches
 * run, cart interactions. Leaving the page (or closing the tab) stores the session among the last
 * 10 (`sessionMetrics`); what is done to a product goes to `productInteractions` (last 100).
 */
export function useSessionStats(search: string, shownProductIds: readonly string[]) {
  const [session, setSession] = useState(() => startSession(Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef<CatalogueSession>(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);

  // What the page shows is counted as it renders: the search in force and the products of the page.
  const [counted, setCounted] = useState({ search: '', shown: '' });
  const shown = shownProductIds.join('|');
  if (search !== counted.search || shown !== counted.shown) {
    setCounted({ search, shown });
    let next = search === counted.search ? session : recordSessionSearch(session, search);
    if (shown !== counted.shown) next = viewProducts(next, shownProductIds);
    setSession(next);
  }

  useEffect(() => {
    const store = () => {
      const metrics = readStored(storageKeys.sessionMetrics, SessionMetricsSchema, []);
      writeStored(storageKeys.sessionMetrics, keepSessionMetric(metrics, sessionMetric(latest.current, Date.now())));
    };
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('pagehide', store);
      store();
    };
  }, []);

  return {
    stats: sessionMetric(session, now),
    /** The tooltip opened: its duration runs up to now. */
    refresh: () => setNow(Date.now()),
    recordCartInteraction: () => setSession(recordCartInteraction),
    recordProductAction: (product: Product, action: ProductAction) => {
      const interactions = readStored(storageKeys.productInteractions, ProductInteractionsSchema, []);
      writeStored(storageKeys.productInteractions, keepProductInteraction(interactions, product, action, Date.now()));
    },
  };
}
