// The storage contract every server module codes against. One SQL dialect (PostgreSQL's,
// as PGlite speaks it too), positional parameters $1..$n.

export interface QueryResult<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

export interface Database extends Queryable {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs fn in one transaction (BEGIN/COMMIT, ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
