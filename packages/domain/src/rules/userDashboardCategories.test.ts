import { describe, expect, it } from 'vitest';
import { USER_DASHBOARD_CATEGORIES, userDashboardCategoryFilter } from './userDashboardCategories.ts';

describe('user dashboard categories (spec 2 §2.4)', () => {
  it('offers exactly all, batteries, chargers, connectors and tools, in French', () => {
    expect(USER_DASHBOARD_CATEGORIES.map((category) => [category.id, category.label])).toEqual([
      ['all', 'Toutes les catégories'],
      ['batteries', 'Batteries'],
      ['chargers', 'Chargeurs'],
      ['connectors', 'Connecteurs'],
      ['tools', 'Outils'],
    ]);
  });

  it('filters on the rayons of the choice, and not at all for "all" or an unknown value', () => {
    expect(userDashboardCategoryFilter('batteries')).toBe('v,ca,dc,vb,vp');
    expect(userDashboardCategoryFilter('chargers')).toBe('vc');
    expect(userDashboardCategoryFilter('tools')).toBe('vx');
    expect(userDashboardCategoryFilter('all')).toBeUndefined();
    expect(userDashboardCategoryFilter('vc')).toBeUndefined();
    expect(userDashboardCategoryFilter(undefined)).toBeUndefined();
  });
});
