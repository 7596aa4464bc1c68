/*
 * json-server 0.17's `q` keeps a record when one of its truthy leaves, as `String(leaf).toLowerCase()`,
 * holds the lower-cased query. Scanning the text of 40,000 records took tens of ms per new query; this
 * index answers from postings instead, with the same records. Records share most of their leaves
 * (a brand, a category, a feature, a temperature range), so the grams are posted per distinct leaf
 * text, not per record: 150,000 leaves instead of 1.2 million at 40,000 generated products.
 */

/** Grams of one to GRAM characters are posted for each leaf: a longer query is looked for under its rarest one. */
const GRAM = 3;
const BUCKET_BITS = 17;
const BUCKETS = 1 << BUCKET_BITS;
/** Leaves writes may add to a dictionary before the next catalogue builds a new one: they are checked one by one. */
const EXTRA_LEAVES = 2000;
/** New or changed records a catalogue may bring and still reuse the previous dictionary (an edit, not an import). */
const NEW_RECORDS = 100;

/**
 * The bucket of the gram of `length` (one to GRAM) UTF-16 code units at `start`: a 32-bit hash, so
 * indexing makes no string per gram. Grams sharing a bucket are told apart by the bucket's first gram.
 */
function bucketOf(text: string, start: number, length: number): number {
  let hash = Math.imul(text.charCodeAt(start) + 1, 0x9e3779b1);
  if (length > 1) hash ^= Math.imul(text.charCodeAt(start + 1) + 1, 0x85ebca77);
  if (length > 2) hash ^= Math.imul(text.charCodeAt(start + 2) + 1, 0xc2b2ae3d);
  return hash >>> (32 - BUCKET_BITS);
}

/** json-server's `deepQuery` reads every truthy leaf of a record (as lower-cased text: LeafDictionary.idOf). */
function collectLeaves(value: unknown, into: unknown[]): void {
  if (!value) return;
  if (typeof value === 'object') {
    for (const item of Object.values(value)) collectLeaves(item, into);
  } else {
    into.push(value);
  }
}

/**
 * The distinct leaf texts of a catalogue, each with an id, and per gram bucket the ids of the leaves
 * holding one of its grams (built at once, in two passes over the texts: a count, then a fill). The
 * next catalogue after a write reuses it: leaves the write brings are added as extra leaves, checked
 * one by one, until there are too many of them or most of the dictionary is unused (FullTextIndex).
 */
export class LeafDictionary {
  /** Each leaf's text as json-server compares it: `String(value).toLowerCase()`. */
  private readonly texts: string[] = [];
  /** Leaf ids by their value as records hold it: lower-casing 150,000 distinct values, not 1.2 million leaves. */
  private readonly ids = new Map<unknown, number>();
  /** A record's distinct leaf ids, kept while the record object lives (a write replaces only the records it changes). */
  private readonly leavesOfRecord = new WeakMap<object, readonly number[]>();
  /** Per leaf, the last record (by count of records read) that held it: a record lists each leaf once. */
  private readonly lastReadIn: number[] = [];
  private recordsRead = 0;
  /** Bucket b's leaves are `posted[starts[b]]` up to `posted[starts[b + 1]]`, ascending. */
  private readonly starts = new Int32Array(BUCKETS + 1);
  private readonly posted: Int32Array;
  /** The first gram met in each bucket (code unit + 1 each, 0 past its end), and whether another gram shares the bucket. */
  private readonly firstGram = new Int32Array(BUCKETS * GRAM);
  private readonly shared = new Uint8Array(BUCKETS);
  private readonly postedLeaves: number;

  constructor(records: readonly object[]) {
    for (const record of records) this.leavesOf(record);
    this.postedLeaves = this.texts.length;
    // Each leaf counts once per bucket: `lastLeaf` remembers the last leaf counted there.
    const lastLeaf = new Int32Array(BUCKETS).fill(-1);
    this.texts.forEach((text, leaf) => {
      for (let start = 0; start < text.length; start += 1) {
        for (let length = 1; length <= GRAM && start + length <= text.length; length += 1) {
          const bucket = bucketOf(text, start, length);
          if (lastLeaf[bucket] === -1) {
            for (let offset = 0; offset < length; offset += 1) this.firstGram[bucket * GRAM + offset] = text.charCodeAt(start + offset) + 1;
          } else if (this.shared[bucket] === 0 && !this.isFirstGram(bucket, text, start, length)) {
            this.shared[bucket] = 1;
          }
          if (lastLeaf[bucket] !== leaf) {
            lastLeaf[bucket] = leaf;
            this.starts[bucket + 1] = (this.starts[bucket + 1] as number) + 1;
          }
        }
      }
    });
    for (let bucket = 0; bucket < BUCKETS; bucket += 1) this.starts[bucket + 1] = (this.starts[bucket + 1] as number) + (this.starts[bucket] as number);
    this.posted = new Int32Array(this.starts[BUCKETS] as number);
    const next = this.starts.slice(0, BUCKETS);
    lastLeaf.fill(-1);
    this.texts.forEach((text, leaf) => {
      for (let start = 0; start < text.length; start += 1) {
        for (let length = 1; length <= GRAM && start + length <= text.length; length += 1) {
          const bucket = bucketOf(text, start, length);
          if (lastLeaf[bucket] === leaf) continue;
          lastLeaf[bucket] = leaf;
          this.posted[next[bucket] as number] = leaf;
          next[bucket] = (next[bucket] as number) + 1;
        }
      }
    });
  }

  get size(): number {
    return this.texts.length;
  }

  /** Whether the record's leaves are known (a record a write left as it was). */
  knows(record: object): boolean {
    return this.leavesOfRecord.has(record);
  }

