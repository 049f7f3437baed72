// The storage contract every server module codes against. One SQL dialect (PostgreSQL's,
// as PGlite speaks it too), positional parameters $1..$n.

export interface QueryResult<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /**
   * Runs `send`, which issues statements without awaiting them, and hands them to the database in
   * one write (PostgreSQL in a transaction: one socket write for the whole flight). Optional: a
   * Queryable without it sends them one by one, in the same order.
   */
  together?<T>(send: () => T): T;
  /**
   * A SELECT whose rows depend on table rows only (no clock, no sequence, no lock), answered from
   * memory while nothing has written since the same statement with the same values was read.
   * Only a database that one process holds has it (PGlite); elsewhere `readRows` falls back to query.
   */
  queryCached?<R = Record<string, unknown>>(sql: string, params: readonly unknown[]): Promise<QueryResult<R>>;
}

/** Runs a read through the database's read cache when it has one (PGlite), else as a query. */
export function readRows<R>(q: Queryable, sql: string, params: readonly unknown[]): Promise<QueryResult<R>> {
  return q.queryCached === undefined ? q.query<R>(sql, params) : q.queryCached<R>(sql, params);
}

const SELECT = /^\s*SELECT\b/i;

/** Whether a statement is a SELECT (what may share a read lane, or follow a claim as a load). */
export function isSelect(sql: string): boolean {
  return SELECT.test(sql);
}

/** Stops a subscription made with Database.listen. */
export type Unlisten = () => Promise<void>;

export interface Database extends Queryable {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs fn in one transaction (BEGIN/COMMIT, ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Subscribes to NOTIFY on `channel` (PostgreSQL: a dedicated connection, re-established after
   * a loss; `onNotify('')` then says "anything may have changed"). Optional for other hosts.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<Unlisten>;
  /** Runs `hook` at the start of close(), before the connections end (flushes buffered rows). */
  onClose?(hook: () => Promise<void>): void;
}
