import type { Client } from '@otech/domain';
import { OWNED_COLLECTIONS } from './database.ts';
import type { Database, OwnedCollection } from './database.ts';

/* The client accounts: lookups, writes, and the per-client session cut-off. */

export async function clientById(db: Database, id: number): Promise<Client | undefined> {
  return db.accounts.data.clients.find((client) => client.id === id);
}

/** By e-mail, whatever its case: e-mails are unique so. */
export async function clientByEmail(db: Database, email: string): Promise<Client | undefined> {
  const wanted = email.toLowerCase();
  return db.accounts.data.clients.find((client) => client.email.toLowerCase() === wanted);
}

export async function clientByPseudo(db: Database, pseudo: string, options: { ignoreCase?: boolean } = {}): Promise<Client | undefined> {
  const wanted = options.ignoreCase ? pseudo.toLowerCase() : pseudo;
  return db.accounts.data.clients.find((client) => (options.ignoreCase ? client.pseudo.toLowerCase() : client.pseudo) === wanted);
}

/** Every client, in id order. */
export async function allClients(db: Database): Promise<Client[]> {
  return [...db.accounts.data.clients].sort((a, b) => a.id - b.id);
}

/** Adds a client under the next id of the persistent sequence (ids are never handed out twice). */
export function insertClient(db: Database, build: (id: number) => Client): Promise<Client> {
  return db.accounts.update((data) => {
    const highest = data.clients.reduce((max, client) => Math.max(max, client.id), data.lastClientId ?? 0);
    data.lastClientId = highest + 1;
    const created = build(data.lastClientId);
    data.clients.push(created);
    return created;
  });
}

/** Changes some fields of a client, stamping `date_modification`; undefined when the id is unknown. */
export function updateClient(db: Database, id: number, changes: Partial<Client>, now = new Date()): Promise<Client | undefined> {
  return db.accounts.update((data) => {
    const stored = data.clients.find((client) => client.id === id);
    if (!stored) return undefined;
    const updated: Client = { ...stored, ...changes, id, date_modification: now.toISOString() };
    data.clients = data.clients.map((client) => (client.id === id ? updated : client));
    return updated;
  });
}

/** Replaces the whole record (an anonymised account keeps only what the law asks). */
export function replaceClient(db: Database, client: Client): Promise<Client> {
  return db.accounts.update((data) => {
    data.clients = data.clients.map((stored) => (stored.id === client.id ? client : stored));
    return client;
  });
}

export function deleteClient(db: Database, id: number): Promise<boolean> {
  return db.accounts.update((data) => {
    const before = data.clients.length;
    data.clients = data.clients.filter((client) => client.id !== id);
    return data.clients.length < before;
  });
}

/** Sets a new password hash and ends every session opened until now, in one write; answers the cut-off (ms). */
export function changePassword(db: Database, clientId: number, hash: string, now = new Date()): Promise<number> {
  return db.accounts.update((data) => {
    data.clients = data.clients.map((client) => (client.id === clientId ? { ...client, hash_password: hash, date_modification: now.toISOString() } : client));
    return db.endSessions(data, clientId);
  });
}

/** True when a client's token was issued at or before its sessions were ended. */
export async function sessionEnded(db: Database, clientId: number, issuedAtMs: number): Promise<boolean> {
  return issuedAtMs <= (db.accounts.data.sessionsNotBefore?.[clientId] ?? -Infinity);
}

/**
 * Deletes an account as the privacy policy says: the record anonymised, the cart and every
 * customer-owned record gone but `kept` (orders and invoices, kept for their ten years).
 */
export async function anonymiseAccount(db: Database, anonymised: Client, kept: ReadonlySet<OwnedCollection>): Promise<void> {
  await replaceClient(db, anonymised);
  await db.store.update((data) => {
    data.carts = data.carts.filter((cart) => cart.userId !== String(anonymised.id));
    for (const collection of OWNED_COLLECTIONS) {
      if (!kept.has(collection)) data[collection] = data[collection].filter((record) => record.clientId !== anonymised.id);
    }
  });
}
