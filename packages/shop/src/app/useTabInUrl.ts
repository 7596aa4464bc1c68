import { useSearchParams } from 'react-router-dom';
import { readTab, writeTab, type TabsInUrl } from './tabInUrl.ts';

/**
 * A page's open tab, kept in its URL (`/dashboard?tab=commandes`): a tab can be linked to, reload
 * keeps it, and each change is a history entry, so the back button returns to the previous tab.
 */
export function useTabInUrl<T extends string>(config: TabsInUrl<T>): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  return [readTab(params, config), (tab) => setParams((current) => writeTab(current, tab, config))];
}
