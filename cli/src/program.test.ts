import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile, readlink, utimes, writeFile } from 'node:fs/promises';
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
    const imported = await otech('import', 'products', out, '--data-dir', dir, '--into-seed', '--dry-run');
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

describe('otech --version and help', () => {
  it('prints the version', async () => {
    const result = await otech('--version');
    expect(result).toEqual({ code: 0, out: '0.1.0\n', err: '' });
  });

  it('subcommand help shows the global options, the accepted columns and the exit codes', async () => {
    const help = await otech('import', 'products', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('--data-dir <dir>');
    expect(help.out).toMatch(/reference\s+reference, ref, référence produit, code article, SKU, UGS, Variant SKU, Reference #/);
    expect(help.out).toContain('Exit codes:');
    expect(help.out).toContain('130  interrupted (Ctrl-C) before anything was written');
    for (const command of ['clients', 'images']) {
      const other = await otech('import', command, '--help');
      expect(other.out).toContain('--data-dir <dir>');
      expect(other.out).toContain('Exit codes:');
    }
  });
});

describe('the otech binary', () => {
  const manifest = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/otech-cli/manifest.json');
  const builtProgram = async () => JSON.parse(await readFile(manifest, 'utf8')).main as string;

  it('runs a cached bundle, rebuilt once a source file changes and reused while none does', async () => {
    spawnSync(process.execPath, [BIN, '--version']);
    const first = await builtProgram();
    expect(spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8' }).stdout).toBe('0.1.0\n');
    expect(await builtProgram()).toBe(first);
    const source = path.join(path.dirname(fileURLToPath(import.meta.url)), 'report.ts');
    const now = new Date();
    await utimes(source, now, now);
    expect(spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8' }).stdout).toBe('0.1.0\n');
    expect(await builtProgram()).not.toBe(first);
  }, 60_000);

  it('runs the bundled dependencies: an import, and the seed build through the API\'s modules', () => {
    const csv = path.join(dir, 'one.csv');
    spawnSync('sh', ['-c', `printf 'SKU;Title;Categories;Regular price;Stock\\nB-1;Pile;Piles;1,5;3\\n' > ${csv}`]);
    const imported = spawnSync(process.execPath, [BIN, 'import', 'products', csv, '--data-dir', dir, '--into-seed'], { encoding: 'utf8' });
    expect(imported.stdout).toContain('1 created, 0 updated, 0 skipped, 0 rejected');
    const runtime = path.join(dir, 'runtime');
    const built = spawnSync(process.execPath, [BIN, 'seed', 'build', '--runtime-dir', runtime], { encoding: 'utf8' });
    expect(built.stderr).toBe('');
    expect(built.stdout).toMatch(/built with \d+ products/);
  }, 60_000);
});

/** Resolves once the process has `file` open: it is reading its input, not yet writing. */
async function whenReading(pid: number, file: string): Promise<void> {
  for (;;) {
    const open = await readdir(`/proc/${pid}/fd`).then(
      (fds) => Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => ''))),
      (): string[] => [],
    );
    if (open.includes(file)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('interrupted import', () => {
  it('Ctrl-C while reading says "interrupted, nothing written", exits 130 and leaves the data folder byte for byte', async () => {
    const big = path.join(dir, 'big.csv');
    const generated = await otech('generate', 'products', '--count', '40000', '--seed', '3');
    await writeFile(big, generated.out);
    const before = await snapshot(dir);
    // The first run of the binary may compile its bundle; do it before the timed run.
    spawnSync(process.execPath, [BIN, '--version']);
    const child = spawn(process.execPath, [BIN, 'import', 'products', big, '--data-dir', dir, '--into-seed'], { stdio: 'pipe' });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    await whenReading(child.pid ?? 0, big);
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(130);
    expect(err).toBe('\ninterrupted, nothing written\n');
    expect(await snapshot(dir)).toEqual(before);
  }, 60_000);

  it('removes the temporary files a killed import left behind', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const leftover = path.join(dir, `.products.csv.otech-${dead}.tmp`);
    await writeFile(leftover, 'half a catalogue');
    const file = path.join(dir, 'one.csv');
    await writeFile(file, 'reference;name;category;price;stock\nK-1;Pile;vp;1;2\n');
    expect((await otech('import', 'products', file, '--data-dir', dir, '--into-seed')).code).toBe(0);
    expect(await readdir(dir)).not.toContain(path.basename(leftover));
  });
});
