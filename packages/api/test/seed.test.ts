import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRuntimeDb, checkSeedSources, formatSeedProblem } from '../src/seed/index.ts';
import { FIXTURE_DATA } from './helpers.ts';

let dir: string;
const data = (file: string) => path.join(dir, 'data', file);
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'otech-seed-'));
  cpSync(FIXTURE_DATA, path.join(dir, 'data'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('seed builder', () => {
  it('finds nothing wrong in the fixture sources', async () => {
    expect(await checkSeedSources(path.join(dir, 'data'))).toEqual([]);
  });

  it('names the file and CSV line of a bad product row, and the record of a bad JSON record', async () => {
    appendFileSync(data('products.csv'), 'VX-BAD-9;;Pile cassée;;;vx;;;;;;abc;1;;;;;;;;;;;false\n');
    const clients = JSON.parse(readFileSync(data('clients.json'), 'utf8')) as object[];
    writeFileSync(data('clients.json'), JSON.stringify([...clients, { id: 9, pseudo: 'X', societe: 'X', email: 'pas-un-email' }]));
    writeFileSync(data('admins.json'), '{ not json');
    const problems = await checkSeedSources(path.join(dir, 'data'));
    expect(problems.map(formatSeedProblem)).toEqual([
      expect.stringMatching(/^products\.csv:7: price: expected a number/),
      expect.stringMatching(/^clients\.json record 4: email: /),
      expect.stringMatching(/^admins\.json: not valid JSON/),
    ]);
  });

  it('checks dashboard records with the domain schema of their entity and keeps them whole', async () => {
    const orders = JSON.parse(readFileSync(data('orders.json'), 'utf8')) as Record<string, unknown>[];
    writeFileSync(data('orders.json'), JSON.stringify([...orders, { ...orders[0], id: 'ord-bad', status: 'lost' }, { id: 'ord-x' }]));
    const problems = (await checkSeedSources(path.join(dir, 'data'))).map(formatSeedProblem);
    expect(problems).toEqual([expect.stringMatching(/^orders\.json record 3: clientId: /), expect.stringMatching(/^orders\.json record 2: status: /)]);
    const runtimeDir = path.join(dir, 'db');
    await buildRuntimeDb({ dataDir: path.join(dir, 'data'), runtimeDir, force: false });
    const store = JSON.parse(readFileSync(path.join(runtimeDir, 'store.json'), 'utf8')) as { orders: Record<string, unknown>[] };
    expect(store.orders).toEqual(orders);
  });

  it('reports a duplicate product id and keeps the first row', async () => {
    appendFileSync(data('products.csv'), 'VP-AA-001;;Doublon;;;vp;;;;;;1;1;;;;;;;;;;;false\n');
    expect((await checkSeedSources(path.join(dir, 'data'))).map(formatSeedProblem)).toEqual(['products.csv:7: duplicate id "VP-AA-001", row left out']);
  });

  it('builds the documents, leaving bad records out, and does not overwrite an existing database unless forced', async () => {
    appendFileSync(data('products.csv'), 'VX-BAD-9;;Pile cassée;;;vx;;;;;;abc;1;;;;;;;;;;;false\n');
    const runtimeDir = path.join(dir, 'db');
    const result = await buildRuntimeDb({ dataDir: path.join(dir, 'data'), runtimeDir, force: false });
    expect(result).toMatchObject({ built: true, counts: { products: 5, rayons: 5, clients: 4, admins: 1 } });
    expect(result.built && result.problems).toHaveLength(1);
    for (const file of ['store.json']) expect(existsSync(path.join(runtimeDir, file))).toBe(true);
    const store = JSON.parse(readFileSync(path.join(runtimeDir, 'store.json'), 'utf8')) as { orders: { clientId: number }[] };
    expect(store.orders.map((order) => order.clientId)).toEqual([1, 2]);
    expect(await buildRuntimeDb({ dataDir: path.join(dir, 'data'), runtimeDir, force: false })).toEqual({ built: false });
    expect((await buildRuntimeDb({ dataDir: path.join(dir, 'data'), runtimeDir, force: true })).built).toBe(true);
  });
});
