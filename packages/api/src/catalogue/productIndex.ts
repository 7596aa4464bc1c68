import { activeFilterValue, CATALOGUE_SORTS, CATEGORY_LIST_SEPARATOR, catalogueNameOrder, compileCatalogueFilter, facetValues, foldAccents, foldCatalogueText, hasActiveCatalogueFilter, paginate } from '@otech/domain';
import type { CatalogueFilter, CatalogueSort, Product } from '@otech/domain';
import { GRAM, gramLists } from './gramLists.ts';
import type { PackedLists } from './gramLists.ts';

export interface ProductQuery extends CatalogueFilter {
  page: number;
  pageSize: number;
}

type OrderKey = CatalogueSort | 'catalogue';
const ORDER_KEYS: readonly OrderKey[] = ['catalogue', ...CATALOGUE_SORTS];

/**
 * Slots in ascending order. A list built on the index thread arrives as an Int32Array and is
 * read as it is: copied into an array only when a write edits it (copying every list of a 40,000
 * product catalogue, 3 million slots, took most of a second).
 */
type SlotList = number[] | Int32Array;

export interface ProductPage {
  products: Product[];
  total: number;
}

const RESULT_CACHE_SIZE = 64;

/** The fields the search reads, before folding: the same source folds to the same text. */
const searchSource = (product: Product): string => [product.name, product.reference, product.ean ?? '', product.model ?? ''].join('\u0001');

/**
 * The domain's catalogue folding of the search source (foldCatalogueText), so the index's candidates
 * include every product the rule accepts; folded field by field: the separator is no printable ASCII,
 * so the whole source always took the fold's slow path (decomposition) where most fields alone take
 * its fast one. The same text: folding works character by character (no mark moves across the
 * separator, which is neither cased nor ignored by casing), and the trim reaches only into the first
 * and last fields.
 */
export function searchText(product: Product): string {
  const fold = (field: string | undefined) => foldAccents(field ?? '');
  return `${fold(product.name).trimStart()}\u0001${fold(product.reference)}\u0001${fold(product.ean)}\u0001${fold(product.model).trimEnd()}`;
}

function grams(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + GRAM <= text.length; i += 1) found.add(text.slice(i, i + GRAM));
  return found;
}

/** Where a slot goes in an ascending list: the index's lists keep the catalogue's order, which is slot order. */
function positionOf(list: ArrayLike<number>, slot: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as number) < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The list of `key` as an array to edit. */
function editable<K>(map: Map<K, SlotList>, key: K): number[] | undefined {
  const list = map.get(key);
  if (list === undefined || Array.isArray(list)) return list;
  const copy = Array.from(list);
  map.set(key, copy);
  return copy;
}

function postTo<K>(map: Map<K, SlotList>, key: K, slot: number): void {
  const list = editable(map, key);
  if (!list) map.set(key, [slot]);
  // A new product's slot is the last one: appended without a search.
  else if (list.length === 0 || (list[list.length - 1] as number) < slot) list.push(slot);
  else list.splice(positionOf(list, slot), 0, slot);
}

function unpostFrom<K>(map: Map<K, SlotList>, key: K, slot: number): void {
  const list = editable(map, key);
  if (!list) return;
  const position = positionOf(list, slot);
  if (list[position] === slot) list.splice(position, 1);
  if (list.length === 0) map.delete(key);
}

/** Where post and unpost put a slot's entries: straight into the lists, or into a batch of edits. */
interface ListWriter {
  add<K>(map: Map<K, SlotList>, key: K, slot: number): void;
  remove<K>(map: Map<K, SlotList>, key: K, slot: number): void;
}

const DIRECT: ListWriter = { add: postTo, remove: unpostFrom };

/** The slots leaving and joining one list in a batch. */
interface ListEdit {
  removed: Set<number>;
  added: Set<number>;
}

