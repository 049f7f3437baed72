// Black-box contract test of the reference service, written as an outside team would: the
// client below is built only from /work/shared/design.md (sections 3-6) and the interface
// specification (parts 4-7). It never imports src/client or server internals; the service is
// hosted with startServer() and reached over real HTTP.
import { createHash, createHmac, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.js';

/* ------------------------------------------------------------------------------------------ */
/* The tiny design.md client                                                                   */
/* ------------------------------------------------------------------------------------------ */

interface Key {
  readonly KeyId: string;
  readonly Secret: string;
}

// Response bodies are read as loosely typed JSON, the way an outside client would.
// biome-ignore lint/suspicious/noExplicitAny: a black-box client reads JSON loosely, as an outside caller would
type Json = any;

interface Reply {
  readonly http: number;
  readonly body: Json;
  readonly text: string;
  readonly headers: Headers;
}

interface SendOptions {
  readonly body?: unknown;
  /** Raw body bytes as text (overrides body). */
  readonly raw?: string;
  /** Content-Type to send with a body; null sends none. Default application/json. */
  readonly contentType?: string | null;
  /** Signing key; null sends no Authorization header. Default the client's key. */
  readonly key?: Key | null;
  readonly timestamp_s?: number;
  /** Replaces the Authorization header as computed. */
  readonly authorization?: string;
}

const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** design.md section 4: METHOD\nPATH_AND_QUERY\ntimestamp\nhex(SHA-256(body)), base64 HMAC-SHA256. */
function authorizationHeader(key: Key, method: string, target: string, body: string, timestamp_s: number): string {
  const base = `${method.toUpperCase()}\n${target}\n${timestamp_s}\n${sha256Hex(Buffer.from(body, 'utf8'))}`;
  const signature = createHmac('sha256', Buffer.from(key.Secret, 'utf8')).update(base, 'utf8').digest('base64');
  return `HMAC ${key.KeyId}:${signature}:${timestamp_s}`;
}

class DesignClient {
  /** Last timestamp used per (key, method, target, body): identical requests need a fresh one. */
  private readonly lastTimestamp = new Map<string, number>();

  /** `seen` collects every RequestId, to check they are unique (none for a separate deployment). */
  constructor(
    readonly baseUrl: string,
    readonly key: Key | null,
    private readonly seen: number[] | undefined,
  ) {}

  as(key: Key | null): DesignClient {
    return new DesignClient(this.baseUrl, key, this.seen);
  }

  /**
   * A (keyId, signature) pair seen inside the window is a replay (design.md section 4), so a
   * byte-identical request needs a timestamp not used before: step back one second per repeat
   * (still well inside the 300 s window).
   */
  private timestampFor(key: Key, method: string, target: string, body: string): number {
    const now_s = Math.floor(Date.now() / 1000);
    const id = `${key.KeyId}\n${method}\n${target}\n${sha256Hex(body)}`;
    const last = this.lastTimestamp.get(id);
    const ts = last === undefined || last < now_s - 200 ? now_s : last - 1;
    this.lastTimestamp.set(id, ts);
    return ts;
  }

  async send(method: string, target: string, opts: SendOptions = {}): Promise<Reply> {
    const raw = opts.raw ?? (opts.body === undefined ? '' : JSON.stringify(opts.body));
    const headers: Record<string, string> = {};
    if (raw !== '' && opts.contentType !== null) headers['Content-Type'] = opts.contentType ?? 'application/json';
    const key = opts.key === undefined ? this.key : opts.key;
    if (opts.authorization !== undefined) headers['Authorization'] = opts.authorization;
    else if (key !== null)
      headers['Authorization'] = authorizationHeader(
        key,
        method,
        target,
        raw,
        opts.timestamp_s ?? this.timestampFor(key, method, target, raw),
      );
    const res = await fetch(`${this.baseUrl}${target}`, { method, headers, ...(raw !== '' ? { body: raw } : {}) });
    const text = await res.text();
    let body: Json;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (this.seen !== undefined && body !== undefined && body !== null && typeof body.RequestId === 'number')
      this.seen.push(body.RequestId);
    return { http: res.status, body, text, headers: res.headers };
  }

  get(target: string, opts: SendOptions = {}): Promise<Reply> {
    return this.send('GET', target, opts);
  }
  post(target: string, body: unknown, opts: SendOptions = {}): Promise<Reply> {
    return this.send('POST', target, { ...opts, body });
  }
  put(target: string, body: unknown, opts: SendOptions = {}): Promise<Reply> {
    return this.send('PUT', target, { ...opts, body });
  }
  patch(target: string, body: unknown, opts: SendOptions = {}): Promise<Reply> {
    return this.send('PATCH', target, { ...opts, body });
  }
  delete(target: string, opts: SendOptions = {}): Promise<Reply> {
    return this.send('DELETE', target, opts);
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Envelope checks (design.md section 3, spec 7.1)                                              */
/* ------------------------------------------------------------------------------------------ */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const STACK_TRACE = /\bat [\w$.<>]+ \(|node:internal|\.ts:\d+:\d+|\.js:\d+:\d+/;

/** The envelope every /v1 response carries, whatever the outcome. */
function expectEnvelope(r: Reply, what: string): void {
  const ctx = `${what}: HTTP ${r.http} ${r.text.slice(0, 400)}`;
  expect(r.http, ctx).toBeLessThan(500);
  expect(r.headers.get('content-type') ?? '', ctx).toMatch(/^application\/json/);
  expect(r.body, ctx).toBeTypeOf('object');
  expect(typeof r.body.RequestId, ctx).toBe('number');
  expect(String(r.body.RequestId), ctx).toMatch(/^[1-9]\d{12}$/);
  expect([0, 1], ctx).toContain(r.body.Status);
  expect(r.text, ctx).not.toMatch(STACK_TRACE);
  if (r.body.Status === 1) {
    expect(r.http, ctx).toBe(200);
    expect(r.body.ResponseStatus, ctx).toBeUndefined();
  } else {
    const rs = r.body.ResponseStatus;
    expect(typeof rs?.ErrorCode, ctx).toBe('string');
    expect(typeof rs?.Message, ctx).toBe('string');
    expect(rs.Message.length, ctx).toBeGreaterThan(0);
    if (rs.Errors !== undefined) {
      expect(Array.isArray(rs.Errors), ctx).toBe(true);
      for (const e of rs.Errors) {
        expect(typeof e.FieldName, ctx).toBe('string');
        expect(typeof e.ErrorCode, ctx).toBe('string');
        expect(typeof e.Message, ctx).toBe('string');
      }
    }
  }
}

function expectOk(r: Reply, what: string): Json {
  expectEnvelope(r, what);
  expect(r.body.Status, `${what}: ${r.text.slice(0, 600)}`).toBe(1);
  return r.body;
}

/** A handled error: HTTP 200 and Status 0 (or the non-2xx of design.md section 3). */
function expectFail(r: Reply, code: string, what: string, http = 200): Json {
  expectEnvelope(r, what);
  expect(
    { http: r.http, Status: r.body.Status, ErrorCode: r.body.ResponseStatus?.ErrorCode },
    `${what}: ${r.text.slice(0, 600)}`,
  ).toEqual({ http, Status: 0, ErrorCode: code });
  return r.body.ResponseStatus;
}

/* ------------------------------------------------------------------------------------------ */
/* Backends: the same suite runs on the embedded PGlite and, when it answers, on PostgreSQL     */
/* ------------------------------------------------------------------------------------------ */

const PG_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

interface OpenedBackend {
  /** DATABASE_URL for startServer; undefined means PGlite in the data dir. */
  readonly url: string | undefined;
  drop(): Promise<void>;
}

interface Backend {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<OpenedBackend>;
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** A fresh database per run, as a new deployment would have; dropped afterwards. */
const postgres: Backend = {
  name: 'postgres',
  async open() {
    const name = `acctos_contract_${process.pid}_${Date.now().toString(36)}`;
    await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return {
      url: url.href,
      drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    };
  },
};

const pglite: Backend = { name: 'pglite', open: async () => ({ url: undefined, drop: async () => undefined }) };

async function availableBackends(): Promise<Backend[]> {
  try {
    await withAdmin((c) => c.query('SELECT 1'));
    return [pglite, postgres];
  } catch {
    console.log(`PostgreSQL at ${PG_URL} does not answer: the contract suite runs on PGlite only.`);
    return [pglite];
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Fixtures                                                                                     */
/* ------------------------------------------------------------------------------------------ */

const OPERATOR: Key = { KeyId: 'op_contract', Secret: 'contract-operator-secret-0123456789' };
const ALL_AUTHORITIES = [
  'IrsNonbankCustodian',
  'Bank',
  'StateTrustCompany',
  'InsuredDepositoryInstitution',
  'HsaTrusteeOrCustodian',
  'EsaTrusteeOrCustodian',
  'TrumpAccountTrustee',
  'TreasuryFinancialAgent',
  'ErisaTrustee',
  'BrokerDealer',
  'QualifiedCustodianAdvisersAct',
  'StateQtpServicingAgreement',
  'PermittedPaymentStablecoinCustodian',
];
/**
 * The spec's type catalog plus design.md's added roth-ira and trump-account, issue 14's health-savings-account and
 * issue 11's traditional-ira.
 */
const ALL_SLUGS = [
  'inherited-traditional-ira',
  'inherited-roth-ira',
  'emergency-savings-plesa',
  'employee-stock-ownership-plan',
  'commuter-benefits',
  'health-care-fsa',
  'health-reimbursement-arrangement',
  'lifestyle-spending-account',
  'dependent-care-fsa',
  'child-roth-ira',
  'spousal-roth-ira',
  'coverdell-esa',
  'sarsep-ira',
  'simple-ira',
  'sep-ira',
  'irrevocable-trust',
  'demand-deposit-checking',
  'money-market-deposit-account',
  'time-deposit-certificate',
  'roth-ira',
  'trump-account',
  'health-savings-account',
  'traditional-ira',
];
const CONTRACTED = [
  'roth-ira',
  'sep-ira',
  'inherited-traditional-ira',
  'emergency-savings-plesa',
  'health-care-fsa',
  'health-reimbursement-arrangement',
  'demand-deposit-checking',
  'trump-account',
  'dependent-care-fsa',
  'irrevocable-trust',
];
/** dependent-care-fsa is contracted but its gate is left unsatisfied. */
const GATES = [
  'emergency-savings-plesa',
  'health-care-fsa',
  'health-reimbursement-arrangement',
  'demand-deposit-checking',
  'trump-account',
];
const UNKNOWN_ID = '6f1c2b1e-0000-4000-8000-00000000abcd';
const TRUSTEE_ID = '3b0f6a52-8d1e-4c4e-9a51-1f2e3d4c5b6a';
const PLAN_ID = '9c8b7a65-4321-4fed-8cba-0987654321fe';
const EMPLOYER_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

const THIS_YEAR = new Date().getUTCFullYear();

function contractSuite(backend: Backend): void {
  const seen: number[] = [];
  let database: OpenedBackend | undefined;
  let dataDir: string;
  let server: { url: string; close(): Promise<void> };
  let banner = '';
  let op: DesignClient;
  let anon: DesignClient;
  let p1: DesignClient;
  let p2: DesignClient;
  let provider1Id = '';
  let provider2Id = '';
  let key1: Key;
  let instAll = '';
  let instNonbank = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'acctos-contract-'));
    database = await backend.open();
    server = await startServer({
      port: 0,
      dataDir,
      ...(database.url !== undefined ? { databaseUrl: database.url } : {}),
      env: {
        ACCTOS_ADMIN_KEY_ID: OPERATOR.KeyId,
        ACCTOS_ADMIN_SECRET: OPERATOR.Secret,
        ACCTOS_LOG_LEVEL: 'silent',
        // Its receivers listen on 127.0.0.1: the development switch of the webhook egress policy.
        ACCTOS_WEBHOOK_ALLOW_LOOPBACK: '1',
      },
      print: (t) => {
        banner += t;
      },
      demo: true,
    });
    op = new DesignClient(server.url, OPERATOR, seen);
    anon = new DesignClient(server.url, null, seen);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.drop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  });

  /* ------------------------------------------------------------------------------------------ */
  /* Tests                                                                                        */
  /* ------------------------------------------------------------------------------------------ */

  describe(`contract (${backend.name}): a client written only from design.md`, () => {
    describe('start and discovery', () => {
      it(
        'the --demo banner names the operator key from the environment (never its secret) and a demo ' +
          'provider key that works',
        async () => {
          expect(banner).toContain(`ACCTOS_KEY_ID=${OPERATOR.KeyId}`);
          expect(banner).not.toContain(OPERATOR.Secret);
          const m = /provider key:\s+ACCTOS_KEY_ID=(\S+) ACCTOS_SECRET=(\S+)/.exec(banner);
          const inst = /institution:\s+(\S+)/.exec(banner);
          expect(m).not.toBeNull();
          const demo = new DesignClient(server.url, { KeyId: m![1]!, Secret: m![2]! }, seen);
          const r = expectOk(await demo.get(`/v1/account-types?InstitutionId=${inst![1]!}`), 'demo account-types');
          expect(r.AccountTypes.find((t: Json) => t.AccountTypeCode === 'roth-ira')?.Available).toBe(true);
        },
      );

      it('GET /openapi.json is OpenAPI 3.1 and lists every route of design.md section 5, without auth', async () => {
        const r = await anon.get('/openapi.json');
        expect(r.http).toBe(200);
        expect(r.body.openapi).toMatch(/^3\.1/);
        const routes: [string, string][] = [
          ['post', '/v1/clients'],
          ['get', '/v1/clients/{ClientId}'],
          ['patch', '/v1/clients/{ClientId}'],
          ['get', '/v1/clients'],
          ['post', '/v1/accounts'],
          ['get', '/v1/accounts/{AccountId}'],
          ['patch', '/v1/accounts/{AccountId}'],
          ['get', '/v1/accounts'],
          ['post', '/v1/accounts/{AccountId}/fund'],
          ['post', '/v1/accounts/{AccountId}/transact'],
          ['get', '/v1/accounts/{AccountId}/transactions'],
          ['get', '/v1/transactions/{TransactionId}'],
          ['get', '/v1/account-types'],
          ['post', '/v1/webhook-endpoints'],
          ['get', '/v1/webhook-endpoints'],
          ['delete', '/v1/webhook-endpoints/{WebhookEndpointId}'],
          ['get', '/.well-known/jwks.json'],
          ['post', '/v1/providers'],
          ['post', '/v1/providers/{ProviderId}/keys'],
          ['delete', '/v1/keys/{KeyId}'],
          ['post', '/v1/institutions'],
          ['get', '/v1/institutions/{InstitutionId}'],
          ['put', '/v1/providers/{ProviderId}/contracts'],
          ['put', '/v1/providers/{ProviderId}/gates'],
          ['post', '/v1/signing-keys/rotate'],
        ];
        for (const [method, path] of routes) expect(r.body.paths?.[path]?.[method], `${method} ${path}`).toBeDefined();
      });

      it('GET /docs is served locally (no CDN) and its assets load', async () => {
        const r = await anon.get('/docs');
        expect(r.http).toBe(200);
        expect(r.headers.get('content-type')).toMatch(/text\/html/);
        expect(r.text).not.toMatch(/<script[^>]+src="https?:\/\//);
        expect(r.text).not.toMatch(/<link[^>]+href="https?:\/\//);
        for (const m of r.text.matchAll(/(?:src|href)="(\/[^"]+)"/g))
          expect((await anon.get(m[1]!)).http, m[1]).toBe(200);
      });

      it('GET /.well-known/jwks.json needs no auth and publishes Ed25519 keys (spec 6.4)', async () => {
        const r = await anon.get('/.well-known/jwks.json');
        expect(r.http).toBe(200);
        expect(Array.isArray(r.body.keys)).toBe(true);
        expect(r.body.keys.length).toBeGreaterThan(0);
        for (const k of r.body.keys) {
          expect(k).toMatchObject({ kty: 'OKP', crv: 'Ed25519', use: 'sig', alg: 'EdDSA' });
          expect(k.kid).toBeTypeOf('string');
          expect(Buffer.from(k.x, 'base64url')).toHaveLength(32);
          expect(k.d).toBeUndefined(); // never the private part
        }
        // Documents that are not envelopes still carry the request's id in a header.
        expect(r.headers.get('x-request-id')).toMatch(/^\d{13}$/);
      });
    });

    describe('operator routes', () => {
      it('creates two providers with keys, institutions, contracts and gates', async () => {
        const a = expectOk(await op.post('/v1/providers', { Name: 'Contract Custody LLC' }), 'create provider');
        expect(a.ProviderId).toMatch(GUID);
        provider1Id = a.ProviderId;
        const k = expectOk(await op.post(`/v1/providers/${provider1Id}/keys`, {}), 'create key');
        expect(k.KeyId).toBeTypeOf('string');
        expect(k.Secret).toBeTypeOf('string');
        key1 = { KeyId: k.KeyId, Secret: k.Secret };
        p1 = new DesignClient(server.url, key1, seen);

        const b = expectOk(await op.post('/v1/providers', { Name: 'Other Bank NA' }), 'create provider 2');
        provider2Id = b.ProviderId;
        const k2 = expectOk(await op.post(`/v1/providers/${provider2Id}/keys`, {}), 'create key 2');
        p2 = new DesignClient(server.url, { KeyId: k2.KeyId, Secret: k2.Secret }, seen);

        const all = expectOk(
          await op.post('/v1/institutions', { Name: 'Everything Trust Co', Authorities: ALL_AUTHORITIES }),
          'institution all',
        );
        instAll = all.InstitutionId;
        expect(instAll).toMatch(GUID);
        const nb = expectOk(
          await op.post('/v1/institutions', {
            Name: 'Nonbank Custodian Inc',
            Authorities: ['IrsNonbankCustodian'],
            AssetScopes: {
              IrsNonbankCustodian: ['StocksAndEtfs', 'MutualFunds', 'BondsAndFixedIncome', 'CashAndMoneyMarket'],
            },
          }),
          'institution nonbank',
        );
        instNonbank = nb.InstitutionId;
        const g = expectOk(await op.get(`/v1/institutions/${instNonbank}`), 'get institution');
        expect(g).toMatchObject({
          InstitutionId: instNonbank,
          Name: 'Nonbank Custodian Inc',
          Authorities: ['IrsNonbankCustodian'],
        });
        expect(g.AssetScopes.IrsNonbankCustodian).toEqual([
          'StocksAndEtfs',
          'MutualFunds',
          'BondsAndFixedIncome',
          'CashAndMoneyMarket',
        ]);
        // Institutions are platform records a provider names: either key may read one.
        expectOk(await p1.get(`/v1/institutions/${instNonbank}`), 'provider reads institution');
        expectFail(await op.get(`/v1/institutions/${UNKNOWN_ID}`), 'InstitutionNotFound', 'unknown institution');

        const c = expectOk(
          await op.put(`/v1/providers/${provider1Id}/contracts`, { AccountTypeCodes: CONTRACTED }),
          'contracts',
        );
        expect([...c.AccountTypeCodes].sort()).toEqual([...CONTRACTED].sort());
        const gates = expectOk(await op.put(`/v1/providers/${provider1Id}/gates`, { SatisfiedGates: GATES }), 'gates');
        expect([...gates.SatisfiedGates].sort()).toEqual([...GATES].sort());
        expectOk(
          await op.put(`/v1/providers/${provider2Id}/contracts`, { AccountTypeCodes: ['roth-ira'] }),
          'contracts 2',
        );
      });

      it('refuses bad operator input with InvalidRequest, UnknownAccountType and not-found codes', async () => {
        expectFail(await op.post('/v1/providers', {}), 'InvalidRequest', 'provider without Name');
        expectFail(
          await op.post('/v1/institutions', { Name: 'X', Authorities: ['NotAnAuthority'] }),
          'InvalidRequest',
          'unknown authority',
        );
        expectFail(
          await op.put(`/v1/providers/${provider1Id}/contracts`, { AccountTypeCodes: ['RTH'] }),
          'UnknownAccountType',
          'legacy code as contract',
        );
        expectFail(
          await op.put(`/v1/providers/${provider1Id}/gates`, { SatisfiedGates: ['no-such-type'] }),
          'UnknownAccountType',
          'unknown gate',
        );
        const r = expectFail(
          await op.put(`/v1/providers/${provider1Id}/contracts`, { AccountTypeCodes: 'roth-ira' }),
          'InvalidRequest',
          'contracts not an array',
        );
        expect(r.Errors?.[0]?.FieldName).toBe('AccountTypeCodes');
        // The failed calls replaced nothing.
        const types = expectOk(await p1.get(`/v1/account-types?InstitutionId=${instAll}`), 'types after bad contracts');
        expect(types.AccountTypes.find((t: Json) => t.AccountTypeCode === 'roth-ira').Available).toBe(true);
      });
    });

    describe('clients', () => {
      let clientId = '';
      it('Create Client (spec 4.5), Get Client (4.6), Update and List', async () => {
        const body = {
          ProviderReferenceId: 'cli-ada-1',
          ClientType: 'Individual',
          Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1985-12-10' },
        };
        const c = expectOk(await p1.post('/v1/clients', body), 'create client');
        expect(c.ClientId).toMatch(GUID);
        clientId = c.ClientId;
        const g = expectOk(await p1.get(`/v1/clients/${clientId}`), 'get client');
        expect(g).toMatchObject({
          ClientId: clientId,
          ClientType: 'Individual',
          Contact: { FirstName: 'Ada', LastName: 'Lovelace' },
        });
        expect(g.ClientNumber).toBeTypeOf('string');
        expect(g.ClientStatus).toBe('Active');
        expect(g.CreatedDate).toMatch(ISO_DATETIME);
        // Ids are Guids: upper case names the same record.
        expect(expectOk(await p1.get(`/v1/clients/${clientId.toUpperCase()}`), 'get client upper').ClientId).toBe(
          clientId,
        );

        const u = expectOk(
          await p1.patch(`/v1/clients/${clientId}`, { Contact: { FirstName: 'Ada', LastName: 'King' } }),
          'update client',
        );
        expect(u.ClientId).toBe(clientId);
        expect(expectOk(await p1.get(`/v1/clients/${clientId}`), 'get after update').Contact.LastName).toBe('King');
        // Update Client is idempotent too, and a Guid's case does not make it another operation.
        const upd = {
          ProviderReferenceId: 'upd-ada-1',
          Contact: { FirstName: 'Ada', LastName: 'King', Email: 'ada@example.com' },
        };
        expect(expectOk(await p1.patch(`/v1/clients/${clientId}`, upd), 'update with reference').ClientId).toBe(
          clientId,
        );
        expect(
          expectOk(await p1.patch(`/v1/clients/${clientId.toUpperCase()}`, upd), 'retry, upper-case id').ClientId,
        ).toBe(clientId);
        expectFail(
          await p1.patch(`/v1/clients/${clientId}`, { ...upd, Contact: { FirstName: 'Ada', LastName: 'Other' } }),
          'IdempotencyConflict',
          'update conflict',
        );

        expectOk(
          await p1.post('/v1/clients', { ClientType: 'Entity', Contact: { EntityName: 'Lovelace Family Trust' } }),
          'entity client',
        );
        expectOk(
          await p1.post('/v1/clients', {
            ClientType: 'Individual',
            Contact: { FirstName: 'Charles', LastName: 'Babbage' },
          }),
          'third client',
        );
      });

      it('Create Client is idempotent on ProviderReferenceId; a different payload is IdempotencyConflict', async () => {
        const body = {
          ProviderReferenceId: 'cli-ada-1',
          ClientType: 'Individual',
          Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1985-12-10' },
        };
        // Byte-identical retry: the client must re-sign with a fresh timestamp (not a replay).
        expect(expectOk(await p1.post('/v1/clients', body), 'retry').ClientId).toBe(clientId);
        expect(expectOk(await p1.post('/v1/clients', body), 'second retry').ClientId).toBe(clientId);
        // The same payload with its keys in another order is the same payload.
        const reordered = {
          Contact: { DateOfBirth: '1985-12-10', LastName: 'Lovelace', FirstName: 'Ada' },
          ClientType: 'Individual',
          ProviderReferenceId: 'cli-ada-1',
        };
        expect(expectOk(await p1.post('/v1/clients', reordered), 'reordered retry').ClientId).toBe(clientId);
        expectFail(
          await p1.post('/v1/clients', { ...body, Contact: { FirstName: 'Ada', LastName: 'Byron' } }),
          'IdempotencyConflict',
          'different payload',
        );
        // Another provider's reference ids are its own.
        const other = expectOk(await p2.post('/v1/clients', body), 'provider 2 same reference');
        expect(other.ClientId).not.toBe(clientId);
      });

      it('List Clients pages with PageNumber/PageSize and returns TotalCount', async () => {
        const all = expectOk(await p1.get('/v1/clients'), 'list default');
        expect(all.TotalCount).toBe(3);
        expect(all.Clients).toHaveLength(3);
        expect(all.PageSize).toBe(25);
        const page1 = expectOk(await p1.get('/v1/clients?PageNumber=1&PageSize=2'), 'page 1');
        const page2 = expectOk(await p1.get('/v1/clients?PageNumber=2&PageSize=2'), 'page 2');
        expect(page1.TotalCount).toBe(3);
        expect(page1.Clients).toHaveLength(2);
        expect(page2.Clients).toHaveLength(1);
        const ids = [...page1.Clients, ...page2.Clients].map((c: Json) => c.ClientId);
        expect(new Set(ids).size).toBe(3);
        expect(ids).toContain(clientId);
        expect(expectOk(await p1.get('/v1/clients?PageNumber=9&PageSize=2'), 'past the end').Clients).toEqual([]);
        expectOk(await p1.get('/v1/clients?PageSize=100'), 'PageSize 100');
        for (const q of ['PageSize=101', 'PageSize=0', 'PageNumber=0', 'PageNumber=-1', 'PageSize=abc', 'PageSize=2.5'])
          expectFail(await p1.get(`/v1/clients?${q}`), 'InvalidRequest', q);
      });

      it('Create Client refuses missing fields with InvalidRequest and per-field Errors', async () => {
        const r = expectFail(
          await p1.post('/v1/clients', { Contact: { FirstName: 'No', LastName: 'Type' } }),
          'InvalidRequest',
          'no ClientType',
        );
        expect(r.Errors.map((e: Json) => e.FieldName)).toContain('ClientType');
        expectFail(await p1.post('/v1/clients', { ClientType: 'Individual' }), 'InvalidRequest', 'no Contact');
        expectFail(await p1.post('/v1/clients', [1, 2]), 'InvalidRequest', 'array body');
        expectFail(
          await p1.send('POST', '/v1/clients', { raw: '{"ClientType": ' }),
          'InvalidRequest',
          'malformed JSON',
        );
        expectFail(await p1.get(`/v1/clients/${UNKNOWN_ID}`), 'ClientNotFound', 'unknown client');
        expectFail(await p1.get('/v1/clients/not-a-guid'), 'ClientNotFound', 'not a guid');
        expectFail(
          await p1.patch(`/v1/clients/${UNKNOWN_ID}`, { ClientStatus: 'Active' }),
          'ClientNotFound',
          'update unknown',
        );
        expect(expectOk(await p1.get('/v1/clients'), 'count unchanged').TotalCount).toBe(3);
      });

      it("another provider's client answers exactly as an unknown id does", async () => {
        const foreign = await p2.get(`/v1/clients/${clientId}`);
        const unknown = await p2.get(`/v1/clients/${UNKNOWN_ID}`);
        expect(expectFail(foreign, 'ClientNotFound', 'foreign client')).toEqual(
          expectFail(unknown, 'ClientNotFound', 'unknown client'),
        );
        const list = expectOk(await p2.get('/v1/clients'), 'provider 2 list');
        expect(list.Clients.map((c: Json) => c.ClientId)).not.toContain(clientId);
      });
    });

    describe('account types', () => {
      it(
        'GET /v1/account-types with InstitutionId: every type, available where contracted, authorised and ' + 'gated',
        async () => {
          const r = expectOk(await p1.get(`/v1/account-types?InstitutionId=${instAll}`), 'account types');
          const bySlug = new Map<string, Json>(r.AccountTypes.map((t: Json) => [t.AccountTypeCode, t]));
          expect([...bySlug.keys()].sort()).toEqual([...ALL_SLUGS].sort());
          for (const slug of CONTRACTED) {
            const expected = slug !== 'dependent-care-fsa';
            expect(bySlug.get(slug)?.Available, slug).toBe(expected);
          }
          expect(bySlug.get('dependent-care-fsa').Reasons.length).toBeGreaterThan(0); // gate not satisfied: says why
          expect(bySlug.get('simple-ira').Available).toBe(false); // ship but not contracted
          expect(bySlug.get('simple-ira').Reasons.length).toBeGreaterThan(0);
          for (const t of r.AccountTypes) expect(Array.isArray(t.Reasons)).toBe(true);
          expect(bySlug.get('roth-ira')).toMatchObject({ Nature: 'CustodialHolding', Status: 'ship' });
        },
      );

      it('without InstitutionId no authority is held; an unknown InstitutionId is InstitutionNotFound', async () => {
        const r = expectOk(await p1.get('/v1/account-types'), 'account types without institution');
        const bySlug = new Map<string, Json>(r.AccountTypes.map((t: Json) => [t.AccountTypeCode, t]));
        expect(bySlug.get('roth-ira').Available).toBe(false); // needs IBN
        expect(bySlug.get('health-care-fsa').Available).toBe(true); // needs no authority (design.md section 2)
        const nb = expectOk(await p1.get(`/v1/account-types?InstitutionId=${instNonbank}`), 'nonbank');
        const nbSlug = new Map<string, Json>(nb.AccountTypes.map((t: Json) => [t.AccountTypeCode, t]));
        expect(nbSlug.get('roth-ira').Available).toBe(true);
        // a nonbank approval does not confer deposits
        expect(nbSlug.get('demand-deposit-checking').Available).toBe(false);
        expectFail(
          await p1.get(`/v1/account-types?InstitutionId=${UNKNOWN_ID}`),
          'InstitutionNotFound',
          'unknown institution',
        );
      });
    });

    describe('accounts, money movement and the error codes of design.md section 3', () => {
      let clientId = '';
      const accounts: Record<string, string> = {};
      const createAccount = (body: Record<string, unknown>, client: DesignClient = p1) =>
        client.post('/v1/accounts', { ClientId: clientId, ...body });
      const fund = (id: string, body: Record<string, unknown>) =>
        p1.post(`/v1/accounts/${id}/fund`, { Currency: 'USD', PaymentMethodType: 'Wire', ...body });
      const transact = (id: string, body: Record<string, unknown>) =>
        p1.post(`/v1/accounts/${id}/transact`, { Currency: 'USD', ...body });
      const balance = async (id: string): Promise<Json> =>
        expectOk(await p1.get(`/v1/accounts/${id}`), `get ${id}`).AccountBalance;

      it('Create Account (spec 4.2) for several types and natures', async () => {
        clientId = expectOk(
          await p1.post('/v1/clients', {
            ClientType: 'Individual',
            Contact: { FirstName: 'Grace', LastName: 'Hopper', DateOfBirth: '1980-12-09' },
          }),
          'client',
        ).ClientId;
        const specs: [string, Record<string, unknown>, string][] = [
          [
            'roth-ira',
            {
              AccountTypeCode: 'roth-ira',
              InstitutionId: instAll,
              ProviderReferenceId: 'acct-roth-1',
              InvestmentId: 9007199254,
            },
            'Standard',
          ],
          ['sep-ira', { AccountTypeCode: 'sep-ira', InstitutionId: instNonbank }, 'Standard'],
          [
            'inherited-traditional-ira',
            {
              AccountTypeCode: 'inherited-traditional-ira',
              InstitutionId: instAll,
              DecedentDateOfDeath: '2023-05-10',
              DecedentDiedOnOrAfterRbd: true,
              BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
              BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
            },
            'InheritedDistribution',
          ],
          [
            'emergency-savings-plesa',
            {
              AccountTypeCode: 'emergency-savings-plesa',
              InstitutionId: instAll,
              TrusteeId: TRUSTEE_ID,
              PlanId: PLAN_ID,
              IsNonHighlyCompensated: true,
            },
            'Standard',
          ],
          [
            'health-care-fsa',
            {
              AccountTypeCode: 'health-care-fsa',
              EmployerId: EMPLOYER_ID,
              PlanYear: THIS_YEAR,
              AnnualElection: '2400.00',
              UniformCoverage: 'Applies',
            },
            'Standard',
          ],
          [
            'health-reimbursement-arrangement',
            {
              AccountTypeCode: 'health-reimbursement-arrangement',
              EmployerId: EMPLOYER_ID,
              PlanYear: THIS_YEAR,
              AnnualElection: 1500,
              UniformCoverage: 'DoesNotApply',
            },
            'Standard',
          ],
          [
            'demand-deposit-checking',
            {
              AccountTypeCode: 'demand-deposit-checking',
              InstitutionId: instAll,
              ProductType: 'Checking',
              OverdraftPermitted: false,
              AnnualPercentageYield: 0.25,
            },
            'Standard',
          ],
          [
            'trump-account',
            {
              AccountTypeCode: 'trump-account',
              InstitutionId: instAll,
              BeneficiaryDateOfBirth: '2025-03-01',
              AccountOrigin: 'Initial',
            },
            'GrowthPeriod',
          ],
        ];
        for (const [slug, body, phase] of specs) {
          const r = expectOk(await createAccount(body), `create ${slug}`);
          expect(r.AccountId, slug).toMatch(GUID);
          accounts[slug] = r.AccountId;
          const g = expectOk(await p1.get(`/v1/accounts/${r.AccountId}`), `get ${slug}`);
          expect(g, slug).toMatchObject({
            AccountId: r.AccountId,
            ClientId: clientId,
            AccountTypeCode: slug,
            Phase: phase,
            AccountStatus: 'Active',
          });
          expect(g.AccountNumber, slug).toBeTypeOf('string');
          expect(g.EstablishedDate, slug).toMatch(ISO_DATETIME);
          expect(g.AccountBalance, slug).toBeTypeOf('object');
        }
        expect(expectOk(await p1.get(`/v1/accounts/${accounts['roth-ira']}`), 'roth').InvestmentId).toBe(9007199254);
        // Uniform coverage: the whole election is available on day one (spec 2.5, health-care-fsa).
        expect((await balance(accounts['health-care-fsa']!)).AvailableBalance).toBe(2400);
      });

      it('Create Account is idempotent on ProviderReferenceId', async () => {
        const body = {
          AccountTypeCode: 'roth-ira',
          InstitutionId: instAll,
          ProviderReferenceId: 'acct-roth-1',
          InvestmentId: 9007199254,
        };
        expect(expectOk(await createAccount(body), 'retry').AccountId).toBe(accounts['roth-ira']);
        expectFail(
          await createAccount({ ...body, InstitutionId: instNonbank }),
          'IdempotencyConflict',
          'different payload',
        );
      });

      it('List Accounts by ClientId with paging; Update Account', async () => {
        const all = expectOk(await p1.get(`/v1/accounts?ClientId=${clientId}`), 'list');
        expect(all.TotalCount).toBe(Object.keys(accounts).length);
        const page = expectOk(await p1.get(`/v1/accounts?ClientId=${clientId}&PageNumber=2&PageSize=3`), 'page 2');
        expect(page.Accounts).toHaveLength(3);
        expect(page.TotalCount).toBe(Object.keys(accounts).length);
        expect(expectOk(await p1.get('/v1/accounts'), 'all accounts').TotalCount).toBeGreaterThanOrEqual(
          Object.keys(accounts).length,
        );
        expectFail(await p1.get(`/v1/accounts?ClientId=${UNKNOWN_ID}`), 'ClientNotFound', 'unknown client filter');
        expectFail(await p1.get(`/v1/accounts?PageSize=1000`), 'InvalidRequest', 'PageSize 1000');

        const sep = accounts['sep-ira']!;
        expect(
          expectOk(
            await p1.patch(`/v1/accounts/${sep}`, { AccountStatus: 'Frozen', ProviderReferenceId: 'upd-sep-1' }),
            'freeze',
          ).AccountId,
        ).toBe(sep);
        expect(
          expectOk(
            await p1.patch(`/v1/accounts/${sep.toUpperCase()}`, {
              AccountStatus: 'Frozen',
              ProviderReferenceId: 'upd-sep-1',
            }),
            'freeze retry, upper-case id',
          ).AccountId,
        ).toBe(sep);
        expect(expectOk(await p1.get(`/v1/accounts/${sep}`), 'frozen').AccountStatus).toBe('Frozen');
        expect(
          expectOk(await p1.patch(`/v1/accounts/${sep}`, { AccountStatus: 'Active' }), 'reactivate').AccountId,
        ).toBe(sep);
        expectFail(
          await p1.patch(`/v1/accounts/${sep}`, { AccountStatus: 'NoSuchStatus' }),
          'InvalidRequest',
          'bad status',
        );
        expectFail(
          await p1.patch(`/v1/accounts/${UNKNOWN_ID}`, { AccountStatus: 'Frozen' }),
          'AccountNotFound',
          'update unknown',
        );
        expect(expectOk(await p1.get(`/v1/accounts/${sep}`), 'active').AccountStatus).toBe('Active');
      });

      it(
        'Create Account error codes: UnknownAccountType (slug, legacy code, TaxType), ' +
          'AccountTypeNotAvailable, ...',
        async () => {
          const before = expectOk(await p1.get('/v1/accounts'), 'count before').TotalCount;
          expectFail(
            await createAccount({ AccountTypeCode: 'roth-401k', InstitutionId: instAll }),
            'UnknownAccountType',
            'unknown slug',
          );
          expectFail(
            await createAccount({ AccountTypeCode: 'RTH', InstitutionId: instAll }),
            'UnknownAccountType',
            'legacy code',
          );
          expectFail(
            await createAccount({ AccountTypeCode: 'BDI', InstitutionId: instAll }),
            'UnknownAccountType',
            'legacy code BDI',
          );
          expectFail(
            await createAccount({ TaxType: 'Roth', InstitutionId: instAll }),
            'UnknownAccountType',
            'TaxType instead of a slug',
          );
          expectFail(
            await createAccount({ AccountTypeCode: 'roth-ira', TaxType: 'Roth', InstitutionId: instAll }),
            'UnknownAccountType',
            'TaxType beside a slug',
          );
          expectFail(
            await createAccount({ AccountTypeCode: 'simple-ira', InstitutionId: instAll }),
            'AccountTypeNotAvailable',
            'not contracted',
          );
          expectFail(
            await createAccount({
              AccountTypeCode: 'dependent-care-fsa',
              EmployerId: EMPLOYER_ID,
              PlanYear: THIS_YEAR,
              AnnualElection: 5000,
              UniformCoverage: 'DoesNotApply',
            }),
            'AccountTypeNotAvailable',
            'gate not satisfied',
          );
          expectFail(
            await createAccount({ AccountTypeCode: 'roth-ira', InstitutionId: instAll, ClientId: UNKNOWN_ID }),
            'ClientNotFound',
            'unknown client',
          );
          expectFail(
            await createAccount({ AccountTypeCode: 'roth-ira', InstitutionId: instAll }, p2),
            'ClientNotFound',
            "another provider's client",
          );
          expectFail(
            await createAccount({ AccountTypeCode: 'roth-ira', InstitutionId: UNKNOWN_ID }),
            'InstitutionNotFound',
            'unknown institution',
          );
          expectFail(
            await createAccount({
              AccountTypeCode: 'demand-deposit-checking',
              InstitutionId: instNonbank,
              ProductType: 'Checking',
              OverdraftPermitted: false,
              AnnualPercentageYield: 0.25,
            }),
            'InstitutionNotAuthorizedForAccountType',
            'deposit at a nonbank',
          );
          expectFail(
            await createAccount({
              AccountTypeCode: 'emergency-savings-plesa',
              InstitutionId: instNonbank,
              TrusteeId: TRUSTEE_ID,
              PlanId: PLAN_ID,
              IsNonHighlyCompensated: true,
            }),
            'InstitutionNotAuthorizedForAccountType',
            'plesa without ErisaTrustee',
          );
          expectFail(
            await createAccount({
              AccountTypeCode: 'emergency-savings-plesa',
              InstitutionId: instAll,
              PlanId: PLAN_ID,
              IsNonHighlyCompensated: true,
            }),
            'TrusteeRequired',
            'plesa without TrusteeId',
          );
          expectFail(
            await createAccount({
              AccountTypeCode: 'emergency-savings-plesa',
              InstitutionId: instAll,
              TrusteeId: null,
              PlanId: PLAN_ID,
              IsNonHighlyCompensated: true,
            }),
            'TrusteeRequired',
            'plesa with TrusteeId null',
          );
          const missing = expectFail(
            await createAccount({
              AccountTypeCode: 'inherited-traditional-ira',
              InstitutionId: instAll,
              DecedentDiedOnOrAfterRbd: true,
              BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
              BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
            }),
            'InvalidRequest',
            'inherited without DecedentDateOfDeath',
          );
          expect(missing.Errors.map((e: Json) => e.FieldName)).toContain('DecedentDateOfDeath');
          expectFail(
            await createAccount({
              AccountTypeCode: 'inherited-traditional-ira',
              InstitutionId: instAll,
              DecedentDateOfDeath: '2023-05-10',
              DecedentDiedOnOrAfterRbd: true,
              BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
              BeneficiaryDistributionDecision: 'PaymentsAtGrantor70AndHalf',
            }),
            'InvalidRequest',
            'removed decision value',
          );
          expectFail(
            await createAccount({ AccountTypeCode: 'roth-ira' }),
            'InvalidRequest',
            'custodial type without InstitutionId',
          );
          expectFail(
            await createAccount({
              AccountTypeCode: 'health-care-fsa',
              EmployerId: EMPLOYER_ID,
              PlanYear: THIS_YEAR,
              AnnualElection: 2400,
              UniformCoverage: 'Sometimes',
            }),
            'InvalidRequest',
            'bad UniformCoverage',
          );
          expect(expectOk(await p1.get('/v1/accounts'), 'count after').TotalCount).toBe(before);
        },
      );

      it(
        'Fund Account (spec 4.7): Amount as a number and ' + 'as a decimal string, ECheck pending until settled',
        async () => {
          const roth = accounts['roth-ira']!;
          const wire = expectOk(await fund(roth, { Amount: 1000, TaxYear: THIS_YEAR }), 'fund number');
          expect(wire.TransactionId).toMatch(GUID);
          const echeck = expectOk(
            await fund(roth, {
              Amount: '250.50',
              PaymentMethodType: 'ECheck',
              TaxYear: THIS_YEAR,
              ProviderReferenceId: 'dep-echeck-1',
            }),
            'fund string ECheck',
          );
          expect(echeck.TransactionId).toMatch(GUID);
          expect(await balance(roth)).toMatchObject({
            AvailableBalance: 1000,
            SettledBalance: 1000,
            PendingBalance: 250.5,
          });
          // Exact money: 0.1 + 0.2 is 0.3, not 0.30000000000000004.
          expectOk(await fund(roth, { Amount: 0.1, TaxYear: THIS_YEAR }), 'fund 0.1');
          expectOk(await fund(roth, { Amount: '0.2', TaxYear: THIS_YEAR }), 'fund 0.2');
          expect((await balance(roth)).SettledBalance).toBe(1000.3);

          const t = expectOk(await p1.get(`/v1/transactions/${echeck.TransactionId}`), 'get transaction');
          expect(t).toMatchObject({
            TransactionId: echeck.TransactionId,
            AccountId: roth,
            Amount: 250.5,
            Currency: 'USD',
            PaymentMethodType: 'ECheck',
            TaxYear: THIS_YEAR,
          });
          const settled = expectOk(
            await op.post(`/v1/transactions/${echeck.TransactionId}/settle`, undefined),
            'settle',
          );
          expect(settled.TransactionStatus).toBe('Posted');
          expect(await balance(roth)).toMatchObject({
            SettledBalance: 1250.8,
            PendingBalance: 0,
            AvailableBalance: 1250.8,
          });

          // Idempotent: the same reference and payload is the same deposit, counted once.
          const again = expectOk(
            await fund(roth, {
              Amount: '250.50',
              PaymentMethodType: 'ECheck',
              TaxYear: THIS_YEAR,
              ProviderReferenceId: 'dep-echeck-1',
            }),
            'fund retry',
          );
          expect(again.TransactionId).toBe(echeck.TransactionId);
          expect((await balance(roth)).SettledBalance).toBe(1250.8);
          expectFail(
            await fund(roth, {
              Amount: '250.51',
              PaymentMethodType: 'ECheck',
              TaxYear: THIS_YEAR,
              ProviderReferenceId: 'dep-echeck-1',
            }),
            'IdempotencyConflict',
            'fund different payload',
          );
        },
      );

      it('Transact (spec 4.8): Fee and Distribution debit the balance; transactions list pages', async () => {
        const roth = accounts['roth-ira']!;
        const fee = expectOk(
          await transact(roth, {
            EntryType: 'Fee',
            Amount: '25.00',
            Description: 'Annual custody fee',
            ProviderReferenceId: 'fee-2026',
          }),
          'fee',
        );
        expect(fee.TransactionId).toMatch(GUID);
        expect(
          expectOk(
            await transact(roth, {
              EntryType: 'Fee',
              Amount: '25.00',
              Description: 'Annual custody fee',
              ProviderReferenceId: 'fee-2026',
            }),
            'fee retry',
          ).TransactionId,
        ).toBe(fee.TransactionId);
        expectFail(
          await transact(roth, {
            EntryType: 'Fee',
            Amount: '26.00',
            Description: 'Annual custody fee',
            ProviderReferenceId: 'fee-2026',
          }),
          'IdempotencyConflict',
          'fee conflict',
        );
        const dist = expectOk(
          await transact(roth, { EntryType: 'Distribution', Amount: 100.8, PaymentMethodType: 'ACH' }),
          'distribution',
        );
        expect(dist.TransactionId).toMatch(GUID);
        expect(await balance(roth)).toMatchObject({ SettledBalance: 1125, AvailableBalance: 1125 });
        const f = expectOk(await p1.get(`/v1/transactions/${fee.TransactionId}`), 'fee record');
        expect(f).toMatchObject({ EntryType: 'Fee', Amount: 25, Description: 'Annual custody fee' });

        const list = expectOk(await p1.get(`/v1/accounts/${roth}/transactions`), 'transactions');
        expect(list.TotalCount).toBe(6);
        expect(list.Transactions).toHaveLength(6);
        const p2list = expectOk(
          await p1.get(`/v1/accounts/${roth}/transactions?PageNumber=2&PageSize=4`),
          'transactions page 2',
        );
        expect(p2list.TotalCount).toBe(6);
        expect(p2list.Transactions).toHaveLength(2);
        expectFail(await p1.get(`/v1/transactions/${UNKNOWN_ID}`), 'TransactionNotFound', 'unknown transaction');
        expectFail(
          await p2.get(`/v1/transactions/${fee.TransactionId}`),
          'TransactionNotFound',
          "another provider's transaction",
        );
        expectFail(
          await p1.get(`/v1/accounts/${UNKNOWN_ID}/transactions`),
          'AccountNotFound',
          'unknown account transactions',
        );
      });

      it(
        'money error codes: InsufficientFunds, ContributionYearNotAllowed, ContributionLimitExceeded, ' +
          'ParticipantContributionsNotPermitted, DistributionNotPermitted',
        async () => {
          const sep = accounts['sep-ira']!;
          expectFail(
            await transact(sep, { EntryType: 'Fee', Amount: 1 }),
            'InsufficientFunds',
            'fee on an empty account',
          );
          expectFail(
            await transact(accounts['demand-deposit-checking']!, { EntryType: 'Withdrawal', Amount: '0.01' }),
            'InsufficientFunds',
            'no overdraft',
          );
          expectFail(
            await transact(accounts['health-care-fsa']!, { EntryType: 'Reimbursement', Amount: '2400.01' }),
            'InsufficientFunds',
            'over the FSA election',
          );
          expectOk(
            await transact(accounts['health-care-fsa']!, { EntryType: 'Reimbursement', Amount: '2400.00' }),
            'the whole FSA election',
          );
          const roth = accounts['roth-ira']!;
          expectFail(await fund(roth, { Amount: 100, TaxYear: 2001 }), 'ContributionYearNotAllowed', 'tax year 2001');
          expectFail(
            await fund(roth, { Amount: 100, TaxYear: THIS_YEAR + 1 }),
            'ContributionYearNotAllowed',
            'next tax year',
          );
          // CalendarYearOnly: no prior-year election for a Trump account (spec 4.7).
          expectFail(
            await fund(accounts['trump-account']!, {
              Amount: 100,
              TaxYear: THIS_YEAR - 1,
              ContributionSource: 'Participant',
            }),
            'ContributionYearNotAllowed',
            'trump prior year',
          );
          expectFail(
            await fund(roth, { Amount: 50_000, TaxYear: THIS_YEAR }),
            'ContributionLimitExceeded',
            'over the IRA limit',
          );
          expectFail(
            await fund(accounts['health-reimbursement-arrangement']!, {
              Amount: 100,
              PlanYear: THIS_YEAR,
              ContributionSource: 'Participant',
            }),
            'ParticipantContributionsNotPermitted',
            'HRA salary reduction',
          );
          expectOk(
            await fund(accounts['health-reimbursement-arrangement']!, {
              Amount: 100,
              PlanYear: THIS_YEAR,
              ContributionSource: 'Employer',
            }),
            'HRA employer funding',
          );
          const trump = accounts['trump-account']!;
          expectOk(
            await fund(trump, { Amount: 500, TaxYear: THIS_YEAR, ContributionSource: 'Participant' }),
            'trump participant',
          );
          expectFail(
            await transact(trump, { EntryType: 'Distribution', Amount: 10 }),
            'DistributionNotPermitted',
            'trump growth period',
          );
          expect((await balance(trump)).SettledBalance).toBe(500);
          expectFail(await fund(UNKNOWN_ID, { Amount: 1 }), 'AccountNotFound', 'fund unknown account');
          expectFail(
            await transact(UNKNOWN_ID, { EntryType: 'Fee', Amount: 1 }),
            'AccountNotFound',
            'transact unknown account',
          );
          expectFail(
            await p2.post(`/v1/accounts/${roth}/fund`, { Amount: 1, Currency: 'USD', PaymentMethodType: 'Wire' }),
            'AccountNotFound',
            "fund another provider's account",
          );
        },
      );

      it('money InvalidRequest: bad amounts, currency and missing fields', async () => {
        const roth = accounts['roth-ira']!;
        const before = await balance(roth);
        for (const [what, body] of [
          ['three decimals', { Amount: '10.001' }],
          ['zero', { Amount: 0 }],
          ['negative', { Amount: -5 }],
          ['not a number', { Amount: 'ten' }],
          ['exponent string', { Amount: '1e3' }],
          ['no amount', { Amount: undefined }],
          ['no currency', { Amount: 10, Currency: undefined }],
          ['bad currency', { Amount: 10, Currency: 'usd dollars' }],
          ['no payment method', { Amount: 10, PaymentMethodType: undefined }],
          ['tax year text', { Amount: 10, TaxYear: 'last year' }],
        ] as const)
          expectFail(await fund(roth, { TaxYear: THIS_YEAR, ...body }), 'InvalidRequest', `fund ${what}`);
        expectFail(await transact(roth, { Amount: 10 }), 'InvalidRequest', 'transact without EntryType');
        expectFail(await transact(roth, { EntryType: 'Fee' }), 'InvalidRequest', 'transact without Amount');
        expectFail(
          await transact(roth, { EntryType: 'Fee', Amount: '1.234' }),
          'InvalidRequest',
          'transact three decimals',
        );
        expect(await balance(roth)).toEqual(before);
      });

      it(
        'investment directives: AccountTypeNotInvestable, AssetNotEligible (design.md is silent on the ' +
          'route: docs/server.md)',
        async () => {
          expectFail(
            await p1.post(`/v1/accounts/${accounts['health-care-fsa']}/investments`, {
              AssetClass: 'StocksAndEtfs',
              Amount: 1,
              Currency: 'USD',
            }),
            'AccountTypeNotInvestable',
            'FSA',
          );
          expectFail(
            await p1.post(`/v1/accounts/${accounts['demand-deposit-checking']}/investments`, {
              AssetClass: 'CashAndMoneyMarket',
              Amount: 1,
              Currency: 'USD',
            }),
            'AccountTypeNotInvestable',
            'checking',
          );
          expectFail(
            await p1.post(`/v1/accounts/${accounts['roth-ira']}/investments`, {
              AssetClass: 'RealEstate',
              Amount: 1,
              Currency: 'USD',
            }),
            'AssetNotEligible',
            'roth real estate',
          );
          expectFail(
            await p1.post(`/v1/accounts/${accounts['emergency-savings-plesa']}/investments`, {
              AssetClass: 'StocksAndEtfs',
              Amount: 1,
              Currency: 'USD',
            }),
            'AssetNotEligible',
            'plesa stocks',
          );
          const ok = expectOk(
            await p1.post(`/v1/accounts/${accounts['roth-ira']}/investments`, {
              AssetClass: 'StocksAndEtfs',
              Amount: '125.00',
              Currency: 'USD',
            }),
            'roth stocks',
          );
          expect(ok.TransactionId).toMatch(GUID);
          expect((await balance(accounts['roth-ira']!)).AvailableBalance).toBe(1000);
        },
      );
    });

    describe('webhook endpoints (design.md section 6)', () => {
      let receiver: Server;
      let receiverUrl = '';
      const deliveries: { url: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];

      beforeAll(async () => {
        receiver = createServer((req, res) => {
          const chunks: Buffer[] = [];
          req.on('data', (c: Buffer) => chunks.push(c));
          req.on('end', () => {
            deliveries.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
            res.writeHead(204).end();
          });
        });
        await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', () => ok()));
        receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
      });
      afterAll(async () => {
        await new Promise<void>((ok) => receiver.close(() => ok()));
      });

      it('registers, lists and deletes endpoints; one endpoint per EventType', async () => {
        const h = expectOk(
          await p2.post('/v1/webhook-endpoints', { EventType: 'client.created', Url: receiverUrl }),
          'hmac endpoint',
        );
        expect(h).toMatchObject({ EventType: 'client.created', Url: receiverUrl, Algorithm: 'hmac-sha256' });
        expect(h.WebhookEndpointId).toMatch(GUID);
        expect(h.Secret).toBeTypeOf('string');
        const e = expectOk(
          await p2.post('/v1/webhook-endpoints', {
            EventType: 'account.created',
            Url: 'https://hooks.example.com/acctos',
            Algorithm: 'ed25519',
          }),
          'ed25519 endpoint',
        );
        expect(e.Algorithm).toBe('ed25519');
        expect(e.Secret).toBeUndefined();
        expectFail(
          await p2.post('/v1/webhook-endpoints', { EventType: 'client.created', Url: receiverUrl }),
          'InvalidRequest',
          'second endpoint for one type',
        );
        expectFail(
          await p2.post('/v1/webhook-endpoints', { EventType: 'client.deleted', Url: receiverUrl }),
          'InvalidRequest',
          'unknown EventType',
        );
        expectFail(
          await p2.post('/v1/webhook-endpoints', { EventType: 'deposit.posted', Url: 'http://hooks.example.com/' }),
          'InvalidRequest',
          'plain http to a remote host',
        );
        const list = expectOk(await p2.get('/v1/webhook-endpoints?PageSize=1'), 'list');
        expect(list.TotalCount).toBe(2);
        expect(list.WebhookEndpoints).toHaveLength(1);
        expect(expectOk(await p1.get('/v1/webhook-endpoints'), 'other provider list').TotalCount).toBe(0);
        expectFail(
          await p1.delete(`/v1/webhook-endpoints/${e.WebhookEndpointId}`),
          'WebhookEndpointNotFound',
          "delete another provider's endpoint",
        );
        expectOk(await p2.delete(`/v1/webhook-endpoints/${e.WebhookEndpointId}`), 'delete');
        expectFail(
          await p2.delete(`/v1/webhook-endpoints/${e.WebhookEndpointId}`),
          'WebhookEndpointNotFound',
          'delete twice',
        );
        expect(expectOk(await p2.get('/v1/webhook-endpoints'), 'list after delete').TotalCount).toBe(1);

        // A delivery: POST { EventId, EventType, OccurredAt, Data } with Content-Digest and an RFC 9421 signature.
        const made = expectOk(
          await p2.post('/v1/clients', { ClientType: 'Individual', Contact: { FirstName: 'Hook', LastName: 'Test' } }),
          'client for event',
        );
        const deadline = Date.now() + 15_000;
        while (deliveries.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
        expect(deliveries.length).toBeGreaterThan(0);
        const d = deliveries[0]!;
        expect(d.url).toBe('/hooks');
        const payload = JSON.parse(d.body);
        expect(payload).toMatchObject({ EventType: 'client.created', Data: { ClientId: made.ClientId } });
        expect(payload.EventId).toMatch(GUID);
        expect(payload.OccurredAt).toMatch(ISO_DATETIME);
        const digest = `sha-256=:${createHash('sha256').update(d.body, 'utf8').digest('base64')}:`;
        expect(d.headers['content-digest']).toBe(digest);
        const input = String(d.headers['signature-input']);
        const m = /^sig1=(\("@authority" "content-digest"\);(.*))$/.exec(input);
        expect(m, input).not.toBeNull();
        expect(m![2]).toMatch(/created=\d+/);
        expect(m![2]).toContain(`keyid="${h.WebhookEndpointId}"`);
        expect(m![2]).toContain('alg="hmac-sha256"');
        const base =
          `"@authority": ${String(d.headers['host'])}\n"content-digest": ${digest}\n"@signature-params": ` + `${m![1]}`;
        const expected = createHmac('sha256', Buffer.from(h.Secret, 'utf8')).update(base, 'utf8').digest('base64');
        expect(d.headers['signature']).toBe(`sig1=:${expected}:`);
      });

      it("an ed25519 endpoint's deliveries verify against the key the JWKS publishes under the keyid", async () => {
        expectOk(
          await p1.post('/v1/webhook-endpoints', {
            EventType: 'client.created',
            Url: `${receiverUrl}/ed`,
            Algorithm: 'ed25519',
          }),
          'ed25519 endpoint',
        );
        const made = expectOk(
          await p1.post('/v1/clients', { ClientType: 'Entity', Contact: { EntityName: 'Signed Deliveries LLC' } }),
          'client for event',
        );
        const deadline = Date.now() + 15_000;
        const mine = () => deliveries.find((x) => x.url === '/hooks/ed' && x.body.includes(made.ClientId));
        while (mine() === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
        const d = mine();
        expect(d).toBeDefined();
        const digest = `sha-256=:${createHash('sha256').update(d!.body, 'utf8').digest('base64')}:`;
        expect(d!.headers['content-digest']).toBe(digest);
        const m = /^sig1=(\("@authority" "content-digest"\);(.*))$/.exec(String(d!.headers['signature-input']));
        expect(m).not.toBeNull();
        const kid = /keyid="([^"]+)"/.exec(m![2]!)?.[1];
        expect(m![2]).toContain('alg="ed25519"');
        const jwks = (await anon.get('/.well-known/jwks.json')).body;
        const jwk = jwks.keys.find((k: Json) => k.kid === kid);
        expect(jwk, `kid ${kid} in the JWKS`).toBeDefined();
        const base =
          `"@authority": ${String(d!.headers['host'])}\n"content-digest": ${digest}\n"@signature-params": ` +
          `${m![1]}`;
        const sig = /^sig1=:([A-Za-z0-9+/=]+):$/.exec(String(d!.headers['signature']))?.[1];
        expect(sig).toBeDefined();
        const publicKey = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
        expect(verify(null, Buffer.from(base, 'utf8'), publicKey, Buffer.from(sig!, 'base64'))).toBe(true);
        expect(
          verify(null, Buffer.from(base.replace('sha-256', 'sha-512'), 'utf8'), publicKey, Buffer.from(sig!, 'base64')),
        ).toBe(false);
      });
    });

    describe('transport failures (design.md sections 3 and 4)', () => {
      it(
        '401 Unauthorized: missing, malformed, unknown key, bad signature, timestamp outside the window, ' +
          'replay, revoked key',
        async () => {
          const target = '/v1/clients';
          expectFail(await p1.get(target, { key: null }), 'Unauthorized', 'missing', 401);
          expectFail(await p1.get(target, { authorization: 'Bearer abc' }), 'Unauthorized', 'malformed scheme', 401);
          expectFail(
            await p1.get(target, { authorization: `HMAC ${key1.KeyId}:nothex` }),
            'Unauthorized',
            'malformed parts',
            401,
          );
          expectFail(
            await p1.get(target, { key: { KeyId: 'ak_nosuchkey', Secret: 'x' } }),
            'Unauthorized',
            'unknown key',
            401,
          );
          expectFail(
            await p1.get(target, { key: { KeyId: key1.KeyId, Secret: 'wrong-secret' } }),
            'Unauthorized',
            'bad signature',
            401,
          );
          const now_s = Math.floor(Date.now() / 1000);
          expectFail(await p1.get(target, { timestamp_s: now_s - 301 - 5 }), 'Unauthorized', 'timestamp too old', 401);
          expectFail(
            await p1.get(target, { timestamp_s: now_s + 301 + 5 }),
            'Unauthorized',
            'timestamp in the future',
            401,
          );
          expectOk(await p1.get(target, { timestamp_s: now_s - 250 }), 'timestamp inside the window');
          // Signed for one body, sent with another.
          const auth = authorizationHeader(key1, 'POST', target, '{"ClientType":"Individual"}', now_s);
          expectFail(
            await p1.send('POST', target, { raw: '{"ClientType":"Entity"}', authorization: auth }),
            'Unauthorized',
            'body changed',
            401,
          );
          // Signed for one target, sent to another.
          const authList = authorizationHeader(key1, 'GET', '/v1/clients?PageSize=1', '', now_s - 3);
          expectFail(
            await p1.get('/v1/clients?PageSize=2', { authorization: authList }),
            'Unauthorized',
            'query changed',
            401,
          );
          // Replay (design.md section 4, revised): a read is never one; a write without a
          // ProviderReferenceId sent twice with the same signature is.
          const again = authorizationHeader(key1, 'GET', '/v1/clients?PageSize=3', '', now_s - 7);
          expectOk(await p1.get('/v1/clients?PageSize=3', { authorization: again }), 'first read');
          expectOk(await p1.get('/v1/clients?PageSize=3', { authorization: again }), 'same read again');
          const raw = JSON.stringify({ ClientType: 'Individual', Contact: { FirstName: 'Re', LastName: 'Play' } });
          const replay = authorizationHeader(key1, 'POST', target, raw, now_s - 7);
          const first = await p1.send('POST', target, { raw, authorization: replay });
          expect(first.http).toBe(200);
          expectFail(await p1.send('POST', target, { raw, authorization: replay }), 'Unauthorized', 'replay', 401);
          // A revoked key fails at once; a second key of the same provider keeps working (rotation).
          const second = expectOk(await op.post(`/v1/providers/${provider1Id}/keys`, {}), 'second key');
          const rotated = p1.as({ KeyId: second.KeyId, Secret: second.Secret });
          expectOk(await rotated.get(target), 'second key works');
          expectOk(await op.delete(`/v1/keys/${second.KeyId}`), 'revoke');
          expectFail(await rotated.get(target), 'Unauthorized', 'revoked key', 401);
          expectFail(await op.delete('/v1/keys/ak_doesnotexist'), 'KeyNotFound', 'revoke unknown key');
          expectOk(await p1.get(target), 'first key still works');
        },
      );

      it('403 Forbidden: a provider key on an operator route, the operator key on a provider route', async () => {
        expectFail(await p1.post('/v1/providers', { Name: 'Sneaky' }), 'Forbidden', 'provider creates provider', 403);
        expectFail(
          await p1.put(`/v1/providers/${provider1Id}/contracts`, { AccountTypeCodes: ALL_SLUGS }),
          'Forbidden',
          'provider sets own contracts',
          403,
        );
        expectFail(
          await p1.put(`/v1/providers/${provider1Id}/gates`, { SatisfiedGates: ALL_SLUGS }),
          'Forbidden',
          'provider sets own gates',
          403,
        );
        expectFail(await p1.post(`/v1/providers/${provider1Id}/keys`, {}), 'Forbidden', 'provider issues a key', 403);
        expectFail(await p1.delete(`/v1/keys/${key1.KeyId}`), 'Forbidden', 'provider revokes', 403);
        expectFail(
          await p1.post('/v1/institutions', { Name: 'X', Authorities: [] }),
          'Forbidden',
          'provider creates institution',
          403,
        );
        expectFail(await p1.post('/v1/signing-keys/rotate', {}), 'Forbidden', 'provider rotates', 403);
        expectFail(await op.get('/v1/clients'), 'Forbidden', 'operator lists clients', 403);
        expectFail(
          await op.post('/v1/clients', { ClientType: 'Individual', Contact: { FirstName: 'A', LastName: 'B' } }),
          'Forbidden',
          'operator creates client',
          403,
        );
      });

      it('404 RouteNotFound, 413 PayloadTooLarge, 415 UnsupportedMediaType', async () => {
        expectFail(await p1.get('/v1/no-such-route'), 'RouteNotFound', 'signed unknown route', 404);
        expectFail(await p1.send('DELETE', '/v1/clients'), 'RouteNotFound', 'unknown method on a route', 404);
        expectFail(await anon.get('/no-such-page'), 'RouteNotFound', 'unknown route outside /v1', 404);
        const big = { ClientType: 'Individual', Contact: { FirstName: 'x'.repeat(70 * 1024), LastName: 'y' } };
        expectFail(await p1.post('/v1/clients', big), 'PayloadTooLarge', 'body over 64 KiB', 413);
        // Without a Content-Length (chunked), the cap still holds while reading.
        const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(ctl) {
            if (sent++ < 6) ctl.enqueue(chunk);
            else ctl.close();
          },
        });
        const chunked = await fetch(`${server.url}/v1/clients`, {
          method: 'POST',
          body: stream,
          duplex: 'half',
          headers: {
            'Content-Type': 'application/json',
            Authorization: authorizationHeader(key1, 'POST', '/v1/clients', '', Math.floor(Date.now() / 1000) - 11),
          },
        } as RequestInit);
        expect(chunked.headers.get('content-length')).not.toBe(null);
        const chunkedBody = (await chunked.json()) as Json;
        expect({ http: chunked.status, code: chunkedBody.ResponseStatus?.ErrorCode }).toEqual({
          http: 413,
          code: 'PayloadTooLarge',
        });
        expectFail(
          await p1.send('POST', '/v1/clients', {
            raw: JSON.stringify({ ClientType: 'Individual', Contact: { FirstName: 'A', LastName: 'B' } }),
            contentType: 'text/plain',
          }),
          'UnsupportedMediaType',
          'text/plain',
          415,
        );
        expectFail(
          await p1.send('POST', '/v1/clients', {
            raw: JSON.stringify({ ClientType: 'Individual', Contact: { FirstName: 'A', LastName: 'B' } }),
            contentType: null,
          }),
          'UnsupportedMediaType',
          'no Content-Type',
          415,
        );
        expectOk(
          await p1.send('POST', '/v1/clients', {
            raw: JSON.stringify({ ClientType: 'Individual', Contact: { FirstName: 'A', LastName: 'B' } }),
            contentType: 'application/json; charset=utf-8',
          }),
          'json with charset',
        );
      });

      it('PATH_AND_QUERY is the request target exactly as sent, even when a URL parser would rewrite it', async () => {
        // A raw HTTP client (curl, another language) sends bytes a WHATWG URL parser would
        // percent-encode; the signature covers what was sent (design.md section 4).
        const target = `/v1/account-types?InstitutionId=${instAll}&note="quoted"`;
        const auth = authorizationHeader(key1, 'GET', target, '', Math.floor(Date.now() / 1000));
        const u = new URL(server.url);
        const res = await new Promise<{ status: number; body: string }>((ok, fail) => {
          const req = httpRequest(
            { host: u.hostname, port: u.port, method: 'GET', path: target, headers: { Authorization: auth } },
            (r) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () => ok({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
            },
          );
          req.on('error', fail);
          req.end();
        });
        expect(res.status, res.body).toBe(200);
        expect(JSON.parse(res.body).Status).toBe(1);
      });

      // A second deployment (its own PGlite): once is enough.
      it.runIf(backend.name === 'pglite')('429 RateLimited when the configured budget is spent', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'acctos-contract-rl-'));
        const limited = await startServer({
          port: 0,
          dataDir: dir,
          env: {
            ACCTOS_ADMIN_KEY_ID: OPERATOR.KeyId,
            ACCTOS_ADMIN_SECRET: OPERATOR.Secret,
            ACCTOS_LOG_LEVEL: 'silent',
            ACCTOS_RATE_LIMIT_PER_MINUTE: '3',
            ACCTOS_WEBHOOKS: 'off',
          },
          print: () => undefined,
        });
        try {
          const c = new DesignClient(limited.url, OPERATOR, undefined);
          for (let i = 0; i < 3; i++) expectOk(await c.get(`/v1/account-types?n=${i}`), `call ${i}`);
          const r = await c.get('/v1/account-types?n=3');
          expectFail(r, 'RateLimited', 'fourth call', 429);
          expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        } finally {
          await limited.close();
          rmSync(dir, { recursive: true, force: true });
        }
      });
    });

    describe('robustness: arbitrary JSON never yields a 5xx, a stack trace or a partial write', () => {
      const FIELD_NAMES = [
        'ProviderReferenceId',
        'ClientId',
        'ClientType',
        'Contact',
        'FirstName',
        'LastName',
        'AccountTypeCode',
        'InstitutionId',
        'TrusteeId',
        'PlanId',
        'InvestmentId',
        'Amount',
        'Currency',
        'PaymentMethodType',
        'TaxYear',
        'PlanYear',
        'ContributionSource',
        'EntryType',
        'Description',
        'AccountStatus',
        'ClientStatus',
        'OFAC',
        'SponsorId',
        'EventType',
        'Url',
        'Algorithm',
        'Name',
        'Authorities',
        'AssetScopes',
        'AccountTypeCodes',
        'SatisfiedGates',
        'DecedentDateOfDeath',
        'AnnualElection',
        'UniformCoverage',
        'EmployerId',
        'ProductType',
        'AnnualPercentageYield',
        'AssetClass',
        '__proto__',
        'constructor',
      ];
      const nasty = fc.constantFrom(
        '',
        ' ',
        '\u0000',
        'a\u0000b',
        '\ud800',
        'x\udfffy',
        '💸',
        'null',
        '1e309',
        '-0',
        '0.1',
        '9007199254740993',
        '2026-02-30',
        'USD',
        'roth-ira',
        'RTH',
        'health-care-fsa',
        'ECheck',
        'Fee',
        'Distribution',
        'Participant',
        UNKNOWN_ID,
        '../../etc/passwd',
        "'; DROP TABLE clients; --",
        '\\u0000',
        'x'.repeat(3000),
      );
      const leaf = fc.oneof(
        nasty,
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((b) => Number(b)),
      );
      const value: fc.Arbitrary<unknown> = fc.oneof(
        { weight: 4, arbitrary: leaf },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
        { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), leaf, { maxKeys: 4 }) },
        { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
      );
      const shaped = fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 10 });
      const anyBody: fc.Arbitrary<string> = fc.oneof(
        { weight: 5, arbitrary: shaped.map((o) => JSON.stringify(o)) },
        { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            '{"a":',
            '[',
            '{"Amount": 1e999999}',
            '{"Contact": {"FirstName": "\\ud800"}}',
            '{"x": "\\u0000"}',
            '\u0000',
            '{}',
            '"',
            'nul',
          ),
        },
      );

      it(
        'every POST/PATCH/PUT route answers arbitrary JSON with a well-formed envelope, and writes only what ' +
          'it reports',
        async () => {
          const client = expectOk(
            await p1.post('/v1/clients', {
              ClientType: 'Individual',
              Contact: { FirstName: 'Fuzz', LastName: 'Target' },
            }),
            'fuzz client',
          ).ClientId;
          const account = expectOk(
            await p1.post('/v1/accounts', {
              ClientId: client,
              AccountTypeCode: 'demand-deposit-checking',
              InstitutionId: instAll,
              ProductType: 'Checking',
              OverdraftPermitted: true,
              AnnualPercentageYield: 1,
            }),
            'fuzz account',
          ).AccountId;
          const fuzzProvider = expectOk(
            await op.post('/v1/providers', { Name: 'Fuzz Provider' }),
            'fuzz provider',
          ).ProviderId;
          // Each route with a valid body: the fuzzer sends arbitrary JSON, or this body with up to
          // three fields replaced by arbitrary values or removed, so rule paths are reached too.
          const routes: [DesignClient, string, string, Record<string, unknown>][] = [
            [p1, 'POST', '/v1/clients', { ClientType: 'Individual', Contact: { FirstName: 'F', LastName: 'L' } }],
            [p1, 'PATCH', `/v1/clients/${client}`, { Contact: { FirstName: 'Fuzz', LastName: 'Target' } }],
            [p1, 'POST', '/v1/accounts', { ClientId: client, AccountTypeCode: 'roth-ira', InstitutionId: instAll }],
            [p1, 'PATCH', `/v1/accounts/${account}`, { AccountStatus: 'Active' }],
            [p1, 'POST', `/v1/accounts/${account}/fund`, { Amount: 5, Currency: 'USD', PaymentMethodType: 'Wire' }],
            [p1, 'POST', `/v1/accounts/${account}/transact`, { EntryType: 'Fee', Amount: 1, Currency: 'USD' }],
            [
              p1,
              'POST',
              `/v1/accounts/${account}/investments`,
              { AssetClass: 'CashAndMoneyMarket', Amount: 1, Currency: 'USD' },
            ],
            [p1, 'POST', '/v1/webhook-endpoints', { EventType: 'deposit.posted', Url: 'https://127.0.0.1:1/fuzz' }],
            [op, 'POST', '/v1/providers', { Name: 'Fuzzed' }],
            [op, 'POST', `/v1/providers/${fuzzProvider}/keys`, {}],
            [op, 'POST', '/v1/institutions', { Name: 'Fuzz Bank', Authorities: ['Bank'] }],
            [op, 'PUT', `/v1/providers/${fuzzProvider}/contracts`, { AccountTypeCodes: ['roth-ira'] }],
            [op, 'PUT', `/v1/providers/${fuzzProvider}/gates`, { SatisfiedGates: [] }],
            [op, 'POST', '/v1/signing-keys/rotate', {}],
          ];
          const count = async (target: string): Promise<number> => expectOk(await p1.get(target), target).TotalCount;
          const before = {
            clients: await count('/v1/clients'),
            accounts: await count('/v1/accounts'),
            txs: await count(`/v1/accounts/${account}/transactions`),
          };
          const created = { clients: new Set<string>(), accounts: new Set<string>(), txs: new Set<string>() };
          for (const [c, method, target, valid] of routes) {
            const mutated = fc
              .array(
                fc.tuple(fc.constantFrom(...Object.keys(valid), ...FIELD_NAMES), fc.option(value, { nil: undefined })),
                { maxLength: 3 },
              )
              .map((changes) => {
                const body: Record<string, unknown> = { ...valid };
                for (const [k, v] of changes)
                  if (v === undefined) delete body[k];
                  else body[k] = v;
                return JSON.stringify(body);
              });
            await fc.assert(
              fc.asyncProperty(fc.oneof(anyBody, mutated), async (raw) => {
                const r = await c.send(method, target, { raw });
                expectEnvelope(r, `${method} ${target} ${raw.slice(0, 200)}`);
                if (r.body.Status !== 1 || method !== 'POST') return;
                if (target === '/v1/clients') created.clients.add(r.body.ClientId);
                if (target === '/v1/accounts') created.accounts.add(r.body.AccountId);
                if (target.startsWith(`/v1/accounts/${account}/`)) created.txs.add(r.body.TransactionId);
              }),
              { numRuns: 40 },
            );
          }
          // Nothing was half-written: every new record was reported with Status 1, and the fuzzed
          // account's balance is the sum of its reported transactions.
          expect(await count('/v1/clients')).toBe(before.clients + created.clients.size);
          expect(await count('/v1/accounts')).toBe(before.accounts + created.accounts.size);
          expect(await count(`/v1/accounts/${account}/transactions`)).toBe(before.txs + created.txs.size);
          const acct = expectOk(await p1.get(`/v1/accounts/${account}`), 'fuzzed account');
          const txs = expectOk(
            await p1.get(`/v1/accounts/${account}/transactions?PageSize=100`),
            'fuzzed transactions',
          );
          expect(txs.TotalCount).toBeLessThanOrEqual(100);
          let cents = 0;
          for (const t of txs.Transactions) cents += (t.Direction === 'Credit' ? 1 : -1) * Math.round(t.Amount * 100);
          expect(Math.round((acct.AccountBalance.SettledBalance + acct.AccountBalance.PendingBalance) * 100)).toBe(
            cents,
          );
        },
      );

      it(
        'strings a database cannot store (NUL, lone ' + 'surrogates) in any text field are refused, never 5xx',
        async () => {
          const client = expectOk(
            await p1.post('/v1/clients', {
              ClientType: 'Individual',
              Contact: { FirstName: 'Text', LastName: 'Edge' },
            }),
            'client',
          ).ClientId;
          const account = expectOk(
            await p1.post('/v1/accounts', {
              ClientId: client,
              AccountTypeCode: 'demand-deposit-checking',
              InstitutionId: instAll,
              ProductType: 'Checking',
              OverdraftPermitted: true,
              AnnualPercentageYield: 1,
            }),
            'account',
          ).AccountId;
          const provider = expectOk(
            await op.post('/v1/providers', { Name: 'Text Edge Provider' }),
            'provider',
          ).ProviderId;
          for (const bad of ['a\u0000b', 'x\ud800y', '\udfff']) {
            const cases: [DesignClient, string, string, Record<string, unknown>][] = [
              [p1, 'POST', '/v1/clients', { ClientType: 'Individual', Contact: { FirstName: bad, LastName: 'B' } }],
              [
                p1,
                'POST',
                '/v1/clients',
                { ProviderReferenceId: bad, ClientType: 'Individual', Contact: { FirstName: 'A', LastName: 'B' } },
              ],
              [
                p1,
                'POST',
                '/v1/clients',
                { ClientType: 'Individual', Contact: { FirstName: 'A', LastName: 'B', [bad]: 'key' } },
              ],
              [
                p1,
                'POST',
                '/v1/clients',
                {
                  ClientType: 'Individual',
                  Contact: { FirstName: 'A', LastName: 'B' },
                  OFAC: { Status: 'Clear', Note: bad },
                },
              ],
              [p1, 'PATCH', `/v1/clients/${client}`, { Contact: { FirstName: bad, LastName: 'B' } }],
              [p1, 'PATCH', `/v1/clients/${client}`, { ProviderReferenceId: bad, ClientStatus: 'Active' }],
              [
                p1,
                'POST',
                '/v1/accounts',
                { ProviderReferenceId: bad, ClientId: client, AccountTypeCode: 'roth-ira', InstitutionId: instAll },
              ],
              [p1, 'PATCH', `/v1/accounts/${account}`, { ProviderReferenceId: bad, AccountStatus: 'Active' }],
              [
                p1,
                'POST',
                `/v1/accounts/${account}/fund`,
                { ProviderReferenceId: bad, Amount: 1, Currency: 'USD', PaymentMethodType: 'Wire' },
              ],
              [p1, 'POST', `/v1/accounts/${account}/fund`, { Amount: 1, Currency: 'USD', PaymentMethodType: bad }],
              [
                p1,
                'POST',
                `/v1/accounts/${account}/transact`,
                { EntryType: 'Interest', Amount: 1, Currency: 'USD', Description: bad },
              ],
              [
                p1,
                'POST',
                `/v1/accounts/${account}/transact`,
                { ProviderReferenceId: bad, EntryType: 'Interest', Amount: 1, Currency: 'USD' },
              ],
              [
                p1,
                'POST',
                '/v1/webhook-endpoints',
                { EventType: 'deposit.posted', Url: `https://hooks.example.com/${bad}` },
              ],
              [op, 'POST', '/v1/providers', { Name: bad }],
              [op, 'POST', '/v1/institutions', { Name: bad, Authorities: ['Bank'] }],
              [op, 'PUT', `/v1/providers/${provider}/contracts`, { AccountTypeCodes: [bad] }],
            ];
            for (const [c, method, target, body] of cases) {
              const r = await c.send(method, target, { body });
              expectEnvelope(r, `${method} ${target} ${JSON.stringify(body)}`);
            }
          }
        },
      );

      it('path and query parameters that are not ids answer as unknown, never 5xx', async () => {
        const targets = [
          '/v1/clients/%00',
          '/v1/accounts/%ZZ',
          '/v1/accounts/00000000-0000-0000-0000-000000000000',
          `/v1/accounts?ClientId=%00`,
          '/v1/account-types?InstitutionId=%00',
          '/v1/transactions/%E2%82%AC',
          '/v1/clients?PageSize=%00',
          '/v1/accounts/x/transactions',
          `/v1/institutions/${'9'.repeat(300)}`,
        ];
        for (const t of targets) expectEnvelope(await p1.get(t), t);
        for (const t of ['/v1/keys/ak_%00', '/v1/keys/%F0%9F%92%B8', `/v1/keys/${'k'.repeat(500)}`])
          expectFail(await op.delete(t), 'KeyNotFound', t);
        expectEnvelope(await p1.delete('/v1/webhook-endpoints/%00'), 'delete endpoint %00');
      });
    });

    it('every RequestId seen was a unique 13-digit number', () => {
      expect(seen.length).toBeGreaterThan(100);
      expect(new Set(seen).size).toBe(seen.length);
    });
  });
}

for (const backend of await availableBackends()) contractSuite(backend);
