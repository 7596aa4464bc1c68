/**
 * The seven tabs of /dashboard in their order (spec 2 §2.3), by the name the URL carries
 * (`?tab=…`). The spec names "billing" for the invoices tab (checkout goes to ?tab=billing).
 */
export const DASHBOARD_TABS = ['apercu', 'commandes', 'billing', 'avantages', 'livraisons', 'favoris', 'parametres'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Readonly<Record<DashboardTab, string>> = {
  apercu: "Vue d'ensemble",
  commandes: 'Mes Commandes',
  billing: 'Factures',
  avantages: 'Avantages',
  livraisons: 'Livraisons',
  favoris: 'Favoris',
  parametres: 'Paramètres du Compte',
};

/** The URL of a tab, as notifications and the shop's links write it. */
export function dashboardTabHref(tab: DashboardTab): string {
  return tab === 'apercu' ? '/dashboard' : `/dashboard?tab=${tab}`;
}
