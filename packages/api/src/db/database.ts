import type { Admin, AdminClientSession, CartLine, Product, Rayon, StoredRecord } from '@otech/domain';
import { loadIndexedCatalogue } from './products.ts';
import { PriceTermsMemory, storedPriceTermsVersion } from './priceTermsMemory.ts';
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
export type OwnedRecord = StoredRecord;

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
  private changing: Promise<unknown> = Promise.resolve();

  constructor(loaded: LoadedCatalogue) {
    this.index = loaded.index;
    this.version = loaded.version;
    this.collections = { products: loaded.index.all(), rayon_produits: loaded.rayons };
  }

  /**
   * Runs the changes of this memory one after another, in the order asked: an index built on the
   * index thread replaces the one it was built from, so no other change may land on that one while
   * it is built. The catalogue is served as it was meanwhile.
   */
  change<T>(apply: () => T | Promise<T>): Promise<T> {
    const applied = this.changing.then(apply);
    this.changing = applied.catch(() => undefined);
    return applied;
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
 * The runtime database: the SQL database (`sql`, Kysely on PGlite or PostgreSQL), with the
 * catalogue served from memory (`catalogue`, read from its tables at open and kept in step by
 * src/db/products.ts) and the clients' terms of trade kept in memory (`priceTerms`, src/db/priceTerms.ts). Only the functions of src/db read or write it; routes call those functions.
 */
export class Database {
  private constructor(
    readonly sql: SqlDatabase,
    readonly catalogue: CatalogueMemory,
    readonly priceTerms: PriceTermsMemory,
    /** Inside a transaction, what runs once it has committed (`afterCommit`); outside one, none. */
    private readonly committed?: (() => unknown)[],
  ) {}

  /**
   * Runs `work` once what this database wrote is committed: at once outside a transaction, after its
   * commit inside one (never if it rolls back). For what must not be seen before the commit, such as
   * waking the mail sender or showing a catalogue change, when the caller's transaction is joined.
   */
  async afterCommit(work: () => unknown): Promise<void> {
    if (this.committed) this.committed.push(work);
    else await work();
  }

  /** Runs, in order, what was left to run after this transaction's commit (src/db/transaction.ts). */
  async committedNow(): Promise<void> {
    for (const work of this.committed?.splice(0) ?? []) await work();
  }

  /** The catalogue's search index (`byId`, `byReference`, `all`, `query`). */
  get products(): ProductIndex {
    return this.catalogue.index;
  }

  /** Opens on the SQL database, which must be migrated and seeded already (src/seed), reading the catalogue into memory. */
  static async open(sql: SqlDatabase): Promise<Database> {
    return new Database(sql, new CatalogueMemory(await loadIndexedCatalogue(sql)), new PriceTermsMemory(await storedPriceTermsVersion(sql)));
  }

  /** The same database seen through an open transaction: what `transaction(db, fn)` hands to `fn`. */
  within(trx: SqlDatabase): Database {
    return new Database(trx, this.catalogue, this.priceTerms, []);
  }

  close(): Promise<void> {
    return this.sql.destroy();
  }
}
