import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './types.js';

/** Advisory lock id shared by every instance that migrates (PostgreSQL serialises on it). */
const MIGRATION_LOCK_ID = 727_001;
const MAX_MIGRATIONS = 1000;

/** migrations/ at the package root, from src/server/db or dist/server. */
export function defaultMigrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const up of ['../../..', '../..', '..']) {
    const dir = join(here, up, 'migrations');
    try {
      readdirSync(dir);
      return dir;
    } catch {
      // try the next candidate
    }
  }
  throw new Error('migrations folder not found');
}

type ScriptCapable = Queryable & { exec?: (sql: string) => Promise<void> };

/** Runs a script: with exec when the driver has it, else statement by statement. */
async function runScript(tx: ScriptCapable, sql: string): Promise<void> {
  if (typeof tx.exec === 'function') return tx.exec(sql);
  for (const stmt of sql.split(/;\s*$/m)) if (stmt.trim() !== '') await tx.query(stmt);
}

/**
 * Runs every migrations/*.sql in file-name order, once each, each in its own transaction,
 * recorded in schema_migrations. Concurrent migrators serialise on an advisory lock and
 * re-check inside it, so two instances starting together apply each file once.
 */
export async function migrate(db: Database, dir: string = defaultMigrationsDir()): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT ' +
        'NULL DEFAULT now())',
    );
  });
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  if (files.length > MAX_MIGRATIONS) throw new Error('too many migrations');
  const applied: string[] = [];
  for (const name of files) {
    const sql = readFileSync(join(dir, name), 'utf8');
    const did = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.rows.length > 0) return false;
      await runScript(tx as ScriptCapable, sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (did) applied.push(name);
  }
  return applied;
}
