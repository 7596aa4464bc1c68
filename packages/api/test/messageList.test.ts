import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGE_DEFAULT_SORT, INVALID_DATE, type ContactInboxRow, type ContactRequest } from '@otech/domain';
import { insertContactRequest, setContactRequestStatus } from '../src/db/contactRequests.ts';
import { messageList } from '../src/db/messageList.ts';
import { csvRows, firstSheet, staffListCalls } from './staffLists.ts';
import { CONTACT_REQUEST, STAFF_CREDENTIALS, TestApi } from './helpers.ts';

/* /admin/messages as a staff list (issues 23 and 27): the database pages, searches, filters, sorts and exports. */

let t: TestApi;
let admin: string;
/** Who marks the set-up's requests answered, as a staff member would from /admin/messages. */
const SEEDING_STAFF = { staffId: 'admin-1', staffName: 'Administrateur', staffRole: 'administrateur' as const };
/** 30 requests "Liste n" of March 2027: even ones from "Hélène Lefèvre" about a charger, odd ones from "Paul Martin" about cells; every third answered. */
const COUNT = 30;
beforeAll(async () => {
  t = await TestApi.start();
  admin = await t.adminToken();
  for (let n = 1; n <= COUNT; n += 1) {
    const even = n % 2 === 0;
    const request = {
      ...CONTACT_REQUEST,
      id: `liste-${n}`,
      createdAt: `2027-03-${String(n).padStart(2, '0')}T10:00:00.000Z`,
      firstName: even ? 'Hélène' : 'Paul',
      lastName: even ? 'Lefèvre' : 'Martin',
      companyName: `Société Liste ${String(n).padStart(2, '0')}`,
      subject: even ? 'Chargeur 12 V en volume' : 'Éléments Li-ion 18650',
      message: n === 7 ? '=HYPERLINK("http://example.com")' : 'Bonjour, un prix svp.',
    } as ContactRequest;
    await insertContactRequest(t.api.db, request);
    if (n % 3 === 0) await setContactRequestStatus(t.api.db, SEEDING_STAFF, request.id, 'answered');
  }
}, 180_000);
afterAll(() => t.stop());

const { read: list, download, inOrder } = staffListCalls<ContactInboxRow>(() => ({ t, token: admin }), '/admin/contact-requests', '?search=liste');

describe('/admin/messages on the server', () => {
  it('pages 20 at a time with the total, and answers a page past the end with the last one, numbered', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: COUNT, page: 1, pageSize: 20, totalPages: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.id).toBe('liste-30');
    const past = await list('&page=9');
    expect(past).toMatchObject({ page: 2, totalPages: 2 });
    expect(past.items).toHaveLength(COUNT - 20);
  });

  it('finds every word in any order, without accents or case, across name, company, e-mail and subject', async () => {
    expect((await list('+LEFEVRE+helene')).total).toBe(COUNT / 2);
    expect((await list('+12+chargeur+v')).total).toBe(COUNT / 2);
    expect((await list('+elements+martin+liste+07')).items.map((message) => message.id)).toEqual(['liste-7']);
    expect((await list('+lefèvre+18650')).total).toBe(0);
    expect((await list('+100%25')).total).toBe(0);
  });

  it('filters by status and by the day received, both days included', async () => {
    expect((await list('&status=answered')).total).toBe(COUNT / 3);
    expect((await list('&status=new')).total).toBe(COUNT - COUNT / 3);
    expect((await list('&from=2027-03-02&to=2027-03-04')).items.map((message) => message.id)).toEqual(['liste-4', 'liste-3', 'liste-2']);
    expect((await t.call('GET', '/admin/contact-requests?status=perdu', { token: admin })).status).toBe(400);
    const { status, body } = await t.call('GET', '/admin/contact-requests?to=2027-13-01', { token: admin });
    expect(status).toBe(400);
    expect((body as { issues: unknown[] }).issues).toEqual([{ path: 'to', message: INVALID_DATE }]);
  });

  it('sorts by a column either way, on the server', async () => {
    expect((await list('&sort=date')).items[0]?.id).toBe('liste-1');
    expect((await list('&sort=expediteur')).items[0]?.lastName).toBe('Lefèvre');
    expect((await list('&sort=-expediteur')).items[0]?.lastName).toBe('Martin');
    expect((await list('&sort=-statut')).items[0]?.status).toBe('new');
    expect((await list('&sort=statut')).items[0]?.status).toBe('answered');
    expect((await t.call('GET', '/admin/contact-requests?sort=email', { token: admin })).status).toBe(400);
  });

  it('reads an export in batches that neither skip nor repeat a row, on columns with ties', async () => {
    for (const sort of [ADMIN_MESSAGE_DEFAULT_SORT, { key: 'statut' as const, direction: 'asc' as const }, { key: 'expediteur' as const, direction: 'desc' as const }]) {
      const read: string[] = [];
      for await (const batch of messageList.batches(t.api.db, { search: 'liste', status: '', sort }, 7)) read.push(...batch.map((message) => message.id));
      expect(read).toEqual((await inOrder(sort)).map((message) => message.id));
    }
  });

  it('exports what the list shows as CSV with a BOM and semicolons, a formula kept as text', async () => {
    const file = await download('+paul&status=new&from=2027-03-05&to=2027-03-08&format=csv');
    expect(file.disposition).toMatch(/filename="messages_\d{4}-\d{2}-\d{2}\.csv"/);
        expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(file.bytes);
    expect(rows[0]).toEqual(['Reçu le', 'Nom', 'Société', 'E-mail', 'Téléphone', 'Type', 'Objet', 'Message', 'Statut']);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[6], row[8]])).toEqual([
      ['Paul Martin', 'Société Liste 07', 'Éléments Li-ion 18650', 'Nouveau'],
      ['Paul Martin', 'Société Liste 05', 'Éléments Li-ion 18650', 'Nouveau'],
    ]);
    expect(rows[1]?.[7]).toBe('\'=HYPERLINK("http://example.com")');
  });

  it('exports the same list as XLSX, in the list order', async () => {
    const sheet = await firstSheet((await download('&sort=date&format=xlsx')).bytes);
    expect(sheet.rowCount).toBe(COUNT + 1);
    expect(sheet.getRow(2).getCell(3).value).toBe('Société Liste 01');
    expect(sheet.getRow(COUNT + 1).getCell(3).value).toBe('Société Liste 30');
  });

  it('is for staff who answer the sales inbox, and its export also needs the export right', async () => {
    expect((await t.call('GET', '/admin/contact-requests')).status).toBe(401);
    const logistics = await t.adminToken(STAFF_CREDENTIALS.logistique);
    expect((await t.call('GET', '/admin/contact-requests', { token: logistics })).status).toBe(403);
  });
});
