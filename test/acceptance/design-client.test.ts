// An outside integrator's client for the acctos HTTP contract, written only from
// /work/shared/design.md (sections 3, 4, 4a, 5, 7, 8) and /work/shared/spec/account-operating-service.md.
// Requests are signed here with node:crypto exactly as design.md section 4 describes; nothing of the
// repository's own signing code or `acctos/client` is used for the requests checked. The repository is
// used only to boot the service (startServer: real HTTP, PGlite in a temporary folder, operator key from
// ACCTOS_ADMIN_KEY_ID / ACCTOS_ADMIN_SECRET as design.md section 5 says).
import { createHash, createHmac, createPublicKey, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.js';

// ---------------------------------------------------------------------------------------------
// Fixtures copied from /work/shared/reference (RFC 9421 B.2.5, RFC 9530 empty-content digest).
// ---------------------------------------------------------------------------------------------
const RFC9421_B25 = {
  keyBase64: 'uzvJfB4u3N0Jy4T7NZ75MDVcr8zSTInedJtkgcu46YW4XByzNJjxBdtjUkdJPBtbmHhIDi6pcl8jsasjlTMtDQ==',
  components: [
    ['date', 'Tue, 20 Apr 2021 02:07:55 GMT'],
    ['@authority', 'example.com'],
    ['content-type', 'application/json'],
  ] as [string, string][],
  params: ';created=1618884473;keyid="test-shared-secret"',
  signatureB64: 'pxcQw6G3AjtMBQjwo8XzkZf/bws5LelbaMk5rGIGtE8=',
};
const RFC9530_EMPTY_SHA256 = 'sha-256=:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=:';

// ---------------------------------------------------------------------------------------------
// The client: design.md section 4.
// ---------------------------------------------------------------------------------------------
interface Key {
  readonly id: string;
  readonly secret: string;
}
interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  // biome-ignore lint/suspicious/noExplicitAny: wire JSON read by field name
  readonly json: any;
}
interface SendOptions {
  /** Unix seconds for the Authorization timestamp; default now. */
  ts?: number;
  /** The exact body bytes to send (default JSON.stringify(body)). */
  raw?: string;
  /** Sign these body bytes instead of the ones sent (a wrong digest). */
  signRaw?: string;
  /** Sign this target instead of the one sent. */
  signTarget?: string;
  contentType?: string | null;
  /** Replace the Authorization header entirely (null: none). */
  authorization?: string | null;
}

const OPERATOR: Key = { id: 'op_design_client', secret: 'design-client-operator-secret' };
let base = '';

const sha256Hex = (s: string) => createHash('sha256').update(Buffer.from(s, 'utf8')).digest('hex');
const nowS = () => Math.floor(Date.now() / 1000);

/** `METHOD\nPATH_AND_QUERY\ntimestamp\nhex(SHA-256(body))`, HMAC-SHA256 keyed by the secret's UTF-8. */
function authorization(key: Key, method: string, target: string, raw: string, ts: number): string {
  const signingBase = `${method.toUpperCase()}\n${target}\n${ts}\n${sha256Hex(raw)}`;
  const sig = createHmac('sha256', Buffer.from(key.secret, 'utf8')).update(signingBase, 'utf8').digest('base64');
  return `HMAC ${key.id}:${sig}:${ts}`;
}

interface Prepared {
  readonly url: string;
  readonly init: RequestInit;
}

/** Authorization headers of writes already sent: a fresh write never reuses one (that would be a replay). */
const usedWriteSignatures = new Set<string>();

function freshAuthorization(key: Key, method: string, target: string, raw: string, ts?: number): string {
  if (ts !== undefined || method === 'GET') return authorization(key, method, target, raw, ts ?? nowS());
  let t = nowS();
  let auth = authorization(key, method, target, raw, t);
  while (usedWriteSignatures.has(auth)) auth = authorization(key, method, target, raw, ++t);
  usedWriteSignatures.add(auth);
  return auth;
}

function prepare(key: Key, method: string, target: string, body?: unknown, o: SendOptions = {}): Prepared {
  const raw = o.raw ?? (body === undefined ? '' : JSON.stringify(body));
  const headers: Record<string, string> = {};
  const auth =
    o.authorization === undefined
      ? freshAuthorization(key, method, o.signTarget ?? target, o.signRaw ?? raw, o.ts)
      : o.authorization;
  if (auth !== null) headers['Authorization'] = auth;
  if (raw !== '' && o.contentType !== null) headers['Content-Type'] = o.contentType ?? 'application/json';
  return { url: base + target, init: { method, headers, ...(raw !== '' ? { body: raw } : {}) } };
}

async function exec(p: Prepared): Promise<Answer> {
  const r = await fetch(p.url, p.init);
  const text = await r.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: r.status, headers: r.headers, text, json };
}

const send = (key: Key, method: string, target: string, body?: unknown, o: SendOptions = {}) =>
  exec(prepare(key, method, target, body, o));
const op = (method: string, target: string, body?: unknown, o?: SendOptions) => send(OPERATOR, method, target, body, o);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Section 3: `{ RequestId, Status: 0, ResponseStatus: { ErrorCode, Message, Errors? } }`. */
function expectError(a: Answer, http: number, code: string): { Message: string; Errors?: unknown[] } {
  expect(a.status, a.text).toBe(http);
  expect(a.json, a.text).toBeTypeOf('object');
  expect(String(a.json.RequestId)).toMatch(/^\d{13}$/);
  expect(a.json.Status).toBe(0);
  expect(a.json.ResponseStatus.ErrorCode, a.text).toBe(code);
  expect(typeof a.json.ResponseStatus.Message).toBe('string');
  expect(a.json.ResponseStatus.Message.length).toBeGreaterThan(0);
  if (a.json.ResponseStatus.Errors !== undefined) {
    for (const e of a.json.ResponseStatus.Errors) {
      expect(Object.keys(e).sort()).toEqual(expect.arrayContaining(['ErrorCode', 'FieldName', 'Message']));
    }
  }
  return a.json.ResponseStatus;
}

function expectOk(a: Answer): void {
  expect(a.status, a.text).toBe(200);
  expect(String(a.json.RequestId)).toMatch(/^\d{13}$/);
  expect(a.json.Status, a.text).toBe(1);
}

// ---------------------------------------------------------------------------------------------
// World: one service, two providers, institutions, a client with accounts.
// ---------------------------------------------------------------------------------------------
let server: { url: string; close(): Promise<void> };
let dir: string;
let A: Key;
let B: Key;
let providerA = '';
let instAll = '';
let instBroker = '';
let clientId = '';
const refs = () => `ref-${randomUUID()}`;

const CONTRACTS = [
  'roth-ira',
  'traditional-ira',
  'irrevocable-trust',
  'health-care-fsa',
  'health-reimbursement-arrangement',
  'employee-stock-ownership-plan',
  'sep-ira',
  'inherited-traditional-ira',
  'trump-account',
];
const GATES = ['health-care-fsa', 'health-reimbursement-arrangement', 'employee-stock-ownership-plan', 'trump-account'];
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

async function provider(name: string): Promise<{ ProviderId: string; key: Key }> {
  const p = await op('POST', '/v1/providers', { Name: name });
  expectOk(p);
  const k = await op('POST', `/v1/providers/${p.json.ProviderId}/keys`, {});
  expectOk(k);
  expectOk(await op('PUT', `/v1/providers/${p.json.ProviderId}/contracts`, { AccountTypeCodes: CONTRACTS }));
  expectOk(await op('PUT', `/v1/providers/${p.json.ProviderId}/gates`, { SatisfiedGates: GATES }));
  return { ProviderId: p.json.ProviderId, key: { id: k.json.KeyId, secret: k.json.Secret } };
}

const person = (ref?: string) => ({
  ...(ref !== undefined ? { ProviderReferenceId: ref } : {}),
  ClientType: 'Individual',
  Contact: { FirstName: 'Grace', LastName: 'Hopper', DateOfBirth: '1960-03-01' },
});

async function openAccount(type: string, extra: Record<string, unknown> = {}): Promise<string> {
  // A fresh reference makes every body (and so every signature) distinct: two identical writes in
  // one second without a reference would be a replay (section 4).
  const a = await send(A, 'POST', '/v1/accounts', {
    ProviderReferenceId: refs(),
    ClientId: clientId,
    AccountTypeCode: type,
    InstitutionId: instAll,
    ...extra,
  });
  expectOk(a);
  expect(a.json.AccountId).toMatch(GUID);
  return a.json.AccountId;
}

async function fundWire(accountId: string, amount: number, extra: Record<string, unknown> = {}): Promise<Answer> {
  const currentYear = new Date().getUTCFullYear();
  return send(A, 'POST', `/v1/accounts/${accountId}/fund`, {
    Amount: amount,
    Currency: 'USD',
    PaymentMethodType: 'Wire',
    TaxYear: currentYear,
    ProviderReferenceId: refs(),
    ...extra,
  });
}

const fundBody = (amount: number, ref?: string) => ({
  Amount: amount,
  Currency: 'USD',
  PaymentMethodType: 'Wire',
  TaxYear: new Date().getUTCFullYear(),
  ...(ref !== undefined ? { ProviderReferenceId: ref } : {}),
});

