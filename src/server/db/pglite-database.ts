import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { closeHooks } from './close-hooks.js';
import { setOwner } from './owner.js';
import { preparedRunner } from './pglite-prepared.js';
import { readCache } from './read-cache.js';
import { type Database, isSelect, type Queryable, type QueryResult } from './types.js';

/** A Queryable that can also run a multi-statement script (migrations only). */
export interface ScriptQueryable extends Queryable {
  exec(sql: string): Promise<void>;
}

/** A multi-statement script on PGlite or on one of its transactions (statements run prepared). */
function scriptRunner(q: { exec(sql: string): Promise<unknown> }): ScriptQueryable['exec'] {
  return async (sql) => {
    await q.exec(sql);
  };
}

/** Runs `work`, which may write, with the read cache forgotten before it starts and after it ends. */
async function writing<T>(cache: { invalidate(): void }, work: () => Promise<T>): Promise<T> {
  cache.invalidate();
  try {
    return await work();
  } finally {
    cache.invalidate();
  }
}

/**
 * PGlite hands its lock from one caller to the next through promises, so a queue of them runs
 * without the event loop polling: under load, new connections waited seconds in the accept queue
 * (Fund Account at 50 connections: p99 2.7 s, a few connections never served in 5 s). A
 * transaction, once it holds the lock, first lets one turn of the event loop run.
 */
function letIoIn(): Promise<void> {
  return new Promise<void>((ok) => setImmediate(ok));
}

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`. PGlite runs one statement at a time and a
 * transaction holds it exclusively, so concurrent requests serialise here by construction.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database & ScriptQueryable> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  await pg.waitReady;
  const run = preparedRunner(pg);
  const hooks = closeHooks();
  // Every write goes through this object (PGlite is one process's), so it forgets the cached reads
  // around anything that is not a SELECT: a statement, a script, any transaction.
  const cache = readCache();
  // As PGlite's own query: wait for any transaction, then hold the statement lock.
  async function query<R>(sql: string, params: readonly unknown[]): Promise<QueryResult<R>> {
    await pg._checkReady();
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<R>(sql, params, true)));
  }
  const db: Database & ScriptQueryable = {
    dialect: 'pglite',
    async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      return isSelect(sql) ? query<R>(sql, params) : writing(cache, () => query<R>(sql, params));
    },
    async queryCached<R = Record<string, unknown>>(sql: string, params: readonly unknown[]) {
      if (!isSelect(sql)) throw new Error('only a SELECT may be read through the cache');
      return cache.read<R>(sql, params, () => query<R>(sql, params));
    },
    exec: (sql) => writing(cache, () => scriptRunner(pg)(sql)),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return writing(cache, () =>
        pg.transaction(async (tx) => {
          await letIoIn();
          const q: ScriptQueryable = {
            // Inside the transaction, which holds PGlite's transaction lock: the statement lock only.
            async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []) {
              if (tx.closed) throw new Error('the transaction has ended');
              return pg._runExclusiveQuery(() => run<R>(sql, params, false));
            },
            exec: scriptRunner(tx),
          };
          setOwner(q, db);
          return fn(q);
        }),
      );
    },
    // PGlite delivers NOTIFY to listeners of the same instance (one process holds the data).
    async listen(channel: string, onNotify: (payload: string) => void) {
      const stop = await pg.listen(channel, (payload: string) => onNotify(payload));
      return async () => stop();
    },
    onClose(hook: () => Promise<void>): void {
      hooks.add(hook);
    },
    async close(): Promise<void> {
      await hooks.run();
      await pg.close();
    },
  };
  return db;
}
