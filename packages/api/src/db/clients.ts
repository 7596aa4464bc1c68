import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { clientSearchTerms, isAccountUsable } from '@otech/domain';
import type { Client, ClientAccountState, PagedResult } from '@otech/domain';
import { ACCOUNT_STATE, stateCondition } from './accountStateSql.ts';
import { containing } from './containing.ts';
import { OWNED_COLLECTIONS } from './database.ts';
import type { Database, OwnedCollection } from './database.ts';
import { deleteRecordsOf } from './owned.ts';
import { pageOf } from './paging.ts';
import { clientRow } from './sql/rows.ts';
import { transaction } from './transaction.ts';

/* The client accounts (table `clients`): lookups, writes, and the per-client session cut-off. */


const columnsOf = (client: Client) => {
  const { id: _id, ...columns } = clientRow(client);
  return columns;
};

async function clientWhere(db: Database, where: RawBuilder<boolean>): Promise<Client | undefined> {
  const row = await db.sql.selectFrom('clients').select('record').where(where).executeTakeFirst();
  return row?.record;
}

/** The ids the `clients.id` integer column can hold: any other number (NaN from a bad path, 1e20) names no client. */
export const storableId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

export async function clientById(db: Database, id: number): Promise<Client | undefined> {
  return storableId(id) ? clientWhere(db, sql<boolean>`id = ${id}`) : undefined;
}

/** By e-mail, whatever its case: e-mails are unique so. */
export function clientByEmail(db: Database, email: string): Promise<Client | undefined> {
  return clientWhere(db, sql<boolean>`lower(email) = lower(${email})`);
}

export function clientByPseudo(db: Database, pseudo: string, options: { ignoreCase?: boolean } = {}): Promise<Client | undefined> {
  return clientWhere(db, options.ignoreCase ? sql<boolean>`lower(pseudo) = lower(${pseudo})` : sql<boolean>`pseudo = ${pseudo}`);
}

/** Another client with this SIRET, spaces aside (a client's SIRET names one establishment: issue 23 refuses a second). */
export function clientBySiret(db: Database, siret: string): Promise<Client | undefined> {
  return clientWhere(db, sql<boolean>`regexp_replace(record->>'siret', '[[:space:]]', '', 'g') = ${siret.replace(/\s/g, '')}`);
}

/** Which clients a list holds: those the search finds (every one for an empty search), only the active ones, or every other, when `actif` says which ('true', 'false'). */
export interface ClientFilter {
  search: string;
  actif?: string | undefined;
}

/**
 * The clients of the filter: the domain's search (`clientSearchTerms`) as one `like` per term on
 * the search text the row builder keeps, so SQL finds them, never a read of every client. « Active »
 * is the account's one state (decision 221), not the stored `actif` flag alone.
 */
function clientsListed(db: Database, { search, actif }: ClientFilter) {
  const terms = clientSearchTerms(search);
  return db.sql
    .selectFrom('clients')
    .$if(actif !== undefined, (query) => query.where(actif === 'true' ? stateCondition('actifs') : sql<boolean>`not ${stateCondition('actifs')}`))
    .$if(terms.length > 0, (query) => query.where((eb) => eb.and(terms.map((term) => eb('search_text', 'like', containing(term))))));
}

/** A page of the filter's clients in id order: a count and one range, never every client. */
export function clientPage(db: Database, filter: ClientFilter, page: number, size: number): Promise<PagedResult<Client>> {
  const listed = clientsListed(db, filter);
  return pageOf(listed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(), page, size, async (limit, offset) => {
    const rows = await listed.select('record').orderBy('id').limit(limit).offset(offset).execute();
    return rows.map((row) => row.record);
  });
}

/** Clients of one famille and account state, and how many: what the clients' statistics count. */
export interface ClientGroup {
  famille: string | null;
  state: ClientAccountState;
  clients: number;
}

const FAMILLE = sql<string | null>`record->>'famille'`;

