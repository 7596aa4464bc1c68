import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { CsvRecords } from './csvRecords.ts';
import type { TableRow } from './csvRecords.ts';

/** Feeds the text cut in pieces of `size` bytes (quotes, CRLFs and characters fall on the pieces' edges); the records, or the error's line and message. */
async function parse(text: string, size: number, maxRecordChars = 1000): Promise<TableRow[] | { line: number; message: string }> {
  const bytes = Buffer.from(text);
  const pieces = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  const rows: TableRow[] = [];
  try {
    await pipeline(Readable.from(pieces), new CsvRecords(';', maxRecordChars), async (batches: AsyncIterable<TableRow[]>) => {
      for await (const batch of batches) rows.push(...batch);
    });
    return rows;
  } catch (error) {
    return { line: (error as { line: number }).line, message: (error as Error).message };
  }
}

const SIZES = [1, 2, 3, 7, 1000];

describe('CsvRecords', () => {
  it.each(SIZES)('reads escaped quotes, quoted delimiters and line breaks, and quotes inside unquoted cells (pieces of %i bytes)', async (size) => {
    expect(await parse('a;"x ""y"" z";"1;2"\r\nb;Pile "CR2025" R;"deux\nlignes"\n"c";"";\n"d"', size)).toEqual([
      { line: 1, cells: ['a', 'x "y" z', '1;2'] },
      { line: 2, cells: ['b', 'Pile "CR2025" R', 'deux\nlignes'] },
      { line: 4, cells: ['c', '', ''] },
      { line: 5, cells: ['d'] },
    ]);
  });

  it.each(SIZES)('ends records at LF, CRLF or CR, counting blank lines and rows of bare delimiters without passing them on (pieces of %i bytes)', async (size) => {
    expect(await parse('h;é\r\n\r\n;;\ra;à\rb;"x\r\ny"\n\n c ;\n', size)).toEqual([
      { line: 1, cells: ['h', 'é'] },
      { line: 4, cells: ['a', 'à'] },
      { line: 5, cells: ['b', 'x\r\ny'] },
      { line: 8, cells: [' c ', ''] },
    ]);
  });

  it.each(SIZES)('names the line of a closing quote followed by text, and of a quote never closed (pieces of %i bytes)', async (size) => {
    const textAfterQuote = 'a quoted cell\'s closing quote is followed by text instead of the delimiter or a line break';
    expect(await parse('a;b\n"x\ny";1\nc;"abc"def;2\n', size)).toEqual({ line: 4, message: textAfterQuote });
    expect(await parse('"a""b"c\n', size)).toEqual({ line: 1, message: textAfterQuote });
    expect(await parse('a;b\r\n"x\r\ny";"jamais fermé;1\r\nc;2\r\n', size)).toEqual({ line: 3, message: 'a quoted cell opens on this line and is never closed' });
  });

  it.each(SIZES)('refuses a record longer than the limit, naming the line it starts on (pieces of %i bytes)', async (size) => {
    expect(await parse(`a;b\n"${'x'.repeat(40)}"\n`, size, 40)).toEqual({ line: 2, message: 'the row starting on this line is longer than 40 characters (is the file a table with ";" between its cells?)' });
    expect(await parse(`a;b\n${'x,'.repeat(40)}`, size, 40)).toMatchObject({ line: 2 });
  });
});
