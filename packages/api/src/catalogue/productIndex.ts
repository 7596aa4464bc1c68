import type { Product } from '@otech/domain';

export type ProductSort = 'name' | 'price-asc' | 'price-desc';

export interface ProductQuery {
  search?: string;
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  inStockOnly?: boolean;
  sort?: ProductSort;
  page: number;
  pageSize: number;
}

type OrderKey = ProductSort | 'catalogue';

export interface ProductPage {
  products: Product[];
  total: number;
}

const GRAM = 3;

/** Lowercase without accents, so "Lithium" finds "lithium" and "piles" finds "Pilés". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function searchText(product: Product): string {
  return fold([product.name, product.reference, product.ean ?? '', product.model ?? ''].join('\u0001'));
}

function grams(text: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + GRAM <= text.length; i += 1) found.add(text.slice(i, i + GRAM));
  return found;
}

function pushTo<K>(map: Map<K, number[]>, key: K, slot: number): void {
  const list = map.get(key);
  if (list) list.push(slot);
  else map.set(key, [slot]);
}

const nameCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * The catalogue in memory with the indexes a page request needs: by id, by reference, by category,
 * by brand, and a trigram index over name/reference/EAN/model for the search box. A search of three
 * characters or more reads only the products holding the query's rarest trigram; shorter ones scan
 * the precomputed search texts. Products live in slots; a change retires the old slot (its stale
 * postings are filtered out by the final substring check) and appends a new one, so writes never
 * rebuild the index. Sorted orders are rebuilt lazily after a write.
 */
export class ProductIndex {
  private slots: (Product | undefined)[] = [];
  private texts: string[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly slotByReference = new Map<string, number>();
  private readonly byCategory = new Map<string, number[]>();
  private readonly byBrand = new Map<string, number[]>();
  private readonly byGram = new Map<string, number[]>();
  // Derived views, dropped on every write and rebuilt on first use.
  private sorted: Partial<Record<OrderKey, number[]>> = {};
  private ranks: Partial<Record<OrderKey, Int32Array>> = {};
  private lists: Partial<Record<'brands' | 'voltages', string[]>> = {};

  constructor(products: readonly Product[]) {
    for (const product of products) this.insert(product);
  }

  get size(): number {
    return this.slotById.size;
  }

  all(): Product[] {
    return this.order('catalogue').map((slot) => this.slots[slot] as Product);
  }

  byId(id: string): Product | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.slots[slot];
  }

  byReference(reference: string): Product | undefined {
    const slot = this.slotByReference.get(reference);
    return slot === undefined ? undefined : this.slots[slot];
  }

  /** Adds a product or replaces the one with the same id. */
  upsert(product: Product): void {
    this.remove(product.id);
    this.insert(product);
  }

  remove(id: string): boolean {
    const slot = this.slotById.get(id);
    if (slot === undefined) return false;
    const product = this.slots[slot] as Product;
    this.slots[slot] = undefined;
    this.texts[slot] = '';
    this.slotById.delete(id);
    if (this.slotByReference.get(product.reference) === slot) this.slotByReference.delete(product.reference);
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
    const search = query.search ? fold(query.search.trim()) : '';
    const candidates = this.candidates(search, query);
    const keep = (slot: number): boolean => {
      const product = this.slots[slot];
      if (!product) return false;
      if (search !== '' && !(this.texts[slot] as string).includes(search)) return false;
      if (query.category !== undefined && product.category !== query.category) return false;
      if (query.brand !== undefined && product.brand !== query.brand) return false;
      if (query.minPrice !== undefined && product.price < query.minPrice) return false;
      if (query.maxPrice !== undefined && product.price > query.maxPrice) return false;
      if (query.inStockOnly && !(product.inStock && product.stock > 0)) return false;
      return true;
    };
    const order = this.order(query.sort ?? 'catalogue');
    let matching: number[];
    if (candidates === undefined) {
      matching = order.filter(keep);
    } else {
      // A narrow candidate list is sorted by its rank in the precomputed order instead of walking all of it.
      const rank = this.rankOf(query.sort ?? 'catalogue');
      matching = candidates.filter(keep).sort((a, b) => (rank[a] as number) - (rank[b] as number));
    }
    const start = (query.page - 1) * query.pageSize;
    return {
      total: matching.length,
      products: matching.slice(start, start + query.pageSize).map((slot) => this.slots[slot] as Product),
    };
  }

  private insert(product: Product): void {
    const slot = this.slots.length;
    this.slots.push(product);
    const text = searchText(product);
    this.texts.push(text);
    this.slotById.set(product.id, slot);
    this.slotByReference.set(product.reference, slot);
    pushTo(this.byCategory, product.category, slot);
    if (product.brand) pushTo(this.byBrand, product.brand, slot);
    for (const gram of grams(text)) pushTo(this.byGram, gram, slot);
    this.invalidate();
  }

  private invalidate(): void {
    this.sorted = {};
    this.ranks = {};
    this.lists = {};
  }

  /** The smallest index list that must contain every match, or undefined when only a full walk will do. */
  private candidates(search: string, query: ProductQuery): number[] | undefined {
    const lists: number[][] = [];
    if (search.length >= GRAM) {
      for (const gram of grams(search)) lists.push(this.byGram.get(gram) ?? []);
    }
    if (query.category !== undefined) lists.push(this.byCategory.get(query.category) ?? []);
    if (query.brand !== undefined) lists.push(this.byBrand.get(query.brand) ?? []);
    if (lists.length === 0) return undefined;
    return lists.reduce((smallest, list) => (list.length < smallest.length ? list : smallest));
  }

  private order(sort: OrderKey): number[] {
    const cached = this.sorted[sort];
    if (cached) return cached;
    const live: number[] = [];
    this.slots.forEach((product, slot) => {
      if (product) live.push(slot);
    });
    const product = (slot: number): Product => this.slots[slot] as Product;
    const byName = (a: number, b: number): number => nameCollator.compare(product(a).name, product(b).name);
    const compare: Record<ProductSort, (a: number, b: number) => number> = {
      name: byName,
      'price-asc': (a, b) => product(a).price - product(b).price || byName(a, b),
      'price-desc': (a, b) => product(b).price - product(a).price || byName(a, b),
    };
    const order = sort === 'catalogue' ? live : live.sort(compare[sort]);
    this.sorted[sort] = order;
    return order;
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
    const values = new Set<string>();
    for (const product of this.slots) {
      const value = product ? pick(product) : undefined;
      if (value) values.add(value);
    }
    return [...values].sort(nameCollator.compare);
  }
}
