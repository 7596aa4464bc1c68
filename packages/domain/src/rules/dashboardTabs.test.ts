import { describe, expect, it } from 'vitest';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, dashboardTabHref } from './dashboardTabs.ts';

describe('dashboard tabs in the URL (spec 2 §2.3)', () => {
  it('lists the seven tabs in the spec order, the invoices under the name checkout links to', () => {
    expect(DASHBOARD_TABS.map((tab) => DASHBOARD_TAB_LABELS[tab])).toEqual([
      "Vue d'ensemble",
      'Mes Commandes',
      'Factures',
      'Avantages',
      'Livraisons',
      'Favoris',
      'Paramètres du Compte',
    ]);
    expect(dashboardTabHref('billing')).toBe('/dashboard?tab=billing');
  });

  it('writes the overview, the default tab, without a parameter', () => {
    expect(dashboardTabHref('apercu')).toBe('/dashboard');
    expect(dashboardTabHref('parametres')).toBe('/dashboard?tab=parametres');
  });
});
