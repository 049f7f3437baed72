import { join, resolve } from 'node:path';
import { openPostgres, type PgTimeouts } from './pg-database.js';
import { openPglite } from './pglite-database.js';
import type { Database } from './types.js';

export interface OpenDatabaseOptions {
  /**
   * Data folder; default `./.acctos`. PGlite keeps its files in `<dataDir>/pgdata`. Ignored when databaseUrl is set.
   */
  readonly dataDir?: string;
  /** PostgreSQL connection string (DATABASE_URL). */
  readonly databaseUrl?: string;
  /** PostgreSQL schema (search_path) to use; created when missing. */
  readonly schema?: string;
  /** In-memory PGlite (tests). */
  readonly inMemory?: boolean;
  /** PostgreSQL only: bounds on every wait (docs/deployment.md). */
  readonly timeouts?: Partial<PgTimeouts>;
}

/** PGlite in dataDir when no databaseUrl is given, else a PostgreSQL pool. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.databaseUrl !== undefined && opts.databaseUrl !== '') {
    return openPostgres({
      databaseUrl: opts.databaseUrl,
      ...(opts.schema !== undefined ? { schema: opts.schema } : {}),
      ...(opts.timeouts !== undefined ? { timeouts: opts.timeouts } : {}),
    });
  }
  if (opts.inMemory === true) return openPglite(undefined);
  return openPglite(join(resolve(opts.dataDir ?? '.acctos'), 'pgdata'));
}
