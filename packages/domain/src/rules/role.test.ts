import { describe, expect, it } from 'vitest';
import { roleFromFamille } from './role.ts';

describe('roleFromFamille (spec 1 section 6)', () => {
  it.each([
    ['Administrateur', 'admin'],
    ['GESTIONNAIRE stock', 'admin'],
    ['Client Premium', 'premium'],
    ['vip', 'premium'],
    ['PRO', 'pro'],
    ['Professionnel', 'pro'],
    ['Grossiste', 'wholesaler'],
    ['revendeur', 'wholesaler'],
    ['Particulier', 'customer'],
  ] as const)('%s gives %s', (famille, role) => {
    expect(roleFromFamille(famille)).toBe(role);
  });

  it('gives customer for an empty or missing label', () => {
    expect(roleFromFamille('')).toBe('customer');
    expect(roleFromFamille(undefined)).toBe('customer');
    expect(roleFromFamille(null)).toBe('customer');
  });

  it('takes the first rule in the spec order when two match', () => {
    expect(roleFromFamille('revendeur pro')).toBe('pro');
    expect(roleFromFamille('grossiste VIP')).toBe('premium');
    expect(roleFromFamille('gestionnaire premium')).toBe('admin');
  });
});
