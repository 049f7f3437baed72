// The write shell sends a transaction's statements without awaiting each other where none reads
// another's answer (BEGIN with the first statement; postings, events and the stored answer
// together). On PostgreSQL they are pipelined. These tests hold the guarantees that must not
// change with that: in-order execution, all or nothing, and no COMMIT that silently rolled back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import type { Database, Queryable } from '../../src/server/db/types.js';
import { decideAndApply } from '../../src/server/shell/decide-and-apply.js';
import type { WriteOperation } from '../../src/server/shell/operation.js';
import { settleAll } from '../../src/server/shell/settle-all.js';
import { oneStatementOnly, selectsOnly } from '../../src/server/shell/statement-checks.js';
import { type Backend, pgliteBackend, postgresAnswers, postgresBackend } from './backends.js';

const hasPostgres = await postgresAnswers();
const backends: Backend[] = hasPostgres ? [pgliteBackend, postgresBackend] : [pgliteBackend];

const TABLE = 'pipelined_probe';

describe.each(backends)('pipelined statements in a transaction ($name)', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    await db.query(`CREATE TABLE ${TABLE} (n integer PRIMARY KEY, note text NOT NULL)`);
  });
  afterAll(async () => {
    await db.query(`DROP TABLE ${TABLE}`);
    await cleanup();
  });

  const count = async (): Promise<number> =>
    Number((await db.query<{ c: string | number }>(`SELECT count(*) AS c FROM ${TABLE}`)).rows[0]?.c);

  it('statements sent together run in the order sent, inside the transaction', async () => {
    await db.transaction(async (tx) => {
      await settleAll([
        tx.query(`INSERT INTO ${TABLE} (n, note) VALUES ($1, $2)`, [1, 'first']),
        tx.query(`UPDATE ${TABLE} SET note = $2 WHERE n = $1`, [1, 'second']),
        tx.query(`INSERT INTO ${TABLE} (n, note) SELECT n + 1, note FROM ${TABLE} WHERE n = $1`, [1]),
      ]);
    });
    const rows = (await db.query<{ n: number; note: string }>(`SELECT n, note FROM ${TABLE} ORDER BY n`)).rows;
    expect(rows).toEqual([
      { n: 1, note: 'second' },
      { n: 2, note: 'second' },
    ]);
    await db.query(`DELETE FROM ${TABLE}`);
  });

  it('one failing statement among those sent together fails the transaction and records nothing', async () => {
    const err = await db
      .transaction(async (tx) => {
        await settleAll([
          tx.query(`INSERT INTO ${TABLE} (n, note) VALUES ($1, $2)`, [10, 'kept?']),
          tx.query(`INSERT INTO ${TABLE} (n, note) VALUES ($1, $2)`, [10, 'duplicate key']),
          tx.query(`INSERT INTO ${TABLE} (n, note) VALUES ($1, $2)`, [11, 'after the failure']),
        ]);
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    // The first failure in the order sent: the duplicate key, not the aborted transaction after it.
    expect(String((err as Error).message)).toMatch(/duplicate key/);
    expect(await count()).toBe(0);
  });

  it('a failure the function swallowed still cannot commit: COMMIT after an aborted transaction throws', async () => {
    const err = await db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO ${TABLE} (n, note) VALUES ($1, $2)`, [20, 'kept?']);
        await tx.query(`INSERT INTO ${TABLE} (n, note) VALUES ($1, $2)`, [20, 'duplicate key']).catch(() => undefined);
        return 'the caller believes this committed';
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(await count()).toBe(0);
  });

  it('settleAll waits for every statement before it throws', async () => {
    const order: string[] = [];
    const slow = new Promise<void>((ok) => setTimeout(ok, 30)).then(() => void order.push('slow answered'));
    const failing = Promise.reject(new Error('first failure'));
    const err = await settleAll([failing, slow]).catch((e: unknown) => {
      order.push('thrown');
      return e;
    });
    expect((err as Error).message).toBe('first failure');
    expect(order).toEqual(['slow answered', 'thrown']);
  });

  const insert = (tx: Queryable, n: number) =>
    tx.query(`INSERT INTO ${TABLE} (n, note) VALUES ($1, $2)`, [n, 'probe']).then(() => undefined);

  it('a load sent with the claim may only SELECT: a write is refused before it is sent', async () => {
    await db.transaction(async (tx) => {
      const reads = selectsOnly(tx, 'Probe');
      expect((await reads.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await expect(insert(reads, 30)).rejects.toThrow(/loadWithClaim/);
    });
    expect(await count()).toBe(0);
  });

  it('an applyInOneStatement apply that sends two fails the write, and the first is rolled back', async () => {
    const op: WriteOperation<null, null, Record<string, never>> = {
      name: 'CreateClient',
      applyInOneStatement: true,
      decide: () => ({
        ok: true,
        Records: null,
        Entries: [],
        Events: [],
        Result: {},
        Reasons: [],
        Warnings: [],
        Unchecked: [],
      }),
      load: async () => ({ facts: null }),
      apply: async (tx) => {
        await insert(tx, 40);
        await insert(tx, 41);
      },
    };
    const ctx = { providerId: null, params: {}, body: {}, now: new Date('2026-01-02T00:00:00Z') };
    const deps = { catalog: defaultCatalog, enqueueEvent: async () => undefined };
    const err = await db.transaction((tx) => decideAndApply(tx, op, ctx, deps)).catch((e: unknown) => e);
    expect(String(err)).toMatch(/applyInOneStatement, but it sent 2 statements/);
    expect(await count()).toBe(0);
    await db.transaction(async (tx) => {
      const once = oneStatementOnly(tx, 'Probe');
      await insert(once, 42);
      await expect(insert(once, 43)).rejects.toThrow(/applyInOneStatement/);
    });
    expect(await count()).toBe(1);
    await db.query(`DELETE FROM ${TABLE}`);
  });
});
