import { describe, expect, it } from 'vitest';
import { canImpersonate, impersonationLabel, impersonationSession } from './impersonation.ts';

describe('impersonation (spec 3 §3, §4 and §8)', () => {
  it('opens active clients only', () => {
    expect(canImpersonate({ isActive: true })).toBe(true);
    expect(canImpersonate({ isActive: false })).toBe(false);
  });

  it('records the admin, the client and the time', () => {
    expect(impersonationSession('admin-1', '7', new Date('2025-03-14T08:05:00Z'))).toEqual({
      adminId: 'admin-1',
      clientId: '7',
      timestamp: '2025-03-14T08:05:00.000Z',
    });
  });

  it('names the client in the confirmation', () => {
    expect(impersonationLabel({ firstName: 'Jean', lastName: 'Dupont' })).toBe('Connexion en tant que Jean Dupont');
  });
});
