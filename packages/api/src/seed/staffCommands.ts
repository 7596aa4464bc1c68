import type { Admin, StaffCreateValues } from '@otech/domain';
import { Database } from '../db/database.ts';
import { adminByLogin, insertStaff, staffList, updateStaff } from '../db/admins.ts';
import { hashPassword } from '../auth/passwords.ts';
import { TERMINAL_ACTOR } from '../db/auditTrail.ts';
import type { SqlLocation } from '../db/sql/connect.ts';
import { openRuntimeSql } from './index.ts';

/*
 * `otech staff add|list|deactivate` (issue 23): the same storage functions as /admin/equipe, on the
 * runtime database (migrated and seeded first when it is new), never on data/.
 */

export type StaffMember = Omit<Admin, 'password_hash'>;

const shown = ({ password_hash: _hash, ...member }: Admin): StaffMember => member;


async function onRuntimeDatabase<T>(location: SqlLocation, dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await Database.open(await openRuntimeSql(location, dataDir));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

export function listStaff(location: SqlLocation, dataDir: string): Promise<StaffMember[]> {
  return onRuntimeDatabase(location, dataDir, async (db) => (await staffList(db)).map(shown));
}

/** Adds a member; throws StaffEmailTakenError when the e-mail is another member's. */
export function addStaff(location: SqlLocation, dataDir: string, member: StaffCreateValues): Promise<StaffMember> {
  return onRuntimeDatabase(location, dataDir, async (db) =>
    shown(await insertStaff(db, { name: member.name, email: member.email, role: member.role, passwordHash: await hashPassword(member.password) }, TERMINAL_ACTOR)),
  );
}

/**
 * Deactivates the member who signs in with that user name or e-mail, ending their sessions;
 * undefined when there is none; throws LastAdministrateurError for the last active Administrateur.
 */
export function deactivateStaff(location: SqlLocation, dataDir: string, login: string): Promise<StaffMember | undefined> {
  return onRuntimeDatabase(location, dataDir, async (db) => {
    const member = await adminByLogin(db, login);
    const changed = member && (await updateStaff(db, member.id, { active: false }, TERMINAL_ACTOR));
    return changed ? shown(changed[1]) : undefined;
  });
}

export { LastAdministrateurError, StaffEmailTakenError } from '../db/admins.ts';