/** Merges two ascending lists of slots. */
function mergeAscending(a: readonly number[], b: readonly number[]): number[] {
  if (b.length === 0) return a as number[];
  if (a.length === 0 || (a[a.length - 1] as number) < (b[0] as number)) return a.concat(b);
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push((a[i] as number) < (b[j] as number) ? (a[i++] as number) : (b[j++] as number));
  while (i < a.length) merged.push(a[i++] as number);
  while (j < b.length) merged.push(b[j++] as number);
  return merged;
}

/**
 * The list edits of many products, each list rewritten once when applied: one splice per product
 * and list moved a big trigram list (tens of thousands of slots) once per product, minutes of the
 * API thread for an import replacing 40,000 products.
 */
class BatchedLists implements ListWriter {
  private readonly edits = new Map<Map<unknown, SlotList>, Map<unknown, ListEdit>>();

  private edit<K>(map: Map<K, SlotList>, key: K): ListEdit {
    let byKey = this.edits.get(map as Map<unknown, SlotList>);
    if (!byKey) this.edits.set(map as Map<unknown, SlotList>, (byKey = new Map()));
    let edit = byKey.get(key);
    if (!edit) byKey.set(key, (edit = { removed: new Set(), added: new Set() }));
    return edit;
  }

  add<K>(map: Map<K, SlotList>, key: K, slot: number): void {
    const list = editable(map, key);
    // Past the list's last slot (a new product, the catalogue's next): appended at once, the list stays in order.
    if (list === undefined) map.set(key, [slot]);
    else if (list.length === 0 || (list[list.length - 1] as number) < slot) list.push(slot);
    else this.edit(map, key).added.add(slot);
  }

  remove<K>(map: Map<K, SlotList>, key: K, slot: number): void {
    const edit = this.edit(map, key);
    // An entry this batch added (the same product twice) is taken back before it reaches the list.
    edit.added.delete(slot);
    edit.removed.add(slot);
  }

  apply(): void {
    for (const [map, byKey] of this.edits) {
      for (const [key, { removed, added }] of byKey) {
        const list = editable(map, key) ?? [];
        const kept = removed.size === 0 ? list : list.filter((slot) => !removed.has(slot));
        const joined = mergeAscending(kept, [...added].sort((a, b) => a - b));
        if (joined.length === 0) map.delete(key);
        else map.set(key, joined);
      }
    }
  }
}

/**
 * The price-desc order from the price-asc one (equal prices in catalogue order): its runs of equal
 * prices taken from the last, each kept in its order, as a stable sort by descending price leaves them.
 */
function descendingPrices(ascending: readonly number[], price: Float64Array): number[] {
  const descending: number[] = [];
  for (let end = ascending.length; end > 0; ) {
    let start = end - 1;
    while (start > 0 && price[ascending[start - 1] as number] === price[ascending[end - 1] as number]) start -= 1;
    for (let at = start; at < end; at += 1) descending.push(ascending[at] as number);
    end = start;
  }
  return descending;
}

const categoryKey = (product: Product): string => activeFilterValue(product.category) ?? '';
const brandKey = (product: Product): string => activeFilterValue(product.brand) ?? '';

/** Slots by the keys a product is found by; the EAN's for the quick order's pasted barcodes (issue 22). */
interface Lookups {
  slotById: Map<string, number>;
  slotByReference: Map<string, number>;
  slotByEan: Map<string, number>;
}

/** The only texts of a product the index's lists and orders read (search text, rayon, brand, name sort). */
type IndexedText = 'name' | 'reference' | 'ean' | 'model' | 'category' | 'brand';

/**
 * A catalogue as the index thread is sent it: the indexed fields a column each, in slot order.
 * Columns of strings cost the API thread a few milliseconds to send, where 40,000 whole products
 * took 0.3-0.9 s to copy there and back.
 */
export interface IndexColumns {
  texts: Record<IndexedText, (string | undefined)[]>;
  prices: Float64Array;
}

