import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../io/dataFiles.ts';
import { fixture, freshDataDir, importProductsFixture, otech, snapshot } from '../../test/harness.ts';

const dataDir = freshDataDir();
const importFile = (name: string, ...options: string[]) => importProductsFixture(dataDir(), name, ...options);

describe('otech import products: good files', () => {
  it('reads a ";" UTF-8 file with BOM and French decimals, creating new references and updating existing ones', async () => {
    const before = await readCatalogue(dataDir());
    const result = await importFile('good-semicolon-utf8.csv');
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('2 created, 1 updated, 0 skipped, 0 rejected');
    const after = await readCatalogue(dataDir());
    expect(after.size).toBe(before.size + 2);
    expect(after.get('NEW00001')).toMatchObject({ price: '24.9', poids_unitaire_g: '2650', features: 'Sans entretien|Étanche', category: 'v' });
    // An update changes the columns the file has and keeps the others.
    expect(after.get('VP00001')).toMatchObject({ price: '2.49', stock: '5', warranty: before.get('VP00001')?.warranty });
    expect([...after.keys()].slice(0, before.size)).toEqual([...before.keys()]);
  });

  it('reads a "," Windows-1252 file with legacy column names and a rayon given by its label', async () => {
    const result = await importFile('good-comma-windows1252.csv');
    expect(result.code).toBe(0);
    expect(result.out).toContain('good-comma-windows1252.csv: read as Windows-1252, delimiter ","');
    expect(result.out).toContain('2 created');
    const after = await readCatalogue(dataDir());
    expect(after.get('W125001')).toMatchObject({ name: 'Chargeur intelligent 6/12 V à écran', brand: 'Ansmann', category: 'vc', price: '39.9', poids_unitaire_g: '' });
    // A bare "poids" says no unit: never read as grams (issue 20).
    expect(result.err).toContain('good-comma-windows1252.csv:1: poids: the header gives no unit: weights left out');
    expect(after.get('W125002')?.name).toBe('Batterie caméscope NP-FV100 compatible Sony (équivalent)');
  });

  it('maps spreadsheet headers with accents and units (Référence, Libellé, Prix HT, Poids (g))', async () => {
    const result = await importFile('legacy-headers.csv');
    expect(result.code).toBe(0);
    expect((await readCatalogue(dataDir())).get('L0001')).toMatchObject({ category: 'vp', price: '4.2', stock: '120', poids_unitaire_g: '230' });
  });

  it('counts a row equal to the catalogue as skipped and writes nothing', async () => {
    const first = await importFile('legacy-headers.csv');
    expect(first.code).toBe(0);
    const before = await snapshot(dataDir());
    const again = await importFile('legacy-headers.csv');
    expect(again.out).toContain('0 created, 0 updated, 1 skipped, 0 rejected (nothing written)');
    expect(await snapshot(dataDir())).toEqual(before);
  });

  it('reads an EAN written in digit groups as its digits; a wrong check digit stays a warning, the EAN left out', async () => {
    const file = path.join(dataDir(), 'ean.csv');
    await writeFile(file, 'reference;name;category;price;stock;ean\nE1;Pile;vp;1;1;4 006381 333931\nE2;Pile;vp;1;1;9638 5074\nE3;Pile;vp;1;1;3 700 123 456 789\nVP00001;Pile;vp;1;1;4006 3813 3393 1\n');
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed');
    expect(result.err).toBe(`warning: ${file}:4: ean: expected 8 or 13 digits with a valid GS1 check digit, got "3700123456789"; left out\n`);
    expect(result.out).toContain('3 created, 1 updated, 0 skipped, 0 rejected');
    const after = await readCatalogue(dataDir());
    expect([after.get('E1')?.ean, after.get('E2')?.ean, after.get('E3')?.ean, after.get('VP00001')?.ean]).toEqual(['4006381333931', '96385074', '', '4006381333931']);
  });

  it('re-imports the catalogue file itself as all skipped, and a price and stock update as updates keeping the other columns and blank stocks', async () => {
    const catalogueFile = path.join(dataDir(), 'products.csv');
    // The committed sample reads cleanly: its voltages and capacities already have decimal points, so nothing changes.
    const before = await snapshot(dataDir());
    const stored = await readCatalogue(dataDir());
    const again = await otech('import', 'products', catalogueFile, '--data-dir', dataDir(), '--into-seed');
    expect(again.out).toContain(`0 created, 0 updated, ${stored.size} skipped, 0 rejected (nothing written)`);
    expect(await snapshot(dataDir())).toEqual(before);
    const [first, second] = [...stored.values()];
    const file = path.join(dataDir(), 'prices.csv');
    await writeFile(file, `reference;prix HT;stock\r\n${first?.reference};1 234,50;7\r\n${second?.reference};${second?.price};\r\n`);
    const update = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed');
    expect(update.out).toContain('0 created, 1 updated, 1 skipped, 0 rejected');
    expect(update.err).toContain('1 existing product(s) keep their stored stock');
    const after = await readCatalogue(dataDir());
    expect(after.get(first?.reference ?? '')).toEqual({ ...first, price: '1234.5', stock: '7' });
    expect(after.get(second?.reference ?? '')).toEqual(second);
    expect([...after.keys()]).toEqual([...stored.keys()]);
  });

  it('--dry-run reports the same counts and leaves the data folder as it was', async () => {
    const before = await snapshot(dataDir());
    const result = await importFile('good-semicolon-utf8.csv', '--dry-run');
    expect(result.code).toBe(0);
    expect(result.out).toContain('2 created, 1 updated, 0 skipped, 0 rejected (dry run, nothing written)');
    expect(await snapshot(dataDir())).toEqual(before);
  });

  it('--json prints a machine-readable report', async () => {
    const result = await importFile('bad-number.csv', '--json');
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({ command: 'import products', encoding: 'utf-8', delimiter: ';', created: 2, rejected: 1, written: true });
    expect(report.rejections[0]).toMatchObject({ line: 3, column: 'price' });
    expect(report.warnings[0]).toMatchObject({ line: 4, column: 'stock', reason: 'expected a number, got "beaucoup"; left out, stock 0' });
  });
});

