// Issue 9 (design.md section 4, revised) and issue 17 (one 401 message): reads are never
// replays; a write replayed with a ProviderReferenceId is an idempotent retry, without one a
// 401; keys are cached per instance, and a revocation reaches this instance at once and a
// second instance (a second pool on the same PostgreSQL) within one second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import { AUTHENTICATION_FAILED } from '../../src/server/auth/authenticate.js';
import { flushAudit } from '../../src/server/http/audit.js';
import { createApp, type Database, migrate, openDatabase } from '../../src/server/index.js';
import { PG_URL, postgresAnswers } from './backends.js';
import { ENCRYPTION_KEY, type Fixture, individual, makeFixture, OPERATOR } from './fixture.js';
import { authorization, call, type TestKey } from './sign.js';

interface Pair {
  readonly name: string;
  /** Two Database objects on one store: two pools on PostgreSQL; on PGlite (one process) the same one. */
  open(): Promise<{ first: Database; second: Database; cleanup: () => Promise<void> }>;
}

const pglite: Pair = {
  name: 'pglite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'acctos-replay-'));
    const db = await openDatabase({ dataDir: dir });
    await migrate(db);
    return {
      first: db,
      second: db,
      cleanup: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const postgres: Pair = {
  name: 'postgres',
  async open() {
    const schema = `acctos_replay_${process.pid}_${Date.now().toString(36)}`;
    const first = await openDatabase({ databaseUrl: PG_URL, schema });
    await migrate(first);
    const second = await openDatabase({ databaseUrl: PG_URL, schema });
    return {
      first,
      second,
      cleanup: async () => {
        await first.close();
        await second.close();
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      },
    };
  },
};

const hasPostgres = await postgresAnswers();
if (!hasPostgres) console.log(`PostgreSQL at ${PG_URL} does not answer: replay and cache tests run on PGlite only.`);
const pairs = hasPostgres ? [pglite, postgres] : [pglite];

function secondApp(db: Database): (req: Request) => Promise<Response> {
  const app = createApp({
    db,
    catalog: defaultCatalog,
    now: () => new Date(),
    adminKey: OPERATOR,
    encryptionKey: ENCRYPTION_KEY,
    logger: pino({ level: 'silent' }),
    rateLimit: { limit: 100_000, window_ms: 60_000 },
    enqueueEvent: async () => undefined,
  });
  return async (req) => app.fetch(req);
}

describe.each(pairs)('replay, caches and 401s on $name', (pair) => {
  let first: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  let other: (req: Request) => Promise<Response>;
  const A = (): TestKey => f.providerA.key;
  const now_s = (): number => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    const opened = await pair.open();
    first = opened.first;
    cleanup = opened.cleanup;
    f = await makeFixture(first);
    other = secondApp(opened.second);
  });
  afterAll(async () => {
    await cleanup();
  });

  it('two identical signed GETs in the same second both answer 200 (a read is never a replay)', async () => {
    const target = `/v1/account-types?InstitutionId=${f.institutionAll}`;
    const header = authorization(A(), 'GET', target, '', now_s());
    const [one, two] = await Promise.all([
      f.send('GET', target, { authorization: header }),
      f.send('GET', target, { authorization: header }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([one.json.Status, two.json.Status]).toEqual([1, 1]);
    const third = await f.send('GET', target, { authorization: header });
    expect(third.status).toBe(200);
  });

  it(
    'the same signed bytes of a write with a ProviderReferenceId, 20 times at once: one record, 20 answers ' +
      'carrying it',
    async () => {
      const ref = `replay-20-${pair.name}-${Date.now()}`;
      const raw = JSON.stringify(individual(ref));
      const header = authorization(A(), 'POST', '/v1/clients', raw, now_s());
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => f.send('POST', '/v1/clients', { authorization: header, raw })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      expect(answers.map((a) => a.json.Status)).toEqual(Array.from({ length: 20 }, () => 1));
      const ids = new Set(answers.map((a) => String(a.json['ClientId'])));
      expect(ids.size).toBe(1);
      const rows = await first.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM clients WHERE provider_reference_id = $1',
        [ref],
      );
      expect(Number(rows.rows[0]?.n)).toBe(1);
    },
  );

  it('a write replayed without a ProviderReferenceId is 401, with a message saying what to do', async () => {
    const raw = JSON.stringify({
      ...individual(),
      Contact: { FirstName: 'Re', LastName: 'Play', DateOfBirth: '1980-01-01' },
    });
    const header = authorization(A(), 'POST', '/v1/clients', raw, now_s());
    const once = await f.send('POST', '/v1/clients', { authorization: header, raw });
    expect(once.status).toBe(200);
    expect(once.json.Status).toBe(1);
    const again = await f.send('POST', '/v1/clients', { authorization: header, raw });
    expect(again.status).toBe(401);
    expect(again.json.ResponseStatus?.ErrorCode).toBe('Unauthorized');
    expect(again.json.ResponseStatus?.Message).toMatch(/new timestamp/);
    expect(again.json.ResponseStatus?.Message).toMatch(/ProviderReferenceId/);
    // Every instance agrees: the second one refuses the same bytes too.
    const elsewhere = await call(other, 'POST', '/v1/clients', { authorization: header, raw });
    expect(elsewhere.status).toBe(401);
  });

  it(
    'one 401 message for an unknown key, a revoked key ' + 'and a bad signature; the audit row keeps the cause',
    async () => {
      const k = await f.send('POST', `/v1/providers/${f.providerA.ProviderId}/keys`, { key: OPERATOR, body: {} });
      const revoked = { KeyId: String(k.json['KeyId']), Secret: String(k.json['Secret']) };
      expect((await f.send('DELETE', `/v1/keys/${revoked.KeyId}`, { key: OPERATOR })).json.Status).toBe(1);
      const unknown = await f.send('GET', '/v1/clients', { key: { KeyId: 'ak_never_issued', Secret: 'x' } });
      const gone = await f.send('GET', '/v1/clients', { key: revoked });
      const badSig = await f.send('GET', '/v1/clients', { key: { KeyId: A().KeyId, Secret: 'not-the-secret' } });
      for (const r of [unknown, gone, badSig]) {
        expect(r.status).toBe(401);
        expect(r.json.ResponseStatus).toEqual({ ErrorCode: 'Unauthorized', Message: AUTHENTICATION_FAILED });
      }
      await flushAudit(first);
      const causes = await first.query<{ request_id: string | number; error_detail: string }>(
        'SELECT request_id, error_detail FROM audit_log WHERE request_id = ANY($1::bigint[])',
        [[unknown, gone, badSig].map((r) => String(r.json.RequestId))],
      );
      const byId = new Map(causes.rows.map((row) => [String(row.request_id), row.error_detail]));
      expect([unknown, gone, badSig].map((r) => byId.get(String(r.json.RequestId)))).toEqual([
        'UnknownKey',
        'RevokedKey',
        'BadSignature',
      ]);
    },
  );

  it('a revoked key fails at once on its instance and within one second on a second instance', async () => {
    const k = await f.send('POST', `/v1/providers/${f.providerA.ProviderId}/keys`, { key: OPERATOR, body: {} });
    const key = { KeyId: String(k.json['KeyId']), Secret: String(k.json['Secret']) };
    // Both instances have the key in their caches.
    expect((await f.send('GET', '/v1/clients', { key })).status).toBe(200);
    expect((await call(other, 'GET', '/v1/clients', { key })).status).toBe(200);
    const revoked = await f.send('DELETE', `/v1/keys/${key.KeyId}`, { key: OPERATOR });
    expect(revoked.json.Status).toBe(1);
    const revokedAt = performance.now();
    expect((await f.send('GET', '/v1/clients', { key })).status).toBe(401);
    let status = 200;
    for (let i = 0; i < 60 && status !== 401; i++) {
      status = (await call(other, 'GET', '/v1/clients', { key })).status;
      if (status !== 401) await new Promise((ok) => setTimeout(ok, 25));
    }
    const waited_ms = performance.now() - revokedAt;
    expect(status).toBe(401);
    expect(waited_ms).toBeLessThan(1000);
  });

  it('a contract withdrawn on one instance is seen on the second within one second', async () => {
    const target = '/v1/account-types';
    // Contracted means no NotContracted reason (the institution's authorities are not asked here).
    const available = async (fetch: (req: Request) => Promise<Response>) => {
      const r = await call(fetch, 'GET', target, { key: f.providerB.key });
      const types = r.json['AccountTypes'] as Array<{ Slug: string; Reasons: Array<{ Code: string }> }>;
      const roth = types.find((t) => t.Slug === 'roth-ira');
      return roth !== undefined && !roth.Reasons.some((reason) => reason.Code === 'NotContracted');
    };
    expect(await available(other)).toBe(true);
    const put = await f.send('PUT', `/v1/providers/${f.providerB.ProviderId}/contracts`, {
      key: OPERATOR,
      body: { AccountTypeCodes: ['traditional-ira'] },
    });
    expect(put.json.Status).toBe(1);
    const changedAt = performance.now();
    expect(await available(f.fetch)).toBe(false);
    let seen = await available(other);
    for (let i = 0; i < 60 && seen !== false; i++) {
      await new Promise((ok) => setTimeout(ok, 25));
      seen = await available(other);
    }
    expect(seen).toBe(false);
    expect(performance.now() - changedAt).toBeLessThan(1000);
  });
});
