import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordText, type AuditEntry, type PagedResult } from '@otech/domain';
import { STAFF_CREDENTIALS, TestApi } from './helpers.ts';

let t: TestApi;
beforeAll(async () => {
  t = await TestApi.start();
}, 180_000);
afterAll(() => t.stop());

const journal = async (token: string, query: string) => {
  const { status, body } = await t.call('GET', `/admin/journal${query}`, { token });
  expect(status).toBe(200);
  return body as PagedResult<AuditEntry>;
};

describe('the audit trail (issue 23)', () => {
  it('records who added, re-roled and deactivated a member, with the values before and after, never a hash', async () => {
    const admin = await t.adminToken();
    const { body } = await t.call('POST', '/admin/staff', { token: admin, body: { name: 'Noé Blanc', email: 'noe@example.test', role: 'commercial', password: 'Premier2026!' } });
    const id = (body as { id: string }).id;
    await t.call('PATCH', `/admin/staff/${id}`, { token: admin, body: { role: 'logistique' } });
    await t.call('PATCH', `/admin/staff/${id}`, { token: admin, body: { active: false } });
    const page = await journal(admin, `?kind=staff&recordId=${id}`);
    expect(page.total).toBe(3);
    expect(page.items.map((entry) => entry.action)).toEqual(['désactivation', 'rôle', 'ajout']);
    expect(page.items[1]).toMatchObject({ staffId: 'admin-1', staffName: 'Administrateur', staffRole: 'administrateur', before: { role: 'commercial' }, after: { role: 'logistique' } });
    expect(JSON.stringify(page.items)).not.toContain('scrypt');
  });

  it('writes nothing when the change is refused (same transaction)', async () => {
    const admin = await t.adminToken();
    const before = (await journal(admin, '?recordId=admin-1')).total;
    expect((await t.call('PATCH', '/admin/staff/admin-1', { token: admin, body: { active: false } })).status).toBe(409);
    expect((await journal(admin, '?recordId=admin-1')).total).toBe(before);
  });

  it('records an impersonation’s start and end with the staff member and the client', async () => {
    const commercial = await t.adminToken(STAFF_CREDENTIALS.commercial);
    const { body } = await t.call('POST', '/admin/impersonate/2', { token: commercial });
    await t.call('POST', '/auth/logout', { token: (body as { token: string }).token });
    const page = await journal(await t.adminToken(), '?kind=impersonation&staffId=staff-2');
    expect(page.items.map((entry) => [entry.action, entry.clientId, entry.staffName, entry.staffRole])).toEqual([
      ['fin', '2', 'Marie Leroy', 'commercial'],
      ['début', '2', 'Marie Leroy', 'commercial'],
    ]);
    // « Quoi » names the client as staff read it, its company, not « client 2 » (issue 27).
    const { rows } = await sql<{ societe: string }>`select record->>'societe' as societe from clients where id = 2`.execute(t.api.db.sql);
    expect(rows[0]?.societe).toBeTruthy();
    expect(page.items.map((entry) => auditRecordText(entry))).toEqual([rows[0]?.societe, rows[0]?.societe]);
  });

  it('pages on the server and filters by period', async () => {
    const admin = await t.adminToken();
    const all = await journal(admin, '');
    expect(all).toMatchObject({ page: 1, pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect((await journal(admin, '?to=2000-01-01')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await journal(admin, `?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await t.call('GET', '/admin/journal?kind=inconnu', { token: admin })).status).toBe(400);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(sql`update audit_trail set action = 'rien'`.execute(t.api.db.sql)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_trail`.execute(t.api.db.sql)).rejects.toThrow(/append-only/);
  });

  it('names a client record of the journal by its company, and one gone or not a client id by its id', async () => {
    const admin = await t.adminToken();
    await sql`
      insert into audit_trail (at, staff_id, staff_name, staff_role, kind, record_id, action, before, after)
      values (timestamptz '2027-04-01 10:00:00+00', 'admin-1', 'Administrateur', 'administrateur', 'client', '2', 'fiche', null, null),
             (timestamptz '2027-04-01 11:00:00+00', 'admin-1', 'Administrateur', 'administrateur', 'opening', '999999', 'refus', null, null),
             (timestamptz '2027-04-01 12:00:00+00', 'admin-1', 'Administrateur', 'administrateur', 'client', 'liste-1', 'fiche', null, null)`.execute(t.api.db.sql);
    const { rows } = await sql<{ societe: string }>`select record->>'societe' as societe from clients where id = 2`.execute(t.api.db.sql);
    const page = await journal(admin, '?from=2027-04-01&to=2027-04-01&sort=at');
    expect(page.items.map((entry) => auditRecordText(entry))).toEqual([rows[0]?.societe, '999999', 'liste-1']);
  });
});
