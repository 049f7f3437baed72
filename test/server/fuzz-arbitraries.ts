// The fast-check arbitraries and the answer checks the robustness fuzzes share
// (fuzz-routes.test.ts, fuzz-operator-routes.test.ts): bad values, mutated valid bodies, the
// promises every answer keeps, and a digest of every counted row.
import fc from 'fast-check';
import { expect } from 'vitest';
import { ERROR_CODES, TRANSPORT_ERROR_CODES } from '../../src/core/shared/error-codes.js';
import type { Database } from '../../src/server/index.js';
import type { Fixture } from './fixture.js';
import type { CallOptions, CallResult, TestKey } from './sign.js';

/** Tables a refusal must leave as they were: all but the audit log and the seen-signature cache. */
export const UNCOUNTED = new Set(['audit_log', 'seen_signatures', 'schema_migrations']);
export const TYPED_CODES = new Set<string>([...ERROR_CODES, ...Object.keys(TRANSPORT_ERROR_CODES)]);
export const OTHER_UUID = '00000000-0000-4000-8000-00000000abcd';
export const LONG = 'x'.repeat(10_000);

export type Json = unknown;
export type Body = Record<string, Json>;

export let deep: Json = { leaf: 1 };
for (let i = 0; i < 200; i++) deep = { n: deep };

/** Values that replace one field of a valid body. `foreign` is provider B's account. */
export function badValue(original: Json, foreign: () => string): fc.Arbitrary<Json> {
  const swapped =
    typeof original === 'number' ? String(original) : typeof original === 'string' ? Number(original) || 7 : 1;
  return fc.oneof(
    fc.constant(swapped),
    fc.constantFrom<Json>(null, [], {}, true, false, 0, -1, -0.01, 1e20, 1.001, 123456789.123),
    fc.constantFrom<Json>('1e3', 'NaN', 'Infinity', '-1', '0x10', ' 5', '', '1.001', '٣'),
    fc.constantFrom<Json>(LONG, 'NotAKnownValue', 'not-a-uuid', OTHER_UUID, '00000000-0000-0000-0000-000000000000'),
    fc.constantFrom<Json>('2026-02-30', '0000-01-01', '99999-01-01', '2026-13-01', '2026-4-1'),
    fc.constantFrom<Json>(
      [original, original],
      Array.from({ length: 2_000 }, () => original),
      deep,
    ),
    fc.constantFrom(300, 5_000).map((n) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? original : i))),
    fc.constant(null).map(() => Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`F${i}`, i]))),
    fc.constant(null).map(() => foreign()),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

/** Paths of a body's fields, one level into objects and into each array's first item. */
export function paths(body: Json, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (body === null || typeof body !== 'object' || depth > 2) return [];
  const out: (string | number)[][] = [];
  const entries: [string | number, Json][] = Array.isArray(body)
    ? body.length > 0
      ? [[0, body[0]]]
      : []
    : Object.entries(body);
  for (const [k, v] of entries) {
    out.push([...prefix, k]);
    out.push(...paths(v, [...prefix, k], depth + 1));
  }
  return out;
}