/** The clients counted by famille and state: a few rows however many clients there are. */
export async function clientGroups(db: Database): Promise<ClientGroup[]> {
  const rows = await db.sql
    .selectFrom('clients')
    .select([FAMILLE.as('famille'), ACCOUNT_STATE.as('state'), (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy([FAMILLE, ACCOUNT_STATE])
    .execute();
  return rows.map(({ famille, state, n }) => ({ famille, state, clients: Number(n) }));
}

/** Every client, in id order. */
export async function allClients(db: Database): Promise<Client[]> {
  const rows = await db.sql.selectFrom('clients').select('record').orderBy('id').execute();
  return rows.map((row) => row.record);
}

/**
 * Runs `decide` in one transaction holding the clients' identities (e-mails and pseudos): what it
 * reads of them stays true until it has written, so two registrations or client saves at once (in
 * one API process or several) never both take a free e-mail or pseudo, where the second would
 * fail on the unique index. Pass the database it is handed to every call inside.
 */
export function withClientIdentities<T>(db: Database, decide: (t: Database) => Promise<T>): Promise<T> {
  return transaction(db, async (t) => {
    await sql`select pg_advisory_xact_lock(hashtext('clients.identities'))`.execute(t.sql);
    return decide(t);
  });
}

/** Adds a client under the next id of the persistent sequence (ids are never handed out twice). */
export function insertClient(db: Database, build: (id: number) => Client): Promise<Client> {
  return transaction(db, async (t) => {
    const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('clients', 'id'))::integer as id`.execute(t.sql);
    const created = build(rows[0]!.id);
    await t.sql.insertInto('clients').values(clientRow(created)).execute();
    return created;
  });
}

/**
 * Stores the client's new version in place of its stored one. A client who could sign in and no
 * longer can (blocked, made inactive, deleted) has its sessions ended for good: unblocking it later
 * revives no token issued before. Undefined when the id is unknown.
 */
function saveClient(db: Database, id: number, next: (stored: Client) => Client, now = new Date()): Promise<Client | undefined> {
  if (!storableId(id)) return Promise.resolve(undefined);
  return transaction(db, async (t) => {
    const row = await t.sql.selectFrom('clients').select('record').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return undefined;
    const updated = next(row.record);
    const endsSessions = isAccountUsable(row.record) && !isAccountUsable(updated);
    await t.sql
      .updateTable('clients')
      .set({ ...columnsOf(updated), ...(endsSessions ? { sessions_not_before: now.getTime() } : {}) })
      .where('id', '=', id)
      .execute();
    return updated;
  });
}

/** Changes some fields of a client, stamping `date_modification`; undefined when the id is unknown. */
export function updateClient(db: Database, id: number, changes: Partial<Client>, now = new Date()): Promise<Client | undefined> {
  return saveClient(db, id, (stored) => ({ ...stored, ...changes, id, date_modification: now.toISOString() }), now);
}

/** Replaces the whole record (an anonymised account keeps only what the law asks). */
export async function replaceClient(db: Database, client: Client): Promise<Client> {
  await saveClient(db, client.id, () => client);
  return client;
}

/** Sets a new password hash and ends every session opened until now, in one write; answers the cut-off (ms). */
export async function changePassword(db: Database, clientId: number, hash: string, now = new Date()): Promise<number> {
  await db.sql
    .updateTable('clients')
    .set({
      record: sql`record || jsonb_build_object('hash_password', ${hash}::text, 'date_modification', ${now.toISOString()}::text)`,
      sessions_not_before: now.getTime(),
    })
    .where('id', '=', clientId)
    .execute();
  return now.getTime();
}

/**
 * Deletes an account as the privacy policy says, in one transaction: the record anonymised, the
 * cart and every customer-owned record gone but `kept` (orders and invoices, kept for their ten years).
 */
export function anonymiseAccount(db: Database, anonymised: Client, kept: ReadonlySet<OwnedCollection>): Promise<void> {
  const removed = OWNED_COLLECTIONS.filter((collection) => !kept.has(collection));
  return transaction(db, async (t) => {
    await replaceClient(t, anonymised);
    await t.sql.deleteFrom('carts').where('client_id', '=', anonymised.id).execute();
    for (const collection of removed) await deleteRecordsOf(t, collection, anonymised.id);
  });
}
