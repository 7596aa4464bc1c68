import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixture, otech, removeDir, snapshot, tempDataDir } from '../../test/harness.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir();
});
afterEach(() => removeDir(dataDir));

const importImages = (name: string, ...options: string[]) =>
  otech('import', 'images', fixture('images', name), '--data-dir', dataDir, '--into-seed', ...options);
const stored = (reference: string, file: string) => readFile(path.join(dataDir, 'images', reference, file));

describe('otech import images', () => {
  it('stores files named by reference: JPEG kept byte for byte, PNG converted, 320 px thumbnails, AV by default', async () => {
    const result = await importImages('photos');
    expect(result.out).toContain('3 created, 0 updated, 0 skipped, 2 rejected');
    expect(await stored('VP00001', 'av.jpg')).toEqual(await readFile(fixture('images', 'photos', 'VP00001_AV.jpg')));
    const back = await stored('VP00001', 'ar.jpg');
    expect(back.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(await stored('VP00001', 'thumb/av.jpg')).metadata()).width).toBe(320);
    expect((await sharp(await stored('V00002', 'thumb/av.jpg')).metadata()).format).toBe('jpeg');
  });

  it('names each rejected image file and why, and warns about files it ignores', async () => {
    const result = await importImages('photos');
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${fixture('images', 'photos', 'CA00002_AR.jpg')}: image: not a JPEG or PNG image (starts with 3c 68 74 6d)`);
    expect(result.err).toContain(`${fixture('images', 'photos', 'NOPE00001_AV.jpg')}: reference: unknown product reference "NOPE00001"`);
    expect(result.err).toContain('notes.txt: not named <reference>[_AV|_AR].jpg|png, ignored');
  });

  it('takes a name in other letter case (vp00001-ar.JPG) for its reference, and passes over what file managers leave in a folder', async () => {
    const folder = path.join(dataDir, 'export');
    await mkdir(folder);
    const photo = await readFile(fixture('images', 'photos', 'VP00001_AV.jpg'));
    await writeFile(path.join(folder, 'vp00001-ar.JPG'), photo);
    await writeFile(path.join(folder, 'VP00001 (1).jpg'), photo);
    for (const system of ['.DS_Store', 'Thumbs.db', 'desktop.ini']) await writeFile(path.join(folder, system), 'x');
    const result = await otech('import', 'images', folder, '--data-dir', dataDir, '--into-seed');
    expect(result.out).toContain('1 created, 0 updated, 0 skipped, 1 rejected');
    expect(result.err).toBe(`${path.join(folder, 'VP00001 (1).jpg')}: reference: unknown product reference "VP00001 (1)" (not in data/products.csv)\n`);
    expect(await stored('VP00001', 'ar.jpg')).toEqual(photo);
  });

  it('decodes legacy base64 records (data-URL prefix or not) and gives the line of each bad one', async () => {
    const result = await importImages('base64.json');
    const file = fixture('images', 'base64.json');
    expect(result.code).toBe(1);
    expect(result.out).toContain('2 created, 0 updated, 0 skipped, 4 rejected');
    expect(result.err).toContain(`${file}:12: base64: truncated base64: 2157 characters is not a multiple of 4`);
    expect(result.err).toContain(`${file}:17: base64: not a JPEG or PNG image (starts with 68 65 6c 6c)`);
    expect(result.err).toContain(`${file}:22: reference: unknown product reference "ZZ99999"`);
    expect(result.err).toContain(`${file}:27: base64: damaged JPEG image: VipsJpeg: premature end of JPEG image`);
    expect((await stored('VB00001', 'av.jpg')).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await stored('VB00001', 'ar.jpg')).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('reads a CSV of reference;type;base64 and rejects a bad side and bad characters by line', async () => {
    const result = await importImages('base64.csv');
    const file = fixture('images', 'base64.csv');
    expect(result.err).toContain(`${file}:3: type: expected AV (front) or AR (back), got "XX"`);
    expect(result.err).toContain(`${file}:4: base64: not base64: unexpected "$"`);
    expect(result.out).toContain('1 created');
  });

  it('leaves the data folder unchanged with --strict, --dry-run, or an image over --max-size', async () => {
    const before = await snapshot(dataDir);
    expect((await importImages('base64.json', '--strict')).code).toBe(1);
    expect((await importImages('photos', '--dry-run')).out).toContain('(dry run, nothing written)');
    const tooBig = await importImages('photos', '--max-size', '1000', '--strict');
    expect(tooBig.err).toMatch(/VP00001_AV\.jpg: image: image of \d+ bytes is over the limit of 1000 bytes/);
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('refuses an image over 40 megapixels from its header, before decoding it (issue 27)', async () => {
    const before = await snapshot(dataDir);
    // huge/VP00001_AV.png: a 2 x 2 PNG whose header says 16,000 x 16,000.
    const result = await importImages('huge');
    expect(result.err).toContain(`${fixture('images', 'huge', 'VP00001_AV.png')}: image: image of 16000x16000 pixels is over the limit of 40000000 pixels`);
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('counts an identical image as skipped on a second import', async () => {
    await importImages('photos');
    const again = await importImages('photos');
    expect(again.out).toContain('0 created, 0 updated, 3 skipped');
  });

  it('exits 2 for a missing input or an unsupported file type', async () => {
    expect((await importImages('nothing-here')).code).toBe(2);
    expect((await otech('import', 'images', fixture('images', 'photos', 'notes.txt'), '--data-dir', dataDir, '--into-seed')).code).toBe(2);
  });

  it('refuses a JSON null in one line, exit 2, without a stack trace', async () => {
    const file = path.join(dataDir, 'images.json');
    await writeFile(file, 'null');
    const result = await otech('import', 'images', file, '--data-dir', dataDir, '--into-seed');
    expect(result).toEqual({ code: 2, out: '', err: `error: ${file}: expected a JSON list or object of base64 images, not null\n` });
  });
});

describe('base64 records in a one-line JSON file (issue 20)', () => {
  it('names each rejected record by its place and reference, all being on line 1', async () => {
    const oneLine = path.join(dataDir, 'one-line.json');
    await writeFile(oneLine, JSON.stringify(JSON.parse(await readFile(fixture('images', 'base64.json'), 'utf8'))));
    const result = await otech('import', 'images', oneLine, '--data-dir', dataDir, '--into-seed');
    expect(result.out).toContain('2 created, 0 updated, 0 skipped, 4 rejected');
    expect(result.err).toMatch(/one-line\.json:1: record \d \(\w+\) base64: truncated base64: 2157 characters is not a multiple of 4/);
    expect(result.err).toMatch(/one-line\.json:1: record \d \(ZZ99999\) reference: unknown product reference "ZZ99999"/);
  });
});
