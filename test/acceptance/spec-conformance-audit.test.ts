// Spec conformance audit over real HTTP: the normative prose (not the tables) of the interface
// specification (account-operating-service.md) and of design.md where the spec says "not shown"
// (section 3 errors, 4 authentication, 4a idempotency, 5 routes, 8 lifecycle routes).
// Requests are signed here with node:crypto as design.md section 4 describes; the repository is used
// only to boot the service (startServer, PGlite in a temporary folder, operator key from env).
// Where the documents leave a behaviour open, nothing is asserted about it.
import { createHash, createHmac, createPublicKey, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/index.js';

// ---------------------------------------------------------------------------------------------
// Client (design.md section 4), copied from the design-client harness.
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
  ts?: number;
  raw?: string;
  contentType?: string | null;
  authorization?: string | null;
}

const OPERATOR: Key = { id: 'op_spec_audit', secret: 'spec-audit-operator-secret' };
let base = '';

const sha256Hex = (s: string) => createHash('sha256').update(Buffer.from(s, 'utf8')).digest('hex');
const nowS = () => Math.floor(Date.now() / 1000);

function authorization(key: Key, method: string, target: string, raw: string, ts: number): string {
  const signingBase = `${method.toUpperCase()}\n${target}\n${ts}\n${sha256Hex(raw)}`;
  const sig = createHmac('sha256', Buffer.from(key.secret, 'utf8')).update(signingBase, 'utf8').digest('base64');
  return `HMAC ${key.id}:${sig}:${ts}`;
}

const usedWriteSignatures = new Set<string>();
function freshAuthorization(key: Key, method: string, target: string, raw: string, ts?: number): string {
  if (ts !== undefined || method === 'GET') return authorization(key, method, target, raw, ts ?? nowS());
  let t = nowS();
  let auth = authorization(key, method, target, raw, t);
  while (usedWriteSignatures.has(auth)) auth = authorization(key, method, target, raw, ++t);
  usedWriteSignatures.add(auth);
  return auth;
}

interface Prepared {
  readonly url: string;
  readonly init: RequestInit;
}
function prepare(key: Key, method: string, target: string, body?: unknown, o: SendOptions = {}): Prepared {
  const raw = o.raw ?? (body === undefined ? '' : JSON.stringify(body));
  const headers: Record<string, string> = {};
  const auth = o.authorization === undefined ? freshAuthorization(key, method, target, raw, o.ts) : o.authorization;
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
const op = (method: string, target: string, body?: unknown) => send(OPERATOR, method, target, body);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function expectEnvelope(a: Answer): void {
  // Spec 4: all responses are JSON (Content-Type: application/json).
  expect(a.headers.get('content-type') ?? '', a.text).toMatch(/^application\/json\b/);
  expect(a.json, a.text).toBeTypeOf('object');
  expect(Number.isInteger(a.json.RequestId), a.text).toBe(true);
  expect(String(a.json.RequestId)).toMatch(/^\d{13}$/);
}
function expectError(a: Answer, http: number, code: string | string[]): void {
  expect(a.status, a.text).toBe(http);
  expectEnvelope(a);
  expect(a.json.Status, a.text).toBe(0);
  const codes = Array.isArray(code) ? code : [code];
  expect(codes, a.text).toContain(a.json.ResponseStatus?.ErrorCode);
  expect(typeof a.json.ResponseStatus.Message).toBe('string');
  expect(a.json.ResponseStatus.Message.length).toBeGreaterThan(0);
}
/** A handled refusal whose ErrorCode the documents do not fix: HTTP 200, Status 0. */
function expectRefused(a: Answer): void {
  expect(a.status, a.text).toBe(200);
  expectEnvelope(a);
  expect(a.json.Status, a.text).toBe(0);
  expect(typeof a.json.ResponseStatus?.ErrorCode, a.text).toBe('string');
}
function expectOk(a: Answer): void {
  expect(a.status, a.text).toBe(200);
  expectEnvelope(a);
  expect(a.json.Status, a.text).toBe(1);
}

// ---------------------------------------------------------------------------------------------
// World.
// ---------------------------------------------------------------------------------------------
let server: { url: string; close(): Promise<void> };
let dir: string;
let A: Key;
let B: Key;
let providerA = '';
let instAll = '';
let instBroker = '';
let instNoIdi = '';
let instIdiOnly = '';
let instNonbankOnly = '';
let instErisaOnly = '';
let instIbnOnly = '';
let clientB = '';
const refs = () => `ref-${randomUUID()}`;
const year = new Date().getUTCFullYear();

const CONTRACTS = [
  'roth-ira',
  'sep-ira',
  'sarsep-ira',
  'irrevocable-trust',
  'child-roth-ira',
  'inherited-traditional-ira',
  'health-care-fsa',
  'health-reimbursement-arrangement',
  'dependent-care-fsa',
  'employee-stock-ownership-plan',
  'emergency-savings-plesa',
  'demand-deposit-checking',
];
const GATES = [
  'health-care-fsa',
  'health-reimbursement-arrangement',
  'dependent-care-fsa',
  'employee-stock-ownership-plan',
  'emergency-savings-plesa',
  'demand-deposit-checking',
];
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

async function provider(name: string, contracts = CONTRACTS, gates = GATES): Promise<{ id: string; key: Key }> {
  const p = await op('POST', '/v1/providers', { Name: name });
  expectOk(p);
  const k = await op('POST', `/v1/providers/${p.json.ProviderId}/keys`, {});
  expectOk(k);
  expectOk(await op('PUT', `/v1/providers/${p.json.ProviderId}/contracts`, { AccountTypeCodes: contracts }));
  expectOk(await op('PUT', `/v1/providers/${p.json.ProviderId}/gates`, { SatisfiedGates: gates }));
  return { id: p.json.ProviderId, key: { id: k.json.KeyId, secret: k.json.Secret } };
}
async function institution(authorities: string[]): Promise<string> {
  const i = await op('POST', '/v1/institutions', {
    Name: `Inst ${authorities.length} ${authorities[0]}`,
    Authorities: authorities,
  });
  expectOk(i);
  return i.json.InstitutionId;
}

const person = (extra: Record<string, unknown> = {}) => ({
  ProviderReferenceId: refs(),
  ClientType: 'Individual',
  Contact: { FirstName: 'Ada', LastName: 'Lovelace' },
  ...extra,
});
async function newClient(key: Key = A): Promise<string> {
  const c = await send(key, 'POST', '/v1/clients', person());
  expectOk(c);
  return c.json.ClientId;
}
async function countClients(key: Key): Promise<number> {
  const l = await send(key, 'GET', '/v1/clients?PageSize=1');
  expectOk(l);
  return l.json.TotalCount;
}
async function countAccounts(clientId: string, key: Key = A): Promise<number> {
  const l = await send(key, 'GET', `/v1/accounts?ClientId=${clientId}&PageSize=1`);
  expectOk(l);
  return l.json.TotalCount;
}

const fsaBody = (clientId: string, type = 'health-care-fsa', extra: Record<string, unknown> = {}) => ({
  ProviderReferenceId: refs(),
  ClientId: clientId,
  AccountTypeCode: type,
  EmployerId: randomUUID(),
  PlanYear: year,
  AnnualElection: 1200,
  UniformCoverage: type === 'dependent-care-fsa' ? 'DoesNotApply' : 'Applies',
  ...extra,
});
const inheritedBody = (clientId: string, extra: Record<string, unknown> = {}) => ({
  ProviderReferenceId: refs(),
  ClientId: clientId,
  AccountTypeCode: 'inherited-traditional-ira',
  InstitutionId: instAll,
  DecedentDateOfDeath: `${year - 1}-03-15`,
  DecedentDiedOnOrAfterRbd: false,
  BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
  BeneficiaryDistributionDecision: 'TenYearRule',
  ...extra,
});
const depositBody = (clientId: string, extra: Record<string, unknown> = {}) => ({
  ProviderReferenceId: refs(),
  ClientId: clientId,
  AccountTypeCode: 'demand-deposit-checking',
  InstitutionId: instAll,
  ProductType: 'Checking',
  OverdraftPermitted: true,
  AnnualPercentageYield: 0.01,
  ...extra,
});
const esopBody = (clientId: string, extra: Record<string, unknown> = {}) => ({
  ProviderReferenceId: refs(),
  ClientId: clientId,
  AccountTypeCode: 'employee-stock-ownership-plan',
  InstitutionId: instAll,
  TrusteeId: randomUUID(),
  PlanId: randomUUID(),
  ...extra,
});
const plesaBody = (clientId: string, extra: Record<string, unknown> = {}) => ({
  ProviderReferenceId: refs(),
  ClientId: clientId,
  AccountTypeCode: 'emergency-savings-plesa',
  InstitutionId: instAll,
  TrusteeId: randomUUID(),
  PlanId: randomUUID(),
  IsNonHighlyCompensated: true,
  ...extra,
});

async function openAccount(body: Record<string, unknown>, key: Key = A): Promise<string> {
  const a = await send(key, 'POST', '/v1/accounts', body);
  expectOk(a);
  expect(a.json.AccountId).toMatch(GUID);
  return a.json.AccountId;
}
async function openRoth(clientId?: string, key: Key = A): Promise<string> {
  const c = clientId ?? (await newClient(key));
  return openAccount(
    { ProviderReferenceId: refs(), ClientId: c, AccountTypeCode: 'roth-ira', InstitutionId: instAll },
    key,
  );
}
const fundBody = (amount: unknown, extra: Record<string, unknown> = {}) => ({
  Amount: amount,
  Currency: 'USD',
  PaymentMethodType: 'Wire',
  TaxYear: year,
  ProviderReferenceId: refs(),
  ...extra,
});
const fund = (accountId: string, amount: unknown, extra: Record<string, unknown> = {}, key: Key = A) =>
  send(key, 'POST', `/v1/accounts/${accountId}/fund`, fundBody(amount, extra));
const transact = (accountId: string, body: Record<string, unknown>) =>
  send(A, 'POST', `/v1/accounts/${accountId}/transact`, { ProviderReferenceId: refs(), ...body });

/** Balance figures read by meaning (spec 2.3: field names not shown). */
async function balances(accountId: string): Promise<{ settled: number; available: number; total: number }> {
  const g = await send(A, 'GET', `/v1/accounts/${accountId}`);
  expectOk(g);
  const b = g.json.AccountBalance as Record<string, unknown>;
  const pick = (re: RegExp) => {
    const k = Object.keys(b).find((x) => re.test(x));
    expect(k, JSON.stringify(b)).toBeDefined();
    return Number(b[k as string]);
  };
  const settled = pick(/settled/i);
  const available = pick(/available/i);
  const pendingKey = Object.keys(b).find((x) => /pending/i.test(x));
  const pending = pendingKey === undefined ? 0 : Number(b[pendingKey]);
  return { settled, available, total: Math.round((settled + pending) * 100) / 100 };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acctos-spec-audit-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    print: () => undefined,
    env: {
      ACCTOS_LOG_LEVEL: 'silent',
      ACCTOS_ADMIN_KEY_ID: OPERATOR.id,
      ACCTOS_ADMIN_SECRET: OPERATOR.secret,
      ACCTOS_WEBHOOKS: 'off',
    },
  });
  base = server.url;
  const pa = await provider('Audit A');
  const pb = await provider('Audit B');
  A = pa.key;
  B = pb.key;
  providerA = pa.id;
  instAll = await institution(ALL_AUTHORITIES);
  instBroker = await institution(['BrokerDealer']);
  instNoIdi = await institution(ALL_AUTHORITIES.filter((x) => x !== 'InsuredDepositoryInstitution'));
  instIdiOnly = await institution(['InsuredDepositoryInstitution']);
  instNonbankOnly = await institution(['IrsNonbankCustodian']);
  instErisaOnly = await institution(['ErisaTrustee']);
  instIbnOnly = await institution(['IrsNonbankCustodian', 'Bank', 'StateTrustCompany']);
  clientB = await newClient(B);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Spec 2.1(5), 7.1; design.md 3: the envelope.