/** The columns of `products` in one pass, each field read by its name: six passes reading it by a variable name took three times as long (39 against 12 ms at 40,000). */
export function indexColumns(products: readonly Product[]): IndexColumns {
  const texts: IndexColumns['texts'] = { name: [], reference: [], ean: [], model: [], category: [], brand: [] };
  const prices = new Float64Array(products.length);
  products.forEach((product, at) => {
    texts.name.push(product.name);
    texts.reference.push(product.reference);
    texts.ean.push(product.ean);
    texts.model.push(product.model);
    texts.category.push(product.category);
    texts.brand.push(product.brand);
    prices[at] = product.price;
  });
  return { texts, prices };
}

/**
 * A job of the index thread: a catalogue's index built from its columns, or the writes of an
 * import (`afterWrites`: the written products' columns and slots, the slots emptied) applied to the
 * index it built or wrote last.
 */
export type IndexJob = { kind: 'build'; columns: IndexColumns } | { kind: 'write'; columns: IndexColumns; slots: Int32Array; removed: Int32Array };

/** The products the columns describe, the one at `at` under the id `String(slotOf(at))`. */
function productsOfColumns(columns: IndexColumns, slotOf: (at: number) => number): Product[] {
  const { name, reference, ean, model, category, brand } = columns.texts;
  // Written out field by field: one object shape, where entries spread into each product took a fifth of a build.
  return Array.from(columns.prices, (price, at) => ({ name: name[at], reference: reference[at], ean: ean[at], model: model[at], category: category[at], brand: brand[at], id: String(slotOf(at)), price }) as Product);
}

export interface IndexParts {
  texts: string[];
  lists: Record<'byCategory' | 'byBrand' | 'byGram', PackedLists>;
  orders: Record<OrderKey, Int32Array>;
}

function pack(map: Map<string, SlotList>): PackedLists {
  const keys = [...map.keys()];
  const starts = new Int32Array(keys.length + 1);
  let total = 0;
  keys.forEach((key, at) => {
    starts[at] = total;
    total += (map.get(key) as SlotList).length;
  });
  starts[keys.length] = total;
  const slots = new Int32Array(total);
  keys.forEach((key, at) => slots.set(map.get(key) as SlotList, starts[at]));
  return { keys, starts, slots };
}

function unpack(packed: PackedLists, into: Map<string, SlotList>): void {
  packed.keys.forEach((key, at) => into.set(key, packed.slots.subarray(packed.starts[at], packed.starts[at + 1])));
}

/** The buffers of the parts, handed over to the API thread rather than copied. */
export function partsBuffers(parts: IndexParts): ArrayBuffer[] {
  const lists = Object.values(parts.lists).flatMap((packed) => [packed.starts.buffer, packed.slots.buffer]);
  return [...lists, ...Object.values(parts.orders).map((order) => order.buffer)] as ArrayBuffer[];
}

let indexVersions = 0;

/**
 * The catalogue in memory with the indexes a page request needs: by id, by reference, by category,
 * by brand, and a trigram index over name/reference/EAN/model for the search box. The indexes only
 * narrow the candidates: which products match, in which order, and the page cut are the domain's
 * rules (compileCatalogueFilter, catalogueComparator, paginate). A search of three characters or
 * more reads only the products holding the query's rarest trigram; shorter ones scan the
 * precomputed search texts. Products live in slots, numbered in the catalogue's order (the
 * database's `seq`): a new product takes a new last slot, a replaced one keeps its slot and so its
 * place, its entries moved between the category/brand/trigram lists in step, each list kept in slot
 * order. Writes never rebuild the index; sorted orders are rebuilt lazily after a write.
 */
