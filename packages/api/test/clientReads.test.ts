import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allClients, clientById, insertClient } from '../src/db/clients.ts';
import { TestApi } from './helpers.ts';
import { rowsReadFrom } from './rowsRead.ts';

/*
 * The clients' statistics (GET /clients/admin/stats) count the clients in the database, a row per
 * famille and state, instead of reading every client (issue 12: 10,000 clients at the bench's scale).
 */

const ADDED = 30;
let t: TestApi;
let admin: string;

beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  const model = (await clientById(t.api.db, 1))!;
  for (let n = 1; n <= ADDED; n += 1) {
    await insertClient(t.api.db, (id) => ({ ...model, id, email: `groupe${n}@stats.fr`, pseudo: `GROUPE${n}`, famille: 'Grossiste', actif: n % 3 !== 0, bloque: n % 5 === 0 }));
  }
});
afterAll(() => t.stop());

describe("the clients' statistics", () => {
  it('count every client by state and role while reading a row per famille and state', async () => {
    let body: unknown;
    const rows = await rowsReadFrom(t.api.db, 'clients', async () => {
      body = (await t.call('GET', '/clients/admin/stats', { token: admin })).body;
    });
    const clients = await allClients(t.api.db);
    const grossistes = clients.filter((client) => client.famille === 'Grossiste');
    expect(body).toMatchObject({
      total: clients.length,
      actifs: clients.filter((client) => client.actif).length,
      inactifs: clients.filter((client) => !client.actif).length,
      bloques: clients.filter((client) => client.bloque).length,
      parFamille: { wholesaler: grossistes.length },
    });
    const groups = new Set(clients.map((client) => `${client.famille}|${client.actif}|${client.bloque}`));
    expect(rows).toBe(groups.size);
    expect(rows).toBeLessThan(clients.length - ADDED / 2);
  });
});
