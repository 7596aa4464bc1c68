import type { ReactNode } from 'react';
import { Tabs } from '../../base/Tabs/Tabs.tsx';
import { AccountWelcome } from '../AccountWelcome/AccountWelcome.tsx';
import * as styles from './ClientDashboardPage.css.ts';

/** The five tabs in the spec's order (spec 2 §2.2); the id is what `?tab=` holds in the URL. */
export const CLIENT_DASHBOARD_TABS = [
  { id: 'informations', label: 'Informations Personnelles' },
  { id: 'banque', label: 'Informations Bancaires' },
  { id: 'devis', label: 'Mes Devis' },
  { id: 'parametres', label: 'Paramètres' },
  { id: 'factures', label: 'Mes Factures' },
] as const;

export type ClientDashboardTab = (typeof CLIENT_DASHBOARD_TABS)[number]['id'];

export type ClientDashboardPageProps = {
  /** The contact person's first and last name (domain `contactFullName`). */
  name: string;
  /** The tab shown; the shop keeps it in the address (`?tab=`). */
  selectedTab: ClientDashboardTab;
  /** A tab was chosen, by click, arrow keys, Home or End. */
  onTabChange: (tab: ClientDashboardTab) => void;
  /** Each tab's screen; a tab without one is not offered (Mes Factures until its screen exists). */
  panels: Partial<Record<ClientDashboardTab, ReactNode>>;
};

function isTab(id: string): id is ClientDashboardTab {
  return CLIENT_DASHBOARD_TABS.some((tab) => tab.id === id);
}

/** "Mon Espace Client" (spec 2 §2.2): title, welcome line with the real name, five tabs. */
export function ClientDashboardPage({ name, selectedTab, onTabChange, panels }: ClientDashboardPageProps) {
  const items = CLIENT_DASHBOARD_TABS.flatMap((tab) => (panels[tab.id] === undefined ? [] : [{ ...tab, content: panels[tab.id] }]));
  return (
    <div className={styles.page}>
      <AccountWelcome title="Mon Espace Client" name={name} />
      <Tabs
        label="Mon Espace Client"
        items={items}
        selectedId={selectedTab}
        onSelectionChange={(id) => {
          if (isTab(id)) onTabChange(id);
        }}
      />
    </div>
  );
}
