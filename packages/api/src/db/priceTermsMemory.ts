import type { ContractPrice, CustomerTerms, PriceList, PriceListId } from '@otech/domain';
import type { SqlDatabase } from './sql/connect.ts';

/*
 * Each client's terms of trade kept in this process's memory (issue 21's bench budget: a catalogue
 * page's prices add at most 2 ms), so a page reads the database once per client and version, not
 * four times per request. Every write of the terms moves `price_terms_version` (triggers of
 * migration 0090); this process forgets all it kept when it sees the version move: after its own
 * writes at once (src/db/priceTerms.ts, `refreshPriceTerms`), another process's within a second
 * (app.ts checks a shared database every second, as for the catalogue).
 */

/** The most clients whose terms are kept: the ones least recently asked for are dropped first. */
const CLIENTS_KEPT = 2_000;

/** What is stored for one client: the list staff pinned it to, if any, and its contract prices. */
interface StoredClientTerms {
  pinned: PriceListId | undefined;
  contract: readonly ContractPrice[];
}

interface KeptClient extends StoredClientTerms {
  /** Its terms indexed for pricing, by the list it was priced on (its famille may change the list). */
  indexed: Map<PriceListId, CustomerTerms>;
}

/** The version as stored (one row, migration 0090). */
export async function storedPriceTermsVersion(sql: SqlDatabase): Promise<string> {
  const row = await sql.selectFrom('price_terms_version').select('version').executeTakeFirstOrThrow();
  return String(row.version);
}

export class PriceTermsMemory {
  /** Moves on each time the memory is emptied: a read begun before may not keep what it read. */
  private generation = 0;
  private readonly lists = new Map<PriceListId, PriceList>();
  private readonly clients = new Map<number, KeptClient>();

  constructor(private version: string) {}

  /** The generation a read starts at, to hand back to `keepList` or `keepClient`. */
  get current(): number {
    return this.generation;
  }

  /** Empties the memory when the stored version is not the one it was read at; true when it did. */
  seeVersion(version: string): boolean {
    if (version === this.version) return false;
    this.version = version;
    this.generation += 1;
    this.lists.clear();
    this.clients.clear();
    return true;
  }

  list(id: PriceListId): PriceList | undefined {
    return this.lists.get(id);
  }

  keepList(generation: number, list: PriceList): void {
    if (generation === this.generation) this.lists.set(list.id, list);
  }

  /** A kept client, moved to the end of the least-recently-asked order. */
  client(id: number): KeptClient | undefined {
    const kept = this.clients.get(id);
    if (kept) {
      this.clients.delete(id);
      this.clients.set(id, kept);
    }
    return kept;
  }

  keepClient(generation: number, id: number, stored: StoredClientTerms): KeptClient {
    const kept = { ...stored, indexed: new Map<PriceListId, CustomerTerms>() };
    if (generation !== this.generation) return kept;
    this.clients.set(id, kept);
    if (this.clients.size > CLIENTS_KEPT) this.clients.delete(this.clients.keys().next().value as number);
    return kept;
  }
}
