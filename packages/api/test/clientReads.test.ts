import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAccountState, isAccountUsable, searchAdminClients } from '@otech/domain';
import type { Client } from '@otech/domain';
import { allClients, clientById, insertClient, updateClient } from '../src/db/clients.ts';
import { searchableClient } from '../src/records/clients.ts';
import { TestApi } from './helpers.ts';
import { rowsReadFrom } from './rowsRead.ts';

/*
 * The clients' statistics (GET /clients/admin/stats) count the clients in the database, a row per
 * famille and state, and the administration's lists of clients (GET /clients, GET /admin/clients),
 * searched or not, are found and paged by the database, instead of reading every client (issue 12:
 * 10,000 clients at the bench's scale).
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
  for (const [n, named] of SEARCHED.entries()) {
    await insertClient(t.api.db, (id) => ({ ...model, id, email: `cherche${n}@exemple.fr`, pseudo: `CHERCHE${n}`, prenom: undefined, nom: undefined, representant: undefined, siret: undefined, actif: n !== 2, ...named }));
  }
});

/** Clients whose names test the search's folding and terms, and wildcards a LIKE must take as they are. */
const SEARCHED: Partial<Client>[] = [
  { prenom: 'Zoé', nom: 'Lœvenbruck', societe: 'Cœur de Batterie', siret: '987 654 321 00034' },
  { prenom: 'ÉLODIE', nom: 'Durand', societe: 'Énergie 100%_Sud' },
  { representant: 'Jean Dupont', societe: 'Piles & Cie', email: 'JEAN.DUPONT@Exemple.FR' },
  { prenom: 'Zoe', nom: 'Martin', societe: 'Batteries\\Martin' },
];
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
      // Each client in its one state (decision 221): a blocked account is not also counted active.
      actifs: clients.filter((client) => clientAccountState(client) === 'actifs').length,
      inactifs: clients.filter((client) => clientAccountState(client) === 'inactifs').length,
      bloques: clients.filter((client) => clientAccountState(client) === 'bloques').length,
      parFamille: { wholesaler: grossistes.length },
    });
    const groups = new Set(clients.map((client) => `${client.famille}|${clientAccountState(client)}`));
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
    const inactive = clients.filter((client) => !isAccountUsable(client));
    const asked = await page('actif=false&pageSize=4');
    expect(asked).toMatchObject({ ids: inactive.slice(0, 4).map((client) => client.id), rows: 4 + 1 });
    expect(asked.body.total).toBe(inactive.length);
    // A page past the end gives the last, as the domain's paginate does.
    const last = await page(`page=99&pageSize=10&actif=true`);
    const active = clients.filter(isAccountUsable);
    expect(last.ids).toEqual(active.slice(Math.floor((active.length - 1) / 10) * 10).map((client) => client.id));
  });
});

describe('the client search', () => {
  /** The domain's rule run in JavaScript on every client, as the routes ran it before the search went to SQL. */
  const expected = async (search: string) => {
    const clients = await allClients(t.api.db);
    return searchAdminClients(clients.map((client) => ({ ...searchableClient(client), pseudo: client.pseudo, id: client.id })), search).map((client) => client.id);
  };
  const searches = ['zoe', 'ZOÉ', 'coeur', 'lœvenbruck', 'elodie durand', 'durand élodie', 'jean dupont', 'jean.dupont@exemple', 'JEAN', '987 654 321', '98765432100034', '00034', '100%', '%', '_sud', '_', '\\', 'cherche2', 'groupe1', 'stats.fr cherche', 'zzz', '   '];

  it('finds, in SQL, the clients the domain finds: case, accents, ligatures, terms, e-mail, pseudo, SIRET, wildcards', async () => {
    for (const search of searches) {
      const listed = (await t.call('GET', `/clients?search=${encodeURIComponent(search)}&pageSize=100`, { token: admin })).body as { clients: { id: number }[]; total: number };
      // The dashboard's panel: its first page of 10, and the same total.
      const cards = (await t.call('GET', `/admin/clients?search=${encodeURIComponent(search)}`, { token: admin })).body as { items: { id: string }[]; total: number };
      const ids = await expected(search);
      expect({ search, ids: listed.clients.map((client) => client.id), total: listed.total }).toEqual({ search, ids: ids.slice(0, 100), total: ids.length });
      expect({ search, ids: cards.items.map((card) => Number(card.id)), total: cards.total }).toEqual({ search, ids: ids.slice(0, 10), total: ids.length });
    }
    expect(await expected('zoe')).toHaveLength(2);
    expect(await expected('%')).toHaveLength(1);
  });

  it('reads a page of the clients found and their count, or the clients found alone, never every client', async () => {
    const found = await expected('groupe');
    let body: { clients: { id: number }[]; total: number } = { clients: [], total: 0 };
    const paged = await rowsReadFrom(t.api.db, 'clients', async () => {
      body = (await t.call('GET', '/clients?search=groupe&page=2&pageSize=4', { token: admin })).body as typeof body;
    });
    expect({ ids: body.clients.map((client) => client.id), total: body.total, rows: paged }).toEqual({ ids: found.slice(4, 8), total: found.length, rows: 4 + 1 });

    const clients = await allClients(t.api.db);
    const inactive = (await expected('cherche')).filter((id) => {
      const client = clients.find((one) => one.id === id);
      return client !== undefined && !isAccountUsable(client);
    });
    const filtered = (await t.call('GET', '/clients?search=cherche&actif=false', { token: admin })).body as typeof body;
    expect(filtered.clients.map((client) => client.id)).toEqual(inactive);
    expect(inactive).toHaveLength(1);

    const cards = await rowsReadFrom(t.api.db, 'clients', () => t.call('GET', '/admin/clients?search=cherche', { token: admin }));
    // The dashboard's panel: a page of 10 at most, and the count.
    expect(cards).toBe(Math.min((await expected('cherche')).length, 10) + 1);
  });

  it("finds a client by what it was changed to, not by what it was", async () => {
    const [zoe] = await expected('cherche3');
    await updateClient(t.api.db, zoe!, { nom: 'Nguyên', societe: 'Accus Lyonnais' });
    const body = (await t.call('GET', '/clients?search=nguyen%20lyonnais', { token: admin })).body as { clients: { id: number }[] };
    expect(body.clients.map((client) => client.id)).toEqual([zoe]);
    expect(await expected('nguyen lyonnais')).toEqual([zoe]);
    expect((await t.call('GET', '/clients?search=cherche3%20martin', { token: admin })).body).toMatchObject({ total: 0 });
  });
});