async function balanceOf(accountId: string): Promise<Record<string, number>> {
  const g = await send(A, 'GET', `/v1/accounts/${accountId}`);
  expectOk(g);
  return g.json.AccountBalance;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acctos-design-client-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    print: () => undefined,
    env: {
      ACCTOS_LOG_LEVEL: 'silent',
      ACCTOS_ADMIN_KEY_ID: OPERATOR.id,
      ACCTOS_ADMIN_SECRET: OPERATOR.secret,
      ACCTOS_WEBHOOK_ALLOW_LOOPBACK: '1',
    },
  });
  base = server.url;
  const pa = await provider('Design Client A');
  const pb = await provider('Design Client B');
  A = pa.key;
  B = pb.key;
  providerA = pa.ProviderId;
  const all = await op('POST', '/v1/institutions', { Name: 'All Authorities Trust', Authorities: ALL_AUTHORITIES });
  expectOk(all);
  instAll = all.json.InstitutionId;
  const broker = await op('POST', '/v1/institutions', { Name: 'Broker Only', Authorities: ['BrokerDealer'] });
  instBroker = broker.json.InstitutionId;
}, 120_000);

// Each case gets its own client, so the annual contribution limits of one case never touch another's.
beforeEach(async () => {
  const c = await send(A, 'POST', '/v1/clients', person(refs()));
  expectOk(c);
  clientId = c.json.ClientId;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Section 4: request authentication.
// ---------------------------------------------------------------------------------------------
describe('design.md 4: request authentication', () => {
  it('a signed GET answers; no Authorization header or a malformed one is 401 Unauthorized', async () => {
    expectOk(await send(A, 'GET', `/v1/clients/${clientId}`));
    expectError(
      await send(A, 'GET', `/v1/clients/${clientId}`, undefined, { authorization: null }),
      401,
      'Unauthorized',
    );
    for (const header of ['Bearer abc', 'HMAC nocolons', `HMAC ${A.id}::`, `HMAC ${A.id}:abc:notanumber`]) {
      expectError(await send(A, 'GET', '/v1/clients', undefined, { authorization: header }), 401, 'Unauthorized');
    }
  });

  it('an unknown key or a signature made with the wrong secret is 401 Unauthorized', async () => {
    const ghost = { id: 'ak_does_not_exist', secret: 'whatever' };
    expectError(await send(ghost, 'GET', '/v1/clients'), 401, 'Unauthorized');
    expectError(await send({ id: A.id, secret: `${A.secret}x` }, 'GET', '/v1/clients'), 401, 'Unauthorized');
  });

  it('a body that differs from the signed body (wrong digest) is 401 Unauthorized', async () => {
    const signed = JSON.stringify(person());
    const sent = JSON.stringify({ ...person(), ClientType: 'Entity' });
    const a = await send(A, 'POST', '/v1/clients', undefined, { raw: sent, signRaw: signed });
    expectError(a, 401, 'Unauthorized');
  });

  it('signing base is exact: changed query, lower-case method, no /v1, decoded target: 401', async () => {
    const t = nowS();
    const mk = (m: string, target: string) => {
      const b = `${m}\n${target}\n${t}\n${sha256Hex('')}`;
      return `HMAC ${A.id}:${createHmac('sha256', Buffer.from(A.secret, 'utf8')).update(b).digest('base64')}:${t}`;
    };
    const get = (target: string, auth: string) => send(A, 'GET', target, undefined, { authorization: auth });
    expectError(await get('/v1/clients', mk('get', '/v1/clients')), 401, 'Unauthorized');
    expectError(await get('/v1/clients', mk('GET', '/clients')), 401, 'Unauthorized');
    const encoded = '/v1/clients?PageSize=%32';
    expectError(await get(encoded, mk('GET', '/v1/clients?PageSize=2')), 401, 'Unauthorized');
    expectOk(await get(encoded, mk('GET', encoded)));
    {
      const a = await send(A, 'GET', '/v1/clients?PageSize=2', undefined, { signTarget: '/v1/clients?PageSize=3' });
      expectError(a, 401, 'Unauthorized');
    }
  });

  it('timestamp: 301 s either way or milliseconds is 401; 290 s either way, 300 s ahead pass', async () => {
    expectError(await send(A, 'GET', '/v1/clients', undefined, { ts: nowS() - 301 }), 401, 'Unauthorized');
    expectOk(await send(A, 'GET', '/v1/clients', undefined, { ts: nowS() - 290 }));
    expectError(await send(A, 'GET', '/v1/clients', undefined, { ts: nowS() + 301 }), 401, 'Unauthorized');
    expectOk(await send(A, 'GET', '/v1/clients', undefined, { ts: nowS() + 290 }));
    // 300 s ahead of this clock is at most 300 s ahead of the server's, which reads no earlier.
    expectOk(await send(A, 'GET', '/v1/clients', undefined, { ts: nowS() + 300 }));
    expectError(await send(A, 'GET', '/v1/clients', undefined, { ts: Date.now() }), 401, 'Unauthorized');
  });

  it('no Content-Type or text/plain is 415 UnsupportedMediaType; charset=utf-8 is accepted', async () => {
    expectError(
      await send(A, 'POST', '/v1/clients', person(refs()), { contentType: null }),
      415,
      'UnsupportedMediaType',
    );
    const ok = await send(A, 'POST', '/v1/clients', person(refs()), { contentType: 'application/json; charset=utf-8' });
    expectOk(ok);
    {
      const a = await send(A, 'POST', '/v1/clients', person(), { contentType: 'text/plain' });
      expectError(a, 415, 'UnsupportedMediaType');
    }
  });

  it('a write refused with 415 changed nothing: the same signed bytes with the right Content-Type answer', async () => {
    const body = person(refs());
    const p = prepare(A, 'POST', '/v1/clients', body);
    const wrong = {
      ...p.init,
      headers: { ...(p.init.headers as Record<string, string>), 'Content-Type': 'text/plain' },
    };
    expectError(await exec({ url: p.url, init: wrong }), 415, 'UnsupportedMediaType');
    expectOk(await exec(p));
  });

  it('a provider key on an operator-only route is 403 Forbidden', async () => {
    expectError(await send(A, 'POST', '/v1/providers', { Name: 'Sneaky' }), 403, 'Forbidden');
    expectError(await send(A, 'POST', '/v1/institutions', { Name: 'X', Authorities: ['Bank'] }), 403, 'Forbidden');
  });

  it('several keys of one provider are active at once; a revoked key fails at once', async () => {
    const k = await op('POST', `/v1/providers/${providerA}/keys`, {});
    expectOk(k);
    const second: Key = { id: k.json.KeyId, secret: k.json.Secret };
    expectOk(await send(second, 'GET', '/v1/clients'));
    expectOk(await send(A, 'GET', '/v1/clients'));
    const del = await op('DELETE', `/v1/keys/${second.id}`);
    expectOk(del);
    expectError(await send(second, 'GET', '/v1/clients'), 401, 'Unauthorized');
    expectOk(await send(A, 'GET', '/v1/clients'));
  });
});

// ---------------------------------------------------------------------------------------------
// Section 4 (revised): replay.
// ---------------------------------------------------------------------------------------------
describe('design.md 4: replay', () => {
  it('two identical GETs (same signature, same second) both answer', async () => {
    const p = prepare(A, 'GET', `/v1/clients/${clientId}`);
    const [x, y] = await Promise.all([exec(p), exec(p)]);
    expectOk(x);
    expectOk(y);
    expectOk(await exec(p));
  });

  it('a write (POST, DELETE) without a reference re-sent with the same bytes is 401 Replay', async () => {
    const p = prepare(A, 'POST', '/v1/clients', person());
    expectOk(await exec(p));
    const again = await exec(p);
    const m = expectError(again, 401, 'Unauthorized');
    expect(m.Message).toMatch(/ProviderReferenceId/);
    expect(m.Message).toMatch(/timestamp/i);
    {
      const wh = await send(A, 'POST', '/v1/webhook-endpoints', {
        EventType: 'client.updated',
        Url: 'https://hooks.example.com/r',
      });
      expectOk(wh);
      const p = prepare(A, 'DELETE', `/v1/webhook-endpoints/${wh.json.WebhookEndpointId}`);
      expectOk(await exec(p));
      expectError(await exec(p), 401, 'Unauthorized');
    }
  });

  it('the same signed write without a reference sent 4 times at once: one answers, three are 401', async () => {
    const p = prepare(A, 'POST', '/v1/clients', person());
    const answers = await Promise.all(Array.from({ length: 4 }, () => exec(p)));
    expect(answers.filter((a) => a.status === 200 && a.json.Status === 1).length).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectError(a, 401, 'Unauthorized');
  });

  it('a write with ProviderReferenceId re-sent with the same bytes is an idempotent retry', async () => {
    const ref = refs();
    const p = prepare(A, 'POST', '/v1/clients', person(ref));
    const first = await exec(p);
    expectOk(first);
    const again = await exec(p);
    expectOk(again);
    expect(again.json.ClientId).toBe(first.json.ClientId);
    const list = await send(A, 'GET', '/v1/clients?PageSize=100');
    const same = list.json.Clients.filter((c: { ProviderReferenceId?: string }) => c.ProviderReferenceId === ref);
    expect(same.length).toBe(1);
  });

  it('the idempotent retry answers exactly as the first request did (all fields but RequestId)', async () => {
    const acct = await openAccount('traditional-ira');
    const p = prepare(A, 'POST', `/v1/accounts/${acct}/fund`, fundBody(40, refs()));
    const first = await exec(p);
    const again = await exec(p);
    expectOk(first);
    const strip = (j: Record<string, unknown>) => ({ ...j, RequestId: undefined });
    expect(strip(again.json)).toEqual(strip(first.json));
    expect(again.status).toBe(first.status);
  });

  it('a replayed write with a reference whose first answer was a refusal answers the same refusal', async () => {
    const ref = refs();
    const body = {
      ProviderReferenceId: ref,
      ClientId: randomUUID(),
      AccountTypeCode: 'roth-ira',
      InstitutionId: instAll,
    };
    const p = prepare(A, 'POST', '/v1/accounts', body);
    expectError(await exec(p), 200, 'ClientNotFound');
    expectError(await exec(p), 200, 'ClientNotFound');
  });

  it('replayed funds with a reference (in turn, at once): never 401, one TransactionId', async () => {
    const acct = await openAccount('traditional-ira');
    const year = new Date().getUTCFullYear();
    const body = {
      Amount: 100,
      Currency: 'USD',
      PaymentMethodType: 'Wire',
      TaxYear: year,
      ProviderReferenceId: refs(),
    };
    const p = prepare(A, 'POST', `/v1/accounts/${acct}/fund`, body);
    const [x, y] = [await exec(p), await exec(p)];
    expectOk(x);
    expectOk(y);
    expect(y.json.TransactionId).toBe(x.json.TransactionId);
    expect((await balanceOf(acct)).SettledBalance).toBe(100);
    {
      const acct = await openAccount('traditional-ira');
      const p = prepare(A, 'POST', `/v1/accounts/${acct}/fund`, fundBody(60, refs()));
      const answers = await Promise.all(Array.from({ length: 5 }, () => exec(p)));
      for (const a of answers) expectOk(a);
      expect(new Set(answers.map((a) => a.json.TransactionId)).size).toBe(1);
      expect((await balanceOf(acct)).SettledBalance).toBe(60);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Section 4a: idempotency.
// ---------------------------------------------------------------------------------------------
describe('design.md 4a: idempotency', () => {
  it('same reference and payload, freshly signed: the original result (same id)', async () => {
    const ref = refs();
    const a = await send(A, 'POST', '/v1/clients', person(ref), { ts: nowS() - 1 });
    const b = await send(A, 'POST', '/v1/clients', person(ref));
    expectOk(a);
    expectOk(b);
    expect(b.json.ClientId).toBe(a.json.ClientId);
  });

  it('same reference, different payload: IdempotencyConflict', async () => {
    const ref = refs();
    expectOk(await send(A, 'POST', '/v1/clients', person(ref)));
    const other = { ...person(ref), Contact: { FirstName: 'Ada', LastName: 'Lovelace' } };
    expectError(await send(A, 'POST', '/v1/clients', other), 200, 'IdempotencyConflict');
  });

  it('a refusal (rule or validation) records nothing: the corrected request reuses the reference', async () => {
    const ref = refs();
    const bad = {
      ProviderReferenceId: ref,
      ClientId: randomUUID(),
      AccountTypeCode: 'roth-ira',
      InstitutionId: instAll,
    };
    expectError(await send(A, 'POST', '/v1/accounts', bad), 200, 'ClientNotFound');
    const good = { ...bad, ClientId: clientId };
    const ok = await send(A, 'POST', '/v1/accounts', good);
    expectOk(ok);
    expect(ok.json.AccountId).toMatch(GUID);
    {
      const ref = refs();
      expectError(
        await send(A, 'POST', '/v1/clients', { ProviderReferenceId: ref, ClientType: 'Individual' }),
        200,
        'InvalidRequest',
      );
      expectOk(await send(A, 'POST', '/v1/clients', person(ref)));
    }
  });

  it('a known reference answers the original result even after the contract is withdrawn', async () => {
    const ref = refs();
    const body = { ProviderReferenceId: ref, ClientId: clientId, AccountTypeCode: 'sep-ira', InstitutionId: instAll };
    const first = await send(A, 'POST', '/v1/accounts', body);
    expectOk(first);
    const without = CONTRACTS.filter((c) => c !== 'sep-ira');
    expectOk(await op('PUT', `/v1/providers/${providerA}/contracts`, { AccountTypeCodes: without }));
    try {
      const fresh = { ...body, ProviderReferenceId: refs() };
      expectError(await send(A, 'POST', '/v1/accounts', fresh), 200, 'AccountTypeNotAvailable');
      const again = await send(A, 'POST', '/v1/accounts', body);
      expectOk(again);
      expect(again.json.AccountId).toBe(first.json.AccountId);
    } finally {
      expectOk(await op('PUT', `/v1/providers/${providerA}/contracts`, { AccountTypeCodes: CONTRACTS }));
    }
  });

  it('a known withdrawal reference answers the original result after the balance is gone', async () => {
    const acct = await openAccount('traditional-ira');
    expectOk(await fundWire(acct, 100));
    const body = { Amount: 100, Currency: 'USD', DistributionReason: 'Normal', ProviderReferenceId: refs() };
    const first = await send(A, 'POST', `/v1/accounts/${acct}/withdrawals`, body);
    expectOk(first);
    expect((await balanceOf(acct)).SettledBalance).toBe(0);
    const again = await send(A, 'POST', `/v1/accounts/${acct}/withdrawals`, body);
    expectOk(again);
    expect(again.json.TransactionId).toBe(first.json.TransactionId);
    expect((await balanceOf(acct)).SettledBalance).toBe(0);
  });

  it('concurrent duplicates (clients, funds): every one answers the same record, exactly one is created', async () => {
    const ref = refs();
    const t = nowS();
    // Distinct signatures (different timestamps), so these are duplicates, not replays.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(A, 'POST', '/v1/clients', person(ref), { ts: t - i })),
    );
    for (const a of answers) expectOk(a);
    expect(new Set(answers.map((a) => a.json.ClientId)).size).toBe(1);
    const list = await send(A, 'GET', '/v1/clients?PageSize=100');
    const same = list.json.Clients.filter((c: { ProviderReferenceId?: string }) => c.ProviderReferenceId === ref);
    expect(same.length).toBe(1);
    {
      const acct = await openAccount('traditional-ira');
      const ref = refs();
      const t = nowS();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          send(A, 'POST', `/v1/accounts/${acct}/fund`, fundBody(250, ref), { ts: t - i }),
        ),
      );
      for (const a of answers) expectOk(a);
      expect(new Set(answers.map((a) => a.json.TransactionId)).size).toBe(1);
      const txs = await send(A, 'GET', `/v1/accounts/${acct}/transactions`);
      expectOk(txs);
      expect(txs.json.TotalCount).toBe(1);
      expect((await balanceOf(acct)).SettledBalance).toBe(250);
    }
  });

  it('concurrent requests with one reference and two payloads: one record, the other payload conflicts', async () => {
    const ref = refs();
    const x = person(ref);
    const y = { ...person(ref), ClientType: 'Entity' };
    const t = nowS();
    const answers = await Promise.all([x, y, x, y].map((b, i) => send(A, 'POST', '/v1/clients', b, { ts: t - i })));
    const ok = answers.filter((a) => a.json.Status === 1);
    const conflicts = answers.filter((a) => a.json.Status === 0);
    expect(ok.length).toBe(2);
    expect(new Set(ok.map((a) => a.json.ClientId)).size).toBe(1);
    for (const c of conflicts) expectError(c, 200, 'IdempotencyConflict');
  });

  it('concurrent duplicate transfers move the money once', async () => {
    const from = await openAccount('roth-ira');
    const to = await openAccount('roth-ira');
    expectOk(await fundWire(from, 500));
    const body = { FromAccountId: from, ToAccountId: to, Amount: 200, Currency: 'USD', ProviderReferenceId: refs() };
    const t = nowS();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send(A, 'POST', '/v1/transfers', body, { ts: t - i })),
    );
    for (const a of answers) expectOk(a);
    expect(new Set(answers.map((a) => a.json.MovementId)).size).toBe(1);
    expect((await balanceOf(from)).SettledBalance).toBe(300);
    expect((await balanceOf(to)).SettledBalance).toBe(200);
  });

  it("same reference and body on another account's fund route: IdempotencyConflict", async () => {
    const x = await openAccount('traditional-ira');
    const y = await openAccount('traditional-ira');
    const body = fundBody(30, refs());
    const a = await send(A, 'POST', `/v1/accounts/${x}/fund`, body);
    expectOk(a);
    const b = await send(A, 'POST', `/v1/accounts/${y}/fund`, body);
    // The AccountId in the path is part of what was asked: never y answered with x's deposit.
    expectError(b, 200, 'IdempotencyConflict');
    expect((await balanceOf(x)).SettledBalance).toBe(30);
  });

  it("the scope is per provider: provider B reusing A's reference gets its own record", async () => {
    const ref = refs();
    const a = await send(A, 'POST', '/v1/clients', person(ref));
    const b = await send(B, 'POST', '/v1/clients', person(ref));
    expectOk(a);
    expectOk(b);
    expect(b.json.ClientId).not.toBe(a.json.ClientId);
  });

  it('the scope is per operation: one reference on a client and on an account is no conflict', async () => {
    const ref = refs();
    expectOk(await send(A, 'POST', '/v1/clients', person(ref)));
    const acct = await send(A, 'POST', '/v1/accounts', {
      ProviderReferenceId: ref,
      ClientId: clientId,
      AccountTypeCode: 'roth-ira',
      InstitutionId: instAll,
    });
    expectOk(acct);
  });
});

// ---------------------------------------------------------------------------------------------
// Section 3: errors.
// ---------------------------------------------------------------------------------------------
describe('design.md 3: error envelope and codes', () => {
  it('malformed JSON or a JSON body that is not an object is HTTP 200, Status 0, InvalidRequest', async () => {
    expectError(
      await send(A, 'POST', '/v1/clients', undefined, { raw: '{"ClientType": "Individual",' }),
      200,
      'InvalidRequest',
    );
    for (const raw of ['[]', 'null', '42', '"x"']) {
      expectError(await send(A, 'POST', '/v1/clients', undefined, { raw }), 200, 'InvalidRequest');
    }
  });

  it('an unknown field is InvalidRequest with Errors naming the field', async () => {
    const a = await send(A, 'POST', '/v1/clients', { ...person(), Nickname: 'Amazing Grace' });
    const m = expectError(a, 200, 'InvalidRequest');
    expect(m.Errors).toBeInstanceOf(Array);
    expect(JSON.stringify(m.Errors)).toContain('Nickname');
  });

  it('missing required fields: InvalidRequest, one { FieldName, ErrorCode, Message } per field', async () => {
    const m = expectError(await send(A, 'POST', '/v1/clients', { ClientType: 'Individual' }), 200, 'InvalidRequest');
    expect(m.Errors?.length).toBeGreaterThan(0);
    expect((m.Errors as { FieldName: string }[]).map((e) => e.FieldName)).toContain('Contact');
    const both = expectError(await send(A, 'POST', '/v1/clients', {}), 200, 'InvalidRequest');
    const names = (both.Errors as { FieldName: string }[]).map((e) => e.FieldName).sort();
    expect(names).toEqual(['ClientType', 'Contact']);
  });

  it('amounts: not a number, 3 decimals, negative, zero: InvalidRequest; a decimal string passes', async () => {
    const acct = await openAccount('traditional-ira');
    for (const Amount of ['abc', 10.123, -5, '1e3x']) {
      expectError(await fundWire(acct, 0, { Amount }), 200, 'InvalidRequest');
    }
    {
      const acct = await openAccount('traditional-ira');
      expectError(await fundWire(acct, 0), 200, 'InvalidRequest');
    }
    {
      const acct = await openAccount('traditional-ira');
      const f = await fundWire(acct, 0, { Amount: '12.50' });
      expectOk(f);
      const t = await send(A, 'GET', `/v1/transactions/${f.json.TransactionId}`);
      expectOk(t);
      expect(t.json.Amount).toBe(12.5);
    }
  });

  it('a missing query parameter of a lifecycle read is InvalidRequest', async () => {
    const acct = await openAccount('traditional-ira');
    expectError(await send(A, 'GET', `/v1/accounts/${acct}/required-distributions`), 200, 'InvalidRequest');
    expectError(await send(A, 'GET', `/v1/accounts/${acct}/tax-forms`), 200, 'InvalidRequest');
  });

  it('an unknown route or a method a route does not have is 404 RouteNotFound in the envelope', async () => {
    expectError(await send(A, 'GET', '/v1/no-such-thing'), 404, 'RouteNotFound');
    expectError(await send(A, 'DELETE', `/v1/clients/${clientId}`), 404, 'RouteNotFound');
  });

  it('an oversized body is 413 PayloadTooLarge', async () => {
    const big = { ...person(), Contact: { FirstName: 'x'.repeat(5_000_000), LastName: 'y' } };
    expectError(await send(A, 'POST', '/v1/clients', big), 413, 'PayloadTooLarge');
  });

  it('RequestId is 13 digits and differs between responses', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const a = await send(A, 'GET', '/v1/clients');
      expect(String(a.json.RequestId)).toMatch(/^\d{13}$/);
      ids.add(String(a.json.RequestId));
    }
    expect(ids.size).toBe(5);
  });

  it('a slug not in the catalog, a legacy three-letter code and the removed TaxType: UnknownAccountType', async () => {
    const body = { ClientId: clientId, InstitutionId: instAll };
    const slug = await send(A, 'POST', '/v1/accounts', { ...body, AccountTypeCode: 'platinum-ira' });
    expectError(slug, 200, 'UnknownAccountType');
    const legacy = await send(A, 'POST', '/v1/accounts', { ...body, AccountTypeCode: 'RTH' });
    expectError(legacy, 200, 'UnknownAccountType');
    const taxType = await send(A, 'POST', '/v1/accounts', { ...body, AccountTypeCode: 'roth-ira', TaxType: 'Roth' });
    expectError(taxType, 200, 'UnknownAccountType');
  });

  it('a type not contracted (or gated without the gate) is AccountTypeNotAvailable', async () => {
    const body = { ClientId: clientId, InstitutionId: instAll };
    expectError(
      await send(A, 'POST', '/v1/accounts', { ...body, AccountTypeCode: 'simple-ira' }),
      200,
      'AccountTypeNotAvailable',
    );
    const gated = { ...body, AccountTypeCode: 'sarsep-ira' };
    expectError(await send(A, 'POST', '/v1/accounts', gated), 200, 'AccountTypeNotAvailable');
  });

  it('ClientNotFound, InstitutionNotFound, InstitutionNotAuthorizedForAccountType, TrusteeRequired', async () => {
    const b = { AccountTypeCode: 'roth-ira' };
    const nc = await send(A, 'POST', '/v1/accounts', { ...b, ClientId: randomUUID(), InstitutionId: instAll });
    expectError(nc, 200, 'ClientNotFound');
    const ni = await send(A, 'POST', '/v1/accounts', { ...b, ClientId: clientId, InstitutionId: randomUUID() });
    expectError(ni, 200, 'InstitutionNotFound');
    const na = await send(A, 'POST', '/v1/accounts', { ...b, ClientId: clientId, InstitutionId: instBroker });
    expectError(na, 200, 'InstitutionNotAuthorizedForAccountType');
    const esop = await send(A, 'POST', '/v1/accounts', {
      ClientId: clientId,
      AccountTypeCode: 'employee-stock-ownership-plan',
      InstitutionId: instAll,
      PlanId: randomUUID(),
    });
    expectError(esop, 200, 'TrusteeRequired');
  });

  it("another provider's client or account answers exactly as an unknown one (HTTP 200, Status 0)", async () => {
    const theirs = await send(B, 'GET', `/v1/clients/${clientId}`);
    const unknown = await send(B, 'GET', `/v1/clients/${randomUUID()}`);
    expect(theirs.status).toBe(unknown.status);
    expect(theirs.json.ResponseStatus.ErrorCode).toBe(unknown.json.ResponseStatus.ErrorCode);
    expectError(theirs, 200, 'ClientNotFound');
    const acct = await send(B, 'POST', '/v1/accounts', {
      ClientId: clientId,
      AccountTypeCode: 'roth-ira',
      InstitutionId: instAll,
    });
    expectError(acct, 200, 'ClientNotFound');
    {
      const acct = await openAccount('roth-ira');
      expectError(await send(A, 'GET', `/v1/accounts/${randomUUID()}`), 200, 'AccountNotFound');
      expectError(await send(B, 'GET', `/v1/accounts/${acct}`), 200, 'AccountNotFound');
      expectError(
        await send(B, 'POST', `/v1/accounts/${acct}/fund`, {
          Amount: 1,
          Currency: 'USD',
          PaymentMethodType: 'Wire',
        }),
        200,
        'AccountNotFound',
      );
    }
  });

  it("every account-scoped route answers another provider's AccountId exactly as an unknown one", async () => {
    const acct = await openAccount('traditional-ira');
    const f = await fundWire(acct, 10);
    const y = new Date().getUTCFullYear();
    const reads = [
      (id: string) => send(B, 'GET', `/v1/accounts/${id}/transactions`),
      (id: string) => send(B, 'GET', `/v1/accounts/${id}/holdings`),
      (id: string) => send(B, 'GET', `/v1/accounts/${id}/beneficiaries`),
      (id: string) => send(B, 'GET', `/v1/accounts/${id}/required-distributions?Year=${y}`),
      (id: string) => send(B, 'GET', `/v1/accounts/${id}/tax-forms?TaxYear=${y}`),
      (id: string) => send(B, 'PATCH', `/v1/accounts/${id}`, { AccountStatus: 'Frozen' }),
      (id: string) => send(B, 'POST', `/v1/accounts/${id}/transact`, { EntryType: 'Fee', Amount: 1, Currency: 'USD' }),
      (id: string) =>
        send(B, 'POST', `/v1/accounts/${id}/withdrawals`, { Amount: 1, Currency: 'USD', DistributionReason: 'Normal' }),
      (id: string) =>
        send(B, 'POST', '/v1/transfers', { FromAccountId: id, ToAccountId: id, Amount: 1, Currency: 'USD' }),
    ];
    for (const r of reads) {
      const theirs = await r(acct);
      const unknown = await r(randomUUID());
      expect(theirs.status, theirs.text).toBe(unknown.status);
      expect(theirs.json.Status, theirs.text).toBe(0);
      expect(theirs.json.ResponseStatus.ErrorCode, theirs.text).toBe(unknown.json.ResponseStatus.ErrorCode);
    }
    const tx = await send(B, 'GET', `/v1/transactions/${f.json.TransactionId}`);
    const txUnknown = await send(B, 'GET', `/v1/transactions/${randomUUID()}`);
    expect(tx.json.ResponseStatus.ErrorCode).toBe(txUnknown.json.ResponseStatus.ErrorCode);
    expect((await balanceOf(acct)).SettledBalance).toBe(10);
  });

  it('InsufficientFunds: a withdrawal above the balance', async () => {
    const acct = await openAccount('traditional-ira');
    expectOk(await fundWire(acct, 50));
    const w = await send(A, 'POST', `/v1/accounts/${acct}/withdrawals`, {
      Amount: 80,
      Currency: 'USD',
      DistributionReason: 'Normal',
    });
    expectError(w, 200, 'InsufficientFunds');
  });

  it('ContributionYearNotAllowed (old tax year), ContributionLimitExceeded (far above the limit)', async () => {
    const acct = await openAccount('roth-ira');
    expectError(await fundWire(acct, 100, { TaxYear: 2015 }), 200, 'ContributionYearNotAllowed');
    {
      const acct = await openAccount('roth-ira');
      expectError(await fundWire(acct, 50_000), 200, 'ContributionLimitExceeded');
    }
  });

  it('ParticipantContributionsNotPermitted: a participant deposit to an HRA', async () => {
    const hra = await send(A, 'POST', '/v1/accounts', {
      ClientId: clientId,
      AccountTypeCode: 'health-reimbursement-arrangement',
      EmployerId: randomUUID(),
      PlanYear: new Date().getUTCFullYear(),
      AnnualElection: 1200,
      UniformCoverage: 'DoesNotApply',
    });
    expectOk(hra);
    const f = await send(A, 'POST', `/v1/accounts/${hra.json.AccountId}/fund`, {
      Amount: 100,
      Currency: 'USD',
      PaymentMethodType: 'ACH',
      PlanYear: new Date().getUTCFullYear(),
      ContributionSource: 'Participant',
    });
    expectError(f, 200, 'ParticipantContributionsNotPermitted');
  });

  it('AccountTypeNotInvestable (health FSA), AssetNotEligible (real estate in a Roth IRA)', async () => {
    const fsa = await send(A, 'POST', '/v1/accounts', {
      ClientId: clientId,
      AccountTypeCode: 'health-care-fsa',
      EmployerId: randomUUID(),
      PlanYear: new Date().getUTCFullYear(),
      AnnualElection: 1200,
      UniformCoverage: 'Applies',
    });
    expectOk(fsa);
    const inv = await send(A, 'POST', `/v1/accounts/${fsa.json.AccountId}/investments`, {
      AssetClass: 'StocksAndEtfs',
      Amount: 10,
      Currency: 'USD',
    });
    expectError(inv, 200, 'AccountTypeNotInvestable');
    {
      const acct = await openAccount('roth-ira');
      const inv = await send(A, 'POST', `/v1/accounts/${acct}/investments`, {
        AssetClass: 'RealEstate',
        Amount: 10,
        Currency: 'USD',
      });
      expectError(inv, 200, 'AssetNotEligible');
    }
  });
});

