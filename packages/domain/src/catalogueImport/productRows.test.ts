import { describe, expect, it } from 'vitest';
import { csvLine } from './productRows.ts';

describe('csvLine', () => {
  it('writes a line with nothing to quote as it is, ending with its line break', () => {
    expect(csvLine(['R1', 'Pile', '', '3.9'])).toBe('R1;Pile;;3.9\n');
    expect(csvLine(['R1', 'Pile; LR6'], ',')).toBe('R1,Pile; LR6\n');
    expect(csvLine([])).toBe('\n');
  });

  it('quotes each cell holding the delimiter, a quote or a line break', () => {
    const cells = ['R;1', 'Pile "CR2025"', 'deux\nlignes', 'retour\r', 'a,b', 'fin;'];
    expect(csvLine(cells)).toBe('"R;1";"Pile ""CR2025""";"deux\nlignes";"retour\r";a,b;"fin;"\n');
    expect(csvLine(cells, ',')).toBe('R;1,"Pile ""CR2025""","deux\nlignes","retour\r","a,b",fin;\n');
    expect(csvLine(['a\tb', 'c'], '\t')).toBe('"a\tb"\tc\n');
  });
});