export class ProductIndex {
  private slots: (Product | undefined)[] = [];
  private texts: string[] = [];
  /** Slots by id, reference and EAN: made on first use (the index thread's copy needs them only at the next import). */
  private lookupMaps: Lookups | undefined;
  private readonly byCategory = new Map<string, SlotList>();
  private readonly byBrand = new Map<string, SlotList>();
  private readonly byGram = new Map<string, SlotList>();
  // Derived views, dropped on every write and rebuilt on first use.
  private sorted: Partial<Record<OrderKey, number[]>> = {};
  private ranks: Partial<Record<OrderKey, Int32Array>> = {};
  private lists: Partial<Record<'brands' | 'voltages', string[]>> = {};
  // Matching slots per filter (page left out), so paging through one result costs one filter run:
  // a broad search runs the rule over tens of thousands of products (about 50-250 ms at 40,000).
  private results = new Map<string, number[]>();

  /**
   * Changes on every write: a cache of anything derived from the catalogue compares it. Drawn from
   * one count for every index, so the index a reload puts in place never repeats its forerunner's.
   */
  version = 0;

  /** The index of `products`, each in its slot: as posting them one by one would leave it, its trigram lists built at once (gramLists). */
  constructor(products: readonly Product[]) {
    this.slots = [...products];
    this.texts = products.map(searchText);
    products.forEach((product, slot) => {
      postTo(this.byCategory, categoryKey(product), slot);
      postTo(this.byBrand, brandKey(product), slot);
    });
    unpack(gramLists(this.texts), this.byGram);
    this.invalidate();
  }

  /**
   * The index of the catalogue the columns describe, built on the index thread for `fromParts`:
   * its products stand for the real ones by the fields the index reads, their ids their slots.
   */
  static ofColumns(columns: IndexColumns): ProductIndex {
    return new ProductIndex(productsOfColumns(columns, (at) => at));
  }

  /**
   * Applies an import's writes, as `afterWrites` describes them, to an index built by `ofColumns`
   * (the index thread's copy of the API's): only the written products are indexed again.
   */
  applyWrites(columns: IndexColumns, slots: Int32Array, removed: Int32Array): this {
    this.upsertMany(productsOfColumns(columns, (at) => slots[at] as number));
    for (const slot of removed) this.remove(String(slot));
    return this;
  }

  /** The lists, search texts and orders, to send to the thread that asked (the catalogue's slots are 0 to size - 1, a removed product's left empty). */
  parts(): IndexParts {
    return {
      texts: this.texts,
      lists: { byCategory: pack(this.byCategory), byBrand: pack(this.byBrand), byGram: pack(this.byGram) },
      orders: Object.fromEntries(ORDER_KEYS.map((key) => [key, Int32Array.from(this.order(key))])) as IndexParts['orders'],
    };
  }

  /** The index of `slots` (the catalogue's products in their slots, a removed one's empty) whose lists and orders the index thread built. */
  static fromParts(slots: readonly (Product | undefined)[], parts: IndexParts): ProductIndex {
    const index = new ProductIndex([]);
    index.slots = [...slots];
    index.texts = parts.texts;
    // Made at once: the first request after an import should not wait for them.
    void index.lookups;
    unpack(parts.lists.byCategory, index.byCategory);
    unpack(parts.lists.byBrand, index.byBrand);
    unpack(parts.lists.byGram, index.byGram);
    for (const key of ORDER_KEYS) index.sorted[key] = Array.from(parts.orders[key]);
    return index;
  }

  /**
   * What `upsertMany(served)` then removing `gone` would leave, without changing this index: the
   * slots afterwards (a replaced product in its own, a new one at the end, the same product twice
   * once), and for the index thread's copy the slot of each written product and the slots emptied.
   */
  afterWrites(served: readonly Product[], gone: ReadonlySet<string>): { slots: (Product | undefined)[]; written: Int32Array; removed: Int32Array } {
    const slots = [...this.slots];
    const added = new Map<string, number>();
    const written = Int32Array.from(served, (product) => {
      const slot = this.lookups.slotById.get(product.id) ?? added.get(product.id);
      if (slot !== undefined) {
        slots[slot] = product;
        return slot;
      }
      const next = slots.push(product) - 1;
      added.set(product.id, next);
      return next;
    });
    const removed: number[] = [];
    for (const id of gone) {
      const slot = this.lookups.slotById.get(id) ?? added.get(id);
      if (slot !== undefined && slots[slot] !== undefined) {
        slots[slot] = undefined;
        removed.push(slot);
      }
    }
    return { slots, written, removed: Int32Array.from(removed) };
  }

