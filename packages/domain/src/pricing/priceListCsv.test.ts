import { describe, expect, it } from 'vitest';
import { priceCsvHeaderProblems, priceListCsvRows, priceListFromCsv } from './priceListCsv.ts';
import type { PriceCsvRow } from './priceListCsv.ts';

const known = new Set(['VP00002', 'CH00010']);
const exists = (id: string) => known.has(id);
const row = (line: number, type: string, scope: string, target: string, min_quantity: string, price_ht: string, percent_off: string): PriceCsvRow => ({
  line,
  cells: { type, scope, target, min_quantity, price_ht, percent_off },
});

describe('a price list as a CSV (otech import prices)', () => {
  it('reads rules, net prices and breaks, euros HT to cents, and writes them back the same', () => {
    const plan = priceListFromCsv(
      [
        row(2, 'rule', 'brand', 'Varta', '', '', '25'),
        row(3, 'rule', 'catalogue', '', '', '', '12,5'),
        row(4, 'net', 'product', 'VP00002', '', '3,95', ''),
        row(5, 'break', 'product', 'VP00002', '10', '3.80', ''),
        row(6, 'break', 'category', 'vp', '50', '', '5'),
      ],
      exists,
    );
    expect(plan.issues).toEqual([]);
    expect(plan.validLines).toBe(5);
    expect(plan.content).toEqual({
      rules: [{ scope: 'brand', brand: 'Varta', percentOff: 25 }, { scope: 'catalogue', percentOff: 12.5 }],
      netPrices: [{ productId: 'VP00002', priceCents: 395 }],
      breaks: [
        { scope: 'product', productId: 'VP00002', minQuantity: 10, kind: 'unitPrice', priceCents: 380 },
        { scope: 'category', category: 'vp', minQuantity: 50, kind: 'percentOff', percentOff: 5 },
      ],
    });
    const rows = priceListCsvRows(plan.content);
    expect(rows[0]).toEqual(['type', 'scope', 'target', 'min_quantity', 'price_ht', 'percent_off']);
    const again = priceListFromCsv(rows.slice(1).map((cells, index) => ({ line: index + 2, cells: Object.fromEntries(rows[0]!.map((name, i) => [name, cells[i]])) })), exists);
    expect(again.content).toEqual(plan.content);
  });

  it('gives a negative price, a break below 2 units, a percentage above 100 and an unknown reference each its own message, by line and column', () => {
    const plan = priceListFromCsv(
      [
        row(2, 'net', 'product', 'VP00002', '', '-1,00', ''),
        row(3, 'break', 'product', 'VP00002', '1', '3.00', ''),
        row(4, 'rule', 'category', 'vp', '', '', '120'),
        row(5, 'net', 'product', 'XX99999', '', '2.00', ''),
        row(6, 'rule', 'brand', 'Varta', '', '', '10'),
        row(7, 'rule', 'brand', 'Varta', '', '', '15'),
        row(8, 'remise', 'brand', 'Varta', '', '', '15'),
      ],
      exists,
    );
    expect(plan.issues).toEqual([
      { line: 2, column: 'price_ht', reason: 'negative price -1,00: a price is 0 or more' },
      { line: 3, column: 'min_quantity', reason: 'break below 2 units (1): a quantity break starts at 2 units' },
      { line: 4, column: 'percent_off', reason: 'percentage 120 above 100' },
      { line: 5, column: 'target', reason: 'unknown reference XX99999' },
      { line: 7, column: 'target', reason: 'the rule for brand Varta is already on line 6' },
      { line: 8, column: 'type', reason: 'expected rule, net or break, got "remise"' },
    ]);
    expect(plan.validLines).toBe(1);
    expect(plan.content.rules).toEqual([{ scope: 'brand', brand: 'Varta', percentOff: 10 }]);
  });

  it('names the missing and unknown columns of a header', () => {
    expect(priceCsvHeaderProblems(['type', 'scope', 'target', 'min_quantity', 'price_ht', 'percent_off'])).toEqual([]);
    expect(priceCsvHeaderProblems(['type', 'scope', 'target', 'prix'])).toEqual(['missing column min_quantity', 'missing column price_ht', 'missing column percent_off', 'unknown column prix']);
  });
});
