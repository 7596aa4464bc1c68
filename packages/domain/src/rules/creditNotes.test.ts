import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES, creditableLines, creditNoteLines, creditNoteOf, creditNotePreview, creditNoteView } from './creditNotes.ts';
import { eInvoiceOf } from './eInvoice.ts';

const invoice = eInvoiceOf({
  typeCode: '380',
  number: 'FA-2027-00004',
  issueDate: '2027-01-15',
  dueDate: '2027-02-14',
  client: { societe: 'Garage Martin', siret: '83791923200012' },
  clientName: 'Garage Martin',
  lines: [
    { reference: 'CA00015', designation: 'Batterie', quantity: 15, unitPriceCents: 5155 },
    { reference: 'VP00028', designation: 'Pile', quantity: 22, unitPriceCents: 636 },
  ],
  paidCents: 0,
});

const linesOf = (result: ReturnType<typeof creditNoteLines>) => {
  if ('error' in result) throw new Error(result.error);
  return result.lines;
};

describe('credit notes (issue 24: type 381 correcting an invoice)', () => {
  it('credits all that is left when no line is chosen, with the invoice’s totals', () => {
    const note = creditNoteOf(invoice, linesOf(creditNoteLines(invoice, [], undefined)), 'AV-2027-00001', '2027-01-20');
    expect(note).toMatchObject({ typeCode: '381', number: 'AV-2027-00001', issueDate: '2027-01-20', precedingInvoice: { number: 'FA-2027-00004', issueDate: '2027-01-15' }, buyer: invoice.buyer });
    expect(note.totals).toEqual({ ...invoice.totals, paidCents: 0, dueCents: invoice.totals.totalTTCCents });
    expect(note).not.toHaveProperty('dueDate');
  });

  it('credits chosen lines and quantities, totalled on their own, and numbers its lines', () => {
    const lines = linesOf(creditNoteLines(invoice, [], [{ lineId: '2', quantity: 2 }]));
    expect(lines).toEqual([{ lineId: '1', sourceLineId: '2', reference: 'VP00028', name: 'Pile', quantity: 2, unitPriceCents: 636, netCents: 1272 }]);
    // 12,72 HT; contribution 0,22 (0,2226); VAT 20 % of 12,94 = 2,59; TTC 15,53.
    expect(creditNoteView('av-1', 'fac-4', creditNoteOf(invoice, lines, 'AV-2027-00002', '2027-01-21'))).toMatchObject({ numero: 'AV-2027-00002', facture_numero: 'FA-2027-00004', montant_ht: 12.72, montant_contribution: 0.22, montant_tva: 2.59, montant_ttc: 15.53 });
  });

  it('never credits more than was invoiced less what earlier credit notes took', () => {
    const first = creditNoteOf(invoice, linesOf(creditNoteLines(invoice, [], [{ lineId: '2', quantity: 20 }])), 'AV-2027-00001', '2027-01-20');
    expect(creditNoteLines(invoice, [first], [{ lineId: '2', quantity: 3 }])).toEqual({ error: CREDIT_NOTE_MESSAGES.tooMany('2', 2), path: 'lignes.0.quantite' });
    expect(creditNoteLines(invoice, [first], [{ lineId: '2', quantity: 1 }, { lineId: '2', quantity: 2 }])).toEqual({ error: CREDIT_NOTE_MESSAGES.tooMany('2', 1), path: 'lignes.1.quantite' });
    expect(creditNoteLines(invoice, [first], [{ lineId: '9', quantity: 1 }])).toEqual({ error: CREDIT_NOTE_MESSAGES.unknownLine('9'), path: 'lignes.0.ligne' });
    expect(linesOf(creditNoteLines(invoice, [first], undefined)).map((line) => [line.sourceLineId, line.quantity])).toEqual([['1', 15], ['2', 2]]);
    const rest = creditNoteOf(invoice, linesOf(creditNoteLines(invoice, [first], undefined)), 'AV-2027-00002', '2027-01-22');
    expect(creditNoteLines(invoice, [first, rest], undefined)).toEqual({ error: CREDIT_NOTE_MESSAGES.nothingLeft });
  });
});

describe('choosing what to credit (staff’s credit-note dialog)', () => {
  it('lists each invoice line with what earlier credit notes left to credit', () => {
    const first = creditNoteOf(invoice, linesOf(creditNoteLines(invoice, [], [{ lineId: '2', quantity: 20 }])), 'AV-2027-00001', '2027-01-20');
    expect(creditableLines(invoice, [first])).toEqual([
      { ligne: '1', reference: 'CA00015', designation: 'Batterie', quantite: 15, restant: 15, prix_unitaire_ht: 51.55 },
      { ligne: '2', reference: 'VP00028', designation: 'Pile', quantite: 22, restant: 2, prix_unitaire_ht: 6.36 },
    ]);
  });

  it('previews the chosen quantities with the totals the credit note will carry', () => {
    const lines = creditableLines(invoice, []);
    const preview = creditNotePreview(lines, { '1': 0, '2': 2 });
    const issued = creditNoteView('av', 'fac', creditNoteOf(invoice, linesOf(creditNoteLines(invoice, [], [{ lineId: '2', quantity: 2 }])), 'AV-2027-00002', '2027-01-21'));
    expect(preview).toEqual({ lineCount: 1, totalHT: issued.montant_ht, totalTTC: issued.montant_ttc });
    expect(creditNotePreview(lines, {})).toEqual({ lineCount: 0, totalHT: 0, totalTTC: 0 });
  });
});
