import { customerTerms, DEFAULT_BANKING, priceListForFamille, PRICE_LIST_IDS } from '@otech/domain';
import type { ClientTerms, ContractPrice, CustomerTerms, PriceList, PriceListId, QuantityBreak, PriceRule } from '@otech/domain';
import { appendAudit } from './auditTrail.ts';
import type { AuditActor } from './auditTrail.ts';
import { clientById, updateClient } from './clients.ts';
import type { Database } from './database.ts';
import { storedPriceTermsVersion } from './priceTermsMemory.ts';
import type { SqlDatabase } from './sql/connect.ts';
import { transaction } from './transaction.ts';

/*
 * The terms of trade as stored (migration 0020): each list's rules, net prices and breaks, the
 * list staff put a client on, and each client's contract prices. Percentages are kept in basis
 * points and prices in cents, so what is read back is what was written, to the cent.
 */

const toBasisPoints = (percent: number) => Math.round(percent * 100);
const fromBasisPoints = (basisPoints: number) => basisPoints / 100;

type Targeted = { scope: 'catalogue' } | { scope: 'category'; category: string } | { scope: 'brand'; brand: string } | { scope: 'product'; productId: string };

function targetOf(entry: Targeted): string {
  switch (entry.scope) {
    case 'catalogue':
      return '';
    case 'category':
      return entry.category;
    case 'brand':
      return entry.brand;
    case 'product':
      return entry.productId;
  }
}

function scopeOf(scope: string, target: string): Targeted {
  if (scope === 'category') return { scope, category: target };
  if (scope === 'brand') return { scope, brand: target };
  if (scope === 'product') return { scope, productId: target };
  return { scope: 'catalogue' };
}

/** A list as stored, whole. */
export async function priceListOf(db: Pick<Database, 'sql'>, id: PriceListId): Promise<PriceList> {
  const [rules, netPrices, breaks] = await Promise.all([
    db.sql.selectFrom('price_list_rules').select(['scope', 'target', 'percent_off_bp']).where('list_id', '=', id).orderBy(['scope', 'target']).execute(),
    db.sql.selectFrom('price_list_net_prices').select(['product_id', 'price_cents']).where('list_id', '=', id).orderBy('product_id').execute(),
    db.sql.selectFrom('price_list_breaks').select(['scope', 'target', 'min_quantity', 'price_cents', 'percent_off_bp']).where('list_id', '=', id).orderBy(['scope', 'target', 'min_quantity']).execute(),
  ]);
  return {
    id,
    rules: rules.map((row) => ({ ...scopeOf(row.scope, row.target), percentOff: fromBasisPoints(row.percent_off_bp) }) as PriceRule),
    netPrices: netPrices.map((row) => ({ productId: row.product_id, priceCents: Number(row.price_cents) })),
    breaks: breaks.map(
      (row) =>
        ({
          ...scopeOf(row.scope, row.target),
          minQuantity: row.min_quantity,
          ...(row.price_cents === null ? { kind: 'percentOff', percentOff: fromBasisPoints(row.percent_off_bp ?? 0) } : { kind: 'unitPrice', priceCents: Number(row.price_cents) }),
        }) as QuantityBreak,
    ),
  };
}

/** Writes a list's rules, net prices and breaks in place of the stored ones, inside the caller's transaction. */
export async function storePriceList(t: SqlDatabase, list: PriceList): Promise<void> {
  for (const table of ['price_list_rules', 'price_list_net_prices', 'price_list_breaks'] as const) await t.deleteFrom(table).where('list_id', '=', list.id).execute();
  if (list.rules.length > 0) {
    await t.insertInto('price_list_rules').values(list.rules.map((rule) => ({ list_id: list.id, scope: rule.scope, target: targetOf(rule), percent_off_bp: toBasisPoints(rule.percentOff) }))).execute();
  }
  if (list.netPrices.length > 0) {
    await t.insertInto('price_list_net_prices').values(list.netPrices.map((net) => ({ list_id: list.id, product_id: net.productId, price_cents: net.priceCents }))).execute();
  }
  if (list.breaks.length > 0) {
    await t
      .insertInto('price_list_breaks')
      .values(
        list.breaks.map((entry) => ({
          list_id: list.id,
          scope: entry.scope,
          target: targetOf(entry),
          min_quantity: entry.minQuantity,
          price_cents: entry.kind === 'unitPrice' ? entry.priceCents : null,
          percent_off_bp: entry.kind === 'percentOff' ? toBasisPoints(entry.percentOff) : null,
        })),
      )
      .execute();
  }
}

/** Replaces the seed's lists and contract prices, inside the seed's own transaction. */
export async function seedPriceTerms(t: SqlDatabase, lists: readonly PriceList[], contracts: readonly (ContractPrice & { clientId: number })[]): Promise<void> {
  for (const list of lists) await storePriceList(t, list);
  if (contracts.length > 0) {
    await t.insertInto('contract_prices').values(contracts.map((entry) => ({ client_id: entry.clientId, product_id: entry.productId, price_cents: entry.priceCents }))).execute();
  }
}

