import { ownerOf } from '../db/owner.js';
import type { Database, Queryable } from '../db/types.js';
import { TtlCache } from './ttl-cache.js';

/**
 * Per-instance caches of the records every request reads: API keys, providers (contracts,
 * gates) and institutions (design.md section 4; issue 9). One set per Database object.
 *
 * A change reaches every instance within one second:
 * - migration 0004 makes PostgreSQL NOTIFY `acctos_cache` on any insert, update or delete of
 *   api_keys, providers or institutions; every instance LISTENs and clears its caches;
 * - entries expire after CACHE_TTL_MS all the same, so a lost notification (a dropped listener
 *   connection) costs at most that long;
 * - the instance that made the change clears its own caches before it answers (the
 *   authentication middleware clears them after every successful operator write).
 */
export const CACHE_TTL_MS = 1000;
export const CACHE_CHANNEL = 'acctos_cache';
const MAX_ENTRIES = 10_000;
const MAX_EXTRA_CLEARERS = 64;

export interface DatabaseCaches {
  /** Cache of a store reader, by its own key; `name` keeps readers apart. */
  cache<V>(name: string): TtlCache<string, V>;
  /** Also clear `clear` with the rest (a cache kept elsewhere, such as the decrypted keys). */
  onClear(clear: () => void): void;
  /** Forget everything (a change was made or announced). */
  clear(): void;
}

const registry = new WeakMap<Database, DatabaseCaches>();

function create(db: Database): DatabaseCaches {
  const caches = new Map<string, TtlCache<string, unknown>>();
  const extra: Array<() => void> = [];
  const self: DatabaseCaches = {
    cache<V>(name: string): TtlCache<string, V> {
      let c = caches.get(name);
      if (c === undefined) {
        c = new TtlCache<string, unknown>(CACHE_TTL_MS, MAX_ENTRIES);
        caches.set(name, c);
      }
      return c as TtlCache<string, V>;
    },
    onClear(clear: () => void): void {
      if (extra.length >= MAX_EXTRA_CLEARERS) throw new Error('too many cache clearers');
      extra.push(clear);
    },
    clear(): void {
      for (const c of caches.values()) c.clear();
      for (const clear of extra) clear();
    },
  };
  if (db.listen !== undefined) {
    let stop: (() => Promise<void>) | undefined;
    let closed = false;
    db.listen(CACHE_CHANNEL, () => self.clear()).then(
      (unlisten) => {
        if (closed) void unlisten().catch(() => undefined);
        else stop = unlisten;
      },
      () => undefined, // no listener: the TTL alone bounds staleness
    );
    db.onClose?.(async () => {
      closed = true;
      if (stop !== undefined) await stop();
    });
  }
  return self;
}

/** The caches of the Database behind q (a Database or one of its transactions); undefined for a bare Queryable. */
export function cachesOf(q: Queryable): DatabaseCaches | undefined {
  const db = ownerOf(q);
  if (db === undefined) return undefined;
  let c = registry.get(db);
  if (c === undefined) {
    c = create(db);
    registry.set(db, c);
  }
  return c;
}

/**
 * Read through the named cache of q's database. Inside a transaction a fresh entry is used but
 * a miss is read through the transaction and not stored (it could see the transaction's own
 * uncommitted change); a bare Queryable has no cache and always loads.
 */
export function cachedRead<V>(
  q: Queryable,
  name: string,
  key: string,
  load: () => Promise<V | undefined>,
): Promise<V | undefined> {
  const caches = cachesOf(q);
  if (caches === undefined) return load();
  const cache = caches.cache<V>(name);
  if (ownerOf(q) === q) return cache.get(key, load);
  const fresh = cache.peek(key);
  return fresh !== undefined ? Promise.resolve(fresh) : load();
}
