import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, type DashboardTab, type Notification } from '@otech/domain';
import { TriggerButton } from '../../base/Button/TriggerButton.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { Spinner } from '../../base/Spinner/Spinner.tsx';
import { Tabs } from '../../base/Tabs/Tabs.tsx';
import { AccountWelcome } from '../AccountWelcome/AccountWelcome.tsx';
import { NotificationBell } from '../NotificationBell/NotificationBell.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './AccountDashboard.css.ts';

export interface AccountDashboardProps {
  /** The company, else the pseudo (domain `welcomeName`). */
  welcomeName: string;
  /** The account's opening day (ISO date), shown in words by the domain's `memberSinceLabel`; absent hides the line. */
  memberSince?: string | undefined;
  /** The customer's notifications, newest first, as the API gives them. */
  notifications: readonly Notification[];
  /** A notification opened from the bell: the caller marks it read and goes to its page. */
  onOpenNotification: (notification: Notification) => void;
  /** While the summary loads, the spec's full-page overlay shows. */
  loading: boolean;
  /** The tab shown; the URL keeps it. */
  selectedTab: DashboardTab;
  /** Another tab chosen: the caller changes the URL. */
  onTabChange: (tab: DashboardTab) => void;
  /** Each tab's content, built by the screen; a tab without content is not offered. */
  tabs: Partial<Record<DashboardTab, ReactNode>>;
  /** The catalogue's address, for the "Parcourir le catalogue" link of the empty state. */
  catalogueHref: string;
  /** "Déconnexion" in the toolbar: the caller ends the staff session. */
  onLogout: () => void;
}

/** /dashboard (spec 2 §2.3): header with bell, catalogue and account menu, then the seven tabs. */
export function AccountDashboard({
  welcomeName,
  memberSince,
  notifications,
  onOpenNotification,
  loading,
  selectedTab,
  onTabChange,
  tabs,
  catalogueHref,
  onLogout,
}: AccountDashboardProps) {
  const items = DASHBOARD_TABS.flatMap((id) => (tabs[id] === undefined ? [] : [{ id, label: DASHBOARD_TAB_LABELS[id], content: tabs[id] }]));
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <AccountWelcome title="Mon compte" name={welcomeName} {...(memberSince ? { memberSince } : {})} />
        <div className={styles.toolbar}>
          <NotificationBell notifications={notifications} onOpen={onOpenNotification} />
          <LinkButton href={catalogueHref} variant="secondary">
            Catalogue
          </LinkButton>
          <MenuTrigger>
            <TriggerButton>Mon compte</TriggerButton>
            <Popover className={layout.menuPopover} placement="bottom end">
              <Menu
                className={layout.menu}
                aria-label="Mon compte"
                onAction={(key) => (key === 'logout' ? onLogout() : onTabChange('parametres'))}
              >
                <MenuItem id="settings" className={layout.menuItem}>
                  Paramètres
                </MenuItem>
                <MenuItem id="logout" className={layout.menuItem}>
                  Déconnexion
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        </div>
      </div>
      <Tabs
        label="Mon compte"
        items={items}
        selectedId={selectedTab}
        onSelectionChange={(id) => {
          const tab = DASHBOARD_TABS.find((candidate) => candidate === id);
          if (tab) onTabChange(tab);
        }}
      />
      {loading && (
        <div className={styles.overlay} role="status">
          <Spinner label="Chargement de vos données..." size="large" />
        </div>
      )}
    </div>
  );
}
