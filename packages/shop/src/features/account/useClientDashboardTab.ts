import { useSearchParams } from 'react-router-dom';
import { CLIENT_DASHBOARD_TABS, type ClientDashboardTab } from '@otech/ui';

const FIRST_TAB: ClientDashboardTab = 'informations';

function isTab(value: string | null): value is ClientDashboardTab {
  return CLIENT_DASHBOARD_TABS.some((tab) => tab.id === value);
}

/** The open tab in the URL (`/client-dashboard?tab=devis`), so a link opens it and Back returns to the previous one. */
export function useClientDashboardTab(): [ClientDashboardTab, (tab: ClientDashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isTab(value) ? value : FIRST_TAB;
  return [tab, (next) => setParams(next === FIRST_TAB ? {} : { tab: next })];
}
