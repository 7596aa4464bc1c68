import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_DEFAULT_SORT, isoDay, type AuditEntry, type PagedResult } from '@otech/domain';
import { auditEntriesInBatches } from '../src/db/auditTrail.ts';
import { csvRows, firstSheet, staffListCalls } from './staffLists.ts';
import { STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/* /admin/journal as a staff list (issues 23 and 27): sorted, paged past its end, exported whole. */

let t: TestApi;
let admin: string;
/** 130 entries of one test record, a minute apart from 2027-01-01 00:00 UTC, alternating two people. */
const ENTRIES = 130;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  await sql`
    insert into audit_trail (at, staff_id, staff_name, staff_role, kind, record_id, action, before, after)
    select timestamptz '2027-01-01 00:00:00.123456+00' + make_interval(mins => n),
           case when n % 2 = 0 then 'staff-2' else 'staff-3' end,
           case when n % 2 = 0 then 'Marie Leroy' else '=HYPERLINK("x")' end,
           'commercial', 'client', 'liste-' || n, 'fiche', '{"ville":"Lyon"}', '{"ville":"Lille"}'
    from generate_series(1, ${ENTRIES}) as n`.execute(t.api.db.sql);
}, 180_000);
afterAll(() => t.stop());

const { read: journal, inOrder } = staffListCalls<AuditEntry>(() => ({ t, token: admin }), '/admin/journal', '?kind=client&from=2027-01-01&to=2027-01-01');

