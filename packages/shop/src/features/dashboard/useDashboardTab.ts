import { useSearchParams } from 'react-router-dom';
import { dashboardTabOf, type DashboardTab } from '@otech/domain';

/** The tab of /dashboard kept in the URL (`?tab=billing`), so a link opens it and Back returns. */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = dashboardTabOf(params.get('tab'));
  const select = (next: DashboardTab) => setParams(next === 'apercu' ? {} : { tab: next });
  return [tab, select];
}
