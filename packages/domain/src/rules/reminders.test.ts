import { describe, expect, it } from 'vitest';
import type { Reminder } from '../schemas/reminder.ts';
import { daysLate, nextReminderLevel, overdueInvoices, overdueInvoiceView, reminderNotification } from './reminders.ts';

const now = new Date('2026-03-10T09:00:00Z');
const invoice = (id: string, date_echeance: string, overrides: object = {}) => ({
  id,
  numero_facture: `FA-2026-${id}`,
  statut: 'envoyee' as const,
  client_id: 7,
  client_nom: 'Garage Martin',
  date_facture: '2026-01-01',
  date_echeance,
  montant_ttc: 120,
  paiements: [],
  ...overrides,
});
const reminder = (factureId: string, level: 1 | 2 | 3, date_relance: string): Reminder => ({ id: `rel-${factureId}-${level}`, factureId, clientId: 7, level, date_relance });

describe('daysLate', () => {
  it('counts Paris calendar days after the due date, none on or before it', () => {
    expect(daysLate('2026-03-01', now)).toBe(9);
    expect(daysLate('2026-03-10', now)).toBe(0);
    expect(daysLate('2026-04-01', now)).toBe(0);
    // 23:30 UTC on the 9th is already the 10th in Paris.
    expect(daysLate('2026-03-01', new Date('2026-03-09T23:30:00Z'))).toBe(9);
  });
});

describe('nextReminderLevel', () => {
  it('goes one level above the last reminder and stays at the formal notice', () => {
    expect(nextReminderLevel([])).toBe(1);
    expect(nextReminderLevel([{ level: 1 }])).toBe(2);
    expect(nextReminderLevel([{ level: 1 }, { level: 2 }, { level: 3 }])).toBe(3);
  });
});

describe('overdueInvoiceView (the /admin/relances rows)', () => {
  it('shows every invoice the list chose, with what is due as the list counted it, and its reminders oldest first', () => {
    // Paid in full by its record, yet chosen by the list: shown, never dropped, with the list's due.
    const row = overdueInvoiceView(
      invoice('0001', '2026-03-01', { paiements: [{ montant: 120, date_paiement: '2026-03-02', mode: 'Virement' }] }),
      4_550,
      [reminder('0001', 2, '2026-03-09T08:00:00Z'), reminder('0001', 1, '2026-03-05T08:00:00Z'), reminder('0002', 1, '2026-03-05T08:00:00Z')],
      now,
    );
    expect(row).toMatchObject({ statut: 'en_retard', reste_du: 45.5, jours_retard: 9, prochain_niveau: 3 });
    expect(row.relances.map((sent) => sent.level)).toEqual([1, 2]);
  });
});

describe('overdueInvoices (issue 9: overdue invoices with days late and reminder history)', () => {
  it('keeps invoices past their due date with something due, latest first, with their own reminders oldest first', () => {
    const list = overdueInvoices(
      [
        invoice('1', '2026-03-01'),
        invoice('2', '2026-01-15', { statut: 'en_retard', paiements: [{ montant: 20, date_paiement: '2026-02-01', mode: 'Virement' }] }),
        invoice('3', '2026-03-20'),
        invoice('4', '2026-01-01', { statut: 'payee' }),
        invoice('5', '2026-01-01', { statut: 'annulee' }),
        invoice('6', '2026-01-01', { paiements: [{ montant: 120, date_paiement: '2026-02-01', mode: 'Virement' }] }),
      ],
      [reminder('2', 2, '2026-02-20'), reminder('2', 1, '2026-02-01'), reminder('1', 1, '2026-03-05')],
      now,
    );
    expect(list.map((row) => [row.id, row.jours_retard, row.reste_du, row.prochain_niveau])).toEqual([
      ['2', 54, 100, 3],
      ['1', 9, 120, 2],
    ]);
    expect(list[0]?.relances.map((r) => r.level)).toEqual([1, 2]);
    expect(list[0]?.statut).toBe('en_retard');
  });

  it("lists an invoice's reminders by level, the order they were sent in, whatever their dates say", () => {
    // The level-1 reminder was sent by an API process whose clock ran an hour ahead.
    const list = overdueInvoices([invoice('1', '2026-03-01')], [reminder('1', 2, '2026-03-05T10:00:00Z'), reminder('1', 1, '2026-03-05T10:30:00Z')], now);
    expect(list[0]?.relances.map((r) => r.level)).toEqual([1, 2]);
  });
});

describe('reminderNotification', () => {
  it('names the invoice, its due date and what is left to pay, with a link to the invoices tab', () => {
    expect(reminderNotification({ numero_facture: 'FA-2026-00012', reste_du: 1234.5, date_echeance: '2026-02-01' }, 3)).toEqual({
      type: 'invoice',
      title: 'Mise en demeure : facture FA-2026-00012',
      message: expect.stringMatching(/^Votre facture FA-2026-00012 était due le 01\/02\/2026\. Il reste 1\s234,50\s€ à régler\.$/),
      actionUrl: '/dashboard?tab=billing',
      actionLabel: 'Voir mes factures',
    });
  });
});
