import diagnostics_channel from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportResult, Product } from '@otech/domain';
import { TestApi } from '../../../test/helpers.ts';
import { CATALOGUE_IMPORT_MAX_BYTES, CATALOGUE_IMPORT_MESSAGES } from './catalogueImport.ts';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await TestApi.start();
  admin = await api.adminToken();
});
afterAll(() => api.stop());

async function importCsv(csv: Uint8Array, query: string) {
  const response = await fetch(`${api.api.url}/admin/catalogue/import?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` },
    body: csv,
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as CatalogueImportResult & { message?: string } };
}

/** The rayons of the test fixture's catalogue. */
const FIXTURE_RAYONS = new Set(['vp', 'vc', 'vb', 'dc']);

/** An export of `rows` products: the seed's rows (data/products.csv) of the fixture's rayons, repeated under new references. */
function exportOf(rows: number, price?: string): Buffer {
  const [header, ...lines] = readFileSync(fileURLToPath(new URL('../../../../../data/products.csv', import.meta.url)), 'utf8').trimEnd().split('\n');
  const usable = lines.filter((line) => FIXTURE_RAYONS.has(line.split(';')[5] ?? ''));
  const out = [header];
  for (let i = 0; i < rows; i += 1) {
    const cells = (usable[i % usable.length] as string).split(';');
    cells[0] = `BIG-${String(i + 1).padStart(5, '0')}`;
    if (price !== undefined) cells[11] = price;
    out.push(cells.join(';'));
  }
  return Buffer.from(`${out.join('\n')}\n`);
}

/** Calls `then` as soon as the server holds the whole body of a request to `path`. */
function onBodyReceived(path: string, then: () => void): () => void {
  const listener = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    if (request.url?.includes(path)) request.once('end', then);
  };
  diagnostics_channel.subscribe('http.server.request.start', listener);
  return () => diagnostics_channel.unsubscribe('http.server.request.start', listener);
}

describe('the catalogue import reads files off the request thread (issue 11)', () => {
  it('answers other requests while a 40,000-row file (24 MB) is read, and accepts a file that size', async () => {
    const csv = exportOf(40_000);
    expect(csv.length).toBeGreaterThan(16 * 1024 * 1024);
    const answered: string[] = [];
    let other: Promise<void> | undefined;
    // Sent once the server holds the whole file: while the file was read on the request thread, nothing else was answered until the import was.
    const stop = onBodyReceived('/admin/catalogue/import', () => {
      other = api.call('GET', '/products?_limit=1').then(({ status }) => void answered.push(`products ${status}`));
    });
    let imported;
    try {
      imported = await importCsv(csv, 'file=export.csv');
      answered.push(`import ${imported.status}`);
      await other;
    } finally {
      stop();
    }
    expect(answered).toEqual(['products 200', 'import 200']);
    expect(imported.body).toMatchObject({ created: 40_000, rejected: 0, applied: false });
  }, 120_000);

  it('refuses a third import while two are under way, in French with a Retry-After, and answers the two', async () => {
    const csv = exportOf(40_000);
    const answers = await Promise.all([1, 2, 3].map(() => importCsv(csv, 'file=export.csv')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503]);
    expect(answers.find((answer) => answer.status === 503)).toMatchObject({ retryAfter: '10', body: { message: CATALOGUE_IMPORT_MESSAGES.busy } });
  }, 120_000);

  it('refuses a file over the limit naming the limit', async () => {
    const answer = await importCsv(Buffer.alloc(CATALOGUE_IMPORT_MAX_BYTES + 1, 'a'), 'file=huge.csv');
    expect(answer).toMatchObject({ status: 413, body: { message: 'Fichier trop volumineux : 48 Mo au plus' } });
  }, 60_000);

  it('writes nothing when the catalogue changed while an applied file was read (its plan compared the former catalogue)', async () => {
    const edit = { name: 'Pile alcaline AA LR6 modifiée pendant un import', description: 'Blister de 4', category: 'vp', price: 3.1, stock: 5, isPromoted: false };
    let edited: Promise<number> | undefined;
    // Edited from the catalogue page once the server holds the whole file, while its thread reads it.
    const stop = onBodyReceived('/admin/catalogue/import', () => {
      edited = api.call('PUT', '/admin/products/VP-AA-001', { token: admin, body: edit }).then(({ status }) => status);
    });
    let answer;
    try {
      answer = await importCsv(exportOf(10_000, '7.77'), 'file=export.csv&apply=true');
    } finally {
      stop();
    }
    expect(await edited).toBe(200);
    expect(answer).toMatchObject({ status: 409, body: { message: CATALOGUE_IMPORT_MESSAGES.catalogueChanged } });
    expect((await api.call('GET', '/products/BIG-00001')).status).toBe(404);
    expect((await api.call('GET', '/products/VP-AA-001')).body).toMatchObject({ name: edit.name });
  }, 120_000);

  it('writes an applied file and compares a second one with what the first wrote, chunk by chunk', async () => {
    const first = await importCsv(exportOf(2500), 'file=export.csv&apply=true');
    expect(first.body).toMatchObject({ created: 2500, updated: 0, rejected: 0, applied: true });
    const again = await importCsv(exportOf(2500, '9.99'), 'file=export.csv&apply=true');
    expect(again.body).toMatchObject({ created: 0, updated: 2500, rejected: 0, applied: true });
    expect((await api.call('GET', '/products/BIG-02500')).body as Product).toMatchObject({ reference: 'BIG-02500', price: 9.99 });
  }, 120_000);
});