  /** Builds the sorted orders up front (a name sort of 40,000 products takes a second), e.g. at start. */
  warm(): this {
    for (const sort of CATALOGUE_SORTS) this.rankOf(sort);
    return this;
  }

  private get lookups(): Lookups {
    if (this.lookupMaps) return this.lookupMaps;
    // Later slots over earlier ones, as posting every product in slot order leaves the maps.
    const lookups: Lookups = { slotById: new Map(), slotByReference: new Map(), slotByEan: new Map() };
    this.slots.forEach((product, slot) => {
      if (!product) return;
      lookups.slotById.set(product.id, slot);
      lookups.slotByReference.set(product.reference, slot);
      if (product.ean) lookups.slotByEan.set(product.ean, slot);
    });
    return (this.lookupMaps = lookups);
  }

  get size(): number {
    return this.lookups.slotById.size;
  }

  all(): Product[] {
    return this.order('catalogue').map((slot) => this.slots[slot] as Product);
  }

  byId(id: string): Product | undefined {
    const slot = this.lookups.slotById.get(id);
    return slot === undefined ? undefined : this.slots[slot];
  }

  byReference(reference: string): Product | undefined {
    const slot = this.lookups.slotByReference.get(reference);
    return slot === undefined ? undefined : this.slots[slot];
  }

  byEan(ean: string): Product | undefined {
    const slot = this.lookups.slotByEan.get(ean);
    return slot === undefined ? undefined : this.slots[slot];
  }

  /** Adds a product at the end of the catalogue, or replaces the one with the same id in its place. */
  upsert(product: Product): void {
    this.place(product, DIRECT);
    this.invalidate();
  }

  /** upsert for many products (an import), in their order, every list they touch rewritten once. */
  upsertMany(products: readonly Product[]): void {
    const lists = new BatchedLists();
    for (const product of products) this.place(product, lists);
    lists.apply();
    this.invalidate();
  }

  private place(product: Product, lists: ListWriter): void {
    const slot = this.lookups.slotById.get(product.id);
    if (slot === undefined) this.post(this.slots.length, product, lists);
    else this.replace(slot, product, lists);
  }

  /**
   * Puts the product in its slot, moving only the entries that change: a price or stock update
   * (most rows of a re-import) keeps its rayon, brand and search text, so no list is touched.
   */
  private replace(slot: number, product: Product, lists: ListWriter): void {
    const before = this.slots[slot] as Product;
    const beforeText = this.texts[slot] as string;
    const text = searchSource(product) === searchSource(before) ? beforeText : searchText(product);
    if (this.lookups.slotByReference.get(before.reference) === slot) this.lookups.slotByReference.delete(before.reference);
    if (before.ean && this.lookups.slotByEan.get(before.ean) === slot) this.lookups.slotByEan.delete(before.ean);
    this.slots[slot] = product;
    this.texts[slot] = text;
    this.lookups.slotByReference.set(product.reference, slot);
    if (product.ean) this.lookups.slotByEan.set(product.ean, slot);
    const move = <K>(map: Map<K, SlotList>, from: K, to: K) => {
      if (from === to) return;
      lists.remove(map, from, slot);
      lists.add(map, to, slot);
    };
    move(this.byCategory, categoryKey(before), categoryKey(product));
    move(this.byBrand, brandKey(before), brandKey(product));
    if (text === beforeText) return;
    const left = grams(beforeText);
    const joined = grams(text);
    for (const gram of left) if (!joined.has(gram)) lists.remove(this.byGram, gram, slot);
    for (const gram of joined) if (!left.has(gram)) lists.add(this.byGram, gram, slot);
  }

