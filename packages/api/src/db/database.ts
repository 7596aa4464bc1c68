import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Admin, AdminClientSession, CartLine, Client, ContactRequest, Nomenclature, Product, Referencement, QuoteRequest, Rayon } from '@otech/domain';
import { JsonDocument } from './jsonDocument.ts';
import { ProductIndex } from '../catalogue/productIndex.ts';
import { emptyFailureMaps } from './signInFailures.ts';

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

export interface AccountsData {
  clients: Client[];
  admins: AdminRecord[];
  /** Highest client id ever given: ids are never handed out twice, even after a delete. */
  lastClientId?: number;
  /**
   * Per client id, the time (ms) before which its tokens are void: set when the client is
   * blocked, made inactive or deleted, so unblocking does not revive a session opened before.
   */
  sessionsNotBefore?: Record<string, number>;
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
  /** Bills of materials of the packs (/admin/nomenclatures). */
  nomenclatures: Nomenclature[];
  /** SEO title, description and slug written for a product or rayon page (/admin/referencement). */
  referencements: Referencement[];
};

export const DB_FILES = {
  catalogue: 'catalogue.json',
  accounts: 'accounts.json',
  store: 'store.json',
} as const;

export function emptyStore(): StoreData {
  return {
    carts: [],
    quoteRequests: [],
    contactRequests: [],
    revokedTokens: [],
    impersonations: [],
    nomenclatures: [],
    referencements: [],
    ...(Object.fromEntries(OWNED_COLLECTIONS.map((name) => [name, [] as OwnedRecord[]])) as Record<OwnedCollection, OwnedRecord[]>),
  };
}

/** True when every file of the runtime database is present. */
export function runtimeDbExists(dbDir: string): boolean {
  return [DB_FILES.catalogue, DB_FILES.accounts, DB_FILES.store].every((file) => existsSync(path.join(dbDir, file)));
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
 * The runtime database: the catalogue (big, rarely written), the accounts, and the small
 * transactional store, each its own file so a cart write never rewrites 40,000 products.
 * The catalogue is served from the in-memory ProductIndex, kept in step by every product write.
 * Only the functions of src/db read or write the documents; routes call those functions.
 */
export class Database {
  /** The sign-in throttle's counts (src/db/signInFailures.ts): in memory, never in a document. */
  readonly signInFailures = emptyFailureMaps();
  /** The ids of `store.revokedTokens`, asked on every signed-in request (src/db/sessions.ts keeps it in step). */
  readonly revokedIds: Set<string>;
  /** Whether each client could sign in at the last accounts write: a change to "cannot" ends its sessions. */
  private readonly signInAllowed = new Map<number, boolean>();

  private constructor(
    readonly catalogue: JsonDocument<CatalogueData>,
    readonly accounts: JsonDocument<AccountsData>,
    readonly store: JsonDocument<StoreData>,
    readonly products: ProductIndex,
  ) {
    this.revokedIds = new Set(store.data.revokedTokens.map((token) => token.id));
    this.noteAccountChanges(accounts.data);
    accounts.beforeSave = (data) => this.noteAccountChanges(data);
  }

  /**
   * Kept on every accounts write, whichever route makes it: the id sequence never goes below an
   * id in use, and a client blocked, made inactive or deleted has its sessions ended for good, so
   * unblocking it later revives no token issued before.
   */
  private noteAccountChanges(data: AccountsData): void {
    data.lastClientId = data.clients.reduce((max, client) => Math.max(max, client.id), data.lastClientId ?? 0);
    const present = new Set<number>();
    for (const client of data.clients) {
      present.add(client.id);
      const allowed = client.actif !== false && client.bloque !== true;
      if (this.signInAllowed.get(client.id) === true && !allowed) this.endSessions(data, client.id);
      this.signInAllowed.set(client.id, allowed);
    }
    for (const id of this.signInAllowed.keys()) {
      if (present.has(id)) continue;
      this.endSessions(data, id);
      this.signInAllowed.delete(id);
    }
  }

  static async open(dbDir: string): Promise<Database> {
    const catalogue = await JsonDocument.load(
      path.join(dbDir, DB_FILES.catalogue),
      objectWith(DB_FILES.catalogue, ['products', 'rayon_produits']) as (raw: unknown) => CatalogueData,
    );
    const accounts = await JsonDocument.load(
      path.join(dbDir, DB_FILES.accounts),
      objectWith(DB_FILES.accounts, ['clients', 'admins']) as (raw: unknown) => AccountsData,
    );
    const store = await JsonDocument.load(path.join(dbDir, DB_FILES.store), (raw) => ({
      ...emptyStore(),
      ...objectWith(DB_FILES.store, [])(raw),
    })) as JsonDocument<StoreData>;
    return new Database(catalogue, accounts, store, new ProductIndex(catalogue.data.products).warm());
  }

  async flush(): Promise<void> {
    await Promise.all([this.catalogue.flush(), this.accounts.flush(), this.store.flush()]);
  }

  /** Voids every token of the client issued until now, answering that time (ms); call inside `accounts.update`. */
  endSessions(data: AccountsData, clientId: number): number {
    const now = Date.now();
    data.sessionsNotBefore = { ...data.sessionsNotBefore, [clientId]: now };
    return now;
  }
}
