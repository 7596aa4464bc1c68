/*
 * json-server 0.17's list query (`GET /products?…`) answered over precomputed views of the
 * catalogue instead of json-server's router, which walks every record with lodash on every request
 * (a `q` over 40,000 products took seconds). The answer is json-server's, field for field: its
 * filters (equality, `_like`, `_ne`, `_gte`, `_lte`, `q`), lodash's `orderBy` order, its paging
 * and headers. What changes is the work: the views below are built once per catalogue (its list
 * is replaced on every write) and each filter's matches are remembered until the next write.
 */
import type { Product } from '@otech/domain';
import { BoundedCache } from './boundedCache.ts';
import { FullTextIndex } from './fullTextIndex.ts';
import type { LeafDictionary } from './fullTextIndex.ts';

/** A filter parameter json-server reads: `path`, `path_like`, `path_ne`, `path_gte`, `path_lte`. */
export interface RestFilter {
  path: string;
  operator: 'eq' | 'like' | 'ne' | 'gte' | 'lte';
  value: string;
}

export interface RestQuery {
  q?: string | undefined;
  filters: readonly RestFilter[];
  sort: readonly string[];
  orders: readonly string[];
}

/** Records read to answer a query: the test at scale holds it to the candidates an index gives. */
export interface RestWork {
  examined: number;
}

/** Between two texts in a joined view: a control character no accepted query text holds. */
const SEPARATOR = '\u0000';
/**
 * How many of each view are kept (issue 27): a view is as long as the catalogue (a column of
 * 40,000 values is about 320 KB), so each kind is held to the few a shop's pages use, the one used
 * longest ago dropped first. Only paths some record holds get a view at all.
 */
export const VIEW_CACHE_SIZE = { results: 64, columns: 24, equals: 12, likeTexts: 12, ranks: 12 } as const;

type Column = unknown[];

