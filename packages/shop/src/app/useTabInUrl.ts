import { useSearchParams } from 'react-router-dom';
import { readTab, tabNamed, writeTab, type TabsInUrl } from './tabInUrl.ts';

/**
 * A page's open tab, kept in its URL (`/dashboard?tab=commandes`): a tab can be linked to, reload
 * keeps it, and each change is a history entry, so the back button returns to the previous tab.
 */
export function useTabInUrl<T extends string>(config: TabsInUrl<T>): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  // Takes the string a ui Tabs reports; a name that is not a tab opens the first one.
  const selectTab = (name: string) => setParams((current) => writeTab(current, tabNamed(name, config), config));
  return [readTab(params, config), selectTab];
}
