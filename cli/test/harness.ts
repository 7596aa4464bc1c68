import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { run } from '../src/program.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const REPO_DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../data');

export const fixture = (...parts: string[]): string => path.join(FIXTURES, ...parts);

/** A temporary copy of the committed data folder (the files an import reads and writes). */
export async function tempDataDir(files = ['products.csv', 'rayons.json', 'clients.json']): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'otech-cli-'));
  for (const file of files) await cp(path.join(REPO_DATA, file), path.join(dir, file));
  return dir;
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/** Every file under `dir` with a digest of its bytes, to prove a failed import changed nothing. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(await readFile(file)).digest('hex');
  }
  return out;
}

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** Runs `otech …` in-process with its output captured. */
export async function otech(...args: string[]): Promise<CliResult> {
  let out = '';
  let err = '';
  const code = await run(args, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

/** A fresh copy of data/ for each test of the calling file (the getter reads the current one). */
export function freshDataDir(): () => string {
  let dir = '';
  beforeEach(async () => {
    dir = await tempDataDir();
  });
  afterEach(() => removeDir(dir));
  return () => dir;
}

/** `otech import products <fixture> --data-dir <dataDir> …options`. */
export const importProductsFixture = (dataDir: string, name: string, ...options: string[]) =>
  otech('import', 'products', fixture('products', name), '--data-dir', dataDir, '--into-seed', '--into-seed', ...options);
