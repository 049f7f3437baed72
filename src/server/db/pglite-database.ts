import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { closeHooks } from './close-hooks.js';
import { setOwner } from './owner.js';
import { preparedRunner } from './pglite-prepared.js';
import type { Database, Queryable, QueryResult } from './types.js';

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
  const db: Database & ScriptQueryable = {
    dialect: 'pglite',
    // As PGlite's own query: wait for any transaction, then hold the statement lock.
    async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      await pg._checkReady();
      return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<R>(sql, params, true)));
    },
    exec: scriptRunner(pg),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) => {
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
      });
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
