import type { AdminRecord, Database } from './database.ts';

/* The administrators' accounts. */

export async function adminById(db: Database, id: string): Promise<AdminRecord | undefined> {
  return db.accounts.data.admins.find((admin) => admin.id === id);
}

export async function adminByUsername(db: Database, username: string): Promise<AdminRecord | undefined> {
  return db.accounts.data.admins.find((admin) => admin.username === username);
}

/** Notes a successful sign-in; answers the record as now stored. */
export function recordAdminLogin(db: Database, id: string, at: Date): Promise<AdminRecord | undefined> {
  return db.accounts.update((data) => {
    const stored = data.admins.find((admin) => admin.id === id);
    if (!stored) return undefined;
    const updated = { ...stored, lastLogin: at.toISOString() };
    data.admins = data.admins.map((admin) => (admin.id === id ? updated : admin));
    return updated;
  });
}
