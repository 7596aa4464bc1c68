import { describe, expect, it } from 'vitest';
import { eInvoiceOf, reminderMessage } from '@otech/domain';
import { formalNoticeDocument } from './formalNoticePdf.ts';

const issued = eInvoiceOf({
  typeCode: '380',
  number: 'FA-2026-00012',
  issueDate: '2026-01-01',
  dueDate: '2026-01-31',
  client: { societe: 'Garage Martin', siret: '83791923200012', adresse_debut: '3 rue des Lilas', code_postal: '13001', ville: 'Marseille' },
  clientName: 'Garage Martin',
  lines: [{ reference: 'VP-AA-001', designation: 'Pile', quantity: 400, unitPriceCents: 250 }],
  paidCents: 0,
});
const invoice = { numero_facture: 'FA-2026-00012', date_facture: '2026-01-01', date_echeance: '2026-01-31', client_nom: 'Garage Martin', dueCents: 100_000 };
const sentOn = new Date('2026-03-02T10:00:00Z');

describe('the formal notice letter (issue 22: "Mise en demeure", a PDF staff can print)', () => {
  it('goes from the seller to the buyer as issued, with its text, and claims the amount still due, the penalties and the 40 € fee', () => {
    const message = reminderMessage(invoice, 3, sentOn, issued.seller.name);
    const document = formalNoticeDocument(issued, { invoice, sentOn, paragraphs: message.paragraphs, charges: message.charges! });
    expect(document.title).toBe('Mise en demeure');
    expect(document.seller?.[0]).toBe('OTECH');
    expect(document.seller).toContain(`SIRET : ${issued.seller.siret}`);
    expect(document.client[0]).toBe('Garage Martin');
    expect(document.facts).toEqual([
      ['Date', '02/03/2026'],
      ['Objet', 'Mise en demeure de payer la facture FA-2026-00012'],
      ['Facture du', '01/01/2026'],
      ['Échéance', '31/01/2026'],
      ['Jours de retard', '30'],
    ]);
    expect(document.letter).toEqual(message.paragraphs);
    // No table of prices HT: what is claimed is TTC and penalties, in the totals.
    expect(document.lines).toEqual([]);
    expect(document.totals).toEqual([
      ['Principal restant dû (TTC)', '1\u202f000,00\u00a0€'],
      ['Pénalités de retard : 30 jours à 7,86\u00a0%', '6,46\u00a0€'],
      ['Indemnité forfaitaire pour frais de recouvrement', '40,00\u00a0€'],
      ['Total réclamé', '1\u202f046,46\u00a0€'],
    ]);
    expect(document.mentions).toEqual([`Paiement par virement : IBAN ${issued.seller.iban}, BIC ${issued.seller.bic}`]);
  });
});
