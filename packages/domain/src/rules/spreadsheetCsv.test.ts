import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetCsv, UTF8_BOM } from './spreadsheetCsv.ts';

describe('a CSV cell a spreadsheet opens (issue 27: formulas neutralised)', () => {
  it.each([
    ['=HYPERLINK("http://x.example","clic")', `"'=HYPERLINK(""http://x.example"",""clic"")"`],
    ['+33 1 02 03 04 05', "'+33 1 02 03 04 05"],
    ['-2+3+cmd|calc', "'-2+3+cmd|calc"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('writes %j as text: %s', (value, cell) => {
    expect(spreadsheetCell(value)).toBe(cell);
  });

  it('leaves numbers, including negative ones, and ordinary texts as they are', () => {
    expect(['-12,50', '-3', '89,90', 'Pile AA', 'a=b', 'Société "Énergie"'].map(spreadsheetCell)).toEqual(['-12,50', '-3', '89,90', 'Pile AA', 'a=b', '"Société ""Énergie"""']);
  });

  it('writes rows with the BOM, semicolons and CRLF', () => {
    expect(spreadsheetCsv([['a', 'b;c'], ['=1', '2']])).toBe(`${UTF8_BOM}a;"b;c"\r\n'=1;2\r\n`);
  });
});
