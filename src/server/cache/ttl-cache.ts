/**
 * A small read-through cache: entries live at most `ttl_ms` (the safety net when an
 * invalidation is missed), concurrent misses of one key share one load, and `clear()` makes
 * every load already under way unable to store what it read (it may predate the change).
 * Absent values (undefined) are never cached: a record created elsewhere is seen at once.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { readonly value: V; readonly expires_ms: number }>();
  private readonly loading = new Map<K, Promise<V | undefined>>();
  private generation = 0;

  constructor(
    private readonly ttl_ms: number,
    private readonly max_entries: number,
    private readonly clock_ms: () => number = () => performance.now(),
  ) {
    if (!(ttl_ms > 0) || !(max_entries > 0)) throw new Error('TtlCache: ttl_ms and max_entries must be positive');
  }

  /** The cached value when fresh, else undefined (no load). */
  peek(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    if (hit.expires_ms > this.clock_ms()) return hit.value;
    this.entries.delete(key);
    return undefined;
  }

  get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const fresh = this.peek(key);
    if (fresh !== undefined) return Promise.resolve(fresh);
    const pending = this.loading.get(key);
    if (pending !== undefined) return pending;
    const generation = this.generation;
    const started_ms = this.clock_ms();
    const p = load().then(
      (value) => {
        if (this.loading.get(key) === p) this.loading.delete(key);
        if (value !== undefined && generation === this.generation) {
          if (this.entries.size >= this.max_entries) this.entries.clear(); // bounded; refills on demand
          // The TTL counts from the start of the read: the value is at most ttl_ms old when served.
          this.entries.set(key, { value, expires_ms: started_ms + this.ttl_ms });
        }
        return value;
      },
      (err: unknown) => {
        if (this.loading.get(key) === p) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, p);
    return p;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
