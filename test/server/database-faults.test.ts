// Issue 17: PostgreSQL faults. A connection terminated mid-transaction fails that request with
// a 503 envelope and the process lives; a lock held past the statement timeout fails fast.
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import { openPostgres } from '../../src/server/db/pg-database.js';
import type { Database } from '../../src/server/db/types.js';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../src/server/db/unavailable.js';
import { createApp, migrate } from '../../src/server/index.js';
import { PG_URL, postgresAnswers } from './backends.js';
import { OPERATOR } from './fixture.js';
import { call } from './sign.js';

const hasPostgres = await postgresAnswers();
if (!hasPostgres) console.log('database faults: PostgreSQL at 127.0.0.1:5432 does not answer; skipping');

describe.skipIf(!hasPostgres)('PostgreSQL faults (issue 17)', () => {
  const schema = `faults_${process.pid}_${Date.now()}`;
  let db: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    db = await openPostgres({ databaseUrl: PG_URL, schema, timeouts: { statement_ms: 500, acquire_ms: 1_000 } });
    await migrate(db);
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await db.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('a connection terminated mid-transaction rejects that transaction, and the pool serves the next', async () => {
    const outcome = db.transaction(async (tx) => {
      const me = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await admin.query('SELECT pg_terminate_backend($1)', [me.rows[0]?.pid]);
      await tx.query('SELECT pg_sleep(0.2)');
      return 'committed';
    });
    const err = await outcome.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseUnavailableError);
    const next = await db.query<{ one: number }>('SELECT 1 AS one');
    expect(next.rows[0]?.one).toBe(1);
  });

  it('the shared connections of statements outside a transaction are replaced after a termination', async () => {
    // The backends this Database's statements ran on (its lanes), and only those: other test files
    // share the server.
    const pids = await Promise.all(
      Array.from({ length: 8 }, () => db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')),
    );
    const lanes = [...new Set(pids.map((r) => Number(r.rows[0]?.pid)))];
    expect(lanes.length).toBeGreaterThan(0);
    for (const pid of lanes) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    // Statements sent on a terminated lane may fail as unavailable (503); none hangs, and the
    // next ones get a new connection.
    const first = await Promise.allSettled(Array.from({ length: 4 }, () => db.query('SELECT 1 AS one')));
    for (const r of first) if (r.status === 'rejected') expect(isDatabaseUnavailable(r.reason)).toBe(true);
    const next = await Promise.all(Array.from({ length: 4 }, () => db.query<{ one: number }>('SELECT 1 AS one')));
    expect(next.map((r) => r.rows[0]?.one)).toEqual([1, 1, 1, 1]);
  });

  it('a lock held past the statement timeout fails fast as unavailable, not after the lock is freed', async () => {
    const holder = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE providers IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const err = await db.query('SELECT count(*) FROM providers').catch((e: unknown) => e);
    const waited_ms = Date.now() - started;
    await holder.query('ROLLBACK');
    await holder.end();
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(waited_ms).toBeLessThan(5_000);
  });

  it(
    'the app answers 503 ServiceUnavailable with ' + 'Retry-After, in the envelope, when the database is gone',
    async () => {
      const gone = await openPostgres({ databaseUrl: PG_URL, schema, timeouts: { acquire_ms: 500 } });
      const app = createApp({
        db: gone,
        catalog: defaultCatalog,
        now: () => new Date(),
        adminKey: OPERATOR,
        logger: pino({ level: 'silent' }),
      });
      await gone.close();
      const res = await call(async (req) => app.fetch(req), 'POST', '/v1/providers', {
        key: OPERATOR,
        body: { Name: 'while the database is gone' },
      });
      expect(res.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'ServiceUnavailable' } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
    },
  );
});
