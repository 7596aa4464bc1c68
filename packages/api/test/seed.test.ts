import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSql } from '../src/db/sql/connect.ts';
import type { SqlDatabase } from '../src/db/sql/connect.ts';
import { buildSqlDb, checkSeedSources, formatSeedProblem } from '../src/seed/index.ts';
import { readSeedSources } from '../src/seed/sources.ts';
import { ProductIndex } from '../src/catalogue/productIndex.ts';
import { testDatabase } from './database.ts';
import type { TestDatabase } from './database.ts';
import { FIXTURE_DATA } from './helpers.ts';

/** The first test of a run to ask for the template database creates its cluster: up to a minute on a loaded machine. */
const BUILD_TIMEOUT = 120_000;

let dir: string;
let seeded: TestDatabase | undefined;
const data = (file: string) => path.join(dir, 'data', file);
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'otech-seed-'));
  cpSync(FIXTURE_DATA, path.join(dir, 'data'), { recursive: true });
});
afterEach(async () => {
  await seeded?.drop();
  seeded = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A database holding the fixture's seed (a copy of the run's template), for the builds to rebuild or leave. */
async function database(): Promise<TestDatabase> {
  seeded = await testDatabase(FIXTURE_DATA, 'fixture-without-photos', path.join(dir, 'sql'));
  if ('url' in seeded.location) await buildSqlDb({ dataDir: FIXTURE_DATA, location: seeded.location, force: false });
  return seeded;
}

/** What a query answers on the test's database, opened for it alone. */
async function stored<T>(query: (sql: SqlDatabase) => Promise<T>): Promise<T> {
  const sql = await openSql((seeded as TestDatabase).location);
  try {
    return await query(sql);
  } finally {
    await sql.destroy();
  }
}

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
    await buildSqlDb({ dataDir: path.join(dir, 'data'), location: (await database()).location, force: true });
    expect(await stored((sql) => sql.selectFrom('orders').select('record').orderBy('seq').execute())).toEqual(orders.map((record) => ({ record })));
  }, BUILD_TIMEOUT);

  it('seeds voltages and capacities with a decimal point and facet values in one spelling, so a facet lists 7.2 and Varta once', async () => {
    appendFileSync(
      data('products.csv'),
      [
        'VX-COMMA-1;;Batterie 7,2 V;VARTA ;;vx;;;7,2;1,2 Ah;;9.9;1;;;;;;;;;;;false',
        'VX-COMMA-2;;Batterie 7,2 V bis;GP\u00a0 Batteries;;vx;;;7.2;1.2 Ah;;9.9;1;;;;;;;;;;;false',
        'VX-COMMA-3;;Batterie 7,2 V ter;gp batteries;;vx;;;7,2\u00a0;;;9.9;1;;;;;;;;;;;false',
        '',
      ].join('\n'),
    );
    const { products } = await readSeedSources(path.join(dir, 'data'));
    expect(products.filter((product) => product.id.startsWith('VX-COMMA')).map(({ voltage, capacity, brand }) => [voltage, capacity, brand])).toEqual([
      ['7.2', '1.2 Ah', 'VARTA'],
      ['7.2', '1.2 Ah', 'GP Batteries'],
      ['7.2', undefined, 'gp batteries'],
    ]);
    const facets = new ProductIndex(products);
    expect(facets.voltages()).toEqual(['1.5', '3.7', '3.7/7.4', '7.2']);
    expect(facets.brands()).toEqual(['Ansmann', 'Canon', 'Duracell', 'GP Batteries', 'Nokia', 'Varta']);
  });

  it('reports a duplicate product id and keeps the first row', async () => {
    appendFileSync(data('products.csv'), 'VP-AA-001;;Doublon;;;vp;;;;;;1;1;;;;;;;;;;;false\n');
    expect((await checkSeedSources(path.join(dir, 'data'))).map(formatSeedProblem)).toEqual(['products.csv:7: duplicate id "VP-AA-001", row left out']);
  });

  it('fills the SQL database, leaving bad records out, and does not overwrite a seeded one unless forced', async () => {
    appendFileSync(data('products.csv'), 'VX-BAD-9;;Pile cassée;;;vx;;;;;;abc;1;;;;;;;;;;;false\n');
    const { location } = await database();
    const build = (force: boolean) => buildSqlDb({ dataDir: path.join(dir, 'data'), location, force });
    expect(await build(false)).toEqual({ built: false });
    const result = await build(true);
    expect(result).toMatchObject({ built: true, counts: { products: 5, rayons: 5, clients: 4, admins: 4 } });
    expect(result.built && result.problems).toHaveLength(1);
    expect(await stored((sql) => sql.selectFrom('products').select('id').where('id', '=', 'VX-BAD-9').execute())).toEqual([]);
    expect(await stored((sql) => sql.selectFrom('orders').select('client_id').orderBy('seq').execute())).toEqual([{ client_id: 1 }, { client_id: 2 }]);
  }, BUILD_TIMEOUT);

  it('moves the catalogue version on with a forced rebuild, so another API process reads the new catalogue', async () => {
    const { location } = await database();
    const version = () => stored(async (sql) => Number((await sql.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version));
    const before = await version();
    appendFileSync(data('products.csv'), 'VX-NEW-1;;Pile neuve;;;vp;;;;;;2.5;10;;;;;;;;;;;false\n');
    await buildSqlDb({ dataDir: path.join(dir, 'data'), location, force: true });
    expect(await version()).toBeGreaterThan(before);
  }, BUILD_TIMEOUT);
});
