import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StaffRole } from '@otech/domain';
import type { AdminRecord, Database } from './database.ts';
import { transaction } from './transaction.ts';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';

/*
 * The staff accounts (table `admins`, migration 0050): one record each, its e-mail unique whatever
 * its case. Every change is recorded in the audit trail in its own transaction (no hash recorded).
 */

/** A record as the trail keeps it: never the password hash. */
const audited = ({ password_hash: _hash, ...shown }: AdminRecord) => shown;

/** Thrown when a write would leave the shop without an active Administrateur. */
export class LastAdministrateurError extends Error {}
/** Thrown when another member holds that e-mail. */
export class StaffEmailTakenError extends Error {}

/** The member who signs in with that user name or e-mail (either, any case). */
export async function adminByLogin(db: Database, login: string): Promise<AdminRecord | undefined> {
  const key = login.trim().toLowerCase();
  const row = await db.sql
    .selectFrom('admins')
    .select('record')
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(record->>'email')`, '=', key)]))
    .orderBy(sql`lower(username) = ${key}`, 'desc')
    .executeTakeFirst();
  return row?.record;
}

/** Every member, by name. */
export async function staffList(db: Database): Promise<AdminRecord[]> {
  const rows = await db.sql.selectFrom('admins').select('record').orderBy(sql`lower(record->>'name')`).orderBy('id').execute();
  return rows.map((row) => row.record);
}

/** Notes a successful sign-in; answers the record as now stored. */
export async function recordAdminLogin(db: Database, id: string, at: Date): Promise<AdminRecord | undefined> {
  const row = await db.sql
    .updateTable('admins')
    .set({ record: sql`record || jsonb_build_object('lastLogin', ${at.toISOString()}::text)` })
    .where('id', '=', id)
    .returning('record')
    .executeTakeFirst();
  return row?.record;
}

export interface NewStaff {
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string;
}

/** Adds a member who signs in with their e-mail; refuses an e-mail another member holds. */
export function insertStaff(db: Database, staff: NewStaff, actor: AuditActor): Promise<AdminRecord> {
  return transaction(db, async (t) => {
    if (await adminByLogin(t, staff.email)) throw new StaffEmailTakenError(staff.email);
    const record: AdminRecord = {
      id: randomUUID(),
      username: staff.email,
      name: staff.name,
      email: staff.email,
      password_hash: staff.passwordHash,
      role: staff.role,
      active: true,
    };
    await t.sql.insertInto('admins').values({ id: record.id, username: record.username, record: JSON.stringify(record) }).execute();
    await appendAudit(t, actor, { kind: 'staff', recordId: record.id, action: 'ajout', before: null, after: audited(record) });
    return record;
  });
}

async function activeAdministrateurs(db: Database): Promise<number> {
  const row = await db.sql
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(sql`record->>'role'`, '=', 'administrateur')
    .where(sql`(record->>'active')::boolean`, '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Changes a member's role or active state in one transaction, refusing to leave no active
 * Administrateur. Deactivating ends their open sessions at once. Answers [before, after], or
 * undefined when no member has that id.
 */
export function updateStaff(
  db: Database,
  id: string,
  change: { role?: StaffRole; active?: boolean },
  actor: AuditActor,
  now = new Date(),
): Promise<[AdminRecord, AdminRecord] | undefined> {
  return transaction(db, async (t) => {
    const row = await t.sql.selectFrom('admins').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const before = row.record;
    const after: AdminRecord = { ...before, ...(change.role ? { role: change.role } : {}), ...(change.active === undefined ? {} : { active: change.active }) };
    await t.sql
      .updateTable('admins')
      .set({ record: JSON.stringify(after), ...(before.active && !after.active ? { sessions_not_before: now.getTime() } : {}) })
      .where('id', '=', id)
      .execute();
    if (before.role === 'administrateur' && before.active && (await activeAdministrateurs(t)) === 0) throw new LastAdministrateurError(id);
    const action = before.active !== after.active ? (after.active ? 'réactivation' : 'désactivation') : 'rôle';
    await appendAudit(t, actor, { kind: 'staff', recordId: id, action, before: audited(before), after: audited(after) });
    return [before, after];
  });
}

/** Stores a member's new password hash and ends every session they had open; answers the end, in ms. */
export function changeStaffPassword(db: Database, id: string, hash: string, actor: AuditActor, now = new Date()): Promise<number> {
  return transaction(db, async (t) => {
    await t.sql
      .updateTable('admins')
      .set({ record: sql`record || jsonb_build_object('password_hash', ${hash}::text)`, sessions_not_before: now.getTime() })
      .where('id', '=', id)
      .execute();
    await appendAudit(t, actor, { kind: 'staff', recordId: id, action: 'mot de passe', before: null, after: null });
    return now.getTime();
  });
}