/** The list staff pinned a client to, if any (else it is on the list of its famille). */
async function pinnedListOf(db: Pick<Database, 'sql'>, clientId: number): Promise<PriceListId | undefined> {
  const row = await db.sql.selectFrom('client_price_lists').select('list_id').where('client_id', '=', clientId).executeTakeFirst();
  return (PRICE_LIST_IDS as readonly string[]).includes(row?.list_id ?? '') ? (row?.list_id as PriceListId) : undefined;
}

/** The list a client is on: the one staff put it on, else the one of its kind. */
async function priceListIdOf(db: Pick<Database, 'sql'>, client: { id: number; famille?: string | undefined }): Promise<PriceListId> {
  return (await pinnedListOf(db, client.id)) ?? priceListForFamille(client.famille);
}

/** Puts a client on a list (staff). */
export async function setClientPriceList(db: Pick<Database, 'sql'>, clientId: number, listId: PriceListId): Promise<void> {
  await db.sql
    .insertInto('client_price_lists')
    .values({ client_id: clientId, list_id: listId })
    .onConflict((conflict) => conflict.column('client_id').doUpdateSet({ list_id: listId }))
    .execute();
}

export async function contractPricesOf(db: Pick<Database, 'sql'>, clientId: number): Promise<ContractPrice[]> {
  const rows = await db.sql.selectFrom('contract_prices').select(['product_id', 'price_cents']).where('client_id', '=', clientId).orderBy('product_id').execute();
  return rows.map((row) => ({ productId: row.product_id, priceCents: Number(row.price_cents) }));
}

/** A client's terms as stored, read where `db` reads (a transaction sees its own writes). */
async function storedTermsOfClient(db: Database, client: { id: number; famille?: string | undefined }): Promise<{ listId: PriceListId; terms: CustomerTerms }> {
  const [pinned, contract] = await Promise.all([pinnedListOf(db, client.id), contractPricesOf(db, client.id)]);
  const listId = pinned ?? priceListForFamille(client.famille);
  return { listId, terms: customerTerms(await priceListOf(db, listId), contract) };
}

/**
 * A client's terms of trade, indexed for pricing: its list and its contract prices, from this
 * process's memory when it holds them at the stored version (src/db/priceTermsMemory.ts). Inside a
 * transaction the memory is neither read nor filled: the transaction may have written the terms,
 * not yet committed, which the memory does not hold and must not keep (decision 160).
 */
export async function termsOfClient(db: Database, client: { id: number; famille?: string | undefined }): Promise<{ listId: PriceListId; terms: CustomerTerms }> {
  if (db.sql.isTransaction) return storedTermsOfClient(db, client);
  const memory = db.priceTerms;
  const generation = memory.current;
  const kept =
    memory.client(client.id) ??
    memory.keepClient(generation, client.id, await Promise.all([pinnedListOf(db, client.id), contractPricesOf(db, client.id)]).then(([pinned, contract]) => ({ pinned, contract })));
  const listId = kept.pinned ?? priceListForFamille(client.famille);
  let terms = kept.indexed.get(listId);
  if (!terms) {
    let list = memory.list(listId);
    if (!list) {
      list = await priceListOf(db, listId);
      memory.keepList(generation, list);
    }
    terms = customerTerms(list, kept.contract);
    kept.indexed.set(listId, terms);
  }
  return { listId, terms };
}

/** Forgets the terms this process keeps when they were changed since it read them: after its own writes, and every second on a shared database. */
export async function refreshPriceTerms(db: Database): Promise<boolean> {
  return db.priceTerms.seeVersion(await storedPriceTermsVersion(db.sql));
}

/** A client's terms as staff set them, or undefined for an unknown client. */
export async function clientTermsOf(db: Database, clientId: number): Promise<ClientTerms | undefined> {
  const client = await clientById(db, clientId);
  if (!client) return undefined;
  return {
    paymentTerms: client.bankingInfo?.paymentTerms ?? DEFAULT_BANKING.paymentTerms,
    creditLimit: client.bankingInfo?.creditLimit ?? null,
    priceList: await priceListIdOf(db, client),
  };
}

/** Sets a client's payment terms, credit limit and list in one transaction; undefined for an unknown client. */
export function setClientTerms(db: Database, clientId: number, terms: ClientTerms, actor: AuditActor): Promise<ClientTerms | undefined> {
  return transaction(db, async (t) => {
    const before = await clientTermsOf(t, clientId);
    const client = await clientById(t, clientId);
    if (!client || !before) return undefined;
    const { creditLimit: _previous, ...banking } = { ...DEFAULT_BANKING, ...client.bankingInfo };
    await updateClient(t, clientId, {
      bankingInfo: { ...banking, paymentTerms: terms.paymentTerms, ...(terms.creditLimit === null ? {} : { creditLimit: terms.creditLimit }) },
    });
    await setClientPriceList(t, clientId, terms.priceList);
    await appendAudit(t, actor, { kind: 'client', recordId: String(clientId), action: 'conditions', before, after: terms });
    return terms;
  });
}
