// The two storage backends the integration suite runs against. PostgreSQL is used when the
// server at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers; each run
// gets a fresh schema, dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, ledgerCheck, migrate, openDatabase } from '../../src/server/index.js';

export const PG_URL =
  process.env['TEST_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Every integration suite's cleanup (its afterAll) proves the ledger first (design.md section 7,
 * `acctos ledger check`): the whole ledger sums to zero per currency, every transaction does, and
 * every balance equals its entries. A broken ledger fails the suite with the problems listed.
 */
export async function assertLedgerBalanced(db: Database): Promise<void> {
  const r = await ledgerCheck(db);
  if (!r.ok) throw new Error(`ledger check failed:\n${r.problems.join('\n')}`);
}

export interface Backend {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<{
    db: Database;
    cleanup: () => Promise<void>;
    /** PostgreSQL only: another connection pool on the same schema, as a second instance has. */
    secondInstance?: () => Promise<Database>;
  }>;
}

export const pgliteBackend: Backend = {
  name: 'pglite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'acctos-test-'));
    const db = await openDatabase({ dataDir: dir });
    await migrate(db);
    return {
      db,
      cleanup: async () => {
        const ledger = await assertLedgerBalanced(db).catch((err: unknown) => err);
        await db.close();
        rmSync(dir, { recursive: true, force: true });
        if (ledger !== undefined) throw ledger;
      },
    };
  },
};

export const postgresBackend: Backend = {
  name: 'postgres',
  async open() {
    const schema = `acctos_test_${process.pid}_${Date.now().toString(36)}`;
    const db = await openDatabase({ databaseUrl: PG_URL, schema });
    await migrate(db);
    const others: Database[] = [];
    return {
      db,
      secondInstance: async () => {
        const other = await openDatabase({ databaseUrl: PG_URL, schema });
        others.push(other);
        return other;
      },
      cleanup: async () => {
        const ledger = await assertLedgerBalanced(db).catch((err: unknown) => err);
        for (const other of others) await other.close();
        await db.close();
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
        if (ledger !== undefined) throw ledger;
      },
    };
  },
};

/** The backends to run: PGlite always; PostgreSQL when it answers (else a plain message). */
export async function availableBackends(): Promise<Backend[]> {
  if (await postgresAnswers()) return [pgliteBackend, postgresBackend];
  console.log(`PostgreSQL at ${PG_URL} does not answer: skipping the PostgreSQL run of the server suite.`);
  return [pgliteBackend];
}
