import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Admin, AdminClientSession, CartLine, Nomenclature, Product, Referencement, QuoteRequest, Rayon, Reminder } from '@otech/domain';
import { JsonDocument } from './jsonDocument.ts';
import type { ProductIndex } from '../catalogue/productIndex.ts';
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
  quoteRequests: QuoteRequest[];
  /** Payment reminders sent for overdue invoices (db/reminders.ts). */
  reminders: Reminder[];
  /** Bills of materials of the packs (/admin/nomenclatures). */
  nomenclatures: Nomenclature[];
  /** SEO title, description and slug written for a product or rayon page (/admin/referencement). */
  referencements: Referencement[];
};

export const DB_FILES = {
  store: 'store.json',
} as const;

export function emptyStore(): StoreData {
  return {
    quoteRequests: [],
    reminders: [],
    nomenclatures: [],
    referencements: [],
    ...(Object.fromEntries(OWNED_COLLECTIONS.map((name) => [name, [] as OwnedRecord[]])) as Record<OwnedCollection, OwnedRecord[]>),
  };
}

/** True when every file of the runtime database is present. */
export function runtimeDbExists(dbDir: string): boolean {
  return existsSync(path.join(dbDir, DB_FILES.store));
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

/** The catalogue as read from the database at one version, indexed for the routes. */
export interface LoadedCatalogue {
  version: string;
  index: ProductIndex;
  rayons: Rayon[];
}

/**
 * The catalogue held in memory: the search index and what json-server's read-only router serves,
 * at the version of the database they were read or written at (src/db/products.ts keeps it).
 */
export class CatalogueMemory {
  index: ProductIndex;
  version: string;
  /** The same object for the router's whole life: its lists are replaced on change. */
  readonly collections: CatalogueData;

  constructor(loaded: LoadedCatalogue) {
    this.index = loaded.index;
    this.version = loaded.version;
    this.collections = { products: loaded.index.all(), rayon_produits: loaded.rayons };
  }

  /** Serves a catalogue read again whole (another process changed it). */
  replace(loaded: LoadedCatalogue): void {
    this.index = loaded.index;
    this.version = loaded.version;
    this.collections.products = loaded.index.all();
    this.collections.rayon_produits = loaded.rayons;
  }

  /** Notes a write of this process, already applied to `index`, as stored at `version`. */
  written(version: string): void {
    this.version = version;
    this.collections.products = this.index.all();
  }
}

/**
 * The runtime database: the SQL database (`sql`, Kysely on PGlite or PostgreSQL) and, while the
 * switch to it goes on, the JSON document of the small store. The catalogue is served from
 * memory (`catalogue`, read from the SQL tables at start and kept in step by src/db/products.ts).
 * Only the functions of src/db read or write the database; routes call those functions.
 */
export class Database {
  private constructor(
    readonly sql: SqlDatabase,
    readonly store: JsonDocument<StoreData>,
    readonly catalogue: CatalogueMemory,
  ) {}

  /** The catalogue's search index (`byId`, `byReference`, `all`, `query`). */
  get products(): ProductIndex {
    return this.catalogue.index;
  }

  /** Opens the store document of `dbDir` beside the SQL database, which must be migrated and seeded already (src/seed). */
  static async open(dbDir: string, sql: SqlDatabase, catalogue: LoadedCatalogue): Promise<Database> {
    const store = await JsonDocument.load(path.join(dbDir, DB_FILES.store), (raw) => ({
      ...emptyStore(),
      ...objectWith(DB_FILES.store, [])(raw),
    })) as JsonDocument<StoreData>;
    return new Database(sql, store, new CatalogueMemory(catalogue));
  }

  /** The same database seen through an open transaction: what `transaction(db, fn)` hands to `fn`. */
  within(trx: SqlDatabase): Database {
    return new Database(trx, this.store, this.catalogue);
  }

  /** Waits for every queued document save, then closes the SQL database. */
  async close(): Promise<void> {
    await this.store.flush();
    await this.sql.destroy();
  }
}
