import { describe, expect, it } from 'vitest';
import { auditChangeText } from './auditLines.ts';

describe('auditChangeText (issue 23: "statut En attente → Confirmée")', () => {
  it('names each field that changed with its value before and after', () => {
    expect(auditChangeText({ before: { statut: 'En attente', name: 'A' }, after: { statut: 'Confirmée', name: 'A' } })).toBe('statut En attente → Confirmée');
    expect(auditChangeText({ before: { role: 'commercial', active: true }, after: { role: 'logistique', active: false } })).toBe('role commercial → logistique, active true → false');
  });

  it('says nothing more for an addition or an event without values', () => {
    expect(auditChangeText({ before: null, after: { name: 'A' } })).toBe('');
    expect(auditChangeText({ before: null, after: null })).toBe('');
  });
});
