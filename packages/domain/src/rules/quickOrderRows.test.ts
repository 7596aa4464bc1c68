import { describe, expect, it } from 'vitest';
import { parseQuickOrderText, quickOrderLineCount, quickOrderRowsOfCells } from './quickOrderRows.ts';

describe('the rows of a quick order (issue 22)', () => {
  it('reads "référence ou EAN ; quantité" with ";", a tab (a spreadsheet copy) or ",", numbering each line of the paste', () => {
    const text = 'VP00001;12\n\nVP00002\t3\r\n3700123456789 , 40\nVP00004 5';
    expect(parseQuickOrderText(text)).toEqual([
      { line: 1, code: 'VP00001', quantity: '12' },
      { line: 3, code: 'VP00002', quantity: '3' },
      { line: 4, code: '3700123456789', quantity: '40' },
      { line: 5, code: 'VP00004', quantity: '5' },
    ]);
  });

  it('keeps what cannot be read as written, for the check to name it', () => {
    expect(parseQuickOrderText('VP00001\n;4\nVP00002;douze;x')).toEqual([
      { line: 1, code: 'VP00001', quantity: '' },
      { line: 2, code: '', quantity: '4' },
      { line: 3, code: 'VP00002', quantity: 'douze' },
    ]);
  });

  it('leaves out a first row naming the columns, never an order line', () => {
    expect(parseQuickOrderText('Référence;Quantité\nVP00001;2')).toEqual([{ line: 2, code: 'VP00001', quantity: '2' }]);
    expect(parseQuickOrderText('EAN\tQté\n3700123456789\t1')).toEqual([{ line: 2, code: '3700123456789', quantity: '1' }]);
    // A reference that happens to contain "ref" is a line when its quantity is a number.
    expect(parseQuickOrderText('REF-12;2')).toEqual([{ line: 1, code: 'REF-12', quantity: '2' }]);
    // Nor when its quantity is a number the check refuses: the line is named, never dropped.
    expect(parseQuickOrderText('REF001;2,5\nREF002;1')).toEqual([{ line: 1, code: 'REF001', quantity: '2,5' }, { line: 2, code: 'REF002', quantity: '1' }]);
    expect(quickOrderRowsOfCells([{ line: 1, cells: ['REF001', '0'] }])).toEqual([{ line: 1, code: 'REF001', quantity: '0' }]);
  });

  it('takes the first two cells of a file’s rows, blank rows left out', () => {
    const records = [
      { line: 1, cells: ['Code article', 'Quantité', 'Désignation'] },
      { line: 2, cells: ['VP00001', '6', 'Pile'] },
      { line: 3, cells: ['', ''] },
      { line: 4, cells: ['VP00002'] },
    ];
    expect(quickOrderRowsOfCells(records)).toEqual([
      { line: 2, code: 'VP00001', quantity: '6' },
      { line: 4, code: 'VP00002', quantity: '' },
    ]);
  });

  it('counts the lines that hold something', () => {
    expect(quickOrderLineCount('a;1\n\n  \nb;2\r\nc;3\n')).toBe(3);
  });
});
