import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientListSchema, ClientStatsSchema } from './clientResource.ts';

describe('ClientListSchema (spec 1 §7, spec 3 §7)', () => {
  it('reads the clients without their password hash', () => {
    const list = v.parse(ClientListSchema, {
      clients: [{ id: 7, pseudo: 'DUPONTM', societe: 'Dupont', email: 'contact@dupont.fr', hash_password: 'a'.repeat(64) }],
      total: 1,
    });
    expect(list.clients[0]).not.toHaveProperty('hash_password');
  });
});

describe('ClientStatsSchema', () => {
  it('counts clients per role and refuses a role that famille cannot give', () => {
    const stats = { total: 3, actifs: 2, inactifs: 1, bloques: 0, en_attente: 0, parFamille: { pro: 2, customer: 1 } };
    expect(v.parse(ClientStatsSchema, stats)).toEqual(stats);
    expect(v.is(ClientStatsSchema, { ...stats, parFamille: { vip: 1 } })).toBe(false);
  });
});
