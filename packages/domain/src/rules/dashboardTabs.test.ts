import { describe, expect, it } from 'vitest';
import { DASHBOARD_TAB_LABELS, dashboardTabHref, dashboardTabOf } from './dashboardTabs.ts';

describe('dashboard tabs in the URL (spec 2 §2.3)', () => {
  it('opens the invoices tab for ?tab=billing and the overview for anything unknown', () => {
    expect(dashboardTabOf('billing')).toBe('billing');
    expect(DASHBOARD_TAB_LABELS[dashboardTabOf('billing')]).toBe('Factures');
    expect(dashboardTabOf('commandes')).toBe('commandes');
    expect(dashboardTabOf(null)).toBe('apercu');
    expect(dashboardTabOf('admin')).toBe('apercu');
  });

  it('writes the overview without a parameter', () => {
    expect(dashboardTabHref('apercu')).toBe('/dashboard');
    expect(dashboardTabHref('parametres')).toBe('/dashboard?tab=parametres');
  });
});