function valueAt(record: unknown, keys: readonly string[]): unknown {
  let value = record;
  for (const key of keys) {
    if (value === undefined || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The paths `_.has` finds in a record: its keys, through nested objects and lists. */
function collectPaths(value: unknown, prefix: string, into: Set<string>): void {
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    into.add(path);
    collectPaths((value as Record<string, unknown>)[key], path, into);
  }
}

/**
 * One character as a case-ignoring regular expression (`i` without `u`) compares it: its upper
 * case when that is one character and does not turn a non-ASCII character into an ASCII one.
 */
function canonicalCharacter(character: string): string {
  const upper = character.toUpperCase();
  if (upper.length !== 1) return character;
  return character.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128 ? character : upper;
}

export function caseIgnoringText(text: string): string {
  const ascii = text.replace(/[a-z]+/g, (run) => run.toUpperCase());
  // Accented letters are few: only they go through the character by character rule.
  return /[^\0-\x7f]/.test(ascii) ? ascii.replace(/[^\0-\x7f]/g, canonicalCharacter) : ascii;
}

/** lodash's `compareAscending` for the values JSON holds: undefined and NaN last, null after the rest. */
function compareAscending(value: unknown, other: unknown): number {
  if (value === other) return 0;
  const valueDefined = value !== undefined;
  const otherDefined = other !== undefined;
  const valueReflexive = value === value;
  const otherReflexive = other === other;
  const a = value as number;
  const b = other as number;
  if ((other !== null && a > b) || (value === null && otherDefined && otherReflexive) || (!valueDefined && otherReflexive) || !valueReflexive) return 1;
  if ((value !== null && a < b) || (other === null && valueDefined && valueReflexive) || (!otherDefined && valueReflexive) || !otherReflexive) return -1;
  return 0;
}

/** A joined text view: each record's text at its offset, found with one native `indexOf` scan. */
class JoinedText {
  readonly text: string;
  private readonly starts: Int32Array;

  constructor(parts: readonly string[]) {
    this.starts = new Int32Array(parts.length + 1);
    let offset = 0;
    parts.forEach((part, position) => {
      this.starts[position] = offset;
      offset += part.length + 1;
    });
    this.starts[parts.length] = offset;
    this.text = parts.join(SEPARATOR);
  }

  /**
   * The positions whose text holds `needle`, in catalogue order: the scan jumps from one match to
   * the next record, so only matching records count as examined.
   */
  find(needle: string, work: RestWork): number[] {
    const found: number[] = [];
    for (let at = this.text.indexOf(needle); at !== -1; ) {
      const position = this.positionOf(at);
      found.push(position);
      at = this.text.indexOf(needle, this.starts[position + 1] as number);
    }
    work.examined += found.length;
    return found;
  }

  private positionOf(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (high - low > 1) {
      const middle = (low + high) >>> 1;
      if ((this.starts[middle] as number) <= offset) low = middle;
      else high = middle;
    }
    return low;
  }
}

/**
 * The views of one catalogue list (in the catalogue's order), each built on first use: a column of
 * values and their equality lists per field path, a joined text per `_like` path, the
 * sorted orders per `_sort`, the paths records hold, and the `q` index (FullTextIndex).
 */
export class CatalogueRest {
  private readonly columns = new BoundedCache<string, Column>(VIEW_CACHE_SIZE.columns);
  private readonly equals = new BoundedCache<string, Map<string, number[]>>(VIEW_CACHE_SIZE.equals);
  private readonly likeTexts = new BoundedCache<string, JoinedText>(VIEW_CACHE_SIZE.likeTexts);
  private readonly ranks = new BoundedCache<string, Int32Array>(VIEW_CACHE_SIZE.ranks);
  private fullText: FullTextIndex | undefined;
  private readonly dictionary: LeafDictionary | undefined;
  private paths: Set<string> | undefined;
  private readonly results = new BoundedCache<string, number[]>(VIEW_CACHE_SIZE.results);

  /** `previous`: the views of the catalogue this one replaces, whose leaf texts this one reuses. */
  constructor(
    readonly products: readonly Product[],
    previous?: CatalogueRest,
  ) {
    this.dictionary = previous?.fullText?.dictionaryForNext();
  }

  /**
   * Builds the `q` index up front, e.g. at start: reading every leaf of 40,000 records is the
   * longest view to build. Records a write leaves as they were keep their leaves in the dictionary
   * the next catalogue reuses, so only the records it brings are read again.
   */
  warm(): this {
    this.fullTextIndex();
    return this;
  }

  /** Whether some record holds the path: json-server drops a plain filter on a path none has. */
  holds(path: string): boolean {
    if (!this.paths) {
      this.paths = new Set();
      for (const product of this.products) collectPaths(product, '', this.paths);
    }
    return this.paths.has(path);
  }

  /** The positions (catalogue order) of the records the query keeps, in its order; remembered per query. */
  matching(query: RestQuery, work: RestWork = { examined: 0 }): number[] {
    const key = JSON.stringify([query.q ?? '', query.filters, query.sort, query.orders]);
    const cached = this.results.get(key);
    if (cached) return cached;
    const found = this.sorted(this.filtered(query, work), query);
    this.results.set(key, found);
    return found;
  }

  private filtered(query: RestQuery, work: RestWork): number[] {
    const narrowing: number[][] = [];
    const checks: ((position: number) => boolean)[] = [];
    if (query.q) {
      const found = this.fullTextIndex().find(query.q);
      work.examined += found.length;
      narrowing.push(found);
    }
    for (const filter of query.filters) {
      if (filter.operator === 'eq') narrowing.push(this.equalTo(filter.path).get(filter.value) ?? []);
      else if (filter.operator === 'like' && filter.value !== '') narrowing.push(this.likeText(filter.path).find(caseIgnoringText(filter.value), work));
      else checks.push(this.check(filter));
    }
    // Every list above is exact for its own filter: the smallest one is read, the others checked on it.
    const smallest = narrowing.reduce<number[] | undefined>((best, list) => (best === undefined || list.length < best.length ? list : best), undefined);
    const lists = narrowing.filter((list) => list !== smallest).map((list) => new Set(list));
    const candidates = smallest ?? this.products.map((_product, position) => position);
    if (lists.length === 0 && checks.length === 0) return candidates;
    work.examined += candidates.length;
    return candidates.filter((position) => lists.every((list) => list.has(position)) && checks.every((check) => check(position)));
  }

  /** `_ne`, `_gte`, `_lte` (and an empty `_like`) as json-server compares them (string against the stored value, JavaScript's coercions). */
  private check({ path, operator, value }: RestFilter): (position: number) => boolean {
    const column = this.column(path);
    return (position) => {
      const stored = column[position];
      if (stored === undefined || stored === null) return false;
        // An empty `_like` is an empty regular expression: every record with a value.
      if (operator === 'like') return true;
      if (operator === 'ne') return value !== String(stored);
      return operator === 'gte' ? (value as unknown as number) <= (stored as number) : (value as unknown as number) >= (stored as number);
    };
  }

  private sorted(positions: number[], query: RestQuery): number[] {
    if (query.sort.length === 0) return positions;
    const rank = this.rankOf(query.sort, query.orders);
    return [...positions].sort((a, b) => (rank[a] as number) - (rank[b] as number));
  }

  /** Each record's place in lodash's stable `orderBy(records, sort, orders)`, sorted once per catalogue. */
  private rankOf(sort: readonly string[], orders: readonly string[]): Int32Array {
    const key = JSON.stringify([sort, orders]);
    const cached = this.ranks.get(key);
    if (cached) return cached;
    const columns = sort.map((path) => this.column(path));
    const signs = sort.map((_path, index) => (orders[index] === 'desc' ? -1 : 1));
    const order = this.products.map((_product, position) => position);
    order.sort((a, b) => {
      for (let index = 0; index < columns.length; index += 1) {
        const column = columns[index] as Column;
        const result = compareAscending(column[a], column[b]);
        if (result !== 0) return result * (signs[index] as number);
      }
      return a - b;
    });
    const rank = new Int32Array(order.length);
    order.forEach((position, place) => {
      rank[position] = place;
    });
    this.ranks.set(key, rank);
    return rank;
  }

  private column(path: string): Column {
    let column = this.columns.get(path);
    if (!column) {
      const keys = path.split('.');
      column = this.products.map((product) => valueAt(product, keys));
      this.columns.set(path, column);
    }
    return column;
  }

  private equalTo(path: string): Map<string, number[]> {
    let lists = this.equals.get(path);
    if (!lists) {
      lists = new Map();
      this.column(path).forEach((value, position) => {
        if (value === undefined || value === null) return;
        const text = String(value);
        const list = lists?.get(text);
        if (list) list.push(position);
        else lists?.set(text, [position]);
      });
      this.equals.set(path, lists);
    }
    return lists;
  }

  private likeText(path: string): JoinedText {
    let joined = this.likeTexts.get(path);
    if (!joined) {
      // A record without the value gets an empty text: no needle (never empty here) matches it.
      joined = new JoinedText(this.column(path).map((value) => (value === undefined || value === null ? '' : caseIgnoringText(String(value)))));
      this.likeTexts.set(path, joined);
    }
    return joined;
  }

  private fullTextIndex(): FullTextIndex {
    return (this.fullText ??= new FullTextIndex(this.products, this.dictionary));
  }
}
