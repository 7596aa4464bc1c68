import { describe, expect, it } from 'vitest';
import { formalNoticeClaims, remindedInvoiceOn, reminderMessage } from './reminderMessages.ts';

const invoice = { numero_facture: 'FA-2026-00012', date_facture: '2026-01-01', date_echeance: '2026-01-31', client_nom: 'Garage Martin', dueCents: 100_000 };
const sentOn = new Date('2026-03-02T10:00:00Z');

describe('reminder messages (issue 22: each reminder really sent)', () => {
  it('asks gently at level 1, naming the invoice, its due date and what is left to pay', () => {
    const message = reminderMessage(invoice, 1, sentOn, 'OTECH');
    expect(message.subject).toBe('Relance amiable : facture FA-2026-00012');
    expect(message.paragraphs.join('\n')).toContain('notre facture FA-2026-00012 du 01/01/2026, échue le 31/01/2026, reste impayée : 1\u202f000,00\u00a0€ TTC');
    expect(message).not.toHaveProperty('charges');
  });

  it('recalls the penalties and the 40 € fee at level 2', () => {
    const message = reminderMessage(invoice, 2, sentOn, 'OTECH');
    expect(message.subject).toBe('Deuxième relance : facture FA-2026-00012');
    expect(message.paragraphs.join('\n')).toContain('3 fois le taux d’intérêt légal et une indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  it('claims principal, penalties at 3 x the legal rate and the 40 € fee in the formal notice', () => {
    const message = reminderMessage(invoice, 3, sentOn, 'OTECH');
    expect(message.subject).toBe('Mise en demeure : facture FA-2026-00012');
    const text = message.paragraphs.join('\n');
    expect(text).toContain('la somme de 1\u202f046,46\u00a0€');
    expect(text).toContain('7,86\u00a0% par an (3 fois le taux d’intérêt légal de 2,62\u00a0%)');
    expect(text).toContain('dans un délai de 8 jours');
    expect(formalNoticeClaims(message.charges!)).toEqual([
      ['Principal restant dû (TTC)', '1\u202f000,00\u00a0€'],
      ['Pénalités de retard : 30 jours à 7,86\u00a0%', '6,46\u00a0€'],
      ['Indemnité forfaitaire pour frais de recouvrement', '40,00\u00a0€'],
      ['Total réclamé', '1\u202f046,46\u00a0€'],
    ]);
  });
});

describe('the invoice as it stood on a reminder’s day', () => {
  it('counts the payments dated that day or before, not the later ones', () => {
    const facture = { ...invoice, montant_ttc: 1200, paiements: [{ montant: 200, date_paiement: '2026-02-10' }, { montant: 300, date_paiement: '2026-03-03' }] };
    expect(remindedInvoiceOn(facture, '2026-03-02T10:00:00.000Z')).toEqual({ ...invoice, dueCents: 100_000 });
    expect(remindedInvoiceOn(facture, '2026-03-03').dueCents).toBe(70_000);
  });
});
