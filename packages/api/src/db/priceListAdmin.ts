import { priceListForFamille, PRICE_LIST_IDS, PRICE_LIST_NAMES } from '@otech/domain';
import type { ClientOnList, ContractPrice, PriceListContent, PriceListId, PriceListSummary } from '@otech/domain';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import type { Database } from './database.ts';
import { contractPricesOf, priceListOf, setClientPriceList, storePriceList } from './priceTerms.ts';

/*
 * What staff change at /admin/tarifs (issue 21), each change in one transaction with its audit
 * entry. These functions need only the SQL database, so `otech` runs them on the runtime database
 * as the API does.
 */

export type SqlOnly = Pick<Database, 'sql'>;

/** Runs `work` in one transaction, or in the caller's when there is one. */
export function inTransaction<T>(db: SqlOnly, work: (t: SqlOnly) => Promise<T>): Promise<T> {
  if (db.sql.isTransaction) return work(db);
  return db.sql.transaction().execute((trx) => work({ sql: trx }));
}

const isListId = (id: string | null | undefined): id is PriceListId => (PRICE_LIST_IDS as readonly string[]).includes(id ?? '');

/** Every client with the list it is on (the pinned one, else the one of its famille). */
export async function clientsWithLists(db: SqlOnly): Promise<ClientOnList[]> {
  const rows = await db.sql
    .selectFrom('clients')
    .leftJoin('client_price_lists', 'client_price_lists.client_id', 'clients.id')
    .leftJoin('price_review_exemptions', 'price_review_exemptions.client_id', 'clients.id')
    .select(['clients.id', 'clients.pseudo', 'clients.record', 'client_price_lists.list_id', 'price_review_exemptions.client_id as exempt_id'])
    .orderBy('clients.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    societe: row.record.societe,
    pseudo: row.pseudo,
    famille: row.record.famille ?? '',
    listId: isListId(row.list_id) ? row.list_id : priceListForFamille(row.record.famille),
    pinned: isListId(row.list_id),
    exempt: row.exempt_id !== null,
  }));
}

/** The four lists with how many rules, net prices, breaks and clients each has. */
export async function priceListSummaries(db: SqlOnly): Promise<PriceListSummary[]> {
  const [lists, clients] = await Promise.all([Promise.all(PRICE_LIST_IDS.map((id) => priceListOf(db, id))), clientsWithLists(db)]);
  return lists.map((list) => ({
    id: list.id,
    name: PRICE_LIST_NAMES[list.id],
    rules: list.rules.length,
    netPrices: list.netPrices.length,
    breaks: list.breaks.length,
    clients: clients.filter((client) => client.listId === list.id).length,
  }));
}

const counts = (content: PriceListContent) => ({ rules: content.rules.length, netPrices: content.netPrices.length, breaks: content.breaks.length });

/** Replaces a list's rules, net prices and breaks, all or nothing, with its audit entry. */
export function replacePriceListAudited(db: SqlOnly, actor: AuditActor, id: PriceListId, content: PriceListContent, action = 'grille'): Promise<void> {
  return inTransaction(db, async (t) => {
    const before = await priceListOf(t, id);
    await storePriceList(t.sql, { id, ...content });
    await appendAudit(t, actor, { kind: 'price', recordId: id, action, before: counts(before), after: counts(content) });
  });
}

/**
 * Moves a client to a list (pinned there), with its audit entry; 'unchanged' when the client is pinned
 * on that list already (nothing written), false for an unknown client.
 */
export function moveClientToList(db: SqlOnly, actor: AuditActor, clientId: number, listId: PriceListId, action = 'grille tarifaire'): Promise<'moved' | 'unchanged' | false> {
  return inTransaction(db, async (t) => {
    const client = await t.sql.selectFrom('clients').select('record').where('id', '=', clientId).forUpdate().executeTakeFirst();
    if (!client) return false;
    const pinned = await t.sql.selectFrom('client_price_lists').select('list_id').where('client_id', '=', clientId).executeTakeFirst();
    // Only a pin on that very list is 'unchanged': choosing the family's own list pins it, so a
    // later family change no longer moves the client against staff's choice.
    if (pinned?.list_id === listId) return 'unchanged';
    const before = isListId(pinned?.list_id) ? pinned.list_id : priceListForFamille(client.record.famille);
    await setClientPriceList(t, clientId, listId);
    await appendAudit(t, actor, { kind: 'client', recordId: String(clientId), action, before: { priceList: before }, after: { priceList: listId } });
    return 'moved';
  });
}

/** Replaces a client's contract prices with its audit entry; false for an unknown client. */
export function replaceContractPrices(db: SqlOnly, actor: AuditActor, clientId: number, entries: readonly ContractPrice[]): Promise<boolean> {
  return inTransaction(db, async (t) => {
    const client = await t.sql.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
    if (!client) return false;
    const before = await contractPricesOf(t, clientId);
    await t.sql.deleteFrom('contract_prices').where('client_id', '=', clientId).execute();
    if (entries.length > 0) {
      await t.sql.insertInto('contract_prices').values(entries.map((entry) => ({ client_id: clientId, product_id: entry.productId, price_cents: entry.priceCents }))).execute();
    }
    await appendAudit(t, actor, { kind: 'client', recordId: String(clientId), action: 'prix contrat', before: { contractPrices: before.length }, after: { contractPrices: entries.length } });
    return true;
  });
}

/** Exempts a client from the wholesaler clause, or no longer, with its audit entry; false for an unknown client. */
export function setReviewExemption(db: SqlOnly, actor: AuditActor, clientId: number, exempt: boolean): Promise<boolean> {
  return inTransaction(db, async (t) => {
    const client = await t.sql.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
    if (!client) return false;
    const stored = await t.sql.selectFrom('price_review_exemptions').select('client_id').where('client_id', '=', clientId).executeTakeFirst();
    if (exempt && !stored) await t.sql.insertInto('price_review_exemptions').values({ client_id: clientId }).execute();
    if (!exempt && stored) await t.sql.deleteFrom('price_review_exemptions').where('client_id', '=', clientId).execute();
    if (exempt !== (stored !== undefined)) {
      await appendAudit(t, actor, { kind: 'client', recordId: String(clientId), action: 'exemption clause grossiste', before: { exempt: stored !== undefined }, after: { exempt } });
    }
    return true;
  });
}

/** Which of these product ids the catalogue has. */
export async function knownProductIds(db: SqlOnly, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = new Set<string>();
  // Chunks keep each query under PostgreSQL's bound-parameter limit.
  for (let start = 0; start < ids.length; start += 5_000) {
    const rows = await db.sql.selectFrom('products').select('id').where('id', 'in', ids.slice(start, start + 5_000)).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}
