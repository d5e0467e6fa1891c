/**
 * The bundles alias `mnemonist/lru-cache` to this module. Its one user in a bundle is the DynamoDB client's
 * endpoint-discovery cache (`@aws-sdk/endpoint-cache`), which the client builds at construction and fills only
 * when endpoint discovery is on; it is off for DynamoDB unless asked for, and Receipts never asks. mnemonist
 * and its iterator helpers weigh 7 KB in every bundle; a Map keeps insertion order, which is all an LRU needs.
 * It answers what the endpoint cache calls (get, set, has, peek, clear) as mnemonist does (a unit test
 * compares the two).
 */
export default class LRUCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value, leaving the order as it was. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Stores the value as the most recently used, dropping the least recently used past the capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  clear(): void {
    this.entries.clear();
  }
}
