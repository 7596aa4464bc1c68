import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_TABS, welcomeName } from '@otech/domain';
import { AccountDashboard } from '@otech/ui';
import { currentUserAtom } from '../../app/session.ts';
import { useTabInUrl } from '../../app/useTabInUrl.ts';
import { useSession } from '../auth/index.ts';
import { AddressesTab } from './AddressesTab.tsx';
import { FavouritesTab } from './FavouritesTab.tsx';
import { InvoicesTab } from './InvoicesTab.tsx';
import { LoyaltyTab } from './LoyaltyTab.tsx';
import { OrdersTab } from './OrdersTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { summaryQuery } from './queries.ts';
import { useNotificationOpener } from './useNotificationOpener.ts';

/**
 * /dashboard (spec 2 §2.3): the header from the summary, the tab from the URL. Each tab loads its
 * own data when it is shown (the panel of a hidden tab is not mounted).
 */
export function Component() {
  const user = useAtomValue(currentUserAtom);
  const summary = useQuery(summaryQuery(user?.id ?? ''));
  const [tab, selectTab] = useTabInUrl({ tabs: DASHBOARD_TABS });
  const notificationOpener = useNotificationOpener();
  const { signOut } = useSession();
  if (!user) return null;
  const tabs = { apercu: <OverviewTab onOpenTab={selectTab} onFollowNotification={notificationOpener.markRead} />, commandes: <OrdersTab />, billing: <InvoicesTab />, avantages: <LoyaltyTab />, livraisons: <AddressesTab />, favoris: <FavouritesTab />, parametres: <SettingsTab /> };
  return (
    <AccountDashboard
      welcomeName={welcomeName(user)}
      memberSince={summary.data?.stats.memberSince}
      notifications={summary.data?.notifications ?? []}
      onOpenNotification={notificationOpener.open}
      loading={summary.isPending}
      selectedTab={tab}
      onTabChange={selectTab}
      tabs={tabs}
      catalogueHref="/catalogue-avec-panier"
      // As the site header does: a full load of the home page, so nothing of the session stays.
      onLogout={() => void signOut().then(() => window.location.assign('/'))}
    />
  );
}
