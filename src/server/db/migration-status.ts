import { readdirSync } from 'node:fs';
import { defaultMigrationsDir } from './migrate.js';
import type { Queryable } from './types.js';

export interface MigrationStatus {
  readonly Applied: number;
  /** Files in migrations/ not yet recorded in schema_migrations, in file-name order. */
  readonly Pending: readonly string[];
}

/** Which migrations of this build the database has applied (one query). */
export async function migrationStatus(q: Queryable, dir: string = defaultMigrationsDir()): Promise<MigrationStatus> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  let names: string[];
  try {
    const r = await q.query<{ name: string }>('SELECT name FROM schema_migrations');
    names = r.rows.map((row) => String(row.name));
  } catch (err) {
    // 42P01 undefined_table: a database that was never migrated has applied nothing.
    if ((err as { code?: unknown }).code !== '42P01') throw err;
    names = [];
  }
  const applied = new Set(names);
  return { Applied: applied.size, Pending: files.filter((f) => !applied.has(f)) };
}
