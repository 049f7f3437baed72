// Units of issue 9's speed half: the read-through TTL cache and the batched audit sink.
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/server/cache/ttl-cache.js';
import type { Queryable, QueryResult } from '../../src/server/db/types.js';
import { AUDIT_BATCH_ROWS, type AuditRow, auditSink } from '../../src/server/http/audit.js';

describe('TtlCache', () => {
  it('serves a fresh value, shares one load between concurrent misses, and expires after the TTL', async () => {
    let t = 0;
    const cache = new TtlCache<string, number>(1000, 10, () => t);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 42;
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([42, 42, 1]);
    t = 999;
    expect(await cache.get('k', load)).toBe(42);
    expect(loads).toBe(1);
    t = 1000;
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', load)).toBe(42);
    expect(loads).toBe(2);
  });

  it('never caches an absent value, and a clear() during a load keeps that load from storing', async () => {
    const cache = new TtlCache<string, string>(1000, 10, () => 0);
    expect(await cache.get('gone', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
    let release: (v: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((ok) => (release = ok)));
    cache.clear(); // a change was announced while the read was under way
    release('stale');
    expect(await slow).toBe('stale');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('stays bounded', async () => {
    const cache = new TtlCache<number, number>(1000, 5, () => 0);
    for (let i = 0; i < 50; i++) await cache.get(i, async () => i);
    expect(cache.size).toBeLessThanOrEqual(5);
  });
});

function recordingDb(): Queryable & { batches: number[] } {
  const batches: number[] = [];
  return {
    batches,
    async query<R>(_sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      batches.push((params[0] as unknown[]).length);
      return { rows: [], rowCount: 0 };
    },
  };
}

const row = (n: number, Method = 'GET'): AuditRow => ({
  RequestId: String(1_000_000_000_000 + n),
  KeyId: 'ak_x',
  Method,
  Route: '/v1/clients',
  HttpStatus: 200,
  Status: 1,
  ErrorCode: undefined,
  OccurredAt: new Date(0),
  duration_ms: 1,
});

describe('audit sink', () => {
  it('batches the rows of reads into one INSERT after a short wait, and never on the caller', async () => {
    const db = recordingDb();
    const sink = auditSink(db, undefined);
    for (let i = 0; i < 120; i++) sink.add(row(i), false);
    expect(db.batches).toEqual([]); // nothing written synchronously
    await new Promise((ok) => setTimeout(ok, 120));
    expect(db.batches).toEqual([120]);
  });

  it('a write asks for a flush on the next turn; a full batch goes at once; close() writes the rest', async () => {
    const db = recordingDb();
    const sink = auditSink(db, undefined);
    sink.add(row(1, 'POST'), true);
    await new Promise((ok) => setTimeout(ok, 5));
    await sink.flush();
    expect(db.batches).toEqual([1]);
    for (let i = 0; i < AUDIT_BATCH_ROWS + 3; i++) sink.add(row(10 + i), false);
    await new Promise((ok) => setTimeout(ok, 5));
    await sink.close();
    expect(db.batches.slice(1)).toEqual([AUDIT_BATCH_ROWS, 3]);
    sink.add(row(9999), false); // after close: ignored
    expect(sink.pending).toBe(0);
  });
});