describe('otech import products: bad files give the line and the reason, and change nothing they reject', () => {
  const cases: [string, string[], string[]][] = [
    ['bad-missing-column.csv', [], [':1: reference: missing column: no header names the reference (accepted names: reference, ref, référence produit, code article, SKU, UGS, Variant SKU, Reference #, Handle']],
    ['bad-number.csv', ['--strict'], [':3: price: expected a number, got "douze euros"']],
    ['bad-duplicate.csv', ['--strict'], [':4: reference: duplicate reference "D0001", first seen on line 2']],
    ['bad-missing-value.csv', ['--strict'], [':3: stock: missing value: the row has 4 of 5 columns']],
    ['bad-rayon.csv', [], [':2: category: unknown rayon "zz"']],
    ['empty.csv', [], [':1: (file): empty file']],
  ];
  it.each(cases)('%s', async (name, options, expected) => {
    const before = await snapshot(dataDir());
    const result = await importFile(name, ...options);
    expect(result.code).toBe(1);
    for (const text of expected) expect(result.err).toContain(`${fixture('products', name)}${text}`);
    const rejections = result.err.trim().split('\n').filter((line) => !line.startsWith('warning: '));
    expect(rejections).toHaveLength(expected.length);
    expect(await snapshot(dataDir())).toEqual(before);
  });

  it('imports the good rows and rejects the bad ones without --strict (exit 1)', async () => {
    const result = await importFile('bad-number.csv');
    expect(result.code).toBe(1);
    expect(result.out).toContain('2 created, 0 updated, 0 skipped, 1 rejected');
    const after = await readCatalogue(dataDir());
    expect(after.has('B0001')).toBe(true);
    expect(after.has('B0002')).toBe(false);
    // A bad stock is a warning: the product is created, out of stock rather than a made-up 1.
    expect(after.get('B0003')).toMatchObject({ stock: '0' });
  });

  it('takes blank cells past the header\'s last column (trailing delimiters) as nothing; a filled one makes the row too long', async () => {
    const file = path.join(dataDir(), 'trailing.csv');
    await writeFile(file, 'reference;name;category;price;stock\nT1;Pile;vp;1;1;\nT2;Pile;vp;2;1;;\nT3;Pile;vp;3;1;;oups\n');
    const result = await otech('import', 'products', file, '--data-dir', dataDir(), '--into-seed');
    expect(result.err).toBe(`${file}:4: (row): the row has 7 columns, the header 5 (a delimiter inside an unquoted value?)\n`);
    expect(result.out).toContain('2 created, 0 updated, 0 skipped, 1 rejected');
  });

  it('reads each byte that is not UTF-8 as Windows-1252 when UTF-8 is forced, naming its line', async () => {
    const result = await importFile('good-comma-windows1252.csv', '--encoding', 'utf-8', '--dry-run');
    expect(result.code).toBe(0);
    expect(result.err).toContain(`warning: ${fixture('products', 'good-comma-windows1252.csv')}:2: (encoding): byte 0xE0 is not UTF-8; read as Windows-1252 "à"`);
  });

  it('exits 2 on a bad invocation: missing file, unknown encoding, missing argument', async () => {
    expect((await importFile('no-such-file.csv')).code).toBe(2);
    expect((await importFile('good-semicolon-utf8.csv', '--encoding', 'ebcdic')).code).toBe(2);
    expect((await otech('import', 'products')).code).toBe(2);
  });

  it('prints --help with exit 0', async () => {
    const result = await otech('import', 'products', '--help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('--dry-run');
  });
});
