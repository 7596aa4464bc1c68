import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_DEFAULT_SORT, INVALID_DATE, type Client, type PagedResult, type PublicClient } from '@otech/domain';
import { clientList } from '../src/db/clientList.ts';
import { insertClient } from '../src/db/clients.ts';
import { csvRows, firstSheet, staffListCalls } from './staffLists.ts';
import { STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/* /admin/clients as a staff list (issues 23 and 27): the database pages, searches, filters, sorts and exports. */

let t: TestApi;
let admin: string;
/** 24 clients "Liste n" of March 2027: even ones "Énergie Lefèvre" in Lyon, odd ones "Garage Martin" in Albi; every fourth inactive, one blocked. */
const COUNT = 24;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  for (let n = 1; n <= COUNT; n += 1) {
    const even = n % 2 === 0;
    await insertClient(t.api.db, (id) => ({
      id,
      pseudo: `liste${n}`,
      societe: `${even ? 'Énergie Lefèvre' : 'Garage Martin'} Liste ${String(n).padStart(2, '0')}`,
      email: `liste${n}@example.fr`,
      ville: even ? 'Lyon' : 'Albi',
      pays: 'France',
      actif: n % 4 !== 0,
      bloque: n === 5,
      date_creation: `2027-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
    }));
  }
  // Out of the "liste" search: a record without the actif flag (active, spec 1), a registration awaiting validation.
  // The record as an older seed stored it, without the flags the schema now defaults.
  await insertClient(t.api.db, (id) => ({ id, pseudo: 'etatsansflag', societe: 'Etat Sans Drapeau', email: 'etat1@example.fr', pays: 'France' }) as unknown as Client);
  await insertClient(t.api.db, (id) => ({ id, pseudo: 'etatattente', societe: 'Etat En Attente', email: 'etat2@example.fr', pays: 'France', actif: false, bloque: false, en_attente_validation: true }));
}, 180_000);
afterAll(() => t.stop());

const { read: list, download, inOrder } = staffListCalls<PublicClient>(() => ({ t, token: admin }), '/admin/comptes-clients', '?search=liste');

describe('/admin/clients on the server', () => {
  it('pages 10 at a time with the total, and answers a page past the end with the last one, numbered', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: COUNT, page: 1, pageSize: 10, totalPages: 3 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).not.toHaveProperty('hash_password');
    const past = await list('&page=40');
    expect(past).toMatchObject({ page: 3, totalPages: 3 });
    expect(past.items).toHaveLength(COUNT - 20);
  });

  it('finds every word in any order, without accents or case', async () => {
    expect((await list('+lefevre+ENERGIE')).total).toBe(COUNT / 2);
    expect((await list('+martin+garage+liste+07')).items.map((client) => client.pseudo)).toEqual(['liste7']);
    expect((await list('+lefèvre+garage')).total).toBe(0);
  });

  it('filters by account state (the domain’s one state: blocked before active) and creation date, both days included', async () => {
    expect((await list('&compte=inactifs')).total).toBe(COUNT / 4);
    expect((await list('&compte=actifs')).total).toBe((COUNT * 3) / 4 - 1);
    expect((await list('&compte=bloques')).items.map((client) => client.pseudo)).toEqual(['liste5']);
    const states = async (compte: string) =>
      ((await t.call('GET', `/admin/comptes-clients?search=etat&compte=${compte}`, { token: admin })).body as PagedResult<PublicClient>).items.map((client) => client.pseudo);
    expect([await states('actifs'), await states('inactifs'), await states('en_attente')]).toEqual([['etatsansflag'], [], ['etatattente']]);
    expect((await list('&from=2027-03-02&to=2027-03-04')).total).toBe(3);
    const refused = await t.call('GET', '/admin/comptes-clients?compte=tous', { token: admin });
    expect(refused.status).toBe(400);
  });

  it('refuses a day the calendar lacks with a French 400 naming the field, on the list and its export, instead of a 500', async () => {
    for (const url of ['/admin/comptes-clients?to=2027-13-01', '/admin/comptes-clients/export?format=csv&to=2027-13-01']) {
      const { status, body } = await t.call('GET', url, { token: admin });
      expect(status, url).toBe(400);
      expect((body as { issues: unknown[] }).issues, url).toEqual([{ path: 'to', message: INVALID_DATE }]);
    }
    const march = await t.call('GET', '/admin/comptes-clients?from=2027-02-31', { token: admin });
    expect(march.status).toBe(400);
    expect((march.body as { issues: unknown[] }).issues).toEqual([{ path: 'from', message: INVALID_DATE }]);
  });

  it('sorts by a column either way, on the server', async () => {
    expect((await list('')).items[0]?.societe).toBe('Énergie Lefèvre Liste 02');
    expect((await list('&sort=-creation')).items[0]?.pseudo).toBe('liste24');
    expect((await list('&sort=ville')).items[0]?.ville).toBe('Albi');
    expect((await list('&sort=-ville')).items[0]?.ville).toBe('Lyon');
    expect((await t.call('GET', '/admin/comptes-clients?sort=email', { token: admin })).status).toBe(400);
  });

  it('reads an export in batches that neither skip nor repeat a row, on columns with ties', async () => {
    for (const sort of [ADMIN_CLIENT_DEFAULT_SORT, { key: 'ville' as const, direction: 'desc' as const }]) {
      const read: number[] = [];
      for await (const batch of clientList.batches(t.api.db, { search: 'liste', compte: '', sort }, 5)) read.push(...batch.map((client) => client.id));
      expect(read).toEqual((await inOrder(sort)).map((client) => client.id));
    }
  });

  it('exports what the list shows as CSV with a BOM and semicolons', async () => {
    const file = await download('&compte=bloques&format=csv');
    expect(file.disposition).toMatch(/filename="clients_\d{4}-\d{2}-\d{2}\.csv"/);
        expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(file.bytes);
    expect(rows[0]).toEqual(['N° client', 'Société', 'Contact', 'E-mail', 'SIRET', 'Code postal', 'Ville', 'Créé le', 'Compte']);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[6], row[7], row[8]])).toEqual([['Garage Martin Liste 05', 'liste5@example.fr', 'Albi', '05/03/2027', 'Bloqué']]);
  });

  it('exports the same list as XLSX, the client number a number', async () => {
    const sheet = await firstSheet((await download('&sort=-creation&format=xlsx')).bytes);
    expect(sheet.rowCount).toBe(COUNT + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe('Énergie Lefèvre Liste 24');
    expect(typeof sheet.getRow(2).getCell(1).value).toBe('number');
  });

  it('lets a role without exports refuse the export, and keeps the list to those who see clients', async () => {
    const commercial = await t.adminToken(STAFF_CREDENTIALS.commercial);
    expect((await t.call('GET', '/admin/comptes-clients/export?format=csv', { token: commercial })).status).toBe(403);
    expect((await t.call('GET', '/admin/comptes-clients', { token: commercial })).status).toBe(200);
  });
});