  remove(id: string): boolean {
    const slot = this.lookups.slotById.get(id);
    if (slot === undefined) return false;
    this.unpost(slot);
    this.slots[slot] = undefined;
    this.texts[slot] = '';
    this.lookups.slotById.delete(id);
    this.invalidate();
    return true;
  }

  brands(): string[] {
    return (this.lists.brands ??= this.distinct((product) => product.brand));
  }

  voltages(): string[] {
    return (this.lists.voltages ??= this.distinct((product) => product.voltage));
  }

  query(query: ProductQuery): ProductPage {
    const page = paginate(this.matching(query), query.page, query.pageSize);
    return { total: page.total, products: page.items.map((slot) => this.slots[slot] as Product) };
  }

  /** The slots the domain filter accepts, in the domain order; remembered per filter until the next write. */
  private matching(query: CatalogueFilter): number[] {
    const search = foldCatalogueText(query.search);
    const sort = query.sort ?? 'catalogue';
    // The precomputed texts and trigrams hold no description: a search that reads it goes by the rule alone.
    const indexedSearch = query.searchDescription === true ? '' : search;
    const filter = {
      search,
      searchDescription: query.searchDescription === true,
      category: activeFilterValue(query.category),
      brand: activeFilterValue(query.brand),
      type: activeFilterValue(query.type),
      reference: foldCatalogueText(query.reference),
      ean: foldCatalogueText(query.ean),
      model: foldCatalogueText(query.model),
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      inStockOnly: query.inStockOnly === true,
    };
    const key = JSON.stringify([filter, sort]);
    const cached = this.results.get(key);
    if (cached) return cached;
    const order = this.order(sort);
    let matching: number[];
    if (!hasActiveCatalogueFilter(query)) {
      // No criterion: every product, without running the filter 40,000 times.
      matching = order;
    } else {
      // The precomputed text is the domain's folding of the very fields its search reads, joined by a
      // character no folded search holds: a product whose text holds the folded search passes the
      // rule's search, and the rule then judges the other criteria only, without folding the
      // product's fields again (most of a search's time, issue 27). Tested against the rule alone.
      const accepts = compileCatalogueFilter(indexedSearch === '' ? query : { ...query, search: undefined });
      const keep = (slot: number): boolean => {
        const product = this.slots[slot];
        if (!product || (indexedSearch !== '' && !(this.texts[slot] as string).includes(indexedSearch))) return false;
        return accepts(product);
      };
      const candidates = this.candidates(indexedSearch, filter);
      if (candidates === undefined) {
        matching = order.filter(keep);
      } else {
        // A narrow candidate list is sorted by its rank in the precomputed order instead of walking all of it.
        const rank = this.rankOf(sort);
        matching = Array.prototype.filter.call(candidates, keep).sort((a, b) => (rank[a] as number) - (rank[b] as number));
      }
    }
    if (this.results.size >= RESULT_CACHE_SIZE) this.results.delete(this.results.keys().next().value as string);
    this.results.set(key, matching);
    return matching;
  }

  /** Puts the product in the slot and its entries in every list, each at the slot's place. */
  private post(slot: number, product: Product, lists: ListWriter = DIRECT): void {
    const text = searchText(product);
    this.slots[slot] = product;
    this.texts[slot] = text;
    this.lookups.slotById.set(product.id, slot);
    this.lookups.slotByReference.set(product.reference, slot);
    if (product.ean) this.lookups.slotByEan.set(product.ean, slot);
    lists.add(this.byCategory, categoryKey(product), slot);
    lists.add(this.byBrand, brandKey(product), slot);
    for (const gram of grams(text)) lists.add(this.byGram, gram, slot);
  }

