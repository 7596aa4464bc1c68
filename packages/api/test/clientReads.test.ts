import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allClients, clientById, insertClient } from '../src/db/clients.ts';
import { TestApi } from './helpers.ts';
import { rowsReadFrom } from './rowsRead.ts';

/*
 * The clients' statistics (GET /clients/admin/stats) count the clients in the database, a row per
 * famille and state, and the administration's list without a search (GET /clients) is a page of the
 * database, instead of reading every client (issue 12: 10,000 clients at the bench's scale).
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

describe("the administration's list of clients without a search", () => {
  const page = async (query: string) => {
    let body: { clients: { id: number; actif: boolean }[]; total: number } = { clients: [], total: 0 };
    const rows = await rowsReadFrom(t.api.db, 'clients', async () => {
      body = (await t.call('GET', `/clients?${query}`, { token: admin })).body as typeof body;
    });
    return { ids: body.clients.map((client) => client.id), body, rows };
  };

  it('reads one page and its count, in id order, the active or inactive ones alone when asked', async () => {
    const clients = await allClients(t.api.db);
    const second = await page('page=2&pageSize=5');
    expect(second).toMatchObject({ ids: clients.slice(5, 10).map((client) => client.id), rows: 5 + 1 });
    expect(second.body.total).toBe(clients.length);
    const inactive = clients.filter((client) => !client.actif);
    const asked = await page('actif=false&pageSize=4');
    expect(asked).toMatchObject({ ids: inactive.slice(0, 4).map((client) => client.id), rows: 4 + 1 });
    expect(asked.body.total).toBe(inactive.length);
    // A page past the end gives the last, as the domain's paginate does.
    const last = await page(`page=99&pageSize=10&actif=true`);
    const active = clients.filter((client) => client.actif);
    expect(last.ids).toEqual(active.slice(Math.floor((active.length - 1) / 10) * 10).map((client) => client.id));
  });
});