  /** Whether leaves added since the build are now too many to check one by one. */
  get overgrown(): boolean {
    return this.texts.length - this.postedLeaves > EXTRA_LEAVES;
  }

  leavesOf(record: object): readonly number[] {
    let leaves = this.leavesOfRecord.get(record);
    if (!leaves) {
      const values: unknown[] = [];
      collectLeaves(record, values);
      this.recordsRead += 1;
      const distinct: number[] = [];
      for (const value of values) {
        const leaf = this.idOf(value);
        if (this.lastReadIn[leaf] === this.recordsRead) continue;
        this.lastReadIn[leaf] = this.recordsRead;
        distinct.push(leaf);
      }
      this.leavesOfRecord.set(record, (leaves = distinct));
    }
    return leaves;
  }

  /** The leaves holding `needle` (lower-cased, not empty), in ascending order. */
  leavesHolding(needle: string): number[] {
    return [...this.postedLeavesHolding(needle), ...this.scan(this.postedLeaves, this.texts.length, needle)];
  }

  private postedLeavesHolding(needle: string): number[] {
    let candidates: Int32Array | undefined;
    // A needle of up to GRAM characters is its own gram; a longer one is looked for under its rarest gram.
    const length = Math.min(needle.length, GRAM);
    for (let at = 0; at + length <= needle.length; at += 1) {
      const bucket = bucketOf(needle, at, length);
      const alone = this.shared[bucket] === 0;
      if (alone && !this.isFirstGram(bucket, needle, at, length)) return [];
      const list = this.posted.subarray(this.starts[bucket], this.starts[bucket + 1]);
      if (!candidates || list.length < candidates.length) candidates = list;
    }
    const list = Array.from(candidates as Int32Array);
    // The needle's own gram, alone in its bucket, is the answer; otherwise the substring check keeps json-server's answer exactly.
    const exact = needle.length <= GRAM && this.shared[bucketOf(needle, 0, length)] === 0;
    return exact ? list : list.filter((leaf) => (this.texts[leaf] as string).includes(needle));
  }

  /** The leaves from `from` up to `to` holding the needle, read one by one. */
  private scan(from: number, to: number, needle: string): number[] {
    const found: number[] = [];
    for (let leaf = from; leaf < to; leaf += 1) if ((this.texts[leaf] as string).includes(needle)) found.push(leaf);
    return found;
  }

  private isFirstGram(bucket: number, text: string, start: number, length: number): boolean {
    for (let offset = 0; offset < GRAM; offset += 1) {
      const code = offset < length ? text.charCodeAt(start + offset) + 1 : 0;
      if (this.firstGram[bucket * GRAM + offset] !== code) return false;
    }
    return true;
  }

  private idOf(value: unknown): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(String(value).toLowerCase());
      this.lastReadIn.push(0);
      this.ids.set(value, id);
    }
    return id;
  }
}

/** Which records of one catalogue list (by position) hold each leaf of its dictionary. */
export class FullTextIndex {
  private readonly dictionary: LeafDictionary;
  private readonly starts: Int32Array;
  private readonly records: Int32Array;
  private readonly usedLeaves: number;
  private readonly recordCount: number;

  /** `previous`: the previous catalogue's dictionary (dictionaryForNext), reused unless these records bring many new ones. */
  constructor(records: readonly object[], previous?: LeafDictionary) {
    let newRecords = 0;
    if (previous) for (const record of records) if (!previous.knows(record)) newRecords += 1;
    this.dictionary = previous && newRecords <= NEW_RECORDS ? previous : new LeafDictionary(records);
    this.recordCount = records.length;
    const leavesOfRecords = records.map((record) => this.dictionary.leavesOf(record));
    const leafCount = this.dictionary.size;
    // Counting sort: each leaf's records, in catalogue order.
    this.starts = new Int32Array(leafCount + 1);
    for (const leaves of leavesOfRecords) for (const leaf of leaves) this.starts[leaf + 1] = (this.starts[leaf + 1] as number) + 1;
    let used = 0;
    for (let leaf = 0; leaf < leafCount; leaf += 1) {
      if (this.starts[leaf + 1] !== 0) used += 1;
      this.starts[leaf + 1] = (this.starts[leaf + 1] as number) + (this.starts[leaf] as number);
    }
    this.usedLeaves = used;
    this.records = new Int32Array(this.starts[leafCount] as number);
    const next = this.starts.slice(0, leafCount);
    leavesOfRecords.forEach((leaves, position) => {
      for (const leaf of leaves) {
        this.records[next[leaf] as number] = position;
        next[leaf] = (next[leaf] as number) + 1;
      }
    });
  }

  /** The dictionary the next catalogue should reuse, or none once it holds too many extra or unused leaves. */
  dictionaryForNext(): LeafDictionary | undefined {
    return this.dictionary.overgrown || this.dictionary.size > 2 * this.usedLeaves ? undefined : this.dictionary;
  }

  /** The positions of the records `q` keeps (`query` lower-cased as json-server does), in catalogue order. */
  find(query: string): number[] {
    const indexedLeaves = this.starts.length - 1;
    const holding = new Uint8Array(this.recordCount);
    let marked = 0;
    for (const leaf of this.dictionary.leavesHolding(query.toLowerCase())) {
      // A leaf the next catalogue added to the shared dictionary belongs to no record of this one.
      if (leaf >= indexedLeaves) break;
      for (let at = this.starts[leaf] as number; at < (this.starts[leaf + 1] as number); at += 1) {
        const position = this.records[at] as number;
        if (holding[position] === 0) {
          holding[position] = 1;
          marked += 1;
        }
      }
    }
    const found: number[] = [];
    for (let position = 0; found.length < marked; position += 1) if (holding[position] === 1) found.push(position);
    return found;
  }
}
