import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_INVOICE_DEFAULT_SORT, type Facture, type ListSort, type PagedResult } from '@otech/domain';
import { invoicesInBatches } from '../src/db/invoiceList.ts';
import { csvRows, staffListCalls } from './staffLists.ts';
import { STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/* /admin/factures as a staff list (issue 27): the database pages, searches, filters and sorts. */

let t: TestApi;
let admin: string;
/** 60 invoices FL-2027-00001…60 of March 2027, n × 10 € TTC; one in three sent and due 2026-01-01 (so late), the others paid. */
const COUNT = 60;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  const created = await t.call('POST', '/factures', { token: admin, body: { statut: 'brouillon', client_id: 2, client_nom: 'Modèle', date_facture: '2027-03-01', montant_ttc: 1 } });
  const template = (created.body as { data: { id: string } }).data.id;
  await sql`
    insert into factures (id, client_id, numero_facture, date_facture, statut, montant_ttc, date_echeance, record)
    select 'L-' || n, client_id, 'FL-2027-' || lpad(n::text, 5, '0'), '2027-03-' || lpad(((n % 28) + 1)::text, 2, '0'),
           case when n % 3 = 0 then 'envoyee' else 'payee' end, n * 10, case when n % 3 = 0 then '2026-01-01' end,
           record || jsonb_build_object(
             'id', 'L-' || n, 'numero_facture', 'FL-2027-' || lpad(n::text, 5, '0'), 'date_facture', '2027-03-' || lpad(((n % 28) + 1)::text, 2, '0'),
             'statut', case when n % 3 = 0 then 'envoyee' else 'payee' end, 'montant_ttc', n * 10,
             'client_nom', case when n % 2 = 0 then 'Société Générale Énergie' else 'Garage Lefèvre' end)
           || case when n % 3 = 0 then jsonb_build_object('date_echeance', '2026-01-01') else '{}'::jsonb end
    from factures, generate_series(1, ${COUNT}) as n where id = ${template}`.execute(t.api.db.sql);
}, 180_000);
afterAll(() => t.stop());

const { read: list, download, inOrder } = staffListCalls<Facture>(() => ({ t, token: admin }), '/admin/factures', '?search=FL-2027');

describe('/admin/factures on the server', () => {
  it('pages 25 at a time with the total, and answers a page past the end with the last one, numbered', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: COUNT, page: 1, pageSize: 25, totalPages: 3 });
    expect(first.items).toHaveLength(25);
    const past = await list('&page=99');
    expect(past).toMatchObject({ page: 3, totalPages: 3 });
    expect(past.items).toHaveLength(COUNT - 50);
  });

  it('finds every word in any order, without accents or case', async () => {
    expect((await list('+energie+generale')).total).toBe(COUNT / 2);
    expect((await list('+LEFEVRE+garage')).total).toBe(COUNT / 2);
    expect((await list('+Lefèvre+Énergie')).total).toBe(0);
  });

  it('filters by the status of the day: a sent invoice past its due date is late', async () => {
    const late = await list('&statut=en_retard');
    expect(late.total).toBe(COUNT / 3);
    expect(late.items.every((facture) => facture.statut === 'en_retard')).toBe(true);
    expect((await list('&statut=envoyee')).total).toBe(0);
    expect((await list('&statut=payee')).total).toBe((COUNT * 2) / 3);
  });

  it('filters by invoice date, both days included', async () => {
    // Days 1-2 of March: n % 28 = 0 or 1, i.e. n = 1, 28, 29, 56, 57.
    expect((await list('&from=2027-03-01&to=2027-03-02')).total).toBe(5);
  });

  it('sorts by a column either way, on the server', async () => {
    expect((await list('&sort=-montant')).items[0]?.numero_facture).toBe('FL-2027-00060');
    expect((await list('&sort=montant')).items[0]?.numero_facture).toBe('FL-2027-00001');
    expect((await list('&sort=numero&page=3')).items.at(-1)?.numero_facture).toBe('FL-2027-00060');
    const refused = await t.call('GET', '/admin/factures?sort=secret', { token: admin });
    expect(refused.status).toBe(400);
  });

  it('reads an export in batches that neither skip nor repeat a row, on columns with ties', async () => {
    const filters = { search: 'FL-2027', statut: '' as const };
    for (const sort of [ADMIN_INVOICE_DEFAULT_SORT, { key: 'client' as const, direction: 'asc' as const }, { key: 'echeance' as const, direction: 'desc' as const }]) {
      const read: string[] = [];
      for await (const batch of invoicesInBatches(t.api.db, { ...filters, sort }, new Date(), 7)) read.push(...batch.map((record) => String(record['id'])));
      expect(read).toEqual((await inOrder(sort)).map((facture) => facture.id));
    }
  });

  it('answers a far page, read from the end of the list, with the rows the list has there in its order', async () => {
    // Of 3 pages, pages 2 and 3 lie in the list's far half: read backwards, then turned round (decision 238).
    const sorts: ListSort[] = [{ key: 'client', direction: 'asc' }, { key: 'montant', direction: 'desc' }, { key: 'echeance', direction: 'asc' }, ADMIN_INVOICE_DEFAULT_SORT];
    for (const sort of sorts) {
      const whole: string[] = [];
      for await (const batch of invoicesInBatches(t.api.db, { search: 'FL-2027', statut: '', sort: sort as typeof ADMIN_INVOICE_DEFAULT_SORT }, new Date(), COUNT)) whole.push(...batch.map((record) => String(record['id'])));
      expect((await inOrder(sort)).map((facture) => facture.id)).toEqual(whole);
    }
    expect((await list('&sort=client&page=3')).page).toBe(3);
  });

  it("finds a draft by its client's new name once it is changed, and no longer by the old one", async () => {
    const created = await t.call('POST', '/factures', { token: admin, body: { statut: 'brouillon', client_id: 2, client_nom: 'Accus Dupont', date_facture: '2027-04-01', montant_ttc: 12 } });
    const draft = (created.body as { data: Facture }).data;
    const renamed = await t.call('PUT', `/factures/${draft.id}`, { token: admin, body: { client_nom: 'Piles Martin' } });
    expect(renamed.status).toBe(200);
    const found = async (search: string) => ((await t.call('GET', `/admin/factures?search=${search}`, { token: admin })).body as PagedResult<Facture>).items.map((facture) => facture.id);
    expect(await found('martin+piles')).toContain(draft.id);
    expect(await found('dupont')).not.toContain(draft.id);
  });

  it('exports what the list shows as CSV, amounts with French decimals', async () => {
    const file = await download('&statut=en_retard&sort=montant&format=csv');
    expect(file.disposition).toMatch(/filename="factures_\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(file.bytes);
    expect(rows[0]).toEqual(['Facture', 'Date', 'Client', 'Échéance', 'Montant TTC', 'Reste dû TTC', 'Statut']);
    expect(rows).toHaveLength(COUNT / 3 + 1);
    expect(rows[1]).toEqual(['FL-2027-00003', '04/03/2027', 'Garage Lefèvre', '01/01/2026', '30', '30', 'En retard']);
  });

  it('lets a role without invoices refuse the list', async () => {
    const logistics = await t.adminToken(STAFF_CREDENTIALS.logistique);
    expect((await t.call('GET', '/admin/factures', { token: logistics })).status).toBe(403);
  });
});
