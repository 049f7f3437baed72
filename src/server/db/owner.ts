import type { Database, Queryable } from './types.js';

// A transaction's Queryable knows the Database it came from, so per-database state (the caches
// of src/server/cache) is found from either.
const owners = new WeakMap<Queryable, Database>();

export function setOwner(tx: Queryable, db: Database): void {
  owners.set(tx, db);
}

/** The Database behind q: q itself when it is one, its owner when it is a transaction, else undefined. */
export function ownerOf(q: Queryable): Database | undefined {
  const owner = owners.get(q);
  if (owner !== undefined) return owner;
  const maybe = q as Partial<Database>;
  return typeof maybe.transaction === 'function' && typeof maybe.close === 'function' ? (q as Database) : undefined;
}
