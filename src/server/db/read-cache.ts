import type { QueryResult } from './types.js';

// PGlite is one process's database: every write reaches it through that process's adapter. A
// read the caller marks as depending on table rows only can then be answered from memory until
// the next write, and `GET /v1/accounts/{id}` skips a statement that costs PGlite about 170
// microseconds of the one thread (docs/performance.md). PostgreSQL, which other instances may
// write, has no such cache.

/** Statements with their values kept; the oldest goes first beyond it. */
export const MAX_CACHED_READS = 1000;

export interface ReadCache {
  /** The rows of `sql` with `params`, from memory when no write has run since they were read. */
  read<R>(sql: string, params: readonly unknown[], run: () => Promise<QueryResult<R>>): Promise<QueryResult<R>>;
  /** Called before and after anything that may write: forgets every kept answer. */
  invalidate(): void;
  /** Kept answers (tests). */
  readonly size: number;
}

/** Date's own setters: Object.freeze does not reach a Date's time, which they change in place. */
const DATE_SETTERS = Object.getOwnPropertyNames(Date.prototype).filter((name) => name.startsWith('set'));

function refuseDateChange(): never {
  throw new TypeError('a cached row is frozen: its Date cannot be changed');
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  // A typed array with elements cannot be frozen; none of the cached reads returns one (bytea).
  if (ArrayBuffer.isView(value)) return value;
  // A timestamptz column is a Date (established_at): its setters are shadowed, so a caller's
  // setFullYear throws as an assignment to a frozen row does, instead of changing what the next caller reads.
  if (value instanceof Date)
    for (const name of DATE_SETTERS) Object.defineProperty(value, name, { value: refuseDateChange });
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

export function readCache(): ReadCache {
  const kept = new Map<string, QueryResult<unknown>>();
  // Bumped by every invalidation: an answer read while a write began is not kept.
  let generation = 0;
  return {
    async read<R>(sql: string, params: readonly unknown[], run: () => Promise<QueryResult<R>>) {
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const hit = kept.get(key);
      if (hit !== undefined) return hit as QueryResult<R>;
      const readAt = generation;
      const result = await run();
      if (generation !== readAt) return result;
      if (kept.size >= MAX_CACHED_READS) {
        const oldest = kept.keys().next();
        if (oldest.done !== true) kept.delete(oldest.value);
      }
      // Frozen: every caller shares the rows, so none may change them.
      const frozen = deepFreeze({ rows: result.rows, rowCount: result.rowCount });
      kept.set(key, frozen);
      return frozen;
    },
    invalidate() {
      generation += 1;
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
