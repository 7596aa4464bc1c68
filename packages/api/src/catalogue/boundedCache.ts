/**
 * A map that keeps at most `capacity` entries, dropping the one used longest ago: a cache keyed by
 * what a request sends (a filter, a sort) must not grow with the number of different requests.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Taken out and put back: the map's order is the order of use.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }
}
