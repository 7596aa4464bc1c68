import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REMINDER_DEFAULT_SORT, isoDay, type OverdueInvoice, type OverdueInvoicePage } from '@otech/domain';
import { reminderList } from '../src/db/reminderList.ts';
import { csvRows, firstSheet, staffListCalls } from './staffLists.ts';
import { STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/* /admin/relances as a staff list (issues 23 and 27): the database pages, searches, filters, sorts and exports the overdue invoices. */

let t: TestApi;
let admin: string;
/**
 * 30 invoices RL-2027-00001…30, n × 10 € TTC, due 2026-01-01 + n days; every fourth has 5 € paid;
 * every sixth a draft and n = 29 due in 2099: neither is overdue. Even ones "Société Générale Énergie", odd ones "Garage Lefèvre".
 */
const COUNT = 30;
const overdue = Array.from({ length: COUNT }, (_, i) => i + 1).filter((n) => n % 6 !== 0 && n !== 29);
const number = (n: number) => `RL-2027-${String(n).padStart(5, '0')}`;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  const created = await t.call('POST', '/factures', { token: admin, body: { statut: 'brouillon', client_id: 2, client_nom: 'Modèle', date_facture: '2025-12-01', montant_ttc: 1 } });
  const template = (created.body as { data: { id: string } }).data.id;
  await sql`
    with rows as (
      select n, 'RL-2027-' || lpad(n::text, 5, '0') as numero, case when n % 6 = 0 then 'brouillon' else 'envoyee' end as statut,
             case when n = 29 then '2099-01-01' else (date '2026-01-01' + n)::text end as echeance,
             case when n % 4 = 0 then 5 else 0 end as regle,
             case when n % 2 = 0 then 'Société Générale Énergie' else 'Garage Lefèvre' end as client
      from generate_series(1, ${COUNT}) as n)
    insert into factures (id, client_id, numero_facture, date_facture, statut, montant_ttc, montant_regle, date_echeance, record)
    select 'R-' || n, client_id, numero, '2025-12-01', rows.statut, n * 10, regle, echeance,
           record || jsonb_build_object('id', 'R-' || n, 'numero_facture', numero, 'statut', rows.statut, 'montant_ttc', n * 10, 'client_nom', client, 'date_echeance', echeance,
             'paiements', case when regle > 0 then jsonb_build_array(jsonb_build_object('montant', regle, 'date_paiement', '2026-01-15', 'mode', 'Virement')) else '[]'::jsonb end)
    from factures, rows where id = ${template}`.execute(t.api.db.sql);
  // 21 invoices RM-2027-…, 10 € due 2026-02-01 with 4 € settled as stored, their records saying otherwise (no payment, or paid in full on n = 1).
  await sql`
    insert into factures (id, client_id, numero_facture, date_facture, statut, montant_ttc, montant_regle, date_echeance, record)
    select 'M-' || n, client_id, 'RM-2027-' || lpad(n::text, 5, '0'), '2025-12-01', 'envoyee', 10, 4, '2026-02-01',
           record || jsonb_build_object('id', 'M-' || n, 'numero_facture', 'RM-2027-' || lpad(n::text, 5, '0'), 'statut', 'envoyee', 'montant_ttc', 10, 'date_echeance', '2026-02-01',
             'paiements', case when n = 1 then jsonb_build_array(jsonb_build_object('montant', 10, 'date_paiement', '2026-01-15', 'mode', 'Virement')) else '[]'::jsonb end)
    from factures, generate_series(1, 21) as n where id = ${template}`.execute(t.api.db.sql);
}, 180_000);
afterAll(() => t.stop());

const { read: list, download, inOrder } = staffListCalls<OverdueInvoice, OverdueInvoicePage>(() => ({ t, token: admin }), '/admin/relances', '?search=RL-2027');
const numbers = (page: OverdueInvoicePage) => page.items.map((invoice) => invoice.numero_facture);

