import { describe, expect, it } from 'vitest';
import { FEC_COLUMNS, fecFile, salesJournalCsv } from './accountingExport.ts';
import type { SalesDocument } from './accountingExport.ts';
import { creditNoteLines, creditNoteOf } from './creditNotes.ts';
import { eInvoiceOf } from './eInvoice.ts';

const invoice = eInvoiceOf({
  typeCode: '380',
  number: 'FA-2027-00001',
  issueDate: '2027-01-15',
  client: { societe: 'Garage "Martin"; fils', siret: '83791923200012' },
  clientName: '',
  lines: [{ reference: 'CA00015', designation: 'Batterie', quantity: 15, unitPriceCents: 5155 }, { reference: 'VP00028', designation: 'Pile', quantity: 22, unitPriceCents: 636 }],
  paidCents: 0,
});
const chosen = creditNoteLines(invoice, [], [{ lineId: '2', quantity: 2 }]);
if ('error' in chosen) throw new Error(chosen.error);
const credit = creditNoteOf(invoice, chosen.lines, 'AV-2027-00001', '2027-01-20');
const documents: SalesDocument[] = [
  { einvoice: invoice, clientId: 22, paidCents: 1553, dueCents: 109_945 },
  { einvoice: credit, clientId: 22, paidCents: 0, dueCents: 0 },
];

describe('salesJournalCsv (issue 24: the sales journal)', () => {
  it('writes one line per document, semicolons, French decimals, credit notes negative', () => {
    expect(salesJournalCsv(documents).split('\r\n')).toEqual([
      'Numéro;Type;Date;Client;SIREN;Total HT;Contribution;TVA;Total TTC;Réglé;Reste dû',
      'FA-2027-00001;Facture;15/01/2027;"Garage ""Martin""; fils";837919232;913,17;15,98;185,83;1114,98;15,53;1099,45',
      'AV-2027-00001;Avoir;20/01/2027;"Garage ""Martin""; fils";837919232;-12,72;-0,22;-2,59;-15,53;0,00;0,00',
      '',
    ]);
  });

  it('writes a company name a spreadsheet would run as a formula as text, negative amounts as numbers (issue 27)', () => {
    const named = (societe: string): SalesDocument => ({ ...documents[1]!, einvoice: { ...credit, buyer: { ...credit.buyer, name: societe } } });
    const lines = salesJournalCsv([named('=HYPERLINK("http://x.example")'), named('@SUM(A1)'), named('-2+3')]).split('\r\n');
    expect(lines.slice(1, 4).map((line) => line.split(';').slice(3, 6))).toEqual([
      ['"\'=HYPERLINK(""http://x.example"")"', '837919232', '-12,72'],
      ["'@SUM(A1)", '837919232', '-12,72'],
      ["'-2+3", '837919232', '-12,72'],
    ]);
  });
});

describe('fecFile (issue 24: FEC, art. A47 A-1 LPF)', () => {
  const rows = fecFile(documents).split('\r\n').slice(0, -1).map((line) => line.split('\t'));
  const amount = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

  it('has the 18 columns on every line, dates YYYYMMDD, amounts with a decimal comma', () => {
    expect(rows[0]).toEqual([...FEC_COLUMNS]);
    expect(rows.every((row) => row.length === 18)).toBe(true);
    expect(rows[1]).toEqual(['VE', 'Ventes', 'VE000001', '20270115', '411C00022', 'Clients', 'C00022', 'Garage "Martin"; fils', 'FA-2027-00001', '20270115', 'Facture FA-2027-00001 Garage "Martin"; fils', '1114,98', '0,00', '', '', '20270115', '', '']);
  });

  it('debits the client TTC and credits sales HT, the contribution and VAT; a credit note the other way; every entry balanced', () => {
    const entries = new Map<string, string[][]>();
    for (const row of rows.slice(1)) entries.set(row[2]!, [...(entries.get(row[2]!) ?? []), row]);
    for (const lines of entries.values()) {
      expect(lines.reduce((sum, row) => sum + amount(row[11]!), 0)).toBe(lines.reduce((sum, row) => sum + amount(row[12]!), 0));
    }
    const sides = (entry: string) => entries.get(entry)!.map((row) => [row[4], row[11], row[12]]);
    expect(sides('VE000001')).toEqual([['411C00022', '1114,98', '0,00'], ['707000', '0,00', '913,17'], ['708500', '0,00', '15,98'], ['445710', '0,00', '185,83']]);
    expect(sides('VE000002')).toEqual([['411C00022', '0,00', '15,53'], ['707000', '12,72', '0,00'], ['708500', '0,22', '0,00'], ['445710', '2,59', '0,00']]);
  });
});