  /** Takes the slot's product out of the lists (the slot itself is left to the caller). */
  private unpost(slot: number): void {
    const product = this.slots[slot] as Product;
    if (this.lookups.slotByReference.get(product.reference) === slot) this.lookups.slotByReference.delete(product.reference);
    if (product.ean && this.lookups.slotByEan.get(product.ean) === slot) this.lookups.slotByEan.delete(product.ean);
    unpostFrom(this.byCategory, categoryKey(product), slot);
    unpostFrom(this.byBrand, brandKey(product), slot);
    for (const gram of grams(this.texts[slot] as string)) unpostFrom(this.byGram, gram, slot);
  }

  private invalidate(): void {
    indexVersions += 1;
    this.version = indexVersions;
    this.results.clear();
    this.sorted = {};
    this.ranks = {};
    this.lists = {};
  }

  /** The smallest index list that must contain every match, or undefined when only a full walk will do. */
  private candidates(
    search: string,
    filter: { category?: string | undefined; brand?: string | undefined; minPrice?: number | undefined; maxPrice?: number | undefined },
  ): SlotList | undefined {
    const lists: SlotList[] = [];
    if (search.length >= GRAM) {
      for (const gram of grams(search)) lists.push(this.byGram.get(gram) ?? []);
    }
    if (filter.category !== undefined) {
      // Several rayons (a user dashboard choice): their lists are disjoint, the caller sorts the union.
      const codes = filter.category.split(CATEGORY_LIST_SEPARATOR).map((code) => code.trim());
      lists.push(codes.length === 1 ? (this.byCategory.get(filter.category) ?? []) : codes.flatMap((code) => [...(this.byCategory.get(code) ?? [])]));
    }
    if (filter.brand !== undefined) lists.push(this.byBrand.get(filter.brand) ?? []);
    if (filter.minPrice !== undefined || filter.maxPrice !== undefined) lists.push(this.priceRange(filter.minPrice, filter.maxPrice));
    if (lists.length === 0) return undefined;
    return lists.reduce((smallest, list) => (list.length < smallest.length ? list : smallest));
  }

  /** Slots whose price lies within the bounds, cut from the price-sorted order by binary search. */
  private priceRange(min = -Infinity, max = Infinity): number[] {
    const byPrice = this.order('price-asc');
    const price = (position: number): number => (this.slots[byPrice[position] as number] as Product).price;
    const firstAtLeast = (bound: number, inclusive: boolean): number => {
      let low = 0;
      let high = byPrice.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (inclusive ? price(middle) < bound : price(middle) <= bound) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    return byPrice.slice(firstAtLeast(min, true), firstAtLeast(max, false));
  }

  private order(sort: OrderKey): number[] {
    const cached = this.sorted[sort];
    if (cached) return cached;
    let live: number[] = [];
    this.slots.forEach((product, slot) => {
      if (product) live.push(slot);
    });
    // Stable sorts of the slots in catalogue order: equal products keep that order, as the domain's queryCatalogue does.
    if (sort === 'name') {
      const positions = catalogueNameOrder(live.map((slot) => (this.slots[slot] as Product).name));
      live = Array.from(positions, (position) => live[position] as number);
    } else if (sort === 'price-asc') {
      const price = this.prices();
      live.sort((a, b) => (price[a] as number) - (price[b] as number) || a - b);
    } else if (sort === 'price-desc') {
      live = descendingPrices(this.order('price-asc'), this.prices());
    }
    this.sorted[sort] = live;
    return live;
  }

  /** Each slot's price (0 for an empty one), read without reaching into the products while sorting. */
  private prices(): Float64Array {
    return Float64Array.from(this.slots, (product) => product?.price ?? 0);
  }

  private rankOf(sort: OrderKey): Int32Array {
    const cached = this.ranks[sort];
    if (cached) return cached;
    const rank = new Int32Array(this.slots.length);
    this.order(sort).forEach((slot, position) => {
      rank[slot] = position;
    });
    this.ranks[sort] = rank;
    return rank;
  }

  private distinct(pick: (product: Product) => string | undefined): string[] {
    return facetValues(this.slots.map((product) => (product ? pick(product) : undefined)));
  }
}
