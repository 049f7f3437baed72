// PGlite is one process's database, so a read that depends on table rows only may be answered from
// memory until the next write (src/server/db/read-cache.ts). Differential: whatever the writes and
// in whatever order they interleave, a cached read equals the same statement run now.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/pglite-database.js';
import { MAX_CACHED_READS, readCache } from '../../src/server/db/read-cache.js';
import type { Database, QueryResult } from '../../src/server/db/types.js';

const READ = 'SELECT id, n, body FROM probe WHERE id = $1';

describe('the read cache alone', () => {
  const rows = (n: number): QueryResult<{ n: number }> => ({ rows: [{ n }], rowCount: 1 });

  it('runs a statement once until it is invalidated, then runs it again', async () => {
    const cache = readCache();
    let runs = 0;
    const run = async () => rows(++runs);
    expect((await cache.read('SELECT 1', [], run)).rows).toEqual([{ n: 1 }]);
    expect((await cache.read('SELECT 1', [], run)).rows).toEqual([{ n: 1 }]);
    expect((await cache.read('SELECT 1', ['other'], run)).rows).toEqual([{ n: 2 }]);
    cache.invalidate();
    expect((await cache.read('SELECT 1', [], run)).rows).toEqual([{ n: 3 }]);
    expect(runs).toBe(3);
  });

  it('does not keep an answer read while a write began', async () => {
    const cache = readCache();
    let runs = 0;
    const run = async () => {
      cache.invalidate(); // a write starts while the read is in flight
      return rows(++runs);
    };
    await cache.read('SELECT 1', [], run);
    await cache.read('SELECT 1', [], run);
    expect(runs).toBe(2);
    expect(cache.size).toBe(0);
  });

  it(`keeps at most ${MAX_CACHED_READS} answers`, async () => {
    const cache = readCache();
    for (let i = 0; i < MAX_CACHED_READS + 25; i++) await cache.read('SELECT $1', [i], async () => rows(i));
    expect(cache.size).toBe(MAX_CACHED_READS);
  });

  it('hands out frozen rows: a caller cannot change what the next one reads', async () => {
    const cache = readCache();
    const read = await cache.read('SELECT 1', [], async () => ({ rows: [{ body: { a: 1 } }], rowCount: 1 }));
    expect(() => {
      (read.rows[0] as { body: { a: number } }).body.a = 2;
    }).toThrow(TypeError);
  });
});

describe('PGlite with its read cache', () => {
  let db: Database;
  const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];

  beforeAll(async () => {
    db = await openPglite(undefined);
    await db.query('CREATE TABLE probe (id uuid PRIMARY KEY, n bigint NOT NULL, body jsonb)');
    for (const id of ids) await db.query('INSERT INTO probe (id, n, body) VALUES ($1, 0, $2)', [id, '{"k":0}']);
  });
  afterAll(async () => {
    await db.close();
  });

  const cached = (id: string) => {
    if (db.queryCached === undefined) throw new Error('PGlite has a read cache');
    return db.queryCached(READ, [id]);
  };

  it('sees a statement, a transaction and a script that wrote', async () => {
    expect((await cached(ids[0] ?? '')).rows[0]).toMatchObject({ n: 0 });
    await db.query('UPDATE probe SET n = 1 WHERE id = $1', [ids[0]]);
    expect((await cached(ids[0] ?? '')).rows[0]).toMatchObject({ n: 1 });
    await db.transaction(async (tx) => {
      await tx.query('UPDATE probe SET n = 2 WHERE id = $1', [ids[0]]);
    });
    expect((await cached(ids[0] ?? '')).rows[0]).toMatchObject({ n: 2 });
    await (db as Database & { exec(sql: string): Promise<void> }).exec(`UPDATE probe SET n = 3 WHERE id = '${ids[0]}'`);
    expect((await cached(ids[0] ?? '')).rows[0]).toMatchObject({ n: 3 });
  });

  it('a read issued while a transaction writes is not kept past its commit', async () => {
    let release = () => {};
    const held = new Promise<void>((ok) => {
      release = ok;
    });
    const writing = db.transaction(async (tx) => {
      await tx.query('UPDATE probe SET n = 40 WHERE id = $1', [ids[1]]);
      await held;
    });
    const during = cached(ids[1] ?? '');
    release();
    await writing;
    await during;
    expect((await cached(ids[1] ?? '')).rows[0]).toMatchObject({ n: 40 });
  });

  it('refuses a statement that is not a SELECT', async () => {
    await expect(db.queryCached?.('UPDATE probe SET n = 0', [])).rejects.toThrow(/only a SELECT/);
  });

  it('property: any interleaving of writes and reads, a cached read equals the statement run now', async () => {
    const write = fc.record({
      id: fc.constantFrom(...ids),
      n: fc.integer({ min: -1000, max: 1000 }),
      how: fc.constantFrom('statement', 'transaction', 'rolled back'),
    });
    const step = fc.oneof(
      write.map((w) => ({ kind: 'write' as const, ...w })),
      fc.constantFrom(...ids).map((id) => ({ kind: 'read' as const, id })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const pending: Promise<unknown>[] = [];
        for (const s of steps) {
          if (s.kind === 'read') {
            pending.push(cached(s.id));
            continue;
          }
          const update = 'UPDATE probe SET n = $2, body = $3 WHERE id = $1';
          const values = [s.id, s.n, JSON.stringify({ k: s.n })];
          if (s.how === 'statement') pending.push(db.query(update, values));
          else
            pending.push(
              db
                .transaction(async (tx) => {
                  await tx.query(update, values);
                  if (s.how === 'rolled back') throw new Error('rolled back');
                })
                .catch(() => undefined),
            );
        }
        await Promise.all(pending);
        for (const id of ids) expect((await cached(id)).rows).toEqual((await db.query(READ, [id])).rows);
      }),
      { numRuns: 60 },
    );
  });
});
