import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientOptions, createClient } from '../../src/client/index.js';
import { delayBefore } from '../../src/client/transport.js';
import { type InProcessApp, inProcessApp } from './in-process-app.js';

// design.md 4a: acctos/client gives every write that has no ProviderReferenceId a generated one
// and keeps it across its own retries (network errors, 429, 5xx, with backoff), so a caller who
// never thinks about idempotency still cannot double-post. Stub answers first, then the app.

const CONTACT = { FirstName: 'Retry', LastName: 'Client', Email: 'retry@example.com' };
const OK = (fields: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ RequestId: 1, Status: 1, ...fields }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const ENVELOPE_FAIL = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ RequestId: 2, Status: 0, ResponseStatus: { ErrorCode: code, Message: code } }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly body: string | undefined;
}

/** A client over scripted answers (a thrown error is a network failure); records what was sent and slept. */
function scripted(answers: (() => Response)[], extra: Partial<ClientOptions> = {}) {
  const sent: Sent[] = [];
  const slept: number[] = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ method: String(init?.method), url: String(url), body: init?.body as string | undefined });
    const next = answers[sent.length - 1] ?? answers[answers.length - 1]!;
    return next();
  }) as typeof globalThis.fetch;
  const client = createClient({
    baseUrl: 'http://acctos.test',
    keyId: 'k_test',
    secret: 'secret',
    fetch,
    sleep: async (ms) => void slept.push(ms),
    random: () => 0.5,
    ...extra,
  });
  return { client, sent, slept };
}

const lost = (): Response => {
  throw new TypeError('fetch failed: socket hang up');
};

describe('acctos/client retries (design.md 4a)', () => {
  it('a write without a reference is given one, and the retry after a lost answer sends the same bytes', async () => {
    const { client, sent } = scripted([lost, () => OK({ ClientId: 'c1' })]);
    const r = await client.createClient({ ClientType: 'Individual', Contact: CONTACT });
    expect(r).toMatchObject({ Status: 1, ClientId: 'c1' });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    const ref = JSON.parse(sent[0]!.body!).ProviderReferenceId as string;
    expect(ref).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("a caller's own ProviderReferenceId is kept as given", async () => {
    const { client, sent } = scripted([() => OK({ ClientId: 'c1' })]);
    await client.createClient({ ProviderReferenceId: 'mine-1', ClientType: 'Individual', Contact: CONTACT });
    expect(JSON.parse(sent[0]!.body!).ProviderReferenceId).toBe('mine-1');
  });

  it('retries after 503 and 429, waiting Retry-After when given and backing off otherwise', async () => {
    const { client, sent, slept } = scripted([
      () => ENVELOPE_FAIL(503, 'ServiceUnavailable'),
      () => ENVELOPE_FAIL(429, 'RateLimited', { 'Retry-After': '2' }),
      () => OK({ TransactionId: 't1', TransactionStatus: 'Posted' }),
    ]);
    const r = await client.fundAccount('a1', { Amount: '10.00', Currency: 'USD', PaymentMethodType: 'Wire' } as never);
    expect(r.Status).toBe(1);
    expect(sent).toHaveLength(3);
    expect(slept).toEqual([188, 2000]); // 250 ms with jitter 0.75, then Retry-After 2 s
  });

  it('is bounded: max_attempts in all, then the last answer', async () => {
    const { client, sent } = scripted([() => ENVELOPE_FAIL(503, 'ServiceUnavailable')], {
      retry: { max_attempts: 4 },
    });
    const r = await client.getAccount('a1');
    expect(sent).toHaveLength(4);
    expect(r).toMatchObject({ Status: 0, HttpStatus: 503 });
  });

  it('never retries a refusal (4xx other than 429)', async () => {
    const { client, sent } = scripted([() => ENVELOPE_FAIL(422, 'InsufficientFunds'), () => OK()]);
    const r = await client.withdraw('a1', { Amount: '1.00' } as never);
    expect(sent).toHaveLength(1);
    expect(r).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'InsufficientFunds' } });
  });

  it('sends a write to a route without references once (an operator write: its body is strict)', async () => {
    const { client, sent } = scripted([lost, () => OK({ ProviderId: 'p1' })]);
    const r = await client.createProvider({ Name: 'Once' });
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body!)).toEqual({ Name: 'Once' });
    expect(r).toMatchObject({ Status: 0, HttpStatus: 0, ResponseStatus: { ErrorCode: 'ClientNetworkError' } });
  });

  it('retries an idempotent method (PUT, DELETE, GET) after a lost answer', async () => {
    const { client, sent } = scripted([lost, () => OK({ KeyId: 'k1', RevokedDate: '2026-01-01' })]);
    await client.revokeKey('k1');
    expect(sent.map((s) => s.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('backoff doubles from base_delay_ms, jittered between half and all of it, never past max_delay_ms', () => {
    const o = (random: number): ClientOptions => ({
      baseUrl: 'x',
      keyId: 'k',
      secret: 's',
      retry: { base_delay_ms: 100, max_delay_ms: 1_000 },
      random: () => random,
    });
    expect(delayBefore(2, undefined, o(0))).toBe(50);
    expect(delayBefore(3, undefined, o(0.999999))).toBe(200);
    expect(delayBefore(9, undefined, o(0.999999))).toBe(1_000);
    expect(delayBefore(2, 60_000, o(0))).toBe(1_000);
  });
});

describe('acctos/client retries against the app: a lost answer never double-posts', () => {
  let served: InProcessApp;
  const ADMIN = { KeyId: 'admin_retry', Secret: 'admin-retry-secret' };

  beforeAll(async () => {
    served = await inProcessApp({ adminKey: ADMIN, encryptionKey: 'b'.repeat(64) });
  });
  afterAll(async () => served.db.close());

  it('a committed write whose answer is lost: the retry answers the same ClientId; one client exists', async () => {
    const appFetch = served.fetch;
    const operator = createClient({
      baseUrl: 'http://acctos.test',
      keyId: ADMIN.KeyId,
      secret: ADMIN.Secret,
      fetch: appFetch,
    });
    const p = await operator.createProvider({ Name: 'Retry Provider' });
    if (p.Status !== 1) throw new Error('no provider');
    const k = await operator.createKey(p.ProviderId);
    if (k.Status !== 1) throw new Error('no key');

    let calls = 0;
    const losing = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls += 1;
      const res = await appFetch(input, init);
      // The first attempt is committed, then its answer is lost.
      if (calls === 1) throw new TypeError('fetch failed: the connection closed before the answer');
      return res;
    }) as typeof fetch;
    const provider = createClient({
      baseUrl: 'http://acctos.test',
      keyId: k.KeyId,
      secret: k.Secret,
      fetch: losing,
      sleep: async () => undefined,
    });
    const r = await provider.createClient({ ClientType: 'Individual', Contact: CONTACT });
    expect(r.Status).toBe(1);
    expect(calls).toBe(2);
    const reader = createClient({ baseUrl: 'http://acctos.test', keyId: k.KeyId, secret: k.Secret, fetch: appFetch });
    const list = await reader.listClients();
    if (list.Status !== 1 || r.Status !== 1) throw new Error('list failed');
    expect(list.Clients.map((c) => c.ClientId)).toEqual([r.ClientId]);
  });
});
