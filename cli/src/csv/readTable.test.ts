import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECORD_CHARS, openTable } from './readTable.ts';
import { fixture, otech, tempDataDir } from '../../test/harness.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'otech-table-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = async (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
};

async function rowsOf(file: string) {
  const table = await openTable(file);
  const rows = [];
  for await (const row of table.rows) rows.push(row);
  return { table, rows };
}

describe('openTable', () => {
  it('gives each record the physical line it starts on, also after quoted CRLF line breaks and blank lines', async () => {
    const lines = ['reference;description'];
    for (let i = 1; i <= 400; i += 1) lines.push(`R${i};"ligne 1\r\nligne 2\r\nligne 3"`, '');
    lines.push('LAST;fin');
    const { rows } = await rowsOf(await write('crlf.csv', `${lines.join('\r\n')}\r\n`));
    expect(rows[0]).toEqual({ line: 2, cells: ['R1', 'ligne 1\r\nligne 2\r\nligne 3'] });
    expect(rows[1]?.line).toBe(6);
    // 400 records of 3 lines plus a blank line each after the header: LAST is on line 1 + 1600 + 1.
    expect(rows.at(-1)).toEqual({ line: 1602, cells: ['LAST', 'fin'] });
  });

  it('keeps a spreadsheet\'s unescaped quotes as text, and names the line where an unclosed quote starts', async () => {
    const { rows } = await rowsOf(await write('quotes.csv', 'reference;name\nQ1;Pile bouton "CR2025" Renata\n'));
    expect(rows[0]?.cells[1]).toBe('Pile bouton "CR2025" Renata');
    const dataDir = await tempDataDir();
    try {
      const file = await write('unclosed.csv', 'reference;name;category;price\nU1;"deux\r\nlignes";vp;1\nU2;"jamais fermé;vp;1\nU3;Pile;vp;1\n');
      const result = await otech('import', 'products', file, '--data-dir', dataDir, '--into-seed');
      expect(result.code).toBe(1);
      expect(result.err).toBe(`${file}:4: (file): a quoted cell opens on this line and is never closed; nothing imported\n`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses the file, naming its line, when a quoted cell goes on after its closing quote', async () => {
    const quotedQuote = await rowsOf(await write('escaped.csv', 'reference;name\nE1;"Pile ""CR2025"" x";"a;b"\n'));
    expect(quotedQuote.rows[0]?.cells).toEqual(['E1', 'Pile "CR2025" x', 'a;b']);
    const dataDir = await tempDataDir();
    try {
      const file = await write('malformed.csv', 'reference;name;category;price\r\nM1;"deux\r\nlignes";vp;1\r\nM2;"abc"def;vp;1\r\nM3;Pile;vp;1\r\n');
      const result = await otech('import', 'products', file, '--data-dir', dataDir, '--into-seed');
      expect(result.code).toBe(1);
      expect(result.err).toMatch(new RegExp(`^${file}:4: \\(file\\): .*closing quote.*; nothing imported\n$`));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reads a UTF-8 file with one stray Windows-1252 byte as UTF-8, that byte as Windows-1252, and names its line', async () => {
    const text = Buffer.concat([
      Buffer.from('reference;name\nA1;Batterie caméscope\nA2;Pile ', 'utf8'),
      Buffer.from([0xe9]),
      Buffer.from('tanche\nA3;Chargeur à écran\n', 'utf8'),
    ]);
    const { table, rows } = await rowsOf(await write('stray.csv', text));
    expect(table.encoding).toBe('utf-8');
    expect(rows.map((row) => row.cells[1])).toEqual(['Batterie caméscope', 'Pile étanche', 'Chargeur à écran']);
    expect(table.strayBytes).toEqual([{ line: 3, byte: 0xe9, char: 'é' }]);
  });

  it('refuses, naming its line, a row longer than a megabyte instead of reading it whole (one endless line, a wrong delimiter)', async () => {
    const dataDir = await tempDataDir();
    try {
      const endless = await write('endless.csv', `reference;name;category;price\nL1;Pile;vp;1\n${'x,'.repeat(MAX_RECORD_CHARS)}\nL3;Pile;vp;1\n`);
      const result = await otech('import', 'products', endless, '--data-dir', dataDir, '--into-seed');
      expect(result.code).toBe(1);
      expect(result.err).toBe(`${endless}:3: (file): the row starting on this line is longer than ${MAX_RECORD_CHARS} characters (is the file a table with ";" between its cells?); nothing imported\n`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('passes over rows of bare delimiters as it does empty lines, keeping the line numbers', async () => {
    const { rows } = await rowsOf(await write('trailing.csv', 'reference;name\r\nB1;Pile\r\n;\r\n ; \r\n\r\nB2;Chargeur\r\n;\r\n;\r\n'));
    expect(rows).toEqual([{ line: 2, cells: ['B1', 'Pile'] }, { line: 6, cells: ['B2', 'Chargeur'] }]);
  });

  it('reads a Windows-1252 file as Windows-1252 and detects its delimiter', async () => {
    const { table, rows } = await rowsOf(await write('excel.csv', Buffer.from('reference,name\r\nW1,Pile étanche à 3 V\r\n', 'latin1')));
    expect(table).toMatchObject({ encoding: 'windows-1252', delimiter: ',' });
    expect(rows[0]?.cells[1]).toBe('Pile étanche à 3 V');
  });

  it('reads a French Windows-1252 file with typographic punctuation (’ « » … € –) as Windows-1252, not Mac Roman', async () => {
    const text = 'reference;name;description\r\nW2;Élément d’alarme;« Sûr » … 12 € – garantie\r\nW3;Chargeur à écran;Prêt à l’emploi\r\n';
    const { table, rows } = await rowsOf(await write('typo.csv', iconv.encode(text, 'windows-1252')));
    expect(table.encoding).toBe('windows-1252');
    expect(rows.map((row) => row.cells.slice(1))).toEqual([['Élément d’alarme', '« Sûr » … 12 € – garantie'], ['Chargeur à écran', 'Prêt à l’emploi']]);
  });

  it('reads a Mac Roman file (old Excel for Mac: é is byte 0x8E, CR line ends) as Mac Roman', async () => {
    const { table, rows } = await rowsOf(fixture('products', 'mac-roman.csv'));
    expect(table).toMatchObject({ encoding: 'macintosh', delimiter: ';' });
    expect(table.header).toEqual(['Référence', 'Désignation', 'Marque', 'Catégorie', 'Prix HT', 'Quantité', 'Description']);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(rows[1]?.cells[6]).toBe('Chargeur « intelligent » : arrêt automatique, détection des éléments défectueux.');
    expect(rows[3]?.cells[1]).toBe('Élément Ni-MH 1,2 V pour outillage');
  });
});

describe('a file that is not a CSV: one line, exit 2, nothing written', () => {
  const cases: [string, () => Promise<string>, string][] = [
    ['a directory', async () => {
      const folder = path.join(dir, 'exports.csv');
      await mkdir(folder);
      return folder;
    }, 'is a directory, not a CSV file'],
    ['an Excel workbook', () => write('catalogue.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0, 0, 0, 0x21, 0])), 'is a ZIP archive (an Excel .xlsx or OpenDocument .ods workbook?): save it as "CSV UTF-8" from the spreadsheet, not a CSV file'],
    ['JSON null', () => write('products.json', 'null\n'), 'is JSON, not a CSV file'],
    ['UTF-16 without its byte order mark', () => write('unicode.csv', Buffer.from('reference;name\r\nU1;Pile\r\n', 'utf16le')), 'is UTF-16 text: save it as "CSV UTF-8", not a CSV file'],
    ['a JSON list', () => write('products.csv', '[{"reference":"A"}]'), 'is JSON, not a CSV file'],
  ];
  it.each(cases)('%s', async (_name, make, message) => {
    const file = await make();
    const dataDir = await tempDataDir();
    try {
      const result = await otech('import', 'products', file, '--data-dir', dataDir, '--into-seed');
      expect(result).toEqual({ code: 2, out: '', err: `error: ${file}: ${message}\n` });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('progress (issue 20: rows and time left, not bytes)', () => {
  it('reports the lines parsed beside the bytes read, as the file streams', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `REF-${i};Pile ${i};vp;1,50`);
    const file = await write('long.csv', `reference;name;category;prix HT\n${rows.join('\n')}\n`);
    const seen: { bytes: number; lines: number }[] = [];
    const table = await openTable(file, { onProgress: (progress) => seen.push(progress) });
    let read = 0;
    for await (const _row of table.rows) read += 1;
    expect(read).toBe(6000);
    expect(seen.length).toBeGreaterThan(1);
    // Each report counts the lines parsed by then: more as the file is read, never more than it has.
    expect(seen.at(-1)?.lines).toBeGreaterThan(0);
    expect(seen.every((progress, i) => i === 0 || progress.lines >= (seen[i - 1]?.lines ?? 0))).toBe(true);
    expect(Math.max(...seen.map((progress) => progress.lines))).toBeLessThanOrEqual(6001);
  });
});
