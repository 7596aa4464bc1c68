import { describe, expect, it } from 'vitest';
import { clientAccountState, isAccountUsable } from './clientAccountState.ts';

describe('clientAccountState: one state per client account', () => {
  it('reads an account without flags as active (spec 1: actif true unless explicitly false)', () => {
    expect(clientAccountState({})).toBe('actifs');
    expect(clientAccountState({ actif: true, bloque: false })).toBe('actifs');
    expect(isAccountUsable({})).toBe(true);
  });

  it('is inactive when actif is false, blocked when bloque, blocked before inactive', () => {
    expect(clientAccountState({ actif: false })).toBe('inactifs');
    expect(clientAccountState({ bloque: true })).toBe('bloques');
    expect(clientAccountState({ actif: false, bloque: true })).toBe('bloques');
  });

  it('is pending while a registration awaits validation, whatever its other flags', () => {
    expect(clientAccountState({ actif: false, en_attente_validation: true })).toBe('en_attente');
    expect(clientAccountState({ actif: true, bloque: true, en_attente_validation: true })).toBe('en_attente');
  });

  it('lets only an active account be used', () => {
    for (const client of [{ actif: false }, { bloque: true }, { en_attente_validation: true }]) expect(isAccountUsable(client), JSON.stringify(client)).toBe(false);
  });
});
