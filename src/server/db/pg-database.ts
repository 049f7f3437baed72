import { Writable } from 'node:stream';
import pg from 'pg';
import { closeHooks } from './close-hooks.js';
import { setOwner } from './owner.js';
import { type Lanes, sharedLanes } from './pg-lanes.js';
import { listenOn } from './pg-listener.js';
import type { ScriptQueryable } from './pglite-database.js';
import { type Database, isSelect, type Queryable, type QueryResult } from './types.js';
import { asUnavailable } from './unavailable.js';

export interface PgOptions {
  readonly databaseUrl: string;
  /** Schema to use (search_path); tests use a fresh one per run. */
  readonly schema?: string;
  readonly max_connections?: number;
  readonly timeouts?: Partial<PgTimeouts>;
}

/**
 * Every wait on the database is bounded, so a stall fails the request fast instead of
 * stalling every request behind it (issue 17). Defaults suit an API answering in milliseconds.
 */
export interface PgTimeouts {
  /** Waiting for a pooled connection. */
  readonly acquire_ms: number;
  /** One statement on the server (statement_timeout), lock waits included. */
  readonly statement_ms: number;
  /** A transaction left open and idle (idle_in_transaction_session_timeout). */
  readonly idle_in_transaction_ms: number;
}

export const DEFAULT_PG_TIMEOUTS: PgTimeouts = {
  acquire_ms: 5_000,
  statement_ms: 10_000,
  idle_in_transaction_ms: 15_000,
};

/** Connections the reads outside a transaction share (besides the pool's). */
const SHARED_LANES = 2;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

// Named prepared statements: each distinct parameterised statement text is parsed and planned
// once per connection, then only bound and executed. The set of texts is the code's own (every
// statement is a literal or one of a few variants), bounded here all the same.
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  const known = statementNames.get(sql);
  if (known !== undefined) return known;
  if (statementNames.size >= MAX_NAMED_STATEMENTS) return undefined;
  const name = `acctos_${statementNames.size}`;
  statementNames.set(sql, name);
  return name;
}

/** The socket of a checked-out client (pg corks it itself around each statement's messages). */
function socketOf(client: pg.PoolClient): Writable | undefined {
  const stream = (client as pg.PoolClient & { connection?: { stream?: unknown } }).connection?.stream;
  return stream instanceof Writable ? stream : undefined;
}

/**
 * Runs send with the socket corked: the statements it issues (pipeline mode sends each at once)
 * leave in one write instead of one write each. Corking nests; pg's own cork per statement is
 * inside this one.
 */
function corked<T>(socket: Writable | undefined, send: () => T): T {
  socket?.cork();
  try {
    return send();
  } finally {
    socket?.uncork();
  }
}

type Runs = Pick<pg.Pool, 'query'> | Lanes;

function wrap(client: Runs, socket?: Writable, scripts: Runs = client): ScriptQueryable {
  return {
    ...(socket === undefined ? {} : { together: <T>(send: () => T): T => corked(socket, send) }),
    async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      try {
        const name = params.length > 0 ? statementName(sql) : undefined;
        const r = await client.query(
          name === undefined ? { text: sql, values: [...params] } : { name, text: sql, values: [...params] },
        );
        return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
      } catch (err) {
        throw asUnavailable(err);
      }
    },
    async exec(sql: string): Promise<void> {
      // No parameters: the simple query protocol runs a multi-statement script.
      try {
        await scripts.query({ text: sql });
      } catch (err) {
        throw asUnavailable(err);
      }
    },
  };
}

/**
 * COMMIT, and proof that it committed: in a transaction a failed statement has aborted,
 * PostgreSQL answers COMMIT with ROLLBACK and no error. A statement sent without being awaited
 * could fail that way unseen, so a ROLLBACK here is an error, never a silent loss.
 */
async function commit(client: pg.PoolClient): Promise<void> {
  let done: pg.QueryResult;
  try {
    done = await client.query('COMMIT');
  } catch (err) {
    throw asUnavailable(err);
  }
  if (done.command !== 'COMMIT')
    throw new Error(`COMMIT answered ${String(done.command)}: the transaction rolled back`);
}

