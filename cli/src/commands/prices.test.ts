import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otech, removeDir, snapshot, tempDataDir } from '../../test/harness.ts';

/* Issue 21: a price list as a CSV into and out of the runtime database, and the wholesaler review on demand. */

let dir: string;
let dataDir: string;
const sqlDir = () => path.join(dir, 'sql');
const db = () => ['--data-dir', dataDir, '--sql-dir', sqlDir()];

const GOOD = ['rule;brand;CTEK;;;20', 'net;product;VP00001;;1,95;', 'break;product;VP00001;10;1.80;'];
const BAD = ['net;product;VP00002;;-2,00;', 'break;category;vp;1;;5', 'rule;category;vp;;;150', 'net;product;ZZ00000;;3.00;'];
const csv = (lines: readonly string[]) => ['type;scope;target;min_quantity;price_ht;percent_off', ...lines].join('\r\n') + '\r\n';

beforeAll(async () => {
  delete process.env['DATABASE_URL'];
  dir = await mkdtemp(path.join(tmpdir(), 'otech-prices-db-'));
  // No invoices: every Revendeur / Grossiste client of the seed is at 0 € a month.
  dataDir = await tempDataDir(['products.csv', 'rayons.json', 'clients.json', 'admins.json', 'price-lists.json']);
  await writeFile(path.join(dir, 'premium.csv'), csv([...GOOD, ...BAD]));
});
afterAll(async () => {
  await removeDir(dir);
  await removeDir(dataDir);
});

describe('otech import prices and otech export prices (issue 21)', () => {
  it('reports each bad line with its own message and writes nothing; --dry-run writes nothing either', async () => {
    const seedBefore = await snapshot(dataDir);
    const before = await otech('export', 'prices', '--list', 'premium', ...db());
    const file = path.join(dir, 'premium.csv');
    const refused = await otech('import', 'prices', file, '--list', 'premium', ...db());
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${file}:5: price_ht: negative price -2,00: a price is 0 or more`);
    expect(refused.err).toContain(`${file}:6: min_quantity: break below 2 units (1): a quantity break starts at 2 units`);
    expect(refused.err).toContain(`${file}:7: percent_off: percentage 150 above 100`);
    expect(refused.err).toContain(`${file}:8: target: unknown reference ZZ00000`);
    expect(refused.err).toContain('nothing written: fix the lines above, or give --force-valid-rows');
    expect(refused.out).toContain('0 created, 0 updated, 0 skipped, 4 rejected (nothing written)');
    const dry = await otech('import', 'prices', file, '--list', 'premium', '--dry-run', '--force-valid-rows', ...db());
    expect(dry.out).toContain('(dry run, nothing written)');
    expect((await otech('export', 'prices', '--list', 'premium', ...db())).out).toBe(before.out);
    expect(await snapshot(dataDir)).toEqual(seedBefore);
  }, 240_000);

  it('writes the good lines with --force-valid-rows, and exports the list as a CSV that imports back unchanged', async () => {
    const forced = await otech('import', 'prices', path.join(dir, 'premium.csv'), '--list', 'premium', '--force-valid-rows', ...db());
    expect(forced.out).toContain('3 created, 0 updated, 0 skipped, 4 rejected');
    const out = path.join(dir, 'exported.csv');
    await otech('export', 'prices', '--list', 'premium', '-o', out, ...db());
    const exported = await readFile(out, 'utf8');
    expect(exported).toBe(
      '\uFEFFtype;scope;target;min_quantity;price_ht;percent_off\r\nrule;brand;CTEK;;;20\r\nnet;product;VP00001;;1.95;\r\nbreak;product;VP00001;10;1.80;\r\n',
    );
    const again = await otech('import', 'prices', out, '--list', 'premium', ...db());
    expect([again.code, again.err]).toEqual([0, '']);
    expect((await otech('export', 'prices', '--list', 'premium', ...db())).out).toBe(exported);
  }, 120_000);
});

describe('otech prices review (issue 21)', () => {
  it('lists who would move with their figure on a dry run, then moves them, after which none is left to move', async () => {
    const dry = await otech('prices', 'review', '--dry-run', ...db());
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/\t0\.00 EUR HT a month\twould move to Professionnel\n/);
    const moving = Number(/(\d+) would move \(dry run, nothing written\)/.exec(dry.out)?.[1]);
    expect(moving).toBeGreaterThan(0);
    const run = await otech('prices', 'review', ...db());
    expect(run.out).toContain(`${moving} moved`);
    const after = await otech('prices', 'review', '--dry-run', ...db());
    expect(after.out).toMatch(/: 0 client\(s\) reviewed, 0 would move/);
  }, 120_000);
});