// Its own: the refusals below are exports too.
const download = async (query: string, token = admin) => {
  const response = await fetch(`${t.api.url}/admin/journal/export?kind=client&from=2027-01-01&to=2027-01-01${query}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('the journal as a staff list', () => {
  it('sorts on the server by date either way, and by person', async () => {
    const newest = await journal('');
    expect(newest.total).toBe(ENTRIES);
    expect(newest.items[0]?.recordId).toBe(`liste-${ENTRIES}`);
    const oldest = await journal('&sort=at');
    expect(oldest.items.slice(0, 2).map((entry) => entry.recordId)).toEqual(['liste-1', 'liste-2']);
    const byPerson = await journal('&sort=-staff');
    expect(byPerson.items.every((entry) => entry.staffName === 'Marie Leroy')).toBe(true);
    const refused = await t.call('GET', '/admin/journal?sort=mot_de_passe', { token: admin });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Tri attendu : at, -at, staff, -staff, kind, -kind');
  });

  it('answers a page past the end with the last page, numbered as it is', async () => {
    const last = await journal('&page=40');
    expect(last).toMatchObject({ page: 3, totalPages: 3, total: ENTRIES });
    expect(last.items).toHaveLength(ENTRIES - 100);
    expect(last.items.at(-1)?.recordId).toBe('liste-1');
  });

  it('names the people of the trail for its "Par" filter, and filters by one', async () => {
    const { body } = await t.call('GET', '/admin/journal/people', { token: admin });
    expect(body).toEqual(expect.arrayContaining([{ id: 'staff-2', name: 'Marie Leroy' }]));
    expect((await journal('&staffId=staff-2')).total).toBe(ENTRIES / 2);
  });

  it('exports every page as CSV, in the list’s order, formulas neutralised, named with the Paris day', async () => {
    const csv = await download('&format=csv&sort=at');
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(/^attachment; filename="journal_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(csv.bytes);
    expect(rows[0]).toEqual(['Date', 'Par', 'Rôle', 'En tant que client', 'Type', 'Enregistrement', 'Action', 'Changement']);
    expect(rows).toHaveLength(ENTRIES + 1);
    expect(rows[1]).toEqual(['01/01/2027 à 01:01', `'=HYPERLINK("x")`, 'Commercial', '', 'Client', 'liste-1', 'fiche', 'ville Lyon → Lille']);
    expect(rows.at(-1)?.[5]).toBe(`liste-${ENTRIES}`);
  });

  it('names in the export the client a write was made signed in as, as the timeline does', async () => {
    await sql`
      insert into audit_trail (at, staff_id, staff_name, staff_role, kind, record_id, action, client_id, client_name)
      values (timestamptz '2027-02-01 10:00:00+00', 'admin-1', 'Administrateur', 'admin', 'client', '7', 'adresse ajoutée', '7', 'SARL Dupont'),
             (timestamptz '2027-02-01 11:00:00+00', 'admin-1', 'Administrateur', 'admin', 'client', '8', 'commande passée', '8', null)`.execute(t.api.db.sql);
    const response = await fetch(`${t.api.url}/admin/journal/export?kind=client&from=2027-02-01&to=2027-02-01&format=csv&sort=at`, { headers: { authorization: `Bearer ${admin}` } });
    const rows = csvRows(Buffer.from(await response.arrayBuffer()));
    // An entry written before the trail kept the company names the client by number.
    expect(rows.slice(1).map((row) => row[3])).toEqual(['SARL Dupont', 'client N° 8']);
  });

  it('names a staff member and an invoice as staff read them, by name and number, finds an invoice by its number, and names a record gone by its id', async () => {
    const lignes = [{ reference: 'VP-AA-001', designation: 'Pile', quantite: 4, prix_unitaire_ht: 2.5 }];
    const created = await t.call('POST', '/factures', { token: admin, body: { statut: 'envoyee', client_id: 1, client_nom: 'Durand', date_facture: isoDay(new Date()), montant_ttc: 1, lignes } });
    const invoice = (created.body as { data: { id: string; numero_facture: string } }).data;
    expect(invoice.numero_facture).toMatch(/^FA-/);
    const member = (await sql<{ id: string; name: string }>`select id, record->>'name' as name from admins order by id limit 1`.execute(t.api.db.sql)).rows[0];
    if (!member) throw new Error('the test database holds no staff member');
    await sql`
      insert into audit_trail (at, staff_id, staff_name, staff_role, kind, record_id, action, before, after)
      values (timestamptz '2027-03-01 10:00:00+00', 'admin-1', 'Administrateur', 'administrateur', 'staff', ${member.id}, 'rôle', null, null),
             (timestamptz '2027-03-01 11:00:00+00', 'admin-1', 'Administrateur', 'administrateur', 'reminder', ${invoice.id}, 'relance', null, null),
             (timestamptz '2027-03-01 12:00:00+00', 'admin-1', 'Administrateur', 'administrateur', 'invoice', 'facture-supprimée', 'suppression', null, null)`.execute(t.api.db.sql);
    const read = async (query: string) => ((await t.call('GET', `/admin/journal?${query}`, { token: admin })).body as PagedResult<AuditEntry>).items.map((entry) => [entry.recordId, entry.recordLabel]);
    // The invoice's own entry, written by the write that issued it.
    expect(await read(`kind=invoice&recordId=${invoice.id}`)).toEqual([[invoice.id, invoice.numero_facture]]);
    const shown = [
      [member.id, member.name],
      [invoice.id, invoice.numero_facture],
      ['facture-supprimée', undefined],
    ];
    expect(await read('from=2027-03-01&to=2027-03-01&sort=at')).toEqual(shown);
    // The « Enregistrement » search finds an invoice by the number « Quoi » shows, as by its id.
    expect(await read(`recordId=${invoice.numero_facture}&sort=at`)).toEqual([
      [invoice.id, invoice.numero_facture],
      [invoice.id, invoice.numero_facture],
    ]);
    const response = await fetch(`${t.api.url}/admin/journal/export?from=2027-03-01&to=2027-03-01&format=csv&sort=at`, { headers: { authorization: `Bearer ${admin}` } });
    const rows = csvRows(Buffer.from(await response.arrayBuffer()));
    expect(rows.slice(1).map((row) => row[5])).toEqual([member.name, invoice.numero_facture, 'facture-supprimée']);
  });

  it('exports the same list as an XLSX a spreadsheet reads', async () => {
    const xlsx = await download('&format=xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.disposition).toMatch(/filename="journal_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.rowCount).toBe(ENTRIES + 1);
    expect(sheet.getRow(2).getCell(6).value).toBe(`liste-${ENTRIES}`);
    // A cell of a workbook is text, never a formula: no quote is added there.
    expect(sheet.getRow(3).getCell(2).value).toBe('=HYPERLINK("x")');
  });

  it('reads an export in batches that neither skip nor repeat an entry of the same second', async () => {
    const filters = { kind: 'client' as const, from: '2027-01-01', to: '2027-01-01' };
    for (const sort of [AUDIT_DEFAULT_SORT, { key: 'staff' as const, direction: 'asc' as const }]) {
      const read: string[] = [];
      for await (const batch of auditEntriesInBatches(t.api.db, { ...filters, sort }, 7)) read.push(...batch.map((entry) => entry.id));
      expect(read).toEqual((await inOrder(sort)).map((entry) => entry.id));
    }
  });

  it('refuses the export to a role that exports but may not read the journal, and an unknown format', async () => {
    const accountant = await t.adminToken(STAFF_CREDENTIALS.comptabilite);
    expect((await download('&format=csv', accountant)).status).toBe(403);
    const wrong = await download('&format=pdf');
    expect(wrong.status).toBe(400);
    expect(wrong.bytes.toString()).toContain('Format attendu : csv ou xlsx');
  });
});