/** Every key of a JSON document, recursively (map-like objects such as AssetScopes excluded by caller). */
function keysOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) keysOf(x, out);
  else if (v !== null && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.push(k);
      keysOf(x, out);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Section 5: routes.
// ---------------------------------------------------------------------------------------------
describe('design.md 5: routes', () => {
  it('clients: create, get (spec 4.6 fields), update, list with paging', async () => {
    const c = await send(A, 'POST', '/v1/clients', person());
    expectOk(c);
    expect(c.json.ClientId).toMatch(GUID);
    const g = await send(A, 'GET', `/v1/clients/${c.json.ClientId}`);
    expectOk(g);
    for (const f of ['ClientId', 'ClientNumber', 'ClientType', 'Contact', 'ClientStatus', 'CreatedDate']) {
      expect(g.json, f).toHaveProperty(f);
    }
    expect(g.json.ClientStatus).toBe('Active');
    expect(g.json.Contact.FirstName).toBe('Grace');
    expect(Number.isNaN(Date.parse(g.json.CreatedDate))).toBe(false);
    const u = await send(A, 'PATCH', `/v1/clients/${c.json.ClientId}`, {
      Contact: { FirstName: 'Amazing', LastName: 'Grace' },
    });
    expectOk(u);
    expect(u.json.ClientId).toBe(c.json.ClientId);
    const g2 = await send(A, 'GET', `/v1/clients/${c.json.ClientId}`);
    expect(g2.json.Contact.FirstName).toBe('Amazing');
    const page = await send(A, 'GET', '/v1/clients?PageNumber=1&PageSize=2');
    expectOk(page);
    expect(page.json.TotalCount).toBeGreaterThan(2);
    expect(page.json.Clients.length).toBe(2);
    const deflt = await send(A, 'GET', '/v1/clients');
    expect(deflt.json.TotalCount).toBeGreaterThan(25);
    expect(deflt.json.Clients.length).toBe(25);
  });

  it('field names on the wire are PascalCase (client, account, transaction, withdrawal)', async () => {
    const acct = await openAccount('traditional-ira');
    const f = await fundWire(acct, 500);
    const w = await send(A, 'POST', `/v1/accounts/${acct}/withdrawals`, {
      Amount: 10,
      Currency: 'USD',
      DistributionReason: 'Normal',
    });
    const docs = [
      await send(A, 'GET', `/v1/clients/${clientId}`),
      await send(A, 'GET', `/v1/accounts/${acct}`),
      await send(A, 'GET', `/v1/transactions/${f.json.TransactionId}`),
      await send(A, 'GET', `/v1/accounts/${acct}/transactions`),
      w,
    ];
    for (const d of docs) {
      expectOk(d);
      for (const k of keysOf(d.json)) expect(k, d.text).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    }
  });

  it("another provider's account list by ClientId answers as for an unknown client", async () => {
    const theirs = await send(B, 'GET', `/v1/accounts?ClientId=${clientId}`);
    const unknown = await send(B, 'GET', `/v1/accounts?ClientId=${randomUUID()}`);
    expect(theirs.status).toBe(unknown.status);
    expect({ ...theirs.json, RequestId: 0 }).toEqual({ ...unknown.json, RequestId: 0 });
  });

  it('paging: bad PageNumber/PageSize refused, >100 refused or capped, past the end empty', async () => {
    const a = await send(A, 'GET', '/v1/clients?PageSize=101');
    if (a.json.Status === 0) expectError(a, 200, 'InvalidRequest');
    else expect(a.json.Clients.length).toBeLessThanOrEqual(100);
    expectError(await send(A, 'GET', '/v1/clients?PageNumber=0'), 200, 'InvalidRequest');
    expectError(await send(A, 'GET', '/v1/clients?PageSize=abc'), 200, 'InvalidRequest');
    expectError(await send(A, 'GET', '/v1/clients?PageSize=0'), 200, 'InvalidRequest');
    {
      const first = await send(A, 'GET', '/v1/clients?PageSize=1');
      const far = await send(A, 'GET', '/v1/clients?PageNumber=100000&PageSize=1');
      expectOk(far);
      expect(far.json.Clients).toEqual([]);
      expect(far.json.TotalCount).toBe(first.json.TotalCount);
    }
  });

  it('accounts: create (spec 4.2 response), get (spec 4.3 fields), update status, list by ClientId', async () => {
    const id = await openAccount('roth-ira');
    const g = await send(A, 'GET', `/v1/accounts/${id}`);
    expectOk(g);
    const fields = [
      'AccountId',
      'AccountNumber',
      'ClientId',
      'AccountTypeCode',
      'Phase',
      'AccountStatus',
      'EstablishedDate',
      'AccountBalance',
    ];
    for (const f of fields) expect(g.json, f).toHaveProperty(f);
    expect(g.json.Phase).toBe('Standard');
    expect(g.json.AccountStatus).toBe('Active');
    expect(g.json.AccountTypeCode).toBe('roth-ira');
    const u = await send(A, 'PATCH', `/v1/accounts/${id}`, { AccountStatus: 'Frozen' });
    expectOk(u);
    expect(u.json.AccountId).toBe(id);
    const list = await send(A, 'GET', `/v1/accounts?ClientId=${clientId}`);
    expectOk(list);
    expect(list.json.TotalCount).toBeGreaterThan(0);
    expect(list.json.Accounts.some((x: { AccountId: string }) => x.AccountId === id)).toBe(true);
  });

  it('fund and transact return a TransactionId; transactions list and get', async () => {
    const acct = await openAccount('traditional-ira');
    const f = await fundWire(acct, 300);
    expectOk(f);
    expect(f.json.TransactionId).toMatch(GUID);
    const t = await send(A, 'POST', `/v1/accounts/${acct}/transact`, {
      EntryType: 'Fee',
      Amount: 5,
      Currency: 'USD',
      Description: 'Annual fee',
    });
    expectOk(t);
    expect(t.json.TransactionId).toMatch(GUID);
    const list = await send(A, 'GET', `/v1/accounts/${acct}/transactions`);
    expectOk(list);
    expect(list.json.TotalCount).toBe(2);
    const one = await send(A, 'GET', `/v1/transactions/${f.json.TransactionId}`);
    expectOk(one);
    expect(one.json.TransactionId).toBe(f.json.TransactionId);
    expect((await balanceOf(acct)).SettledBalance).toBe(295);
    expectError(await send(B, 'GET', `/v1/transactions/${f.json.TransactionId}`), 200, 'TransactionNotFound');
  });

  it('account types resolve per institution, with slugs and availability', async () => {
    const r = await send(A, 'GET', `/v1/account-types?InstitutionId=${instAll}`);
    expectOk(r);
    const types = r.json.AccountTypes as { AccountTypeCode: string; Available: boolean }[];
    const roth = types.find((t) => t.AccountTypeCode === 'roth-ira');
    expect(roth?.Available).toBe(true);
    expect(types.find((t) => t.AccountTypeCode === 'coverdell-esa')?.Available).toBe(false);
    const broker = await send(A, 'GET', `/v1/account-types?InstitutionId=${instBroker}`);
    expect(
      broker.json.AccountTypes.find((t: { AccountTypeCode: string }) => t.AccountTypeCode === 'roth-ira').Available,
    ).toBe(false);
    expectOk(await send(A, 'GET', '/v1/account-types'));
  });

  it('inherited IRA: Phase InheritedDistribution; removed and unpermitted decisions refused', async () => {
    const inherited = (decision: string) => ({
      ProviderReferenceId: refs(),
      ClientId: clientId,
      AccountTypeCode: 'inherited-traditional-ira',
      InstitutionId: instAll,
      DecedentDateOfBirth: '1945-01-01',
      DecedentDateOfDeath: '2024-06-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: decision,
    });
    const ok = await send(A, 'POST', '/v1/accounts', inherited('TenYearRuleWithAnnualRmd'));
    expectOk(ok);
    expect((await send(A, 'GET', `/v1/accounts/${ok.json.AccountId}`)).json.Phase).toBe('InheritedDistribution');
    expectError(await send(A, 'POST', '/v1/accounts', inherited('PaymentsAtGrantor70AndHalf')), 200, 'InvalidRequest');
    const notPermitted = await send(A, 'POST', '/v1/accounts', inherited('TenYearRule'));
    expect(notPermitted.json.Status, notPermitted.text).toBe(0);
  });

  it('trump-account (design.md 2): opened in Phase GrowthPeriod', async () => {
    const child = await send(A, 'POST', '/v1/clients', {
      ClientType: 'Individual',
      Contact: { FirstName: 'Kid', LastName: 'Doe', DateOfBirth: '2024-02-02' },
    });
    expectOk(child);
    const t = await send(A, 'POST', '/v1/accounts', {
      ClientId: child.json.ClientId,
      AccountTypeCode: 'trump-account',
      InstitutionId: instAll,
      BeneficiaryDateOfBirth: '2024-02-02',
      AccountOrigin: 'Initial',
    });
    expectOk(t);
    expect((await send(A, 'GET', `/v1/accounts/${t.json.AccountId}`)).json.Phase).toBe('GrowthPeriod');
  });

  it('webhook endpoints: register (Secret once), list, delete', async () => {
    const r = await send(A, 'POST', '/v1/webhook-endpoints', {
      EventType: 'client.created',
      Url: 'https://hooks.example.com/acctos',
    });
    expectOk(r);
    expect(r.json.WebhookEndpointId).toMatch(GUID);
    expect(typeof r.json.Secret).toBe('string');
    const l = await send(A, 'GET', '/v1/webhook-endpoints');
    expectOk(l);
    const found = l.json.WebhookEndpoints.find(
      (e: { WebhookEndpointId: string }) => e.WebhookEndpointId === r.json.WebhookEndpointId,
    );
    expect(found).toBeDefined();
    expect(found.Secret).toBeUndefined();
    expect((await send(B, 'GET', '/v1/webhook-endpoints')).json.WebhookEndpoints.length).toBe(0);
    const foreign = await send(B, 'DELETE', `/v1/webhook-endpoints/${r.json.WebhookEndpointId}`);
    const unknownDel = await send(B, 'DELETE', `/v1/webhook-endpoints/${randomUUID()}`);
    expect(foreign.status).toBe(unknownDel.status);
    expect(foreign.json.ResponseStatus?.ErrorCode).toBe(unknownDel.json.ResponseStatus?.ErrorCode);
    expect(foreign.json.Status).toBe(0);
    expectOk(await send(A, 'DELETE', `/v1/webhook-endpoints/${r.json.WebhookEndpointId}`));
    const l2 = await send(A, 'GET', '/v1/webhook-endpoints');
    expect(
      l2.json.WebhookEndpoints.some(
        (e: { WebhookEndpointId: string }) => e.WebhookEndpointId === r.json.WebhookEndpointId,
      ),
    ).toBe(false);
  });

  it('JWKS: no authentication; OKP / Ed25519 / sig / EdDSA keys; rotate adds a kid', async () => {
    const j = await fetch(`${base}/.well-known/jwks.json`);
    expect(j.status).toBe(200);
    const before = (await j.json()) as { keys: Record<string, string>[] };
    expect(before.keys.length).toBeGreaterThan(0);
    for (const k of before.keys) {
      expect(k).toMatchObject({ kty: 'OKP', crv: 'Ed25519', use: 'sig', alg: 'EdDSA' });
      expect(typeof k['kid']).toBe('string');
      expect(k['x']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expectError(await send(A, 'POST', '/v1/signing-keys/rotate', {}), 403, 'Forbidden');
    expectOk(await op('POST', '/v1/signing-keys/rotate', {}));
    const after = (await (await fetch(`${base}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    const kids = new Set(before.keys.map((k) => k['kid']));
    expect(after.keys.some((k) => !kids.has(k.kid))).toBe(true);
  });

  it('operator: institutions get, with AssetScopes; contracts and gates replace the whole list', async () => {
    const i = await op('POST', '/v1/institutions', {
      Name: 'Scoped Custodian',
      Authorities: ['IrsNonbankCustodian'],
      AssetScopes: { IrsNonbankCustodian: ['StocksAndEtfs', 'MutualFunds'] },
    });
    expectOk(i);
    expect(i.json.InstitutionId).toMatch(GUID);
    const g = await op('GET', `/v1/institutions/${i.json.InstitutionId}`);
    expectOk(g);
    expect(g.json.Authorities).toEqual(['IrsNonbankCustodian']);
    const p = await op('POST', '/v1/providers', { Name: 'Replace Test' });
    const pid = p.json.ProviderId;
    expect(pid).toMatch(GUID);
    expectOk(await op('PUT', `/v1/providers/${pid}/contracts`, { AccountTypeCodes: ['roth-ira', 'sep-ira'] }));
    const c2 = await op('PUT', `/v1/providers/${pid}/contracts`, { AccountTypeCodes: ['sep-ira'] });
    expectOk(c2);
    expect(c2.json.AccountTypeCodes).toEqual(['sep-ira']);
    const gt = await op('PUT', `/v1/providers/${pid}/gates`, { SatisfiedGates: ['sarsep-ira'] });
    expectOk(gt);
    expect(gt.json.SatisfiedGates).toEqual(['sarsep-ira']);
  });

  it('API reference: /openapi.json and /docs served locally (no CDN)', async () => {
    const o = await fetch(`${base}/openapi.json`);
    expect(o.status).toBe(200);
    const doc = (await o.json()) as { paths: Record<string, unknown> };
    for (const path of ['/v1/transfers', '/v1/rollovers', '/v1/roth-conversions', '/v1/recharacterizations']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const d = await fetch(`${base}/docs`);
    expect(d.status).toBe(200);
    const html = await d.text();
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:\/\//);
  });
});

// ---------------------------------------------------------------------------------------------
// Section 8: the rest of the lifecycle.
// ---------------------------------------------------------------------------------------------
describe('design.md 8: lifecycle', () => {
  it('withdrawal: posts with a TransactionId, a 1099-R code, taxable amount and withholding', async () => {
    const acct = await openAccount('traditional-ira');
    expectOk(await fundWire(acct, 1000));
    const w = await send(A, 'POST', `/v1/accounts/${acct}/withdrawals`, {
      Amount: 200,
      Currency: 'USD',
      DistributionReason: 'Early',
      ProviderReferenceId: refs(),
    });
    expectOk(w);
    expect(w.json.TransactionId).toMatch(GUID);
    expect(w.json.DistributionCode).toMatch(/^[0-9A-Z]{1,2}$/);
    expect(w.json.TaxableAmount).toBe(200);
    expect(typeof w.json.FederalWithheld).toBe('number');
    expect((await balanceOf(acct)).SettledBalance).toBe(800);
  });

  it('beneficiaries: PUT replaces all, GET returns them; shares must sum to 100', async () => {
    const acct = await openAccount('roth-ira');
    const put = await send(A, 'PUT', `/v1/accounts/${acct}/beneficiaries`, {
      Primary: [
        { Kind: 'Person', Name: 'Ann', Relationship: 'Child', DateOfBirth: '1990-01-01', SharePercent: 60 },
        { Kind: 'Charity', Name: 'Red Cross', SharePercent: 40 },
      ],
    });
    expectOk(put);
    expect(put.json.AccountId).toBe(acct);
    const get = await send(A, 'GET', `/v1/accounts/${acct}/beneficiaries`);
    expectOk(get);
    expect(get.json.Primary.length).toBe(2);
    const replace = await send(A, 'PUT', `/v1/accounts/${acct}/beneficiaries`, {
      Primary: [{ Kind: 'Person', Name: 'Bo', Relationship: 'Child', DateOfBirth: '1992-01-01', SharePercent: 100 }],
    });
    expectOk(replace);
    expect((await send(A, 'GET', `/v1/accounts/${acct}/beneficiaries`)).json.Primary.length).toBe(1);
    const bad = await send(A, 'PUT', `/v1/accounts/${acct}/beneficiaries`, {
      Primary: [{ Kind: 'Person', Name: 'Cy', Relationship: 'Child', DateOfBirth: '1992-01-01', SharePercent: 90 }],
    });
    expectError(bad, 200, 'InvalidRequest');
  });

  let instrumentId = '';
  // The registry is the operator's (docs/decisions.md "One instrument per identifier, registered by the
  // operator"); design.md 8 does not say so, see the report's ambiguities.
  it('instruments: register, patch (operator), get (provider)', async () => {
    const c = await op('POST', '/v1/instruments', {
      Identifier: { Scheme: 'Ticker', Value: 'DSGN' },
      AssetClass: 'StocksAndEtfs',
      Name: 'Design Corp',
      Prices: [{ Date: new Date().toISOString().slice(0, 10), Price: '40.00' }],
    });
    expectOk(c);
    instrumentId = c.json.InstrumentId;
    expect(instrumentId).toMatch(GUID);
    expectError(await send(A, 'PATCH', `/v1/instruments/${instrumentId}`, { Name: 'No' }), 403, 'Forbidden');
    const p = await op('PATCH', `/v1/instruments/${instrumentId}`, { Name: 'Design Corporation' });
    expectOk(p);
    expect(p.json.InstrumentId).toBe(instrumentId);
    const g = await send(A, 'GET', `/v1/instruments/${instrumentId}`);
    expectOk(g);
    expect(g.json.Name).toBe('Design Corporation');
    expect(g.json.AssetClass).toBe('StocksAndEtfs');
  });

  it('investments: Purchase then Sale; holdings carry Eligible and Reasons', async () => {
    const acct = await openAccount('irrevocable-trust');
    expectOk(
      await send(A, 'POST', `/v1/accounts/${acct}/fund`, { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire' }),
    );
    const buy = await send(A, 'POST', `/v1/accounts/${acct}/investments`, {
      Side: 'Purchase',
      InstrumentId: instrumentId,
      Quantity: '10',
      Price: '40.00',
      Currency: 'USD',
    });
    expectOk(buy);
    expect(buy.json.TransactionId).toMatch(GUID);
    const h = await send(A, 'GET', `/v1/accounts/${acct}/holdings`);
    expectOk(h);
    const holding = h.json.Holdings.find((x: { InstrumentId: string }) => x.InstrumentId === instrumentId);
    expect(holding).toBeDefined();
    expect(holding.Eligible).toBe(true);
    expect(holding.Reasons).toBeInstanceOf(Array);
    const sell = await send(A, 'POST', `/v1/accounts/${acct}/investments`, {
      Side: 'Sale',
      InstrumentId: instrumentId,
      Quantity: '4',
      Price: '41.00',
      Currency: 'USD',
    });
    expectOk(sell);
    expect((await balanceOf(acct)).SettledBalance).toBe(1000 - 400 + 164);
  });

  it('transfer (trustee to trustee): money moves between two Roth IRAs', async () => {
    const from = await openAccount('roth-ira');
    const to = await openAccount('roth-ira');
    expectOk(await fundWire(from, 1000));
    const t = await send(A, 'POST', '/v1/transfers', {
      FromAccountId: from,
      ToAccountId: to,
      Amount: 400,
      Currency: 'USD',
      ProviderReferenceId: refs(),
    });
    expectOk(t);
    expect(t.json.MovementId).toMatch(GUID);
    expect(t.json.FromTransactionId).toMatch(GUID);
    expect(t.json.ToTransactionId).toMatch(GUID);
    expect((await balanceOf(from)).SettledBalance).toBe(600);
    expect((await balanceOf(to)).SettledBalance).toBe(400);
  });

  it('rollover (60-day, indirect): traditional IRA to traditional IRA', async () => {
    const from = await openAccount('traditional-ira');
    const to = await openAccount('traditional-ira');
    expectOk(await fundWire(from, 2000));
    const w = { Amount: 1500, Currency: 'USD', DistributionReason: 'Normal', FederalWithholdingPercent: 0 };
    expectOk(await send(A, 'POST', `/v1/accounts/${from}/withdrawals`, w));
    expect((await balanceOf(from)).SettledBalance).toBe(500);
    const r = await send(A, 'POST', '/v1/rollovers', {
      FromAccountId: from,
      ToAccountId: to,
      Kind: 'Indirect',
      Amount: 1500,
      Currency: 'USD',
      DistributionDate: new Date().toISOString().slice(0, 10),
      DistributionAmount: 1500,
    });
    expectOk(r);
    expect(r.json.MovementId).toMatch(GUID);
    expect(r.json.ToTransactionId).toMatch(GUID);
    // The indirect rollover re-deposits a distribution already taken; the source is not debited again.
    expect((await balanceOf(to)).SettledBalance).toBe(1500);
  });

  it('Roth conversion: traditional IRA to Roth IRA', async () => {
    const from = await openAccount('traditional-ira');
    const to = await openAccount('roth-ira');
    expectOk(await fundWire(from, 3000));
    const r = await send(A, 'POST', '/v1/roth-conversions', {
      FromAccountId: from,
      ToAccountId: to,
      Amount: 1000,
      Currency: 'USD',
    });
    expectOk(r);
    expect(r.json.MovementId).toMatch(GUID);
    expect(r.json.ToTransactionId).toMatch(GUID);
    expect((await balanceOf(from)).SettledBalance).toBe(2000);
    expect((await balanceOf(to)).SettledBalance).toBe(1000);
  });

  it('recharacterization: a Roth IRA contribution moved to a traditional IRA', async () => {
    const from = await openAccount('roth-ira');
    const to = await openAccount('traditional-ira');
    const f = await fundWire(from, 500);
    expectOk(f);
    const r = await send(A, 'POST', '/v1/recharacterizations', {
      FromAccountId: from,
      ToAccountId: to,
      ContributionTransactionId: f.json.TransactionId,
      Amount: 500,
      Currency: 'USD',
    });
    expectOk(r);
    expect(r.json.MovementId).toMatch(GUID);
    expect(r.json.ToTransactionId).toMatch(GUID);
    expect((await balanceOf(from)).SettledBalance).toBe(0);
    expect((await balanceOf(to)).SettledBalance).toBe(500);
  });

  it('required distributions (?Year=) and tax forms (JSON by default, an HTML page with Format=html)', async () => {
    const acct = await openAccount('traditional-ira');
    const r = await send(A, 'GET', `/v1/accounts/${acct}/required-distributions?Year=${new Date().getUTCFullYear()}`);
    expectOk(r);
    {
      const acct = await openAccount('traditional-ira');
      expectOk(await fundWire(acct, 100));
      const y = new Date().getUTCFullYear();
      const j = await send(A, 'GET', `/v1/accounts/${acct}/tax-forms?TaxYear=${y}`);
      expectOk(j);
      const h = await send(A, 'GET', `/v1/accounts/${acct}/tax-forms?TaxYear=${y}&Format=html`);
      expect(h.status).toBe(200);
      expect(h.headers.get('content-type')).toMatch(/text\/html/);
      expect(h.text).toMatch(/<html/i);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Section 6: a delivery, verified with RFC 9530 / RFC 9421 as design.md describes.
// ---------------------------------------------------------------------------------------------
function signatureBase(components: [string, string][], params: string): string {
  const names = components.map(([n]) => `"${n}"`).join(' ');
  const lines = components.map(([n, v]) => `"${n}": ${v}`);
  return [...lines, `"@signature-params": (${names})${params}`].join('\n');
}

interface Delivery {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}
const deliveries: Delivery[] = [];
let hookPort = 0;

async function waitForDelivery(path: string, accountId: string, ms = 15_000): Promise<Delivery> {
  const deadline = Date.now() + ms;
  for (;;) {
    const d = deliveries.find((x) => x.path === path && x.body.includes(accountId));
    if (d !== undefined) return d;
    if (Date.now() > deadline) throw new Error(`no delivery to ${path} for ${accountId}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** Section 6: label sig1, covered ("@authority" "content-digest"), the signature base per RFC 9421. */
function coveredBase(d: Delivery, digest: string): { params: string; sbase: string; sig: string | undefined } {
  const input = String(d.headers['signature-input']);
  const m = /^sig1=\("@authority" "content-digest"\)(;.*)$/.exec(input);
  expect(m, input).not.toBeNull();
  const params = (m as RegExpExecArray)[1] as string;
  expect(params).toMatch(/;created=\d+/);
  expect(params).toMatch(/;keyid="[^"]+"/);
  const sbase = signatureBase(
    [
      ['@authority', `127.0.0.1:${hookPort}`],
      ['content-digest', digest],
    ],
    params,
  );
  const sig = /^sig1=:([A-Za-z0-9+/=]+):$/.exec(String(d.headers['signature']))?.[1];
  return { params, sbase, sig };
}

describe('design.md 6: webhook deliveries', () => {
  let receiver: Server;
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        deliveries.push({ path: req.url ?? '', headers: req.headers, body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', () => ok()));
    hookPort = (receiver.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((ok) => receiver.close(() => ok()));
  });

  it('the local RFC 9421 signature-base builder reproduces RFC 9421 B.2.5; RFC 9530 empty digest', () => {
    const sbase = signatureBase(RFC9421_B25.components, RFC9421_B25.params);
    const sig = createHmac('sha256', Buffer.from(RFC9421_B25.keyBase64, 'base64')).update(sbase).digest('base64');
    expect(sig).toBe(RFC9421_B25.signatureB64);
    expect(`sha-256=:${createHash('sha256').update('').digest('base64')}:`).toBe(RFC9530_EMPTY_SHA256);
  });

  it('a deposit.posted delivery (hmac-sha256) carries a valid Content-Digest and sig1 signature', async () => {
    const reg = await send(A, 'POST', '/v1/webhook-endpoints', {
      EventType: 'deposit.posted',
      Url: `http://127.0.0.1:${hookPort}/hmac`,
    });
    expectOk(reg);
    const secret = String(reg.json.Secret);
    const acct = await openAccount('traditional-ira');
    const f = await fundWire(acct, 75);
    expectOk(f);
    const d = await waitForDelivery('/hmac', acct);
    const evt = JSON.parse(d.body);
    expect(Object.keys(evt).sort()).toEqual(['Data', 'EventId', 'EventType', 'OccurredAt']);
    expect(evt.EventId).toMatch(GUID);
    expect(evt.EventType).toBe('deposit.posted');
    expect(evt.OccurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(evt.Data).toMatchObject({
      AccountId: acct,
      TransactionId: f.json.TransactionId,
      Amount: 75,
      Status: 'Posted',
    });
    const digest = `sha-256=:${createHash('sha256').update(d.body, 'utf8').digest('base64')}:`;
    expect(d.headers['content-digest']).toBe(digest);
    const { params, sbase, sig } = coveredBase(d, digest);
    expect(params).toMatch(/;alg="hmac-sha256"/);
    expect(sig).toBe(createHmac('sha256', Buffer.from(secret, 'utf8')).update(sbase).digest('base64'));
    expectOk(await send(A, 'DELETE', `/v1/webhook-endpoints/${reg.json.WebhookEndpointId}`));
  });

  it("an ed25519 endpoint's delivery verifies against /.well-known/jwks.json by keyid", async () => {
    const reg = await send(A, 'POST', '/v1/webhook-endpoints', {
      EventType: 'deposit.posted',
      Url: `http://127.0.0.1:${hookPort}/ed`,
      Algorithm: 'ed25519',
    });
    expectOk(reg);
    expect(reg.json.Secret).toBeUndefined();
    const acct = await openAccount('traditional-ira');
    expectOk(await fundWire(acct, 33));
    const d = await waitForDelivery('/ed', acct);
    const digest = `sha-256=:${createHash('sha256').update(d.body, 'utf8').digest('base64')}:`;
    expect(d.headers['content-digest']).toBe(digest);
    const { params, sbase, sig } = coveredBase(d, digest);
    expect(params).toMatch(/;alg="ed25519"/);
    const kid = /;keyid="([^"]+)"/.exec(params)?.[1];
    const jwks = (await (await fetch(`${base}/.well-known/jwks.json`)).json()) as { keys: JsonWebKey[] };
    const jwk = jwks.keys.find((k) => (k as { kid?: string }).kid === kid);
    expect(jwk, `kid ${kid}`).toBeDefined();
    const pub = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: String(jwk?.x) }, format: 'jwk' });
    expect(verify(null, Buffer.from(sbase, 'utf8'), pub, Buffer.from(String(sig), 'base64'))).toBe(true);
    expectOk(await send(A, 'DELETE', `/v1/webhook-endpoints/${reg.json.WebhookEndpointId}`));
  });

  it('each lifecycle operation fires the event design.md 8 names', async () => {
    const types = [
      'client.created',
      'client.updated',
      'account.created',
      'account.updated',
      'withdrawal.posted',
      'transfer.completed',
      'rollover.completed',
      'rothconversion.completed',
      'recharacterization.completed',
      'investment.purchased',
      'investment.sold',
    ];
    const ids: string[] = [];
    for (const EventType of types) {
      const r = await send(A, 'POST', '/v1/webhook-endpoints', {
        EventType,
        Url: `http://127.0.0.1:${hookPort}/e/${EventType}`,
      });
      expectOk(r);
      ids.push(r.json.WebhookEndpointId);
    }
    try {
      const c = await send(A, 'POST', '/v1/clients', person(refs()));
      const cid = c.json.ClientId;
      expectOk(
        await send(A, 'PATCH', `/v1/clients/${cid}`, {
          Contact: { FirstName: 'G', LastName: 'H', DateOfBirth: '1960-03-01' },
        }),
      );
      const open = async (type: string) => {
        const a = await send(A, 'POST', '/v1/accounts', {
          ProviderReferenceId: refs(),
          ClientId: cid,
          AccountTypeCode: type,
          InstitutionId: instAll,
        });
        expectOk(a);
        return a.json.AccountId as string;
      };
      const trad = await open('traditional-ira');
      const trad2 = await open('traditional-ira');
      const roth = await open('roth-ira');
      const roth2 = await open('roth-ira');
      const trust = await open('irrevocable-trust');
      expectOk(await fundWire(trad, 3000));
      const rc = await fundWire(roth, 500);
      expectOk(rc);
      expectOk(
        await send(A, 'POST', `/v1/accounts/${trust}/fund`, {
          Amount: 500,
          Currency: 'USD',
          PaymentMethodType: 'Wire',
        }),
      );
      const put = await send(A, 'PUT', `/v1/accounts/${roth}/beneficiaries`, {
        Primary: [{ Kind: 'Charity', Name: 'Red Cross', SharePercent: 100 }],
      });
      expectOk(put);
      const w = { Amount: 100, Currency: 'USD', DistributionReason: 'Normal', FederalWithholdingPercent: 0 };
      expectOk(await send(A, 'POST', `/v1/accounts/${trad}/withdrawals`, w));
      expectOk(
        await send(A, 'POST', '/v1/transfers', {
          FromAccountId: trad,
          ToAccountId: trad2,
          Amount: 100,
          Currency: 'USD',
        }),
      );
      const today = new Date().toISOString().slice(0, 10);
      expectOk(
        await send(A, 'POST', '/v1/rollovers', {
          FromAccountId: trad,
          ToAccountId: trad2,
          Kind: 'Indirect',
          Amount: 100,
          Currency: 'USD',
          DistributionDate: today,
          DistributionAmount: 100,
        }),
      );
      expectOk(
        await send(A, 'POST', '/v1/roth-conversions', {
          FromAccountId: trad,
          ToAccountId: roth2,
          Amount: 100,
          Currency: 'USD',
        }),
      );
      expectOk(
        await send(A, 'POST', '/v1/recharacterizations', {
          FromAccountId: roth,
          ToAccountId: trad2,
          ContributionTransactionId: rc.json.TransactionId,
          Amount: 500,
          Currency: 'USD',
        }),
      );
      const ins = await op('POST', '/v1/instruments', {
        Identifier: { Scheme: 'Ticker', Value: 'EVNT' },
        AssetClass: 'StocksAndEtfs',
        Prices: [{ Date: today, Price: '10' }],
      });
      expectOk(ins);
      const order = (Side: string) => ({
        Side,
        InstrumentId: ins.json.InstrumentId,
        Quantity: '1',
        Price: '10',
        Currency: 'USD',
      });
      expectOk(await send(A, 'POST', `/v1/accounts/${trust}/investments`, order('Purchase')));
      expectOk(await send(A, 'POST', `/v1/accounts/${trust}/investments`, order('Sale')));
      const deadline = Date.now() + 20_000;
      const missing = () => types.filter((t) => !deliveries.some((d) => d.path === `/e/${t}`));
      while (missing().length > 0 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 200));
      expect(missing()).toEqual([]);
      for (const t of types) {
        const d = deliveries.find((x) => x.path === `/e/${t}`) as Delivery;
        expect(JSON.parse(d.body).EventType).toBe(t);
      }
    } finally {
      for (const id of ids) await send(A, 'DELETE', `/v1/webhook-endpoints/${id}`);
    }
  });

  it('a pending (ECheck) deposit fires deposit.posted only when it posts, with Status Posted', async () => {
    const reg = await send(A, 'POST', '/v1/webhook-endpoints', {
      EventType: 'deposit.posted',
      Url: `http://127.0.0.1:${hookPort}/pending`,
    });
    expectOk(reg);
    const acct = await openAccount('traditional-ira');
    const f = await fundWire(acct, 20, { PaymentMethodType: 'ECheck' });
    expectOk(f);
    await new Promise((ok) => setTimeout(ok, 2500));
    const early = deliveries.filter((x) => x.path === '/pending' && x.body.includes(acct));
    for (const e of early) expect(JSON.parse(e.body).Data.Status).toBe('Posted');
    expect(early.length).toBe(0);
    expectOk(await op('POST', `/v1/transactions/${f.json.TransactionId}/settle`, {}));
    const d = await waitForDelivery('/pending', acct);
    expect(JSON.parse(d.body).Data).toMatchObject({
      TransactionId: f.json.TransactionId,
      Status: 'Posted',
      Amount: 20,
    });
    expectOk(await send(A, 'DELETE', `/v1/webhook-endpoints/${reg.json.WebhookEndpointId}`));
  });
});

describe('design.md 3: 429 RateLimited', () => {
  it('past the per-minute limit a key is answered 429 RateLimited in the envelope', async () => {
    const d = mkdtempSync(join(tmpdir(), 'acctos-design-client-rl-'));
    const rl = await startServer({
      port: 0,
      dataDir: d,
      print: () => undefined,
      env: {
        ACCTOS_LOG_LEVEL: 'silent',
        ACCTOS_ADMIN_KEY_ID: OPERATOR.id,
        ACCTOS_ADMIN_SECRET: OPERATOR.secret,
        ACCTOS_RATE_LIMIT_PER_MINUTE: '5',
        ACCTOS_WEBHOOKS: 'off',
      },
    });
    try {
      const answers: Answer[] = [];
      for (let i = 0; i < 8; i++) {
        const p = prepare(OPERATOR, 'GET', '/v1/providers');
        answers.push(await exec({ url: rl.url + p.url.slice(base.length), init: p.init }));
      }
      const limited = answers.filter((a) => a.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      expectError(limited[0] as Answer, 429, 'RateLimited');
    } finally {
      await rl.close();
      rmSync(d, { recursive: true, force: true });
    }
  });
});
