import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { otech, removeDir, snapshot, tempDataDir } from '../test/harness.ts';

const BIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../bin/otech.mjs');

let dir: string;
beforeEach(async () => {
  dir = await tempDataDir();
});
afterEach(() => removeDir(dir));

describe('otech generate products', () => {
  it('writes N valid catalogue rows, the same for the same seed', async () => {
    const out = path.join(dir, 'generated.csv');
    expect((await otech('generate', 'products', '--count', '50', '--out', out)).code).toBe(0);
    const again = await otech('generate', 'products', '--count', '50');
    const text = await readFile(out, 'utf8');
    expect(again.out).toBe(text);
    expect((await otech('generate', 'products', '--count', '50', '--seed', '9')).out).not.toBe(text);
    const imported = await otech('import', 'products', out, '--data-dir', dir, '--dry-run');
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('0 rejected');
    expect(text.trim().split('\n')).toHaveLength(51);
  });

  it('with --images, writes front and back pictures, HD and thumbnail, for every product', async () => {
    const images = path.join(dir, 'pictures');
    expect((await otech('generate', 'products', '--count', '3', '--images', images, '--out', path.join(dir, 'three.csv'))).code).toBe(0);
    const references = (await readFile(path.join(dir, 'three.csv'), 'utf8')).trim().split('\n').slice(1).map((row) => row.split(';')[0] ?? '');
    for (const reference of references) {
      for (const file of ['av.jpg', 'ar.jpg', 'thumb/av.jpg', 'thumb/ar.jpg']) {
        const bytes = await readFile(path.join(images, reference, file));
        expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      }
    }
  });

  it('refuses a count that is not a whole number (exit 2)', async () => {
    expect((await otech('generate', 'products', '--count', 'beaucoup')).code).toBe(2);
    expect((await otech('generate', 'products')).code).toBe(2);
  });
});

describe('otech invocation', () => {
  it('prints help with exit 0, and exits 2 on an unknown command or a missing subcommand', async () => {
    const help = await otech('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('import');
    for (const command of ['import', 'seed', 'generate']) {
      expect((await otech(command, '--help')).code).toBe(0);
    }
    expect((await otech('export')).code).toBe(2);
    expect((await otech('import')).code).toBe(2);
  });
});

describe('interrupted import', () => {
  it('leaves the data folder byte for byte as it was when stopped with Ctrl-C (SIGINT) mid-import', async () => {
    const big = path.join(dir, 'big.csv');
    const generated = await otech('generate', 'products', '--count', '40000', '--seed', '3');
    await writeFile(big, generated.out);
    const before = await snapshot(dir);
    const child = spawn(process.execPath, [BIN, 'import', 'products', big, '--data-dir', dir], { stdio: 'pipe' });
    setTimeout(() => child.kill('SIGINT'), 1500);
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGINT');
    expect(await snapshot(dir)).toEqual(before);
  }, 60_000);
});