/** Session settings that bound server-side waits, sent with every new connection. */
function sessionOptions(schema: string | undefined, t: PgTimeouts): string {
  const parts = [
    `-c statement_timeout=${Math.trunc(t.statement_ms)}`,
    `-c idle_in_transaction_session_timeout=${Math.trunc(t.idle_in_transaction_ms)}`,
  ];
  if (schema !== undefined) parts.push(`-c search_path=${schema}`);
  return parts.join(' ');
}

/** PostgreSQL through a pg Pool; one pooled connection per transaction. */
export async function openPostgres(opts: PgOptions): Promise<Database & ScriptQueryable> {
  if (opts.schema !== undefined && !SCHEMA_NAME.test(opts.schema)) throw new Error('invalid schema name');
  const timeouts = { ...DEFAULT_PG_TIMEOUTS, ...opts.timeouts };
  const connection: pg.ClientConfig = {
    connectionString: opts.databaseUrl,
    connectionTimeoutMillis: timeouts.acquire_ms,
    keepAlive: true,
    options: sessionOptions(opts.schema, timeouts),
  };
  // Pipeline mode: statements issued without awaiting each other go out in one flight and are
  // answered in order (a transaction's BEGIN travels with its first statement; a write's
  // postings, events and stored answer travel together; docs/performance.md).
  const pool = new pg.Pool({ ...connection, pipeline: true, max: opts.max_connections ?? 10 });
  const hooks = closeHooks();
  const unlistens: Array<() => Promise<void>> = [];
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor any pooled client's, at any moment: pg emits a connection error (pg_terminate_backend's FATAL
  // 57P01) on the client when no statement is under way, and the pool's own listener is off while a
  // client is checked out, so a FATAL arriving in a gap between listeners would end the process (seen
  // once in the fault suite). The failure still reaches the statement or the pool, which drops the client.
  // Added once per client, at its first checkout.
  const guarded = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', () => undefined);
  });
  if (opts.schema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
  // Reads outside a transaction share a few pipelined connections (src/server/db/pg-lanes.ts).
  const lanes = sharedLanes(connection, SHARED_LANES);
  // Reads only: a write outside a transaction (a batch of audit rows) waits on its commit's WAL
  // flush, which would hold up the reads queued behind it on the same lane; writes take the pool.
  const reads: Lanes = {
    query: (q) => (isSelect(q.text) ? lanes.query(q) : pool.query(q)),
    end: () => lanes.end(),
  };
  const base = wrap(reads, undefined, pool);
  const db: Database & ScriptQueryable = {
    dialect: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw asUnavailable(err);
      }
      // A checked-out client's connection error (pg_terminate_backend, a failover) is emitted
      // on the client: without a listener Node would end the process. The failure reaches the
      // transaction through its pending query; the broken client is destroyed, not pooled.
      let lost: unknown;
      const onError = (err: unknown): void => {
        lost = err;
      };
      client.on('error', onError);
      const socket = socketOf(client);
      const tx = wrap(client, socket);
      setOwner(tx, db);
      // BEGIN is not awaited: the statements fn issues before its first wait follow it in the
      // same write (one flight). Its outcome is read before COMMIT.
      let begun: Promise<unknown> = Promise.resolve();
      try {
        const running = corked(socket, () => {
          begun = tx.query('BEGIN');
          begun.catch(() => undefined);
          return fn(tx);
        });
        const out = await running;
        await begun;
        await commit(client);
        return out;
      } catch (err) {
        await begun.catch(() => undefined);
        if (lost === undefined) await client.query('ROLLBACK').catch(() => undefined);
        throw lost !== undefined ? asUnavailable(lost) : err;
      } finally {
        client.removeListener('error', onError);
        client.release(lost !== undefined ? (lost as Error) : undefined);
      }
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      const stop = await listenOn(connection, channel, onNotify);
      unlistens.push(stop);
      return stop;
    },
    onClose(hook: () => Promise<void>): void {
      hooks.add(hook);
    },
    async close(): Promise<void> {
      await hooks.run();
      for (const stop of unlistens.splice(0, unlistens.length)) await stop();
      await lanes.end();
      await pool.end();
    },
  };
  return db;
}
