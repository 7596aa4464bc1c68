import { sql } from 'kysely';
import { availableStock, stockTake } from '@otech/domain';
import type { CreditInvoice, CreditOrder, Product, StockTaken } from '@otech/domain';
import type { Database, OwnedRecord } from './database.ts';
import { recordsOf } from './owned.ts';
import { showCatalogueChange, storeProductsWithin } from './products.ts';
import type { CatalogueChange } from './products.ts';
import { readOrder, readStoredFacture } from '../records/storedRecords.ts';
import { transaction } from './transaction.ts';

/*
 * An order's stock (issue 21 §Stock): taken when the order is confirmed, given back when it is
 * cancelled, in the transaction that stores the order. The products' rows are locked (in id order,
 * so two orders never wait on each other crosswise) before their stock is read: of two orders at
 * once, the second reads what the first left, and the stock never goes below zero.
 */

/** Lines refused because the product is not restocked and the quantity passes its stock. */
export class StockRefused extends Error {
  constructor(readonly refusals: readonly { productId: string; productName: string; message: string }[]) {
    super(refusals.map((refusal) => `${refusal.productName} : ${refusal.message}`).join(' ; '));
    this.name = 'StockRefused';
  }
}

/** What an order's stock did, to store on the order. */
interface StockRecord {
  stockTaken: StockTaken[];
  backOrders: { productId: string; productName: string; quantity: number; text: string }[];
}

/** The catalogue products an order's lines name (by id, or by reference for a quote's lines), locked until the transaction ends. */
async function lockedProducts(t: Database, names: readonly string[]): Promise<Map<string, Product>> {
  if (names.length === 0) return new Map();
  const rows = await t.sql
    .selectFrom('products')
    .select('record')
    .where((eb) => eb.or([eb('id', 'in', names), eb('reference', 'in', names)]))
    .orderBy('id')
    .forUpdate()
    .execute();
  const byName = new Map<string, Product>();
  for (const { record } of rows) {
    byName.set(record.id, record);
    if (record.reference) byName.set(record.reference, record);
  }
  return byName;
}

/** Collects the products an order transaction changed, to show them once it is committed. */
export class StockLedger {
  private readonly changed = new Map<string, Product>();

  constructor(private readonly t: Database) {}

  /** The order with the stock it took and what it back-orders; throws StockRefused when a line cannot be served. */
  async take<O extends OwnedRecord>(order: O): Promise<O & StockRecord> {
    const { items } = readOrder(order, undefined);
    const products = await lockedProducts(this.t, [...new Set(items.map((item) => item.productId))]);
    const wanted = new Map<string, { product: Product; quantity: number; productName: string }>();
    // A free line ("Frais de port") names no product: it takes no stock.
    for (const item of items) {
      const product = products.get(item.productId);
      if (!product) continue;
      const line = wanted.get(product.id) ?? { product: this.changed.get(product.id) ?? product, quantity: 0, productName: item.productName };
      wanted.set(product.id, { ...line, quantity: line.quantity + item.quantity });
    }
    const record: StockRecord = { stockTaken: [], backOrders: [] };
    const refusals: { productId: string; productName: string; message: string }[] = [];
    for (const { product, quantity, productName } of wanted.values()) {
      const take = stockTake(product, quantity);
      if (!take.ok) {
        refusals.push({ productId: product.id, productName, message: take.message });
        continue;
      }
      if (take.taken > 0) {
        record.stockTaken.push({ productId: product.id, quantity: take.taken });
        this.changed.set(product.id, { ...product, stock: take.remaining });
      }
      if (take.backOrdered > 0 && take.backOrderText) record.backOrders.push({ productId: product.id, productName, quantity: take.backOrdered, text: take.backOrderText });
    }
    if (refusals.length > 0) throw new StockRefused(refusals);
    return { ...order, ...record };
  }

  /** The order with the stock it took given back to its products (those still in the catalogue). */
  async giveBack<O extends OwnedRecord>(order: O): Promise<O> {
    const { stockTaken } = readOrder(order, undefined);
    const products = await lockedProducts(this.t, stockTaken.map((taken) => taken.productId));
    for (const taken of stockTaken) {
      const product = this.changed.get(taken.productId) ?? products.get(taken.productId);
      if (product) this.changed.set(product.id, { ...product, stock: availableStock(product) + taken.quantity });
    }
    return { ...order, stockTaken: [] };
  }

  /** Stores the changed products in the transaction; what to show once it is committed. */
  async store(): Promise<CatalogueChange | undefined> {
    return this.changed.size === 0 ? undefined : storeProductsWithin(this.t, [...this.changed.values()]);
  }
}

/**
 * Runs an order's write in one transaction with a StockLedger, then, once it is committed, shows the
 * stock it changed in this process's catalogue (another process sees the catalogue version move).
 */
export async function withOrderStock<T>(db: Database, write: (t: Database, stock: StockLedger) => Promise<T>): Promise<T> {
  let change: CatalogueChange | undefined;
  const result = await transaction(db, async (t) => {
    const ledger = new StockLedger(t);
    const written = await write(t, ledger);
    change = await ledger.store();
    return written;
  });
  // Joined to a caller's transaction (a write made signed in as a client), shown once that one commits.
  const shown = change;
  if (shown) await db.afterCommit(() => showCatalogueChange(db, shown));
  return result;
}

/** The client's invoices and orders as credit in use reads them. */
export async function creditAccountOf(db: Database, clientId: number): Promise<{ invoices: CreditInvoice[]; orders: CreditOrder[] }> {
  const factures = await recordsOf(db, 'factures', clientId);
  const orders = await recordsOf(db, 'orders', clientId);
  return { invoices: factures.map((record) => readStoredFacture(record)), orders: orders.map((record) => readOrder(record, undefined)) };
}

/**
 * The same, the client's row locked until the transaction `t` ends: two orders of one client are
 * decided one after the other, each seeing the other in the credit in use.
 */
export async function heldCreditAccountOf(t: Database, clientId: number): Promise<{ invoices: CreditInvoice[]; orders: CreditOrder[] }> {
  await sql`select 1 from clients where id = ${clientId} for update`.execute(t.sql);
  return creditAccountOf(t, clientId);
}
