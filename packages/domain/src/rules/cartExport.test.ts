import { describe, expect, it } from 'vitest';
import { cartCsv, cartCsvFileName } from './cartExport.ts';
import { UTF8_BOM } from './spreadsheetCsv.ts';

const item = (id: string, name: string, price: number, quantity: number, reference?: string) => ({
  id,
  quantity,
  addedAt: '2026-11-01T10:00:00.000Z',
  product: { id: `p-${id}`, name, price, reference },
});

describe('the cart export (CSV for a French spreadsheet)', () => {
  const csv = cartCsv([item('1', 'Batterie 12V; 70Ah', 89.9, 2, 'VA-B18'), item('2', 'Chargeur "Pro"', 10, 1)]);

  it('starts with the UTF-8 byte order mark and separates fields with semicolons', () => {
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Référence;Produit;Quantité;Prix unitaire HT (€);Total HT (€)');
  });

  it('writes one line per item with French decimals, quoting names that hold the separator or quotes', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('VA-B18;"Batterie 12V; 70Ah";2;89,90;179,80');
    expect(lines[2]).toBe('p-2;"Chargeur ""Pro""";1;10,00;10,00');
  });

  it('ends with the totals before tax, VAT and with tax', () => {
    const lines = csv.trimEnd().split('\r\n');
    expect(lines.slice(-3)).toEqual([';Total HT;3;;189,80', ';TVA;;;37,96', ';Total TTC;;;227,76']);
  });

  it('writes a product name that reads as a formula as text (issue 27)', () => {
    const lines = cartCsv([item('3', '@SUM(1+1)*cmd', 1, 1, '-R1')]).split('\r\n');
    expect(lines[1]).toBe("'-R1;'@SUM(1+1)*cmd;1;1,00;1,00");
  });

  it('is dated in its file name', () => {
    expect(cartCsvFileName(new Date('2026-11-24T09:00:00Z'))).toBe('panier-2026-11-24.csv');
  });

  it('is dated by the Paris day, not the UTC one (issue 27)', () => {
    expect(cartCsvFileName(new Date('2026-11-24T23:30:00Z'))).toBe('panier-2026-11-25.csv');
  });
});
