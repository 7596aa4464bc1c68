import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FACTURE_STATUSES, FactureSchema, InvoiceStatsSchema } from './facture.ts';
import { formatFieldIssue, validate } from './issues.ts';

const facture = {
  id: 'f-1',
  numero_facture: 'FAC-2025-0001',
  statut: 'envoyee',
  client_id: 7,
  client_nom: 'Dupont SARL',
  date_facture: '2025-03-14',
  montant_ttc: 120,
};

describe('FactureSchema (spec 2 §3.6, §4)', () => {
  it.each(FACTURE_STATUSES)('accepts the statut %s', (statut) => {
    expect(v.is(FactureSchema, { ...facture, statut })).toBe(true);
  });

  it('names a statut outside the spec', () => {
    const result = validate(FactureSchema, { ...facture, statut: 'paid' });
    expect(result.ok ? [] : result.issues.map(formatFieldIssue)).toEqual([
      'statut: expected one of brouillon, envoyee, payee, en_retard, annulee, got "paid"',
    ]);
  });

  it('keeps the optional due date and payments', () => {
    const output = v.parse(FactureSchema, {
      ...facture,
      date_echeance: '2025-04-13',
      paiements: [{ montant: 20, date_paiement: '2025-03-20', mode: 'virement' }],
    });
    expect(output).toMatchObject({ date_echeance: '2025-04-13', paiements: [{ montant: 20 }] });
  });
});

describe('InvoiceStatsSchema (spec 2 §3.6)', () => {
  it('accepts the statistics of a period', () => {
    const stats = { period: 'month', total_factures: 3, montant_total_ttc: 360, payees: 1, en_retard: 1 };
    expect(v.parse(InvoiceStatsSchema, stats)).toEqual(stats);
    expect(v.is(InvoiceStatsSchema, { ...stats, period: 'decade' })).toBe(false);
  });
});