// ---------------------------------------------------------------------------------------------
describe('spec 7.1 / 2.1: the response envelope', () => {
  it('every success carries a unique RequestId (long, 13 digits) and Status 1', async () => {
    const c = await send(A, 'POST', '/v1/clients', person());
    expectOk(c);
    expectOk(await send(A, 'GET', `/v1/clients/${c.json.ClientId}`));
    expectOk(await send(A, 'GET', '/v1/clients'));
    expectOk(await send(A, 'GET', '/v1/account-types'));
    // RequestId is unique across responses
    {
      const ids = new Set<string>();
      for (let i = 0; i < 15; i++) {
        const a = await send(A, 'GET', '/v1/clients?PageSize=1');
        ids.add(String(a.json.RequestId));
      }
      expect(ids.size).toBe(15);
    }
  });

  it('a handled application error is HTTP 200, Status 0, ResponseStatus { ErrorCode, Message }', async () => {
    const a = await send(A, 'GET', `/v1/clients/${randomUUID()}`);
    expectError(a, 200, 'ClientNotFound');
  });

  it('operations that create or change a resource return its identifier', async () => {
    const c = await send(A, 'POST', '/v1/clients', person());
    expectOk(c);
    expect(c.json.ClientId).toMatch(GUID);
    const acc = await openRoth(c.json.ClientId);
    const f = await fund(acc, 10);
    expectOk(f);
    expect(f.json.TransactionId).toMatch(GUID);
    const t = await transact(acc, { EntryType: 'Fee', Amount: 1, Currency: 'USD' });
    expectOk(t);
    expect(t.json.TransactionId).toMatch(GUID);
    expect(t.json.TransactionId).not.toBe(f.json.TransactionId);
    const u = await send(A, 'PATCH', `/v1/accounts/${acc}`, { AccountStatus: 'Active' });
    expectOk(u);
    expect(u.json.AccountId).toBe(acc);
  });

  it('transport failures (401, 404, 415) are non-2xx and keep the envelope with Status 0', async () => {
    expectError(await send(A, 'GET', '/v1/clients', undefined, { authorization: null }), 401, 'Unauthorized');
    expectError(await send(A, 'GET', '/v1/no-such-route'), 404, 'RouteNotFound');
    const a = await send(A, 'POST', '/v1/clients', person(), { contentType: 'text/plain' });
    expectError(a, 415, 'UnsupportedMediaType');
    // A method the route does not serve is non-2xx with the envelope (design.md 3).
    const m = await send(A, 'DELETE', `/v1/clients/${randomUUID()}`);
    expect(m.status).toBeGreaterThanOrEqual(400);
    expectEnvelope(m);
    expect(m.json.Status).toBe(0);
    // A body of 8 MB is refused as too large (design.md 3: 413 PayloadTooLarge).
    const huge = person({ Contact: { FirstName: 'x'.repeat(8 * 1024 * 1024), LastName: 'y' } });
    expectError(await send(A, 'POST', '/v1/clients', huge), 413, 'PayloadTooLarge');
    // the version is part of the path root: a path without /v1 is 404
    {
      const acc = await openRoth();
      expectError(await send(A, 'GET', `/accounts/${acc}`), 404, 'RouteNotFound');
      expectOk(await send(A, 'GET', `/v1/accounts/${acc}`));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 5; design.md 4: authentication.
// ---------------------------------------------------------------------------------------------
describe('spec 5 / design.md 4: authentication', () => {
  it('a request without a valid signature (or by a revoked key) is 401 and creates nothing', async () => {
    const before = await countClients(A);
    const wrong = { id: A.id, secret: `${A.secret}-wrong` };
    expectError(await send(wrong, 'POST', '/v1/clients', person()), 401, 'Unauthorized');
    expectError(await send(A, 'POST', '/v1/clients', person(), { authorization: null }), 401, 'Unauthorized');
    const ts = nowS();
    const bad = `HMAC ${A.id}:${Buffer.from('x'.repeat(32)).toString('base64')}:${ts}`;
    expectError(await send(A, 'POST', '/v1/clients', person(), { authorization: bad }), 401, 'Unauthorized');
    expect(await countClients(A)).toBe(before);
    // a revoked key fails at once
    {
      const k = await op('POST', `/v1/providers/${providerA}/keys`, {});
      expectOk(k);
      const key = { id: k.json.KeyId, secret: k.json.Secret };
      expectOk(await send(key, 'GET', '/v1/clients'));
      expectOk(await op('DELETE', `/v1/keys/${key.id}`));
      expectError(await send(key, 'GET', '/v1/clients'), 401, 'Unauthorized');
      expectOk(await send(A, 'GET', '/v1/clients'));
    }
  });

  it('Content-Type must be application/json: none or another type is 415, creates nothing', async () => {
    const before = await countClients(A);
    expectError(await send(A, 'POST', '/v1/clients', person(), { contentType: null }), 415, 'UnsupportedMediaType');
    const form = { contentType: 'application/x-www-form-urlencoded' };
    expectError(await send(A, 'POST', '/v1/clients', person(), form), 415, 'UnsupportedMediaType');
    expect(await countClients(A)).toBe(before);
    expectOk(await send(A, 'POST', '/v1/clients', person(), { contentType: 'application/json; charset=utf-8' }));
  });

  it('timestamp outside 300 s of the server clock is 401', async () => {
    expectError(await send(A, 'GET', '/v1/clients', undefined, { ts: nowS() - 400 }), 401, 'Unauthorized');
    expectError(await send(A, 'GET', '/v1/clients', undefined, { ts: nowS() + 400 }), 401, 'Unauthorized');
    expectOk(await send(A, 'GET', '/v1/clients', undefined, { ts: nowS() - 60 }));
    // Integer Unix seconds: milliseconds are far outside the window.
    expectError(await send(A, 'GET', '/v1/clients', undefined, { ts: Date.now() }), 401, 'Unauthorized');
  });

  it('a replayed write without ProviderReferenceId is 401 and executes once', async () => {
    const before = await countClients(A);
    const body = { ClientType: 'Individual', Contact: { FirstName: 'Re', LastName: `Play${randomUUID()}` } };
    const p = prepare(A, 'POST', '/v1/clients', body);
    expectOk(await exec(p));
    expectError(await exec(p), 401, 'Unauthorized');
    expect(await countClients(A)).toBe(before + 1);
  });

  it('a replayed write with ProviderReferenceId answers as the first (never 401); GET is never a replay', async () => {
    const before = await countClients(A);
    const p = prepare(A, 'POST', '/v1/clients', person());
    const first = await exec(p);
    expectOk(first);
    const second = await exec(p);
    expectOk(second);
    expect(second.json.ClientId).toBe(first.json.ClientId);
    expect(await countClients(A)).toBe(before + 1);
    // an exact replay of a refused write with ProviderReferenceId answers the same refusal, not 401
    {
      const body = {
        ProviderReferenceId: refs(),
        ClientId: randomUUID(),
        AccountTypeCode: 'roth-ira',
        InstitutionId: instAll,
      };
      const p = prepare(A, 'POST', '/v1/accounts', body);
      expectError(await exec(p), 200, 'ClientNotFound');
      expectError(await exec(p), 200, 'ClientNotFound');
    }
    // a GET is never refused as a replay
    {
      const p = prepare(A, 'GET', '/v1/clients?PageSize=2');
      expectOk(await exec(p));
      expectOk(await exec(p));
      expectOk(await exec(p));
    }
  });

  it('a provider key on an operator-only route is 403 Forbidden and changes nothing', async () => {
    expectError(await send(A, 'POST', '/v1/institutions', { Name: 'X', Authorities: ['Bank'] }), 403, 'Forbidden');
    const put = await send(A, 'PUT', `/v1/providers/${providerA}/contracts`, { AccountTypeCodes: [] });
    expectError(put, 403, 'Forbidden');
    expectError(await send(A, 'POST', '/v1/providers', { Name: 'Y' }), 403, 'Forbidden');
    // The refused contract change left the contracts in place: roth-ira still opens.
    await openRoth();
    expectError(await send(A, 'POST', '/v1/signing-keys/rotate', {}), 403, 'Forbidden');
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 4.2, 4.5, 4.7; design.md 4a: idempotency.
// ---------------------------------------------------------------------------------------------
describe('design.md 4a: idempotency by ProviderReferenceId', () => {
  it('Create Client retried with the same reference and payload is the same operation', async () => {
    const before = await countClients(A);
    const body = person();
    const a = await send(A, 'POST', '/v1/clients', body);
    const b = await send(A, 'POST', '/v1/clients', body, { ts: nowS() + 1 });
    expectOk(a);
    expectOk(b);
    expect(b.json.ClientId).toBe(a.json.ClientId);
    expect(await countClients(A)).toBe(before + 1);
  });

  it('the same reference with a different payload is IdempotencyConflict and changes nothing', async () => {
    const body = person();
    const a = await send(A, 'POST', '/v1/clients', body);
    expectOk(a);
    const before = await countClients(A);
    const other = { ...body, Contact: { FirstName: 'Other', LastName: 'Person' } };
    expectError(await send(A, 'POST', '/v1/clients', other), 200, 'IdempotencyConflict');
    expect(await countClients(A)).toBe(before);
    const g = await send(A, 'GET', `/v1/clients/${a.json.ClientId}`);
    expect(g.json.Contact.FirstName).toBe('Ada');
    // Update Account: the same reference with another AccountStatus is IdempotencyConflict
    {
      const acc = await openRoth();
      const ref = refs();
      expectOk(await send(A, 'PATCH', `/v1/accounts/${acc}`, { ProviderReferenceId: ref, AccountStatus: 'Active' }));
      const c = await send(A, 'PATCH', `/v1/accounts/${acc}`, { ProviderReferenceId: ref, AccountStatus: 'Closed' });
      expectError(c, 200, 'IdempotencyConflict');
      const g = await send(A, 'GET', `/v1/accounts/${acc}`);
      expect(g.json.AccountStatus).toBe('Active');
    }
  });

  it('idempotency scope is (provider, operation, reference): not the key', async () => {
    const body = person();
    const a = await send(A, 'POST', '/v1/clients', body);
    const b = await send(B, 'POST', '/v1/clients', body);
    expectOk(a);
    expectOk(b);
    expect(b.json.ClientId).not.toBe(a.json.ClientId);
    // the scope is the provider, not the key: a rotated key retrying a reference gets the original
    {
      const k = await op('POST', `/v1/providers/${providerA}/keys`, {});
      expectOk(k);
      const key2 = { id: k.json.KeyId, secret: k.json.Secret };
      const body = person();
      const a = await send(A, 'POST', '/v1/clients', body);
      const b = await send(key2, 'POST', '/v1/clients', body);
      expectOk(a);
      expectOk(b);
      expect(b.json.ClientId).toBe(a.json.ClientId);
    }
    // the scope is per operation: one reference on Create Client and on Fund Account is no conflict
    {
      const ref = refs();
      const c = await send(A, 'POST', '/v1/clients', person({ ProviderReferenceId: ref }));
      expectOk(c);
      const acc = await openRoth(c.json.ClientId);
      const f = await fund(acc, 25, { ProviderReferenceId: ref });
      expectOk(f);
      expect(f.json.TransactionId).toMatch(GUID);
    }
  });

  it('a request refused by validation records nothing: the corrected request may reuse its reference', async () => {
    const clientId = await newClient();
    const ref = refs();
    const bad = { ProviderReferenceId: ref, ClientId: clientId, AccountTypeCode: 'roth-ira' };
    expectError(await send(A, 'POST', '/v1/accounts', bad), 200, 'InvalidRequest');
    const good = await send(A, 'POST', '/v1/accounts', { ...bad, InstitutionId: instAll });
    expectOk(good);
    expect(await countAccounts(clientId)).toBe(1);
    // Refused by a rule (InsufficientFunds): the same request, retried once funds arrived, executes.
    const acc = good.json.AccountId;
    const fee = { ProviderReferenceId: refs(), EntryType: 'Fee', Amount: 20, Currency: 'USD' };
    expectError(await send(A, 'POST', `/v1/accounts/${acc}/transact`, fee), 200, 'InsufficientFunds');
    expectOk(await fund(acc, 50));
    const retry = await send(A, 'POST', `/v1/accounts/${acc}/transact`, fee);
    expectOk(retry);
    expect((await balances(acc)).settled).toBe(30);
  });

  it('a known reference answers with the original result whatever has changed since (contracts)', async () => {
    const pc = await provider('Audit C', ['roth-ira'], []);
    const clientId = await newClient(pc.key);
    const body = {
      ProviderReferenceId: refs(),
      ClientId: clientId,
      AccountTypeCode: 'roth-ira',
      InstitutionId: instAll,
    };
    const first = await send(pc.key, 'POST', '/v1/accounts', body);
    expectOk(first);
    expectOk(await op('PUT', `/v1/providers/${pc.id}/contracts`, { AccountTypeCodes: [] }));
    const again = await send(pc.key, 'POST', '/v1/accounts', body);
    expectOk(again);
    expect(again.json.AccountId).toBe(first.json.AccountId);
    const fresh = await send(pc.key, 'POST', '/v1/accounts', { ...body, ProviderReferenceId: refs() });
    expectError(fresh, 200, 'AccountTypeNotAvailable');
    expect(await countAccounts(clientId, pc.key)).toBe(1);
  });

  it('Fund Account retried with the same reference posts once and returns the same TransactionId', async () => {
    const acc = await openRoth();
    const body = fundBody(40);
    const a = await send(A, 'POST', `/v1/accounts/${acc}/fund`, body);
    const b = await send(A, 'POST', `/v1/accounts/${acc}/fund`, body);
    expectOk(a);
    expectOk(b);
    expect(b.json.TransactionId).toBe(a.json.TransactionId);
    expect((await balances(acc)).total).toBe(40);
    // The retry answers exactly as the first did, even after the deposit has since settled (4a).
    const ebody = fundBody(15, { PaymentMethodType: 'ECheck' });
    const e1 = await send(A, 'POST', `/v1/accounts/${acc}/fund`, ebody);
    expectOk(e1);
    expectOk(await op('POST', `/v1/transactions/${e1.json.TransactionId}/settle`, {}));
    const e2 = await send(A, 'POST', `/v1/accounts/${acc}/fund`, ebody);
    const { RequestId: _x1, ...r1 } = e1.json;
    const { RequestId: _x2, ...r2 } = e2.json;
    expect(r2).toEqual(r1);
    expect((await balances(acc)).total).toBe(55);
    // Fund Account: same reference, different amount is IdempotencyConflict and the balance is unchanged
    {
      const acc = await openRoth();
      const body = fundBody(40);
      expectOk(await send(A, 'POST', `/v1/accounts/${acc}/fund`, body));
      expectError(
        await send(A, 'POST', `/v1/accounts/${acc}/fund`, { ...body, Amount: 41 }),
        200,
        'IdempotencyConflict',
      );
      expect((await balances(acc)).total).toBe(40);
    }
  });

  it('concurrent duplicates: exactly one executes, every other answers with its result, none errs', async () => {
    const acc = await openRoth();
    const body = fundBody(15);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(A, 'POST', `/v1/accounts/${acc}/fund`, body)),
    );
    for (const a of answers) expectOk(a);
    expect(new Set(answers.map((a) => a.json.TransactionId)).size).toBe(1);
    expect((await balances(acc)).total).toBe(15);
    const l = await send(A, 'GET', `/v1/accounts/${acc}/transactions`);
    expect(l.json.TotalCount).toBe(1);
    // Create Client: concurrent duplicates create one client.
    const before = await countClients(A);
    const cbody = person();
    const cs = await Promise.all(Array.from({ length: 5 }, () => send(A, 'POST', '/v1/clients', cbody)));
    for (const c of cs) expectOk(c);
    expect(new Set(cs.map((c) => c.json.ClientId)).size).toBe(1);
    expect(await countClients(A)).toBe(before + 1);
  });

  it('Transact retried with the same reference debits once', async () => {
    const acc = await openRoth();
    expectOk(await fund(acc, 100));
    const body = { ProviderReferenceId: refs(), EntryType: 'Fee', Amount: 7, Currency: 'USD' };
    const a = await send(A, 'POST', `/v1/accounts/${acc}/transact`, body);
    const b = await send(A, 'POST', `/v1/accounts/${acc}/transact`, body);
    expectOk(a);
    expectOk(b);
    expect(b.json.TransactionId).toBe(a.json.TransactionId);
    expect((await balances(acc)).total).toBe(93);
    // The original result stands whatever has changed since (here: the balance is drained).
    expectOk(await transact(acc, { EntryType: 'Fee', Amount: 93, Currency: 'USD' }));
    const c = await send(A, 'POST', `/v1/accounts/${acc}/transact`, body);
    expectOk(c);
    expect(c.json.TransactionId).toBe(a.json.TransactionId);
    expect((await balances(acc)).total).toBe(0);
  });

  it("the same reference and body sent to another AccountId is not given the first account's result", async () => {
    const x = await openRoth();
    const y = await openRoth();
    const body = fundBody(60);
    const fx = await send(A, 'POST', `/v1/accounts/${x}/fund`, body);
    expectOk(fx);
    const fy = await send(A, 'POST', `/v1/accounts/${y}/fund`, body);
    expectError(fy, 200, 'IdempotencyConflict');
    expect((await balances(x)).total).toBe(60);
    expect((await balances(y)).total).toBe(0);
  });

  it('the same payload with its keys in another order and other whitespace is the same operation', async () => {
    const acc = await openRoth();
    const body = fundBody(33);
    const a = await send(A, 'POST', `/v1/accounts/${acc}/fund`, body);
    expectOk(a);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const raw = JSON.stringify(reordered, null, 2);
    const b = await send(A, 'POST', `/v1/accounts/${acc}/fund`, undefined, { raw });
    expectOk(b);
    expect(b.json.TransactionId).toBe(a.json.TransactionId);
    expect((await balances(acc)).total).toBe(33);
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 2.2, 4.5, 4.6; design.md 3, 5: clients.
// ---------------------------------------------------------------------------------------------
describe('spec 4.5 / 4.6: Create Client and Get Client', () => {
  it('Get Client returns ClientId, ClientNumber, ClientType, Contact, ClientStatus, CreatedDate', async () => {
    const t0 = Date.now();
    const c = await send(A, 'POST', '/v1/clients', person({ ClientType: 'Entity' }));
    expectOk(c);
    const g = await send(A, 'GET', `/v1/clients/${c.json.ClientId}`);
    expectOk(g);
    expect(g.json.ClientId).toBe(c.json.ClientId);
    expect(typeof g.json.ClientNumber).toBe('string');
    expect(g.json.ClientNumber.length).toBeGreaterThan(0);
    expect(g.json.ClientType).toBe('Entity');
    expect(g.json.Contact).toMatchObject({ FirstName: 'Ada', LastName: 'Lovelace' });
    expect(typeof g.json.ClientStatus).toBe('string');
    expect(g.json.CreatedDate).toMatch(ISO_UTC);
    expect(Date.parse(g.json.CreatedDate)).toBeGreaterThanOrEqual(t0 - 5000);
  });

  it('ClientType is required: missing, null or a number is InvalidRequest and creates nothing', async () => {
    const before = await countClients(A);
    const { ClientType: _omit, ...noType } = person();
    expectError(await send(A, 'POST', '/v1/clients', noType), 200, 'InvalidRequest');
    expectError(await send(A, 'POST', '/v1/clients', person({ ClientType: null })), 200, 'InvalidRequest');
    expectError(await send(A, 'POST', '/v1/clients', person({ ClientType: 7 })), 200, 'InvalidRequest');
    expect(await countClients(A)).toBe(before);
  });

  it('Contact is required: missing, null or a string is InvalidRequest and creates nothing', async () => {
    const before = await countClients(A);
    const { Contact: _omit, ...noContact } = person();
    expectError(await send(A, 'POST', '/v1/clients', noContact), 200, 'InvalidRequest');
    expectError(await send(A, 'POST', '/v1/clients', person({ Contact: null })), 200, 'InvalidRequest');
    expectError(await send(A, 'POST', '/v1/clients', person({ Contact: 'Ada Lovelace' })), 200, 'InvalidRequest');
    expect(await countClients(A)).toBe(before);
  });

  it('SponsorId is a Guid and ProviderReferenceId a string; other types are InvalidRequest', async () => {
    const before = await countClients(A);
    expectError(await send(A, 'POST', '/v1/clients', person({ SponsorId: 'sponsor-1' })), 200, 'InvalidRequest');
    expectError(await send(A, 'POST', '/v1/clients', person({ SponsorId: 12 })), 200, 'InvalidRequest');
    expect(await countClients(A)).toBe(before);
    expectOk(await send(A, 'POST', '/v1/clients', person({ SponsorId: randomUUID() })));
    expectError(await send(A, 'POST', '/v1/clients', person({ ProviderReferenceId: 12345 })), 200, 'InvalidRequest');
  });

  it('malformed JSON or a body that is not an object is a handled InvalidRequest (HTTP 200, Status 0)', async () => {
    const a = await send(A, 'POST', '/v1/clients', undefined, { raw: '{"ClientType": "Individual",' });
    expectError(a, 200, 'InvalidRequest');
    for (const raw of ['[]', 'null', '"Individual"', '42']) {
      expectError(await send(A, 'POST', '/v1/clients', undefined, { raw }), 200, 'InvalidRequest');
    }
    // No body at all (so no Content-Type is due): the required fields are missing.
    expectError(await send(A, 'POST', '/v1/clients'), 200, 'InvalidRequest');
  });

  it("Get Client of an unknown ClientId is ClientNotFound; another provider's client answers the same", async () => {
    const unknown = await send(A, 'GET', `/v1/clients/${randomUUID()}`);
    expectError(unknown, 200, 'ClientNotFound');
    const foreign = await send(A, 'GET', `/v1/clients/${clientB}`);
    expectError(foreign, 200, 'ClientNotFound');
    expect(foreign.json.ResponseStatus.Message.replace(clientB, 'X')).toBe(
      unknown.json.ResponseStatus.Message.replace(/[0-9a-f-]{36}/i, 'X'),
    );
    expectError(await send(A, 'GET', '/v1/clients/not-a-guid'), 200, ['InvalidRequest', 'ClientNotFound']);
  });

  it('Guids are case-insensitive on input (RFC 4122 3): an upper-case ClientId finds the client', async () => {
    const id = await newClient();
    const g = await send(A, 'GET', `/v1/clients/${id.toUpperCase()}`);
    expectOk(g);
    expect(g.json.ClientId.toLowerCase()).toBe(id.toLowerCase());
  });
});

describe('Update Client (design.md 5: PATCH /v1/clients/{ClientId})', () => {
  it("another provider's client answers as an unknown one; a refused update leaves the client unchanged", async () => {
    const body = { Contact: { FirstName: 'X', LastName: 'Y' } };
    expectError(await send(A, 'PATCH', `/v1/clients/${randomUUID()}`, body), 200, 'ClientNotFound');
    expectError(await send(A, 'PATCH', `/v1/clients/${clientB}`, body), 200, 'ClientNotFound');
    const g = await send(B, 'GET', `/v1/clients/${clientB}`);
    expect(g.json.Contact.FirstName).toBe('Ada');
    // a refused update (Contact of the wrong type) leaves the client unchanged
    {
      const id = await newClient();
      const before = await send(A, 'GET', `/v1/clients/${id}`);
      expectError(await send(A, 'PATCH', `/v1/clients/${id}`, { Contact: 'nobody' }), 200, 'InvalidRequest');
      const after = await send(A, 'GET', `/v1/clients/${id}`);
      const { RequestId: _r1, ...b } = before.json;
      const { RequestId: _r2, ...c } = after.json;
      expect(c).toEqual(b);
    }
  });

  it('an update of Contact is stored; ClientId, ClientNumber, ClientType and CreatedDate do not move', async () => {
    const id = await newClient();
    const before = await send(A, 'GET', `/v1/clients/${id}`);
    const u = await send(A, 'PATCH', `/v1/clients/${id}`, { Contact: { FirstName: 'Augusta', LastName: 'King' } });
    expectOk(u);
    const after = await send(A, 'GET', `/v1/clients/${id}`);
    expect(after.json.Contact).toMatchObject({ FirstName: 'Augusta', LastName: 'King' });
    for (const f of ['ClientId', 'ClientNumber', 'ClientType', 'CreatedDate']) {
      expect(after.json[f], f).toEqual(before.json[f]);
    }
    // identity fields sent in an update (ClientId, ClientType, CreatedDate) never change the record
    {
      const id = await newClient();
      const before = await send(A, 'GET', `/v1/clients/${id}`);
      await send(A, 'PATCH', `/v1/clients/${id}`, {
        ClientId: randomUUID(),
        ClientType: 'Entity',
        CreatedDate: '2000-01-01T00:00:00Z',
        ClientNumber: 'HACKED',
      });
      const after = await send(A, 'GET', `/v1/clients/${id}`);
      expectOk(after);
      for (const f of ['ClientId', 'ClientNumber', 'ClientType', 'CreatedDate']) {
        expect(after.json[f], f).toEqual(before.json[f]);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 2.3, 2.5, 4.2, 4.3, 7.2, 9; design.md 2, 3: Create Account and Get Account.
// ---------------------------------------------------------------------------------------------
describe('spec 4.2 / 4.3: Create Account and Get Account', () => {
  const roth = (clientId: string, extra: Record<string, unknown> = {}) => ({
    ProviderReferenceId: refs(),
    ClientId: clientId,
    AccountTypeCode: 'roth-ira',
    InstitutionId: instAll,
    ...extra,
  });

  it('Get Account returns the fields of 4.3 with their types', async () => {
    const clientId = await newClient();
    const t0 = Date.now();
    const id = await openAccount(roth(clientId));
    const g = await send(A, 'GET', `/v1/accounts/${id}`);
    expectOk(g);
    expect(g.json.AccountId).toBe(id);
    expect(typeof g.json.AccountNumber).toBe('string');
    expect(g.json.AccountNumber.length).toBeGreaterThan(0);
    expect(g.json.ClientId).toBe(clientId);
    expect(g.json.AccountTypeCode).toBe('roth-ira');
    expect(['Standard', 'GrowthPeriod', 'PostGrowth', 'InheritedDistribution']).toContain(g.json.Phase);
    expect(typeof g.json.AccountStatus).toBe('string');
    expect(g.json.EstablishedDate).toMatch(ISO_UTC);
    expect(Date.parse(g.json.EstablishedDate)).toBeGreaterThanOrEqual(t0 - 5000);
    expect(g.json.AccountBalance).toBeTypeOf('object');
    const b = await balances(id);
    expect(b.settled).toBe(0);
    expect(b.available).toBe(0);
    // Money is returned as JSON numbers (design.md 2).
    for (const v of Object.values(g.json.AccountBalance)) {
      if (typeof v !== 'string' || !/^[A-Z]{3}$/.test(v)) expect(typeof v, JSON.stringify(g.json)).toBe('number');
    }
    // two accounts get distinct AccountIds and AccountNumbers
    {
      const clientId = await newClient();
      const a = await openAccount(roth(clientId));
      const b = await openAccount(roth(clientId));
      expect(a).not.toBe(b);
      const ga = await send(A, 'GET', `/v1/accounts/${a}`);
      const gb = await send(A, 'GET', `/v1/accounts/${b}`);
      expect(ga.json.AccountNumber).not.toBe(gb.json.AccountNumber);
    }
    // Get Account of an unknown or another provider's AccountId is AccountNotFound
    {
      const foreign = await openRoth(undefined, B);
      expectError(await send(A, 'GET', `/v1/accounts/${randomUUID()}`), 200, 'AccountNotFound');
      expectError(await send(A, 'GET', `/v1/accounts/${foreign}`), 200, 'AccountNotFound');
    }
  });

  it('ClientId is required and a Guid: missing or wrong type is refused and creates nothing', async () => {
    const { ClientId: _omit, ...body } = roth(randomUUID());
    expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'InvalidRequest');
    // ClientId of the wrong type (number, non-Guid string) is refused and creates nothing
    {
      const clientId = await newClient();
      expectError(await send(A, 'POST', '/v1/accounts', roth(clientId, { ClientId: 12 })), 200, 'InvalidRequest');
      const s = await send(A, 'POST', '/v1/accounts', roth(clientId, { ClientId: 'client-1' }));
      expectError(s, 200, ['InvalidRequest', 'ClientNotFound']);
      expect(await countAccounts(clientId)).toBe(0);
    }
  });

  it("an unknown ClientId gives ClientNotFound; another provider's client answers the same", async () => {
    expectError(await send(A, 'POST', '/v1/accounts', roth(randomUUID())), 200, 'ClientNotFound');
    expectError(await send(A, 'POST', '/v1/accounts', roth(clientB)), 200, 'ClientNotFound');
    expect(await countAccounts(clientB, B)).toBe(0);
  });

  it('only slugs: unknown slug, other case, legacy three-letter code are UnknownAccountType', async () => {
    const clientId = await newClient();
    for (const code of ['no-such-type', 'Roth-IRA', 'ROTH-IRA', ' roth-ira', 'IRA', 'ROT', 'SEP', 'roth_ira']) {
      const a = await send(A, 'POST', '/v1/accounts', roth(clientId, { AccountTypeCode: code }));
      expectError(a, 200, 'UnknownAccountType');
    }
    expect(await countAccounts(clientId)).toBe(0);
    // AccountTypeCode is required
    {
      const clientId = await newClient();
      const { AccountTypeCode: _omit, ...body } = roth(clientId);
      expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'InvalidRequest');
      expect(await countAccounts(clientId)).toBe(0);
    }
  });

  it('the removed TaxType field is refused (UnknownAccountType) and creates nothing', async () => {
    const clientId = await newClient();
    const a = await send(A, 'POST', '/v1/accounts', roth(clientId, { TaxType: 'Roth' }));
    expectError(a, 200, 'UnknownAccountType');
    expect(await countAccounts(clientId)).toBe(0);
  });

  it('not contracted, or gated with the gate unsatisfied, is AccountTypeNotAvailable', async () => {
    const clientId = await newClient();
    const body = {
      ProviderReferenceId: refs(),
      ClientId: clientId,
      AccountTypeCode: 'coverdell-esa',
      InstitutionId: instAll,
    };
    expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'AccountTypeNotAvailable');
    expect(await countAccounts(clientId)).toBe(0);
    // a gated type whose gate is not satisfied is AccountTypeNotAvailable even when contracted
    {
      const clientId = await newClient();
      const body = {
        ProviderReferenceId: refs(),
        ClientId: clientId,
        AccountTypeCode: 'sarsep-ira',
        InstitutionId: instAll,
      };
      expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'AccountTypeNotAvailable');
    }
  });

  it('availability is resolved at run time: contracts replaced by the operator take effect at once', async () => {
    const pd = await provider('Audit D', ['roth-ira', 'sep-ira'], []);
    const clientId = await newClient(pd.key);
    const body = (t: string) => ({
      ProviderReferenceId: refs(),
      ClientId: clientId,
      AccountTypeCode: t,
      InstitutionId: instAll,
    });
    expectOk(await send(pd.key, 'POST', '/v1/accounts', body('roth-ira')));
    expectOk(await op('PUT', `/v1/providers/${pd.id}/contracts`, { AccountTypeCodes: ['sep-ira'] }));
    expectError(await send(pd.key, 'POST', '/v1/accounts', body('roth-ira')), 200, 'AccountTypeNotAvailable');
    expectOk(await send(pd.key, 'POST', '/v1/accounts', body('sep-ira')));
    expectOk(await op('PUT', `/v1/providers/${pd.id}/contracts`, { AccountTypeCodes: ['roth-ira', 'sep-ira'] }));
    expectOk(await send(pd.key, 'POST', '/v1/accounts', body('roth-ira')));
    // Gates too: a gated type opens once its gate is satisfied and stops when the list is replaced.
    const fsa = () => ({ ...fsaBody(clientId), ProviderReferenceId: refs() });
    expectOk(await op('PUT', `/v1/providers/${pd.id}/contracts`, { AccountTypeCodes: ['health-care-fsa'] }));
    expectError(await send(pd.key, 'POST', '/v1/accounts', fsa()), 200, 'AccountTypeNotAvailable');
    expectOk(await op('PUT', `/v1/providers/${pd.id}/gates`, { SatisfiedGates: ['health-care-fsa'] }));
    expectOk(await send(pd.key, 'POST', '/v1/accounts', fsa()));
    expectOk(await op('PUT', `/v1/providers/${pd.id}/gates`, { SatisfiedGates: [] }));
    expectError(await send(pd.key, 'POST', '/v1/accounts', fsa()), 200, 'AccountTypeNotAvailable');
  });

  it('InstitutionId is required (Custodial, Plan, Deposit), a Guid; unknown is InstitutionNotFound', async () => {
    const clientId = await newClient();
    expectError(
      await send(A, 'POST', '/v1/accounts', roth(clientId, { InstitutionId: 'inst-1' })),
      200,
      'InvalidRequest',
    );
    const a = await send(A, 'POST', '/v1/accounts', roth(clientId, { InstitutionId: randomUUID() }));
    expectError(a, 200, 'InstitutionNotFound');
    expect(await countAccounts(clientId)).toBe(0);
    // InstitutionId is required for CustodialHolding, PlanHolding and DepositLiability types
    {
      const clientId = await newClient();
      const cases = [roth(clientId), esopBody(clientId), depositBody(clientId)];
      for (const c of cases) {
        const { InstitutionId: _omit, ...body } = c;
        expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'InvalidRequest');
      }
      expect(await countAccounts(clientId)).toBe(0);
    }
  });

  it('an institution lacking the authority is InstitutionNotAuthorizedForAccountType', async () => {
    const clientId = await newClient();
    const a = await send(A, 'POST', '/v1/accounts', roth(clientId, { InstitutionId: instBroker }));
    expectError(a, 200, 'InstitutionNotAuthorizedForAccountType');
    const t = roth(clientId, { AccountTypeCode: 'irrevocable-trust', InstitutionId: instNonbankOnly });
    expectError(await send(A, 'POST', '/v1/accounts', t), 200, 'InstitutionNotAuthorizedForAccountType');
    expect(await countAccounts(clientId)).toBe(0);
    expectOk(await send(A, 'POST', '/v1/accounts', roth(clientId, { InstitutionId: instNonbankOnly })));
  });

  it('across groups all must be satisfied (ESOP: ErisaTrustee AND IBN)', async () => {
    const clientId = await newClient();
    const e = await send(A, 'POST', '/v1/accounts', esopBody(clientId, { InstitutionId: instErisaOnly }));
    expectError(e, 200, 'InstitutionNotAuthorizedForAccountType');
    const i = await send(A, 'POST', '/v1/accounts', esopBody(clientId, { InstitutionId: instIbnOnly }));
    expectError(i, 200, 'InstitutionNotAuthorizedForAccountType');
    expect(await countAccounts(clientId)).toBe(0);
    expectOk(await send(A, 'POST', '/v1/accounts', esopBody(clientId)));
  });

  it('deposit types need InsuredDepositoryInstitution; no other authority substitutes', async () => {
    const clientId = await newClient();
    const a = await send(A, 'POST', '/v1/accounts', depositBody(clientId, { InstitutionId: instNoIdi }));
    expectError(a, 200, 'InstitutionNotAuthorizedForAccountType');
    expect(await countAccounts(clientId)).toBe(0);
    expectOk(await send(A, 'POST', '/v1/accounts', depositBody(clientId, { InstitutionId: instIdiOnly })));
  });

  it('PlanHolding: TrusteeId missing is TrusteeRequired, null refused; PlanId (a Guid) required', async () => {
    const clientId = await newClient();
    const { TrusteeId: _omit, ...noTrustee } = esopBody(clientId);
    expectError(await send(A, 'POST', '/v1/accounts', noTrustee), 200, 'TrusteeRequired');
    const nul = await send(A, 'POST', '/v1/accounts', esopBody(clientId, { TrusteeId: null }));
    expectError(nul, 200, ['TrusteeRequired', 'InvalidRequest']);
    const { TrusteeId: _o2, ...plesaNoTrustee } = plesaBody(clientId);
    expectError(await send(A, 'POST', '/v1/accounts', plesaNoTrustee), 200, 'TrusteeRequired');
    expect(await countAccounts(clientId)).toBe(0);
    // ESOP and PLESA need PlanId (a Guid)
    {
      const clientId = await newClient();
      const { PlanId: _omit, ...noPlan } = esopBody(clientId);
      expectError(await send(A, 'POST', '/v1/accounts', noPlan), 200, 'InvalidRequest');
      expectError(
        await send(A, 'POST', '/v1/accounts', esopBody(clientId, { PlanId: 'plan-7' })),
        200,
        'InvalidRequest',
      );
      const { PlanId: _o2, ...plesaNoPlan } = plesaBody(clientId);
      expectError(await send(A, 'POST', '/v1/accounts', plesaNoPlan), 200, 'InvalidRequest');
      expect(await countAccounts(clientId)).toBe(0);
    }
  });

  it('PLESA: IsNonHighlyCompensated is required and only non-highly-compensated employees may open', async () => {
    const clientId = await newClient();
    const { IsNonHighlyCompensated: _omit, ...noFlag } = plesaBody(clientId);
    expectError(await send(A, 'POST', '/v1/accounts', noFlag), 200, 'InvalidRequest');
    expectRefused(await send(A, 'POST', '/v1/accounts', plesaBody(clientId, { IsNonHighlyCompensated: false })));
    expect(await countAccounts(clientId)).toBe(0);
    expectOk(await send(A, 'POST', '/v1/accounts', plesaBody(clientId)));
  });

  it('BenefitObligation types take no InstitutionId, TrusteeId or InvestmentId', async () => {
    const clientId = await newClient();
    for (const extra of [{ InstitutionId: instAll }, { TrusteeId: randomUUID() }, { InvestmentId: 42 }]) {
      const a = await send(A, 'POST', '/v1/accounts', fsaBody(clientId, 'health-care-fsa', extra));
      expectError(a, 200, 'InvalidRequest');
    }
    expect(await countAccounts(clientId)).toBe(0);
    expectOk(await send(A, 'POST', '/v1/accounts', fsaBody(clientId)));
  });

  it('BenefitObligation: EmployerId, PlanYear, AnnualElection, UniformCoverage are each required', async () => {
    const clientId = await newClient();
    for (const field of ['EmployerId', 'PlanYear', 'AnnualElection', 'UniformCoverage']) {
      const body: Record<string, unknown> = fsaBody(clientId);
      delete body[field];
      expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'InvalidRequest');
    }
    expect(await countAccounts(clientId)).toBe(0);
    // BenefitObligation field formats: UniformCoverage Applies|DoesNotApply, PlanYear int, EmployerId Guid
    {
      const clientId = await newClient();
      const bad = [
        { UniformCoverage: 'Sometimes' },
        { UniformCoverage: 'applies' },
        { PlanYear: `${year}` },
        { PlanYear: year + 0.5 },
        { EmployerId: 'acme' },
        { AnnualElection: 'lots' },
        { AnnualElection: -100 },
        { AnnualElection: 100.001 },
      ];
      for (const extra of bad) {
        const a = await send(A, 'POST', '/v1/accounts', fsaBody(clientId, 'health-care-fsa', extra));
        expectError(a, 200, 'InvalidRequest');
      }
      expect(await countAccounts(clientId)).toBe(0);
    }
  });

  it('inherited IRA: the four decedent/beneficiary fields are each required', async () => {
    const clientId = await newClient();
    const fields = [
      'DecedentDateOfDeath',
      'DecedentDiedOnOrAfterRbd',
      'BeneficiaryEligibleDesignatedClass',
      'BeneficiaryDistributionDecision',
    ];
    for (const field of fields) {
      const body: Record<string, unknown> = inheritedBody(clientId);
      delete body[field];
      expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'InvalidRequest');
    }
    expect(await countAccounts(clientId)).toBe(0);
    expectOk(await send(A, 'POST', '/v1/accounts', inheritedBody(clientId)));
    // inherited IRA field formats: DecedentDateOfDeath a calendar date, DecedentDiedOnOrAfterRbd a bool
    {
      const clientId = await newClient();
      const bad = [
        { DecedentDateOfDeath: `${year - 1}-02-30` },
        { DecedentDateOfDeath: `03/15/${year - 1}` },
        { DecedentDateOfDeath: `${year - 1}-13-01` },
        { DecedentDateOfDeath: `${year - 1}-03-15T00:00:00Z` },
        { DecedentDiedOnOrAfterRbd: 'true' },
        { DecedentDiedOnOrAfterRbd: 1 },
      ];
      for (const extra of bad) {
        expectError(await send(A, 'POST', '/v1/accounts', inheritedBody(clientId, extra)), 200, 'InvalidRequest');
      }
      expect(await countAccounts(clientId)).toBe(0);
    }
  });

  it('inherited IRA: the five-year rule applies only to non-designated beneficiaries', async () => {
    const clientId = await newClient();
    for (const cls of ['NotAnEdb', 'SurvivingSpouse', 'MinorChild']) {
      const body = inheritedBody(clientId, {
        BeneficiaryEligibleDesignatedClass: cls,
        BeneficiaryDistributionDecision: 'FiveYearRule',
      });
      expectRefused(await send(A, 'POST', '/v1/accounts', body));
    }
    expect(await countAccounts(clientId)).toBe(0);
  });

  it('inherited IRA: death on/after the RBD requires annual distributions (plain TenYearRule refused)', async () => {
    const clientId = await newClient();
    const body = inheritedBody(clientId, {
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryDistributionDecision: 'TenYearRule',
    });
    expectRefused(await send(A, 'POST', '/v1/accounts', body));
    expect(await countAccounts(clientId)).toBe(0);
    const ok = { ...body, ProviderReferenceId: refs(), BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd' };
    expectOk(await send(A, 'POST', '/v1/accounts', ok));
  });

  it('the removed decision PaymentsAtGrantor70AndHalf is refused', async () => {
    const clientId = await newClient();
    const a = await send(
      A,
      'POST',
      '/v1/accounts',
      inheritedBody(clientId, { BeneficiaryDistributionDecision: 'PaymentsAtGrantor70AndHalf' }),
    );
    expectRefused(a);
    expect(await countAccounts(clientId)).toBe(0);
  });

  it('child-roth-ira needs ResponsibleIndividualId (a Guid)', async () => {
    const clientId = await newClient();
    const body = roth(clientId, { AccountTypeCode: 'child-roth-ira' });
    expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'InvalidRequest');
    const bad = { ...body, ProviderReferenceId: refs(), ResponsibleIndividualId: 'mom' };
    expectError(await send(A, 'POST', '/v1/accounts', bad), 200, 'InvalidRequest');
    expect(await countAccounts(clientId)).toBe(0);
  });

  it('deposit types: ProductType, OverdraftPermitted, AnnualPercentageYield are required and typed', async () => {
    const clientId = await newClient();
    for (const field of ['ProductType', 'OverdraftPermitted', 'AnnualPercentageYield']) {
      const body: Record<string, unknown> = depositBody(clientId);
      delete body[field];
      expectError(await send(A, 'POST', '/v1/accounts', body), 200, 'InvalidRequest');
    }
    const bad = [{ ProductType: 'Brokerage' }, { OverdraftPermitted: 'yes' }, { AnnualPercentageYield: 'high' }];
    for (const extra of bad) {
      expectError(await send(A, 'POST', '/v1/accounts', depositBody(clientId, extra)), 200, 'InvalidRequest');
    }
    expect(await countAccounts(clientId)).toBe(0);
  });

  it('InvestmentId is a long: non-numbers and fractions are refused; the largest long is kept exactly', async () => {
    const clientId = await newClient();
    for (const v of ['inv-1', 1.5, -0.25]) {
      expectError(await send(A, 'POST', '/v1/accounts', roth(clientId, { InvestmentId: v })), 200, 'InvalidRequest');
    }
    expect(await countAccounts(clientId)).toBe(0);
    // InvestmentId is a 64-bit long: the largest long is accepted in some form and read back exactly
    {
      const clientId = await newClient();
      const max = '9223372036854775807';
      const raw = (v: string) =>
        `{"ProviderReferenceId":"${refs()}","ClientId":"${clientId}","AccountTypeCode":"roth-ira",` +
        `"InstitutionId":"${instAll}","InvestmentId":${v}}`;
      let a = await send(A, 'POST', '/v1/accounts', undefined, { raw: raw(max) });
      if (a.json.Status !== 1) a = await send(A, 'POST', '/v1/accounts', undefined, { raw: raw(`"${max}"`) });
      expectOk(a);
      const g = await send(A, 'GET', `/v1/accounts/${a.json.AccountId}`);
      expectOk(g);
      expect(/"InvestmentId":"?(\d+)/.exec(g.text)?.[1]).toBe(max);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 3, 4.4; design.md 5: Update Account.
// ---------------------------------------------------------------------------------------------
describe('spec 4.4: Update Account', () => {
  const snapshot = async (id: string) => {
    const g = await send(A, 'GET', `/v1/accounts/${id}`);
    expectOk(g);
    const { RequestId: _r, ...rest } = g.json;
    return rest;
  };

  it('AccountStatus Active is accepted; the answer carries the AccountId', async () => {
    const id = await openRoth();
    const u = await send(A, 'PATCH', `/v1/accounts/${id}`, { ProviderReferenceId: refs(), AccountStatus: 'Active' });
    expectOk(u);
    expect(u.json.AccountId).toBe(id);
    expect((await snapshot(id)).AccountStatus).toBe('Active');
    // Both body fields are optional (4.4): an empty body is a valid request that changes nothing.
    const before = await snapshot(id);
    const e = await send(A, 'PATCH', `/v1/accounts/${id}`, {});
    expectOk(e);
    expect(e.json.AccountId).toBe(id);
    expect(await snapshot(id)).toEqual(before);
  });

  it('a retried status change answers as the first and is not applied again after a later change', async () => {
    const id = await openRoth();
    const first = { ProviderReferenceId: refs(), AccountStatus: 'Restricted' };
    const a = await send(A, 'PATCH', `/v1/accounts/${id}`, first);
    if (a.json.Status !== 1) return; // the value set is not shown (spec 3): nothing to check without it
    expectOk(await send(A, 'PATCH', `/v1/accounts/${id}`, { ProviderReferenceId: refs(), AccountStatus: 'Active' }));
    const again = await send(A, 'PATCH', `/v1/accounts/${id}`, first);
    expectOk(again);
    expect(again.json.AccountId).toBe(id);
    expect((await snapshot(id)).AccountStatus).toBe('Active');
  });

  it("an unknown or another provider's AccountId is AccountNotFound", async () => {
    const foreign = await openRoth(undefined, B);
    const body = { AccountStatus: 'Active' };
    expectError(await send(A, 'PATCH', `/v1/accounts/${randomUUID()}`, body), 200, 'AccountNotFound');
    expectError(await send(A, 'PATCH', `/v1/accounts/${foreign}`, body), 200, 'AccountNotFound');
  });

  it('an AccountStatus of the wrong type or an unknown value is InvalidRequest and changes nothing', async () => {
    const id = await openRoth();
    const before = await snapshot(id);
    for (const s of [7, true, 'Bogus', '', 'active']) {
      expectError(await send(A, 'PATCH', `/v1/accounts/${id}`, { AccountStatus: s }), 200, 'InvalidRequest');
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it('fields other than AccountStatus never change the account (type, client, balance, dates)', async () => {
    const id = await openRoth();
    expectOk(await fund(id, 50));
    const before = await snapshot(id);
    await send(A, 'PATCH', `/v1/accounts/${id}`, {
      AccountTypeCode: 'sep-ira',
      ClientId: await newClient(),
      AccountNumber: 'X1',
      EstablishedDate: '2000-01-01T00:00:00Z',
      Phase: 'InheritedDistribution',
      AccountBalance: { SettledBalance: 1000000, AvailableBalance: 1000000 },
    });
    expect(await snapshot(id)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 4.7, 2.5, 8; design.md 2, 3: Fund Account.
// ---------------------------------------------------------------------------------------------
describe('spec 4.7: Fund Account', () => {
  it('a deposit returns a TransactionId and raises the balance by the amount', async () => {
    const id = await openRoth();
    const f = await fund(id, 125.5);
    expectOk(f);
    expect(f.json.TransactionId).toMatch(GUID);
    expect((await balances(id)).total).toBe(125.5);
    const t = await send(A, 'GET', `/v1/transactions/${f.json.TransactionId}`);
    expectOk(t);
    expect(t.json.AccountId).toBe(id);
    // ECheck, the spec's own example of PaymentMethodType, is accepted.
    const e = await fund(id, 10, { PaymentMethodType: 'ECheck' });
    expectOk(e);
    expect((await balances(id)).total).toBe(135.5);
  });

  it('Amount, Currency and PaymentMethodType are each required; a refusal leaves the balance', async () => {
    const id = await openRoth();
    expectOk(await fund(id, 10));
    for (const field of ['Amount', 'Currency', 'PaymentMethodType']) {
      const body: Record<string, unknown> = fundBody(5);
      delete body[field];
      expectError(await send(A, 'POST', `/v1/accounts/${id}/fund`, body), 200, 'InvalidRequest');
    }
    expect((await balances(id)).total).toBe(10);
    // Currency is an ISO currency code: malformed codes are InvalidRequest
    {
      const id = await openRoth();
      for (const c of ['US', 'DOLLARS', 'ZZZ', '840', '', 5]) {
        expectError(await fund(id, 10, { Currency: c }), 200, 'InvalidRequest');
      }
      expect((await balances(id)).total).toBe(0);
    }
  });

  it("Amount must be a positive decimal with at most the currency's minor units", async () => {
    const id = await openRoth();
    for (const amount of [0, -5, 10.001, '10.001', 'ten', true, null, '', [10], { v: 10 }]) {
      expectError(await fund(id, amount), 200, 'InvalidRequest');
    }
    expect((await balances(id)).total).toBe(0);
  });

  it('money as a decimal string is accepted and exact; decimal arithmetic, never binary floating point', async () => {
    const id = await openRoth();
    expectOk(await fund(id, '10.50'));
    expectOk(await fund(id, 0.1));
    expectOk(await fund(id, 0.2));
    const b = await balances(id);
    expect(b.total).toBe(10.8);
    const g = await send(A, 'GET', `/v1/accounts/${id}`);
    // The raw JSON carries the figure with its minor units, not a float artefact like 10.800000000000001.
    expect(JSON.stringify(g.json.AccountBalance)).not.toMatch(/\d\.\d{3,}/);
    // large amounts are kept exactly (decimal, never binary floating point) or refused, never altered
    {
      const id = await openAccount({
        ProviderReferenceId: refs(),
        ClientId: await newClient(),
        AccountTypeCode: 'irrevocable-trust',
        InstitutionId: instAll,
      });
      const f = await fund(id, '90071992547409.93', { TaxYear: undefined });
      if (f.json.Status === 0) return;
      const g = await send(A, 'GET', `/v1/accounts/${id}`);
      expect(JSON.stringify(g.json.AccountBalance)).toContain('90071992547409.93');
      expect(g.text).toMatch(/"SettledBalance":"?90071992547409\.93|"Available\w*":"?90071992547409\.93/);
    }
  });

  it('TaxYear is validated against the ContributionYearRule: two years back or next year is refused', async () => {
    const id = await openRoth();
    expectError(await fund(id, 10, { TaxYear: year - 2 }), 200, 'ContributionYearNotAllowed');
    expectError(await fund(id, 10, { TaxYear: year + 1 }), 200, 'ContributionYearNotAllowed');
    expect((await balances(id)).total).toBe(0);
    // TaxYear is an int: a string or a fraction is InvalidRequest
    {
      const id = await openRoth();
      expectError(await fund(id, 10, { TaxYear: `${year}` }), 200, 'InvalidRequest');
      expectError(await fund(id, 10, { TaxYear: year + 0.5 }), 200, 'InvalidRequest');
      expect((await balances(id)).total).toBe(0);
    }
  });

  it('PlanYear is required to fund a BenefitObligation account', async () => {
    const id = await openAccount(fsaBody(await newClient(), 'dependent-care-fsa'));
    const { TaxYear: _t, ...noYear } = fundBody(10, { ContributionSource: 'Participant' });
    expectError(await send(A, 'POST', `/v1/accounts/${id}/fund`, noYear), 200, 'InvalidRequest');
    expect((await balances(id)).total).toBe(0);
    const ok = await send(A, 'POST', `/v1/accounts/${id}/fund`, {
      ...noYear,
      ProviderReferenceId: refs(),
      PlanYear: year,
    });
    expectOk(ok);
  });

  it('HRA: participant contributions are rejected; employer funding is accepted', async () => {
    const id = await openAccount(fsaBody(await newClient(), 'health-reimbursement-arrangement'));
    const body = (src: string) => ({
      ...fundBody(100, { ContributionSource: src, PlanYear: year }),
      TaxYear: undefined,
    });
    const p = await send(A, 'POST', `/v1/accounts/${id}/fund`, body('Participant'));
    expectError(p, 200, 'ParticipantContributionsNotPermitted');
    expect((await balances(id)).total).toBe(0);
    expectOk(await send(A, 'POST', `/v1/accounts/${id}/fund`, body('Employer')));
  });

  it('PLESA: the participant balance cap (2,500, indexed) refuses a deposit beyond it', async () => {
    const id = await openAccount(plesaBody(await newClient()));
    expectOk(await fund(id, 2500, { TaxYear: undefined, PlanYear: year }));
    expectError(await fund(id, 1000, { TaxYear: undefined, PlanYear: year }), 200, 'ContributionLimitExceeded');
    expect((await balances(id)).total).toBe(2500);
  });

  it("an unknown or another provider's AccountId is AccountNotFound", async () => {
    const foreign = await openRoth(undefined, B);
    expectError(await fund(randomUUID(), 10), 200, 'AccountNotFound');
    expectError(await fund(foreign, 10), 200, 'AccountNotFound');
    const g = await send(B, 'GET', `/v1/accounts/${foreign}`);
    expectOk(g);
    for (const v of Object.values(g.json.AccountBalance)) if (typeof v === 'number') expect(v).toBe(0);
  });

  it("another provider's transaction and transaction list answer exactly as unknown ones", async () => {
    const foreign = await openRoth(undefined, B);
    const f = await fund(foreign, 5, {}, B);
    expectOk(f);
    const other = await send(A, 'GET', `/v1/transactions/${f.json.TransactionId}`);
    const unknown = await send(A, 'GET', `/v1/transactions/${randomUUID()}`);
    expectRefused(other);
    expectRefused(unknown);
    expect(other.json.ResponseStatus.ErrorCode).toBe(unknown.json.ResponseStatus.ErrorCode);
    expect(other.text).not.toContain('"Amount"');
    expectError(await send(A, 'GET', `/v1/accounts/${foreign}/transactions`), 200, 'AccountNotFound');
  });

  it('Fund Account with a non-Guid AccountId is a handled error, not a server error', async () => {
    expectError(await fund('not-a-guid', 10), 200, ['InvalidRequest', 'AccountNotFound']);
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 2.5 (balances), 2.3: available balance semantics.
// ---------------------------------------------------------------------------------------------
describe('spec 2.5: balances of benefit accounts', () => {
  it('health-care-fsa (uniform coverage): the full election is available on day one', async () => {
    const id = await openAccount(fsaBody(await newClient(), 'health-care-fsa', { AnnualElection: 1200 }));
    expect((await balances(id)).available).toBe(1200);
    // "less prior reimbursements, regardless of contributions to date"
    const r = await transact(id, { EntryType: 'Reimbursement', Amount: 200, Currency: 'USD' });
    expectOk(r);
    expect((await balances(id)).available).toBe(1000);
    expectRefused(await transact(id, { EntryType: 'Reimbursement', Amount: 1000.01, Currency: 'USD' }));
    expect((await balances(id)).available).toBe(1000);
  });

  it('dependent-care-fsa: reimbursement is limited to amounts actually credited', async () => {
    const id = await openAccount(fsaBody(await newClient(), 'dependent-care-fsa', { AnnualElection: 3000 }));
    expect((await balances(id)).available).toBe(0);
    const f = await send(A, 'POST', `/v1/accounts/${id}/fund`, {
      ...fundBody(250, { ContributionSource: 'Participant', PlanYear: year }),
      TaxYear: undefined,
      PaymentMethodType: 'Wire',
    });
    expectOk(f);
    expect((await balances(id)).available).toBe(250);
    expectRefused(await transact(id, { EntryType: 'Reimbursement', Amount: 250.01, Currency: 'USD' }));
    expect((await balances(id)).available).toBe(250);
    expectOk(await transact(id, { EntryType: 'Reimbursement', Amount: 200, Currency: 'USD' }));
    expect((await balances(id)).available).toBe(50);
  });

  it('UniformCoverage must match: Applies for health-care-fsa, DoesNotApply for dependent-care-fsa', async () => {
    const clientId = await newClient();
    const a = await send(
      A,
      'POST',
      '/v1/accounts',
      fsaBody(clientId, 'dependent-care-fsa', { UniformCoverage: 'Applies' }),
    );
    expectRefused(a);
    expect(await countAccounts(clientId)).toBe(0);
    // health-care-fsa: uniform coverage applies, so UniformCoverage DoesNotApply is refused
    {
      const clientId = await newClient();
      const a = await send(
        A,
        'POST',
        '/v1/accounts',
        fsaBody(clientId, 'health-care-fsa', { UniformCoverage: 'DoesNotApply' }),
      );
      expectRefused(a);
      expect(await countAccounts(clientId)).toBe(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 4.8, 2.5; design.md 3: Transact.
// ---------------------------------------------------------------------------------------------
describe('spec 4.8: Transact', () => {
  it('a Fee debits the account and returns a TransactionId', async () => {
    const id = await openRoth();
    expectOk(await fund(id, 100));
    const t = await transact(id, { EntryType: 'Fee', Amount: 12.34, Currency: 'USD', Description: 'Annual fee' });
    expectOk(t);
    expect(t.json.TransactionId).toMatch(GUID);
    const b = await balances(id);
    expect(b.settled).toBe(87.66);
    expect(b.available).toBe(87.66);
    // Distribution, the spec's other example of EntryType, is accepted on a funded account.
    expectOk(await transact(id, { EntryType: 'Distribution', Amount: 7.66, Currency: 'USD' }));
    expect((await balances(id)).settled).toBe(80);
    // Description is free-form text (unicode, punctuation) and does not disturb the amount
    {
      const id = await openRoth();
      expectOk(await fund(id, 20));
      const t = await transact(id, {
        EntryType: 'Fee',
        Amount: 2,
        Currency: 'USD',
        Description: 'Frais de tenue — compte n°1 "été" ✓ <b>',
      });
      expectOk(t);
      expect((await balances(id)).settled).toBe(18);
    }
  });

  it('EntryType, Amount and Currency are each required; PaymentMethodType and Description are optional', async () => {
    const id = await openRoth();
    expectOk(await fund(id, 100));
    for (const field of ['EntryType', 'Amount', 'Currency']) {
      const body: Record<string, unknown> = { EntryType: 'Fee', Amount: 5, Currency: 'USD' };
      delete body[field];
      expectError(await transact(id, body), 200, 'InvalidRequest');
    }
    expect((await balances(id)).settled).toBe(100);
    expectOk(await transact(id, { EntryType: 'Fee', Amount: 5, Currency: 'USD' }));
    expect((await balances(id)).settled).toBe(95);
    // Transact Amount and Currency follow the money rules (positive, two decimals, ISO code)
    {
      const id = await openRoth();
      expectOk(await fund(id, 100));
      for (const bad of [{ Amount: 0 }, { Amount: -1 }, { Amount: 1.005 }, { Amount: 'x' }, { Currency: 'EURO' }]) {
        expectError(
          await transact(id, { EntryType: 'Fee', Amount: 1, Currency: 'USD', ...bad }),
          200,
          'InvalidRequest',
        );
      }
      expect((await balances(id)).settled).toBe(100);
    }
  });

  it('a debit beyond the balance of a custodial account is InsufficientFunds and leaves the balance', async () => {
    const id = await openRoth();
    expectOk(await fund(id, 30));
    expectError(await transact(id, { EntryType: 'Fee', Amount: 30.01, Currency: 'USD' }), 200, 'InsufficientFunds');
    expect((await balances(id)).settled).toBe(30);
    expectOk(await transact(id, { EntryType: 'Fee', Amount: 30, Currency: 'USD' }));
    expect((await balances(id)).settled).toBe(0);
  });

  it('concurrent debits never take a custodial balance below zero; concurrent deposits never pass a cap', async () => {
    const id = await openRoth();
    expectOk(await fund(id, 100));
    const fees = await Promise.all(
      Array.from({ length: 6 }, () => transact(id, { EntryType: 'Fee', Amount: 30, Currency: 'USD' })),
    );
    const ok = fees.filter((f) => f.json.Status === 1).length;
    for (const f of fees) if (f.json.Status !== 1) expectError(f, 200, 'InsufficientFunds');
    expect(ok).toBe(3);
    expect((await balances(id)).settled).toBe(10);
    // PLESA participant balance cap (spec 8: 2,500 indexed): parallel deposits of 600 stay within it.
    const pl = await openAccount(plesaBody(await newClient()));
    const deps = await Promise.all(
      Array.from({ length: 8 }, () => fund(pl, 600, { TaxYear: undefined, PlanYear: year })),
    );
    const n = deps.filter((d) => d.json.Status === 1).length;
    expect((await balances(pl)).total).toBe(600 * n);
    expect(600 * n).toBeLessThanOrEqual(3000);
    expect(n).toBeGreaterThanOrEqual(4);
  });

  it('DepositLiability: the balance may go negative (overdraft permitted)', async () => {
    const id = await openAccount(depositBody(await newClient(), { OverdraftPermitted: true }));
    const t = await transact(id, { EntryType: 'Fee', Amount: 15, Currency: 'USD' });
    expectOk(t);
    expect((await balances(id)).settled).toBe(-15);
  });

  it("an unknown or another provider's AccountId is AccountNotFound", async () => {
    const foreign = await openRoth(undefined, B);
    const body = { EntryType: 'Fee', Amount: 1, Currency: 'USD' };
    expectError(await transact(randomUUID(), body), 200, 'AccountNotFound');
    expectError(await transact(foreign, body), 200, 'AccountNotFound');
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 6.2, 7.2; design.md 8: investment directives on accounts that hold no securities.
// ---------------------------------------------------------------------------------------------
describe('spec 6.2 / 7.2: AccountTypeNotInvestable', () => {
  const invest = (id: string) =>
    send(A, 'POST', `/v1/accounts/${id}/investments`, {
      ProviderReferenceId: refs(),
      AssetClass: 'StocksAndEtfs',
      Amount: 10,
      Currency: 'USD',
    });

  it('BenefitObligation and DepositLiability accounts reject a purchase (AccountTypeNotInvestable)', async () => {
    const id = await openAccount(fsaBody(await newClient(), 'health-care-fsa'));
    expectError(await invest(id), 200, 'AccountTypeNotInvestable');
    expect((await balances(id)).settled).toBe(0);
    // a DepositLiability account rejects an investment purchase with AccountTypeNotInvestable
    {
      const id = await openAccount(depositBody(await newClient()));
      expectOk(await fund(id, 100, { TaxYear: undefined }));
      expectError(await invest(id), 200, 'AccountTypeNotInvestable');
      expect((await balances(id)).settled).toBe(100);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 2.5 (instrument predicates); design.md 8: eligibility evaluated continuously.
// ---------------------------------------------------------------------------------------------
describe('spec 2.5: instrument predicates are evaluated continuously, not only at purchase', () => {
  it('ESOP: a C-class instrument needs InvestsPrimarilyInEmployerSecurities; a change flags it', async () => {
    const id = await openAccount(esopBody(await newClient()));
    expectOk(await fund(id, 1000, { TaxYear: undefined, PlanYear: year, ContributionSource: 'Employer' }));
    const instrument = async (ticker: string, flag: boolean) => {
      const i = await op('POST', '/v1/instruments', {
        Identifier: { Scheme: 'Ticker', Value: ticker },
        AssetClass: 'PrivateEquityAndVenture',
        Name: `${ticker} holdings`,
        Currency: 'USD',
        Attributes: { InvestsPrimarilyInEmployerSecurities: flag },
      });
      expectOk(i);
      return i.json.InstrumentId as string;
    };
    const good = await instrument('ESPA', true);
    const bad = await instrument('ESPB', false);
    const buy = (InstrumentId: string) =>
      send(A, 'POST', `/v1/accounts/${id}/investments`, {
        ProviderReferenceId: refs(),
        Side: 'Purchase',
        InstrumentId,
        Quantity: 10,
        Price: 10,
        Currency: 'USD',
      });
    expectError(await buy(bad), 200, 'AssetNotEligible');
    expect((await balances(id)).settled).toBe(1000);
    expectOk(await buy(good));
    expectOk(
      await op('PATCH', `/v1/instruments/${good}`, { Attributes: { InvestsPrimarilyInEmployerSecurities: false } }),
    );
    const h = await send(A, 'GET', `/v1/accounts/${id}/holdings`);
    expectOk(h);
    const list = Object.values(h.json).find((v) => Array.isArray(v)) as Record<string, unknown>[];
    const holding = list.find((x) => x.InstrumentId === good);
    expect(holding, h.text).toBeDefined();
    expect(holding?.Eligible).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 4.1; design.md 5: list operations, paging, provider isolation.
// ---------------------------------------------------------------------------------------------
describe('spec 4.1 / design.md 5: list operations', () => {
  let P: { id: string; key: Key };
  const N = 30;
  const created: string[] = [];
  const records = (a: Answer): { ClientId: string }[] => {
    const arr = Object.values(a.json).find((v) => Array.isArray(v));
    expect(arr, a.text).toBeDefined();
    return arr as { ClientId: string }[];
  };
  beforeAll(async () => {
    P = await provider('Audit Lists', ['roth-ira'], []);
    for (let i = 0; i < N; i++) created.push(await newClient(P.key));
  });

  it('TotalCount is returned with the records; PageSize defaults to 25', async () => {
    const l = await send(P.key, 'GET', '/v1/clients');
    expectOk(l);
    expect(l.json.TotalCount).toBe(N);
    expect(records(l)).toHaveLength(25);
    // transactions of an account are listed with TotalCount
    {
      const id = await openRoth();
      expectOk(await fund(id, 10));
      expectOk(await fund(id, 20));
      expectOk(await transact(id, { EntryType: 'Fee', Amount: 1, Currency: 'USD' }));
      const l = await send(A, 'GET', `/v1/accounts/${id}/transactions`);
      expectOk(l);
      expect(l.json.TotalCount).toBe(3);
      expect(records(l)).toHaveLength(3);
    }
  });

  it('pages (PageNumber from 1) do not overlap and together give every record once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const l = await send(P.key, 'GET', `/v1/clients?PageNumber=${page}&PageSize=8`);
      expectOk(l);
      expect(l.json.TotalCount).toBe(N);
      seen.push(...records(l).map((r) => r.ClientId));
    }
    expect(seen).toHaveLength(N);
    expect(new Set(seen)).toEqual(new Set(created));
    // A page past the end holds no records and still reports TotalCount.
    const past = await send(P.key, 'GET', '/v1/clients?PageNumber=9&PageSize=8');
    expectOk(past);
    expect(past.json.TotalCount).toBe(N);
    expect(records(past)).toHaveLength(0);
  });

  it('PageSize is at most 100: 101 is refused or capped, never honoured beyond 100', async () => {
    const many = await provider('Audit Many', ['roth-ira'], []);
    const ids = await Promise.all(Array.from({ length: 101 }, () => newClient(many.key)));
    expect(new Set(ids).size).toBe(101);
    const l = await send(many.key, 'GET', '/v1/clients?PageSize=101');
    if (l.json.Status === 1) expect(records(l).length).toBeLessThanOrEqual(100);
    else expectError(l, 200, 'InvalidRequest');
    const ok = await send(many.key, 'GET', '/v1/clients?PageSize=100');
    expectOk(ok);
    expect(records(ok)).toHaveLength(100);
    expect(ok.json.TotalCount).toBe(101);
    for (const q of ['PageNumber=0', 'PageSize=0', 'PageSize=-5', 'PageSize=ten', 'PageNumber=1.5']) {
      expectError(await send(P.key, 'GET', `/v1/clients?${q}`), 200, 'InvalidRequest');
    }
  });

  it('a provider sees only its own clients', async () => {
    const l = await send(A, 'GET', '/v1/clients?PageSize=100&PageNumber=1');
    expectOk(l);
    const mine = new Set(records(l).map((r) => r.ClientId));
    for (const id of created) expect(mine.has(id)).toBe(false);
    // listing accounts of another provider's client answers exactly as an unknown client
    {
      const unknown = await send(A, 'GET', `/v1/accounts?ClientId=${randomUUID()}`);
      const foreign = await send(A, 'GET', `/v1/accounts?ClientId=${clientB}`);
      expect(foreign.status).toBe(unknown.status);
      expect(foreign.json.Status).toBe(unknown.json.Status);
      expect(foreign.json.TotalCount).toBe(unknown.json.TotalCount);
      expect(foreign.json.ResponseStatus?.ErrorCode).toBe(unknown.json.ResponseStatus?.ErrorCode);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 2.5 (availability), 4.9; design.md 5: GET /v1/account-types.
// ---------------------------------------------------------------------------------------------
describe('spec 4.9: resolve account types', () => {
  it('GET /v1/account-types answers with the envelope and never offers a legacy code', async () => {
    const a = await send(A, 'GET', '/v1/account-types');
    expectOk(a);
    expect(a.text).not.toMatch(/"TaxType"/);
    // with InstitutionId of an institution lacking the authority, roth-ira is not offered as available
    {
      const a = await send(A, 'GET', `/v1/account-types?InstitutionId=${instBroker}`);
      expectOk(a);
      const list = Object.values(a.json).find((v) => Array.isArray(v)) as Record<string, unknown>[];
      const roth = list.find((t) => Object.values(t).includes('roth-ira'));
      expect(roth, a.text.slice(0, 500)).toBeDefined();
      expect(roth?.Available).toBe(false);
      const b = await send(A, 'GET', `/v1/account-types?InstitutionId=${instAll}`);
      const list2 = Object.values(b.json).find((v) => Array.isArray(v)) as Record<string, unknown>[];
      expect(list2.find((t) => Object.values(t).includes('roth-ira'))?.Available).toBe(true);
      expect(list2.find((t) => Object.values(t).includes('coverdell-esa'))?.Available).toBe(false);
    }
    // lifestyle-spending-account is never described as pre-tax or tax-advantaged
    {
      const a = await send(A, 'GET', '/v1/account-types');
      const list = Object.values(a.json).find((v) => Array.isArray(v)) as Record<string, unknown>[];
      const lsa = list.find((t) => Object.values(t).includes('lifestyle-spending-account'));
      expect(lsa).toBeDefined();
      expect(JSON.stringify(lsa)).not.toMatch(/pre-?tax|tax[- ]advantaged|tax[- ]free|tax[- ]favou?red/i);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 4.10, 6.4; design.md 5, 6: JWKS.
// ---------------------------------------------------------------------------------------------
describe('spec 6.4: webhook signing keys (JWKS)', () => {
  const jwks = async () => {
    const r = await fetch(`${base}/.well-known/jwks.json`);
    expect(r.status).toBe(200);
    return (await r.json()) as { keys: Record<string, string>[] };
  };

  it('served without authentication; every key is OKP/Ed25519/sig/EdDSA with kid and base64url x', async () => {
    const doc = await jwks();
    expect(Array.isArray(doc.keys)).toBe(true);
    expect(doc.keys.length).toBeGreaterThan(0);
    for (const k of doc.keys) {
      expect(k).toMatchObject({ kty: 'OKP', crv: 'Ed25519', use: 'sig', alg: 'EdDSA' });
      expect(typeof k.kid).toBe('string');
      expect(k.x).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(k).not.toHaveProperty('d');
    }
  });

  it('after rotation old and new keys are both published (overlap window)', async () => {
    const before = await jwks();
    expectOk(await op('POST', '/v1/signing-keys/rotate', {}));
    const after = await jwks();
    const kids = after.keys.map((k) => k.kid);
    for (const k of before.keys) expect(kids).toContain(k.kid);
    expect(after.keys.length).toBeGreaterThan(before.keys.length);
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 6.1; design.md 6: webhook endpoint registration.
// ---------------------------------------------------------------------------------------------
describe('spec 6.1 / design.md 6: webhook endpoint registration', () => {
  it('an EventType outside the catalog or an unknown algorithm is refused', async () => {
    const bad = [
      { EventType: 'deposit.created', Url: 'https://example.com/hook' },
      { EventType: 'deposit.posted', Url: 'https://example.com/hook', Algorithm: 'rsa-sha256' },
      { EventType: 'deposit.posted', Url: 'not a url' },
      // Spec 6.1: "One HTTPS endpoint"; "endpoints must receive over TLS".
      { EventType: 'deposit.posted', Url: 'http://example.com/hook' },
    ];
    for (const b of bad) {
      expectError(await send(A, 'POST', '/v1/webhook-endpoints', b), 200, 'InvalidRequest');
    }
    // hmac-sha256 is the default and its secret is returned once at registration
    {
      const r = await send(A, 'POST', '/v1/webhook-endpoints', {
        EventType: 'account.created',
        Url: 'https://example.com/hooks/account-created',
      });
      expectOk(r);
      expect(r.text).toMatch(/hmac-sha256/);
      const l = await send(A, 'GET', '/v1/webhook-endpoints');
      expectOk(l);
      const secret = Object.entries(r.json).find(([k]) => /secret/i.test(k))?.[1];
      expect(typeof secret).toBe('string');
      expect(l.text).not.toContain(secret as string);
    }
  });

  it('registration, a provider write, accepts a ProviderReferenceId and a retry registers once', async () => {
    // design.md 4: a replayed state-changing request is a retry only "with a ProviderReferenceId in its body",
    // and the 401 tells the caller to send one; 4a: the client gives "every write" a reference.
    const body = { ProviderReferenceId: refs(), EventType: 'client.created', Url: 'https://example.com/hooks/c1' };
    const a = await send(A, 'POST', '/v1/webhook-endpoints', body);
    expectOk(a);
    const b = await send(A, 'POST', '/v1/webhook-endpoints', body);
    expectOk(b);
    expect(b.text).toBe(a.text.replace(/"RequestId":\d+/, `"RequestId":${b.json.RequestId}`));
  });

  it("a provider sees only its own endpoints; another provider's endpoint cannot be deleted", async () => {
    const r = await send(A, 'POST', '/v1/webhook-endpoints', {
      EventType: 'account.updated',
      Url: 'https://a.example/h',
    });
    expectOk(r);
    const id = Object.entries(r.json).find(([k]) => /EndpointId$/.test(k))?.[1] as string;
    expect(id).toMatch(GUID);
    const lb = await send(B, 'GET', '/v1/webhook-endpoints');
    expectOk(lb);
    expect(lb.text).not.toContain(id);
    const d = await send(B, 'DELETE', `/v1/webhook-endpoints/${id}`);
    const u = await send(B, 'DELETE', `/v1/webhook-endpoints/${randomUUID()}`);
    expect(d.status).toBe(u.status);
    expect(d.json.Status).toBe(0);
    expect(d.json.ResponseStatus?.ErrorCode).toBe(u.json.ResponseStatus?.ErrorCode);
    expect((await send(A, 'GET', '/v1/webhook-endpoints')).text).toContain(id);
  });
});

// ---------------------------------------------------------------------------------------------
// Spec 6.1, 6.3, 6.4; design.md 6: deliveries (a second service with webhooks on, loopback allowed).
// ---------------------------------------------------------------------------------------------
describe('spec 6.3: webhook deliveries', () => {
  interface Delivery {
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }
  let svc: { url: string; close(): Promise<void> };
  let svcDir: string;
  let receiver: Server;
  let hookUrl = '';
  const deliveries: Delivery[] = [];
  const failFirst = new Set<string>();
  const seenEvents = new Set<string>();
  let W: Key;
  let savedBase = '';

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        deliveries.push({ headers: req.headers, body });
        let eventId = '';
        try {
          eventId = JSON.parse(body).EventId;
        } catch {
          eventId = '';
        }
        const fail = req.url?.includes('fail') === true && !seenEvents.has(eventId);
        seenEvents.add(eventId);
        if (fail) failFirst.add(eventId);
        res.statusCode = fail ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', () => ok()));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    svcDir = mkdtempSync(join(tmpdir(), 'acctos-spec-audit-hooks-'));
    svc = await startServer({
      port: 0,
      dataDir: svcDir,
      print: () => undefined,
      env: {
        ACCTOS_LOG_LEVEL: 'silent',
        ACCTOS_ADMIN_KEY_ID: OPERATOR.id,
        ACCTOS_ADMIN_SECRET: OPERATOR.secret,
        ACCTOS_WEBHOOK_ALLOW_LOOPBACK: '1',
      },
    });
    savedBase = base;
    base = svc.url;
    W = (await provider('Audit Hooks', ['roth-ira'], [])).key;
    instAllHooks = await institution(ALL_AUTHORITIES);
    base = savedBase;
  }, 120_000);
  let instAllHooks = '';

  afterAll(async () => {
    await svc?.close();
    await new Promise<void>((ok) => receiver.close(() => ok()));
    rmSync(svcDir, { recursive: true, force: true });
  });

  const onSvc = async <T>(f: () => Promise<T>): Promise<T> => {
    const saved = base;
    base = svc.url;
    try {
      return await f();
    } finally {
      base = saved;
    }
  };
  const waitFor = async (pred: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!pred() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  };
  const sfv = (h: string | string[] | undefined) => (Array.isArray(h) ? h.join(', ') : (h ?? ''));

  it('deposit.posted: signed envelope { EventId, EventType, OccurredAt, Data } with the 6.3 Data fields', async () => {
    const { reg, acc, tx } = await onSvc(async () => {
      const reg = await send(W, 'POST', '/v1/webhook-endpoints', { EventType: 'deposit.posted', Url: `${hookUrl}/ok` });
      expectOk(reg);
      const ed = { EventType: 'account.created', Url: `${hookUrl}/ed`, Algorithm: 'ed25519' };
      expectOk(await send(W, 'POST', '/v1/webhook-endpoints', ed));
      expectOk(await send(W, 'POST', '/v1/webhook-endpoints', { EventType: 'client.updated', Url: `${hookUrl}/cu` }));
      const c = await send(W, 'POST', '/v1/clients', person());
      const a = await send(W, 'POST', '/v1/accounts', {
        ProviderReferenceId: refs(),
        ClientId: c.json.ClientId,
        AccountTypeCode: 'roth-ira',
        InstitutionId: instAllHooks,
      });
      expectOk(a);
      const f = await send(W, 'POST', `/v1/accounts/${a.json.AccountId}/fund`, fundBody(100));
      expectOk(f);
      // Spec 6.2: client.updated fires when a client's details change.
      const contact = { Contact: { FirstName: 'Changed', LastName: `Name${randomUUID()}` } };
      expectOk(await send(W, 'PATCH', `/v1/clients/${c.json.ClientId}`, contact));
      return { reg, acc: a.json.AccountId as string, tx: f.json.TransactionId as string };
    });
    const mine = () => deliveries.filter((d) => d.body.includes(tx));
    await waitFor(() => mine().length > 0, 20_000);
    expect(mine().length).toBeGreaterThan(0);
    const d = mine()[0] as Delivery;
    const ev = JSON.parse(d.body);
    expect(ev.EventId).toMatch(GUID);
    expect(ev.EventType).toBe('deposit.posted');
    expect(ev.OccurredAt).toMatch(ISO_UTC);
    expect(Math.abs(Date.parse(ev.OccurredAt) - Date.now())).toBeLessThan(120_000);
    expect(ev.Data).toMatchObject({ AccountId: acc, TransactionId: tx, Status: 'Posted' });
    expect(Number(ev.Data.Amount)).toBe(100);
    // RFC 9530 Content-Digest of the body; RFC 9421 Signature-Input covering @authority and content-digest.
    const digest = `sha-256=:${createHash('sha256').update(d.body, 'utf8').digest('base64')}:`;
    expect(sfv(d.headers['content-digest'])).toBe(digest);
    const input = sfv(d.headers['signature-input']);
    const m = /^(\w+)=(\("@authority" "content-digest"\)[^,]*)$/.exec(input);
    expect(m, input).not.toBeNull();
    const params = (m as RegExpExecArray)[2] as string;
    expect(params).toMatch(/;created=\d+/);
    expect(params).toMatch(/;keyid="[^"]+"/);
    expect(params).toMatch(/;alg="hmac-sha256"/);
    const created = Number(/;created=(\d+)/.exec(params)?.[1]);
    expect(Math.abs(created - nowS())).toBeLessThan(120);
    // Verify with the secret returned at registration (key bytes: UTF-8 of the secret, or its base64 decoding).
    const secret = Object.entries(reg.json).find(([k]) => /secret/i.test(k))?.[1] as string;
    const sigBase =
      `"@authority": ${sfv(d.headers.host).toLowerCase()}\n"content-digest": ${digest}\n` +
      `"@signature-params": ${params}`;
    const sig = /:([A-Za-z0-9+/=]+):/.exec(sfv(d.headers.signature))?.[1];
    const candidates = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'base64')].map((k) =>
      createHmac('sha256', k).update(sigBase, 'utf8').digest('base64'),
    );
    expect(candidates).toContain(sig);
    // ed25519 (account.created): verifies against the JWKS key named by keyid.
    const edMine = () => deliveries.filter((x) => x.body.includes(acc) && x.body.includes('account.created'));
    await waitFor(() => edMine().length > 0, 20_000);
    const e = edMine()[0] as Delivery;
    expect(e, 'no account.created delivery').toBeDefined();
    const eInput = sfv(e.headers['signature-input']);
    const eParams = eInput.slice(eInput.indexOf('=') + 1);
    expect(eParams).toMatch(/;alg="ed25519"/);
    const kid = /;keyid="([^"]+)"/.exec(eParams)?.[1];
    const jwks = (await (await fetch(`${svc.url}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    const jwk = jwks.keys.find((k) => k.kid === kid);
    expect(jwk, `keyid ${kid} not in JWKS`).toBeDefined();
    const eDigest = `sha-256=:${createHash('sha256').update(e.body, 'utf8').digest('base64')}:`;
    expect(sfv(e.headers['content-digest'])).toBe(eDigest);
    const eBase =
      `"@authority": ${sfv(e.headers.host).toLowerCase()}\n"content-digest": ${eDigest}\n` +
      `"@signature-params": ${eParams}`;
    const eSig = Buffer.from(/:([A-Za-z0-9+/=]+):/.exec(sfv(e.headers.signature))?.[1] ?? '', 'base64');
    const pub = createPublicKey({ key: jwk as unknown as import('node:crypto').JsonWebKey, format: 'jwk' });
    expect(verify(null, Buffer.from(eBase, 'utf8'), pub, eSig)).toBe(true);
    const upd = () => deliveries.filter((x) => x.body.includes('client.updated'));
    await waitFor(() => upd().length > 0, 20_000);
    expect(upd().length, 'no client.updated delivery').toBeGreaterThan(0);
  });

  it('a non-2xx is retried: the same EventId, re-signed with a fresh created', async () => {
    const tx = await onSvc(async () => {
      expectOk(await send(W, 'POST', '/v1/webhook-endpoints', { EventType: 'client.created', Url: `${hookUrl}/fail` }));
      const c = await send(W, 'POST', '/v1/clients', person());
      expectOk(c);
      return c.json.ClientId as string;
    });
    const mine = () => deliveries.filter((d) => d.body.includes(tx) && d.body.includes('client.created'));
    await waitFor(() => mine().length >= 2, 40_000);
    expect(mine().length).toBeGreaterThanOrEqual(2);
    const [first, second] = mine() as [Delivery, Delivery];
    expect(JSON.parse(second.body).EventId).toBe(JSON.parse(first.body).EventId);
    const created = (d: Delivery) => Number(/;created=(\d+)/.exec(sfv(d.headers['signature-input']))?.[1]);
    expect(created(second)).toBeGreaterThan(created(first));
  }, 60_000);
});
