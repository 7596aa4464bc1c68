import { describe, expect, it } from 'vitest';
import type { Client } from '../schemas/client.ts';
import { awaitsValidation, PENDING_ACCOUNT_MESSAGES, pendingAccountIssues, pendingOpenings, registeredAccountState, validatedClient } from './accountOpening.ts';

const client = (id: number, date_creation: string, waiting = true): Client => ({
  id,
  pseudo: `CLIENT${id}`,
  societe: `Société ${id}`,
  email: `client${id}@example.fr`,
  pays: 'France',
  actif: !waiting,
  bloque: false,
  ...(waiting ? { en_attente_validation: true } : {}),
  date_creation,
});

describe('account opening (issue 9, /admin/ouvertures)', () => {
  it('opens a new registration inactive and awaiting validation, unless accounts open at once', () => {
    expect(registeredAccountState('validation')).toEqual({ actif: false, en_attente_validation: true });
    expect(registeredAccountState('immediate')).toEqual({ actif: true });
  });

  it('lists only the registrations awaiting validation, the one waiting longest first', () => {
    const clients = [
      client(3, '2026-11-20T10:00:00.000Z'),
      client(1, '2026-01-01T10:00:00.000Z', false),
      client(2, '2026-11-18T10:00:00.000Z'),
      { ...client(4, '2026-11-19T10:00:00.000Z', false), actif: false },
    ];
    expect(pendingOpenings(clients).map((c) => c.id)).toEqual([2, 3]);
    expect(awaitsValidation(clients[3] as Client)).toBe(false);
  });

  it('validates: active, no longer waiting, dated; nothing else of the record changes', () => {
    const now = new Date('2026-11-24T08:00:00.000Z');
    const waiting = client(5, '2026-11-20T10:00:00.000Z');
    const validated = validatedClient(waiting, now);
    expect(validated).toEqual({
      ...waiting,
      actif: true,
      en_attente_validation: undefined,
      date_validation: now.toISOString(),
      date_modification: now.toISOString(),
    });
    expect('en_attente_validation' in validated).toBe(false);
    expect(awaitsValidation(validated)).toBe(false);
  });

  it('refuses staff switching a pending registration open or closed by its flags, each field named; a flag sent unchanged passes (decision 250)', () => {
    const waiting = client(6, '2026-11-20T10:00:00.000Z');
    expect(pendingAccountIssues(waiting, { actif: true })).toEqual([{ path: 'actif', message: PENDING_ACCOUNT_MESSAGES.actif }]);
    expect(pendingAccountIssues(waiting, { actif: true, en_attente_validation: false }).map((issue) => issue.path)).toEqual(['actif', 'en_attente_validation']);
    expect(pendingAccountIssues(waiting, { actif: false, en_attente_validation: true })).toEqual([]);
    expect(pendingAccountIssues(waiting, {})).toEqual([]);
    // A pending account stored without `actif` is active by the spec's default: deactivating it is a switch too.
    expect(pendingAccountIssues({ en_attente_validation: true }, { actif: false }).map((issue) => issue.path)).toEqual(['actif']);
    // Once validated (or never pending), the flags are staff's to switch.
    expect(pendingAccountIssues(client(7, '2026-11-20T10:00:00.000Z', false), { actif: false })).toEqual([]);
  });
});
