import { describe, expect, it } from 'vitest';
import { averageMonthlyTurnoverCents, reviewPeriod, wholesalerReview, wholesalerReviewNotification } from './wholesalerReview.ts';
import type { ReviewedClient } from './wholesalerReview.ts';

const now = new Date('2026-12-02T08:00:00Z');
const period = reviewPeriod(now);

const client = (id: number, invoices: ReviewedClient['invoices'], more: Partial<ReviewedClient> = {}): ReviewedClient => ({
  id,
  name: `Client ${id}`,
  listId: 'revendeur',
  exempt: false,
  invoices,
  ...more,
});

describe('the wholesaler clause (spec 2 §2.6): 100 € HT a month on average over 12 months', () => {
  it('takes the 12 whole months before the month of the review, on the Paris calendar', () => {
    expect(period).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    // 23:30 UTC on 31 December is already January in Paris.
    expect(reviewPeriod(new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('averages the HT of issued invoices of the period, drafts, cancelled ones and those outside left out, rounded half up to the cent', () => {
    const invoices = [
      { date_facture: '2025-12-01', statut: 'payee', montant_ht: 600 },
      { date_facture: '2026-11-30', statut: 'en_retard', montant_ht: 600.06 },
      { date_facture: '2026-06-15', statut: 'envoyee', montant_ht: 0.12 },
      { date_facture: '2026-06-15', statut: 'annulee', montant_ht: 5000 },
      { date_facture: '2026-06-15', statut: 'brouillon', montant_ht: 5000 },
      { date_facture: '2025-11-30', statut: 'payee', montant_ht: 5000 },
      { date_facture: '2026-12-01', statut: 'payee', montant_ht: 5000 },
    ];
    // 1200.18 € / 12 = 100.015 € -> 100.02 €
    expect(averageMonthlyTurnoverCents(invoices, period)).toBe(10_002);
  });

  it('moves a wholesaler below 100 € and keeps one at 100 € exactly; an exempted client stays; other lists are not reviewed', () => {
    const lines = wholesalerReview(
      [
        client(1, [{ date_facture: '2026-03-10', statut: 'payee', montant_ht: 1199.99 }]),
        client(2, [{ date_facture: '2026-03-10', statut: 'payee', montant_ht: 1200 }]),
        client(3, [], { exempt: true }),
        client(4, [], { listId: 'professionnel' }),
      ],
      now,
    );
    expect(lines).toEqual([
      { clientId: 1, name: 'Client 1', averageMonthlyCents: 10_000, outcome: 'stays' },
      { clientId: 2, name: 'Client 2', averageMonthlyCents: 10_000, outcome: 'stays' },
      { clientId: 3, name: 'Client 3', averageMonthlyCents: 0, outcome: 'exempt' },
    ]);
    expect(wholesalerReview([client(5, [{ date_facture: '2026-03-10', statut: 'payee', montant_ht: 1199.93 }])], now)[0]).toMatchObject({ averageMonthlyCents: 9_999, outcome: 'moves' });
  });

  it('tells the moved client why, with their figure and the minimum', () => {
    const notification = wholesalerReviewNotification(4_250);
    expect(notification.title).toBe('Vos prix suivent désormais le tarif Professionnel');
    expect(notification.message).toContain('42,50\u00a0€ HT');
    expect(notification.message).toContain('100,00\u00a0€ HT');
    expect(notification.message).toContain('Revendeur / Grossiste');
  });
});
