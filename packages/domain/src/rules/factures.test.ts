import { describe, expect, it } from 'vitest';
import { FACTURE_STATUSES, INVOICE_STATS_PERIODS } from '../schemas/facture.ts';
import type { FactureStatus } from '../schemas/facture.ts';
import { isoDay } from '../format/date.ts';
import { amountDueLabel, factureDueDate, factureFromCartError, factureStats, factureStatusOn, latestFactures, paymentTermsDays, statsPeriodFirstDay, storedStatutsReadingAs } from './factures.ts';

const facture = (date_facture: string, statut: FactureStatus = 'envoyee', montant_ttc = 120) => ({
  date_facture,
  statut,
  montant_ttc,
});

describe('latestFactures (spec 2 §2.2: the five latest)', () => {
  it('keeps the 5 newest by invoice date, newest first', () => {
    const dates = ['2025-01-10', '2025-03-02', '2025-02-14', '2024-12-31', '2025-03-01', '2025-01-01'];
    expect(latestFactures(dates.map((d) => facture(d))).map((f) => f.date_facture)).toEqual([
      '2025-03-02',
      '2025-03-01',
      '2025-02-14',
      '2025-01-10',
      '2025-01-01',
    ]);
  });
});

describe('factureStats (spec 2 §3.6: total_factures, montant_total_ttc, payees, en_retard)', () => {
  const now = new Date('2025-03-12T10:00:00Z');
  const factures = [
    facture('2025-03-01', 'payee', 100.1),
    facture('2025-03-11', 'en_retard', 50.2),
    facture('2025-03-12', 'annulee', 999),
    facture('2025-02-28', 'payee', 10),
    facture('2024-03-12', 'payee', 10),
  ];

  it('counts the current month by default period "month"', () => {
    expect(factureStats(factures, 'month', now)).toEqual({
      period: 'month',
      total_factures: 3,
      montant_total_ttc: 150.3,
      payees: 1,
      en_retard: 1,
    });
  });

  it('counts the week from Monday, the quarter and the year', () => {
    expect(factureStats(factures, 'week', now).total_factures).toBe(2);
    expect(factureStats(factures, 'quarter', now).total_factures).toBe(4);
    expect(factureStats(factures, 'year', now).total_factures).toBe(4);
  });

  it('takes the Paris day: 31 March 23:30 UTC is already April', () => {
    const april = new Date('2025-03-31T23:30:00Z');
    expect(factureStats([facture('2025-04-01', 'payee')], 'month', april).payees).toBe(1);
  });
});

describe('factureFromCartError (spec 2 §5 and §8)', () => {
  it('needs a signed-in user, then a non-empty cart', () => {
    expect(factureFromCartError(false, 2)).toBe('Vous devez être connecté pour créer une facture');
    expect(factureFromCartError(true, 0)).toBe('Votre panier est vide');
    expect(factureFromCartError(true, 1)).toBeNull();
  });
});

describe('amountDueLabel (spec 2 §2.3: "Reste: {amount}" when something is due)', () => {
  it('shows the amount due in euros, nothing when paid', () => {
    expect(amountDueLabel(45.5)).toBe('Reste: 45,50\u00a0€ TTC');
    expect(amountDueLabel(0)).toBeNull();
  });
});

describe('payment terms and due dates (spec 2 §7.1)', () => {
  it('reads the days of the terms, refusing more than a year', () => {
    expect(paymentTermsDays('Virement 45 jours')).toBe(45);
    expect(paymentTermsDays('Comptant')).toBe(0);
    expect(paymentTermsDays('99999999 jours')).toBeNull();
  });

  it('dates the due day from the invoice day, across months and years', () => {
    expect(factureDueDate('2026-01-15', '30 jours')).toBe('2026-02-14');
    expect(factureDueDate('2026-12-20', 'LCR 60 jours')).toBe('2027-02-18');
    expect(factureDueDate('2026-03-01', 'Comptant')).toBe('2026-03-01');
  });
});

describe('factureStatusOn ("en retard" from the due date)', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('makes a sent invoice late the day after its due date, on Paris time', () => {
    expect(factureStatusOn({ statut: 'envoyee', date_echeance: '2026-11-19' }, now)).toBe('en_retard');
    expect(factureStatusOn({ statut: 'envoyee', date_echeance: '2026-11-20' }, now)).toBe('envoyee');
    expect(factureStatusOn({ statut: 'envoyee', date_echeance: '2026-11-19T23:30:00Z' }, now)).toBe('envoyee');
  });

  it('does not trust a stored "en retard" whose due date is still ahead', () => {
    expect(factureStatusOn({ statut: 'en_retard', date_echeance: '2026-12-05' }, now)).toBe('envoyee');
    expect(factureStatusOn({ statut: 'en_retard', date_echeance: undefined }, now)).toBe('envoyee');
  });

  it('leaves drafts, paid and cancelled invoices as they are', () => {
    for (const statut of ['brouillon', 'payee', 'annulee'] as const) expect(factureStatusOn({ statut, date_echeance: '2020-01-01' }, now)).toBe(statut);
  });
});

describe('storedStatutsReadingAs (what a store filters on before reading the day\'s status)', () => {
  it('holds every stored status that reads as the one asked, whatever the due date', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    for (const asked of FACTURE_STATUSES) {
      for (const statut of FACTURE_STATUSES) {
        for (const date_echeance of ['2026-11-01', '2026-12-01', undefined]) {
          if (factureStatusOn({ statut, date_echeance }, now) === asked) expect(storedStatutsReadingAs(asked)).toContain(statut);
        }
      }
    }
    expect(storedStatutsReadingAs('payee')).toEqual(['payee']);
  });
});

describe('statsPeriodFirstDay (the invoices a store reads for factureStats)', () => {
  it('gives the first Paris day of the week (Monday), month, quarter and year', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(statsPeriodFirstDay(now, 'week')).toBe('2026-11-23');
    expect(statsPeriodFirstDay(now, 'month')).toBe('2026-11-01');
    expect(statsPeriodFirstDay(now, 'quarter')).toBe('2026-10-01');
    expect(statsPeriodFirstDay(now, 'year')).toBe('2026-01-01');
    // Already 1 January 2027 (a Friday) in Paris.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(statsPeriodFirstDay(newYear, 'year')).toBe('2027-01-01');
    expect(statsPeriodFirstDay(newYear, 'quarter')).toBe('2027-01-01');
    expect(statsPeriodFirstDay(newYear, 'week')).toBe('2026-12-28');
  });

  it('leaves out only invoices outside the period: the statistics of those dated from it are the same', () => {
    const now = new Date('2026-08-14T12:00:00Z');
    const dates = ['2026-06-30', '2026-07-01', '2026-08-09', '2026-08-10', '2026-08-14', '2025-12-31', '2026-01-01', '2026-07-31T22:30:00Z'];
    const factures = dates.map((date_facture, index) => ({ date_facture, statut: index % 2 ? ('payee' as const) : ('envoyee' as const), montant_ttc: 10 + index }));
    for (const period of INVOICE_STATS_PERIODS) {
      const first = statsPeriodFirstDay(now, period);
      expect(factureStats(factures.filter((facture) => isoDay(facture.date_facture) >= first), period, now)).toEqual(factureStats(factures, period, now));
      expect(factureStats(factures.filter((facture) => isoDay(facture.date_facture) < first), period, now).total_factures).toBe(0);
    }
  });
});