describe('/admin/relances on the server', () => {
  it('pages 20 at a time with the total and what the whole list has to recover, and answers a page past the end with the last one, numbered', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: overdue.length, page: 1, pageSize: 20, totalPages: 2 });
    expect(first.dueTotalCents).toBe(overdue.reduce((sum, n) => sum + (n * 10 - (n % 4 === 0 ? 5 : 0)) * 100, 0));
    // The oldest due date first: the invoice to chase first.
    expect(numbers(first)[0]).toBe(number(1));
    expect(first.items[0]).toMatchObject({ reste_du: 10, statut: 'en_retard', prochain_niveau: 1, relances: [] });
    const fourth = first.items.find((invoice) => invoice.numero_facture === number(4));
    expect(fourth?.reste_du).toBe(35);
    const past = await list('&page=9');
    expect(past).toMatchObject({ page: 2, totalPages: 2 });
    expect(past.items).toHaveLength(overdue.length - 20);
  });

  it('shows every invoice it chose, 20 to a page, each due as the total counts it', async () => {
    const read = async (page: number) => (await t.call('GET', `/admin/relances?search=RM-2027&page=${page}`, { token: admin })).body as OverdueInvoicePage;
    const [first, second] = [await read(1), await read(2)];
    expect(first).toMatchObject({ total: 21, dueTotalCents: 21 * 600 });
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(1);
    expect([...first.items, ...second.items].map((invoice) => invoice.reste_du)).toEqual(Array(21).fill(6));
  });

  it('finds every word in any order, without accents or case, in the number and the client', async () => {
    const odd = overdue.filter((n) => n % 2 === 1).length;
    expect((await list('+LEFEVRE+garage')).total).toBe(odd);
    expect((await list('+energie+générale')).total).toBe(overdue.length - odd);
    expect(numbers(await list('+00007+garage'))).toEqual([number(7)]);
    expect((await list('+00007+energie')).total).toBe(0);
  });

  it('filters by due day, both days included', async () => {
    expect(numbers(await list('&from=2026-01-03&to=2026-01-05'))).toEqual([2, 3, 4].map(number));
    expect((await t.call('GET', '/admin/relances?from=2026-02-31', { token: admin })).status).toBe(400);
  });

  it('sorts by a column either way, on the server', async () => {
    expect(numbers(await list('&sort=-numero'))[0]).toBe(number(28));
    expect(numbers(await list('&sort=-reste'))[0]).toBe(number(28));
    expect(numbers(await list('&sort=reste'))[0]).toBe(number(1));
    expect(numbers(await list('&sort=-echeance'))[0]).toBe(number(28));
    expect((await t.call('GET', '/admin/relances?sort=montant', { token: admin })).status).toBe(400);
  });

  it('is for those who send reminders', async () => {
    const tokens = { logistique: await t.adminToken(STAFF_CREDENTIALS.logistique), comptabilite: await t.adminToken(STAFF_CREDENTIALS.comptabilite) };
    expect((await t.call('GET', '/admin/relances', { token: tokens.logistique })).status).toBe(403);
    expect((await t.call('GET', '/admin/relances/export?format=csv', { token: tokens.logistique })).status).toBe(403);
    expect((await t.call('GET', '/admin/relances', { token: tokens.comptabilite })).status).toBe(200);
  });

  it('reads an export in batches that neither skip nor repeat a row, on columns with ties', async () => {
    for (const sort of [ADMIN_REMINDER_DEFAULT_SORT, { key: 'client' as const, direction: 'desc' as const }, { key: 'reste' as const, direction: 'asc' as const }]) {
      const read: string[] = [];
      for await (const batch of reminderList.batches(t.api.db, { search: 'RL-2027', sort, today: isoDay(new Date()) }, 7)) read.push(...batch.map((row) => String(row.record['numero_facture'])));
      expect(read).toEqual((await inOrder(sort)).map((invoice) => invoice.numero_facture));
    }
  });

  it('exports what the list shows as CSV with a BOM, semicolons and French decimals', async () => {
    const file = await download('+garage&from=2026-01-02&to=2026-01-05&format=csv');
    expect(file.disposition).toMatch(/filename="relances_\d{4}-\d{2}-\d{2}\.csv"/);
        expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(file.bytes);
    expect(rows[0]).toEqual(['Facture', 'Client', 'Échéance', 'Jours de retard', 'Montant TTC (€)', 'Reste dû (€)', 'Relances envoyées', 'Prochaine relance']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[5], row[7]])).toEqual([
      [number(1), 'Garage Lefèvre', '02/01/2026', '10', 'Relance amiable'],
      [number(3), 'Garage Lefèvre', '04/01/2026', '30', 'Relance amiable'],
    ]);
  });

  it('exports the same list as XLSX, in the list order, amounts as numbers', async () => {
    const sheet = await firstSheet((await download('&sort=-reste&format=xlsx')).bytes);
    expect(sheet.rowCount).toBe(overdue.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(number(28));
    expect(sheet.getRow(2).getCell(6).value).toBe(275);
  });
});
