import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Admin, AdminClientSession, CartLine, ContactRequest, Nomenclature, Product, Referencement, QuoteRequest, Rayon, Reminder } from '@otech/domain';
import { JsonDocument } from './jsonDocument.ts';
import { ProductIndex } from '../catalogue/productIndex.ts';
import type { SqlDatabase } from './sql/connect.ts';

/** An administrator as stored: the domain `Admin` (the hash never leaves the server). */
export type AdminRecord = Admin;

export interface StoredCart {
  id: string;
  userId: string;
  items: CartLine<Product>[];
  createdAt: string;
  updatedAt: string;
}

/** A record of a customer-owned collection: which client it belongs to is all the store needs to know. */
export interface OwnedRecord {
  id: string;
  clientId: number;
  [field: string]: unknown;
}

export interface RevokedToken {
  id: string;
  expiresAt: number;
}

/** An administrator's session on a client's account: its token id, and when it ended. */
export interface ImpersonationRecord extends AdminClientSession {
  tokenId: string;
  endedAt?: string;
}

export interface CatalogueData {
  products: Product[];
  rayon_produits: Rayon[];
}

/** The dashboards' collections: every record carries the `clientId` of its owner. */
export const OWNED_COLLECTIONS = [
  'orders',
  'factures',
  'addresses',
  'favorites',
  'loyalty',
  'notifications',
  'notificationSettings',
] as const;
export type OwnedCollection = (typeof OWNED_COLLECTIONS)[number];

export type StoreData = Record<OwnedCollection, OwnedRecord[]> & {
  carts: StoredCart[];
  quoteRequests: QuoteRequest[];
  contactRequests: ContactRequest[];
  revokedTokens: RevokedToken[];
  impersonations: ImpersonationRecord[];
  /** Payment reminders sent for overdue invoices (db/reminders.ts). */
  reminders: Reminder[];
  /** Bills of materials of the packs (/admin/nomenclatures). */
  nomenclatures: Nomenclature[];
  /** SEO title, description and slug written for a product or rayon page (/admin/referencement). */
  referencements: Referencement[];
};

export const DB_FILES = {
  catalogue: 'catalogue.json',
  store: 'store.json',
} as const;

export function emptyStore(): StoreData {
  return {
    carts: [],
    quoteRequests: [],
    contactRequests: [],
    revokedTokens: [],
    impersonations: [],
    reminders: [],
    nomenclatures: [],
    referencements: [],
    ...(Object.fromEntries(OWNED_COLLECTIONS.map((name) => [name, [] as OwnedRecord[]])) as Record<OwnedCollection, OwnedRecord[]>),
  };
}

/** True when every file of the runtime database is present. */
export function runtimeDbExists(dbDir: string): boolean {
  return [DB_FILES.catalogue, DB_FILES.store].every((file) => existsSync(path.join(dbDir, file)));
}

function objectWith<K extends string>(file: string, keys: readonly K[]) {
  return (raw: unknown): Record<K, unknown[]> => {
    if (typeof raw !== 'object' || raw === null) throw new Error(`${file}: expected a JSON object`);
    const record = raw as Record<string, unknown>;
    for (const key of keys) {
      if (!Array.isArray(record[key])) throw new Error(`${file}: "${key}" must be a list`);
    }
    return record as Record<K, unknown[]>;
  };
}

/**
 * The runtime database: the SQL database (`sql`, Kysely on PGlite or PostgreSQL) and, while the
 * switch to it goes on, the JSON documents of the catalogue and of the small store, each its own
 * file so a cart write never rewrites 40,000 products. The catalogue is served from the in-memory
 * ProductIndex, kept in step by every product write. Only the functions of src/db read or write
 * the database; routes call those functions.
 */
export class Database {
  private constructor(
    readonly sql: SqlDatabase,
    readonly catalogue: JsonDocument<CatalogueData>,
    readonly store: JsonDocument<StoreData>,
    readonly products: ProductIndex,
  ) {}

  /** Opens the documents of `dbDir` and the SQL database, which must be migrated and seeded already (src/seed). */
  static async open(dbDir: string, sql: SqlDatabase): Promise<Database> {
    const catalogue = await JsonDocument.load(
      path.join(dbDir, DB_FILES.catalogue),
      objectWith(DB_FILES.catalogue, ['products', 'rayon_produits']) as (raw: unknown) => CatalogueData,
    );
    const store = await JsonDocument.load(path.join(dbDir, DB_FILES.store), (raw) => ({
      ...emptyStore(),
      ...objectWith(DB_FILES.store, [])(raw),
    })) as JsonDocument<StoreData>;
    return new Database(sql, catalogue, store, new ProductIndex(catalogue.data.products).warm());
  }

  /** The same database seen through an open transaction: what `transaction(db, fn)` hands to `fn`. */
  within(trx: SqlDatabase): Database {
    return new Database(trx, this.catalogue, this.store, this.products);
  }

  /** Waits for every queued document save, then closes the SQL database. */
  async close(): Promise<void> {
    await Promise.all([this.catalogue.flush(), this.store.flush()]);
    await this.sql.destroy();
  }
}
