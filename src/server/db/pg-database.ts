import pg from 'pg';
import type { Database, QueryResult, Queryable } from './types.js';
import type { ScriptQueryable } from './pglite-database.js';

export interface PgOptions {
  readonly databaseUrl: string;
  /** Schema to use (search_path); tests use a fresh one per run. */
  readonly schema?: string;
  readonly max_connections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function wrap(client: pg.Pool | pg.PoolClient): ScriptQueryable {
  return {
    async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      const r = await client.query(sql, [...params]);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // No parameters: the simple query protocol runs a multi-statement script.
      await client.query(sql);
    },
  };
}

/** PostgreSQL through a pg Pool; one pooled connection per transaction. */
export async function openPostgres(opts: PgOptions): Promise<Database & ScriptQueryable> {
  if (opts.schema !== undefined && !SCHEMA_NAME.test(opts.schema)) throw new Error('invalid schema name');
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: opts.max_connections ?? 10,
    ...(opts.schema !== undefined ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  if (opts.schema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
  const base = wrap(pool);
  return {
    dialect: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}