export function setAt(body: Json, path: (string | number)[], value: Json): Json {
  const copy = structuredClone(body) as Record<string | number, Json>;
  let at: Record<string | number, Json> = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** A valid body with one or two fields changed, dropped, or an unknown field added. */
export function mutated(valid: Body, foreign: () => string): fc.Arbitrary<Json> {
  const ps = paths(valid);
  const added = fc
    .constantFrom('Unknown', '__proto__', 'constructor', 'ProviderReferenceId', 'Amount')
    .chain((k) => badValue(1, foreign).map((v) => [[k], v]));
  const one = (b: Json) =>
    (ps.length === 0
      ? added
      : fc.oneof(
          fc.constantFrom(...ps).chain((p) =>
            badValue(
              p.reduce<Json>((o, k) => (o as Record<string, Json>)[k], b),
              foreign,
            ).map((v) => [p, v]),
          ),
          fc.constantFrom(...ps).map((p) => [p, undefined]),
          added,
        )) as fc.Arbitrary<[(string | number)[], Json]>;
  return fc.tuple(one(valid), fc.option(one(valid), { nil: undefined })).map(([a, b]) => {
    let out = setAt(valid, a[0], a[1]);
    if (b !== undefined) {
      try {
        out = setAt(out, b[0], b[1]);
      } catch {
        // the first change removed the second one's parent
      }
    }
    return out;
  });
}

/** The promises every answer keeps: no 5xx but a 503, the envelope, a typed ErrorCode and a Message, no stack. */
export function expectSafe(r: CallResult, what: string): void {
  const text = JSON.stringify(r.json);
  const ctx = `${what} -> ${r.status} ${text.slice(0, 600)}`;
  expect(r.status, ctx).not.toBe(500);
  expect(r.status < 500 || r.status === 503, ctx).toBe(true);
  expect(typeof r.json.RequestId, ctx).toBe('number');
  expect([0, 1], ctx).toContain(r.json.Status);
  if (r.json.Status === 0) {
    const rs = r.json.ResponseStatus;
    expect(rs, ctx).toBeDefined();
    expect(TYPED_CODES.has(String(rs?.ErrorCode)), ctx).toBe(true);
    expect(rs?.ErrorCode, ctx).not.toBe('InternalError');
    expect(typeof rs?.Message === 'string' && rs.Message.length > 0, ctx).toBe(true);
  }
  expect(text, ctx).not.toMatch(/\\n\s+at |\bat [\w.<>]+ \(|\.(ts|js|mjs):\d+|node_modules|\/work\//);
}

/** The counted tables of the database: every base table but UNCOUNTED. */
export async function countedTables(db: Database): Promise<string[]> {
  const t = await db.query<{ t: string }>(
    'SELECT table_name AS t FROM information_schema.tables ' +
      "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  return t.rows.map((r) => r.t).filter((n) => !UNCOUNTED.has(n));
}

/** Row count and a digest of every row of each table (an update shows as well as an insert). */
export async function rowDigests(db: Database, tables: readonly string[]): Promise<Record<string, string | number>> {
  const out: Record<string, string | number> = {};
  for (const t of tables) {
    const r = await db.query<{ n: number; d: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM ${t} x`,
    );
    out[t] = `${r.rows[0]?.n} ${r.rows[0]?.d}`;
  }
  return out;
}

/** What the non-JSON property needs of a route. */
export interface RawRoute {
  readonly name: string;
  readonly method: string;
  readonly target: () => string;
  readonly key?: () => TestKey;
}

/**
 * Non-JSON bodies (and a few JSON non-objects) under several content types, on every route: the
 * answer is checked by `send` (the envelope, no 5xx, a refusal changing nothing).
 */
export async function nonJsonBodies(
  routes: readonly RawRoute[],
  defaultKey: () => TestKey,
  send: (method: string, target: string, opts: CallOptions, what: string) => Promise<void>,
  options: { readonly extraContentTypes?: readonly string[]; readonly runs: number; readonly sample: string },
): Promise<void> {
  const raws = fc.constantFrom('not json', '{', '', '[]', 'null', '"x"', '1', options.sample, '\u0000', '{"a":1}{}');
  const types = fc.constantFrom<string | null>(
    'application/json',
    'text/plain',
    null,
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    ...(options.extraContentTypes ?? []),
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...routes), raws, types, async (route, raw, contentType) => {
      const key = route.key?.() ?? defaultKey();
      const opts: CallOptions = raw === '' ? { key, contentType } : { key, raw, contentType };
      await send(route.method, route.target(), opts, `${route.name} raw ${JSON.stringify(raw)} ${contentType}`);
    }),
    { numRuns: options.runs, endOnFailure: true },
  );
}

/** What a checked send reads, when it runs (the suites open them in beforeAll). */
export interface FuzzTarget {
  readonly db: Database;
  readonly tables: readonly string[];
  readonly fixture: Pick<Fixture, 'send' | 'events'>;
}

/**
 * A suite's two fuzz steps over `target()`: `counts` (row count and a digest of every row of each
 * counted table, and the events sent) and `sendChecked` (one request, its answer checked by
 * `expectSafe`, and a refusal checked to change nothing). FUZZ_STATS=1 logs each answer;
 * FUZZ_COLLECT=1 lists every finding instead of stopping at the first.
 */
export function fuzzSteps(target: () => FuzzTarget) {
  const counts = async (): Promise<Record<string, string | number>> => {
    const t = target();
    return { ...(await rowDigests(t.db, t.tables)), events: t.fixture.events.length };
  };
  async function sendChecked(method: string, path: string, opts: CallOptions, what: string): Promise<void> {
    const before = await counts();
    const r = await target().fixture.send(method, path, opts);
    if (process.env['FUZZ_STATS'] !== undefined)
      console.log('STAT', r.status, r.json.ResponseStatus?.ErrorCode ?? 'ok', what.slice(0, 200));
    try {
      expectSafe(r, what);
      if (r.json.Status !== 1) expect(await counts(), `${what}: a refusal changed rows`).toEqual(before);
    } catch (err) {
      if (process.env['FUZZ_COLLECT'] === undefined) throw err;
      console.log('FINDING', String(err).slice(0, 900));
    }
  }
  return { counts, sendChecked };
}
