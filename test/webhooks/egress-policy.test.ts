// Issue 17: webhook URLs may not reach internal addresses, in any spelling, at registration or
// at delivery (DNS rebinding); a development switch allows loopback only.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import {
  checkEgressTarget,
  checkEgressUrl,
  egressPolicy,
  embeddedIpv4,
  refusedAddressKind,
} from '../../src/server/webhooks/egress/index.js';
import { enqueueEvent, runDispatchOnce } from '../../src/server/webhooks/index.js';
import { availableBackends } from '../server/backends.js';
import { addProvider, call, clock, ENCRYPTION_KEY, webhookApp } from './harness.js';

const backends = await availableBackends();

const noDns = async (): Promise<readonly string[]> => {
  throw Object.assign(new Error('no network'), { code: 'ENOTFOUND' });
};
const strict = egressPolicy({ resolveHost: noDns });
const dev = egressPolicy({ allowLoopback: true, resolveHost: noDns });

describe('webhook egress policy: literal addresses and schemes', () => {
  it.each([
    ['https://169.254.169.254/latest/meta-data/', 'LinkLocal'],
    ['https://10.0.0.1/', 'Private'],
    ['https://[fd00::1]/', 'UniqueLocal'],
    ['https://2130706433/', 'Loopback'],
    ['https://0177.0.0.1/', 'Loopback'],
    ['https://0x7f.1/', 'Loopback'],
    ['https://127.1/', 'Loopback'],
    ['https://[::1]/', 'Loopback'],
    ['https://[::ffff:127.0.0.1]/', 'Loopback'],
    ['https://[::ffff:a9fe:a9fe]/', 'LinkLocal'],
    ['https://[64:ff9b::a9fe:a9fe]/', 'LinkLocal'],
    ['https://[2002:c0a8:0101::]/', 'Private'],
    ['https://172.16.5.4/', 'Private'],
    ['https://192.168.1.1/', 'Private'],
    ['https://100.64.0.1/', 'SharedAddressSpace'],
    ['https://224.0.0.1/', 'Multicast'],
    ['https://[ff02::1]/', 'Multicast'],
    ['https://0.0.0.0/', 'Unspecified'],
    ['https://[::]/', 'Unspecified'],
    ['https://[fe80::1]/', 'LinkLocal'],
    ['https://255.255.255.255/', 'Broadcast'],
  ])('refuses %s (%s)', (url, kind) => {
    const r = checkEgressUrl(url, strict);
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.message).toContain(kind);
  });

  it.each(['http://localhost:22/', 'https://localhost/', 'https://hooks.localhost/'])(
    'refuses the loopback name %s without the development switch',
    (url) => {
      expect(checkEgressUrl(url, strict).ok).toBe(false);
    },
  );

  it('refuses http to a public host, credentials and fragments', () => {
    expect(checkEgressUrl('http://hooks.example.com/', strict)).toMatchObject({
      ok: false,
      message: 'Url must use https.',
    });
    expect(checkEgressUrl('https://u:p@hooks.example.com/', strict).ok).toBe(false);
    expect(checkEgressUrl('https://hooks.example.com/#x', strict).ok).toBe(false);
  });

  it('accepts public literals in both families', () => {
    expect(checkEgressUrl('https://93.184.215.14/hook', strict).ok).toBe(true);
    expect(checkEgressUrl('https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/hook', strict).ok).toBe(true);
  });

  it('the development switch allows loopback (http or https) and nothing else', () => {
    expect(checkEgressUrl('http://127.0.0.1:8080/hooks', dev).ok).toBe(true);
    expect(checkEgressUrl('http://localhost:8080/hooks', dev).ok).toBe(true);
    expect(checkEgressUrl('https://[::1]/hooks', dev).ok).toBe(true);
    expect(checkEgressUrl('https://10.0.0.1/', dev).ok).toBe(false);
    expect(checkEgressUrl('http://10.0.0.1/', dev).ok).toBe(false);
    expect(checkEgressUrl('https://169.254.169.254/', dev).ok).toBe(false);
  });

  it('property: every address of 10/8, 127/8 and 169.254/16 is refused, also IPv4-mapped', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.constantFrom('10', '127', '169.254'), octet, octet, octet, (head, a, b, c) => {
        const parts = head === '169.254' ? [169, 254, b, c] : [Number(head), a, b, c];
        const v4 = parts.join('.');
        expect(refusedAddressKind(v4)).toBeDefined();
        expect(refusedAddressKind(`::ffff:${v4}`)).toBeDefined();
        expect(embeddedIpv4(`::ffff:${v4}`)).toBe(v4);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('webhook egress policy: names are resolved (registration and every delivery)', () => {
  const resolving =
    (table: Record<string, readonly string[]>) =>
    async (host: string): Promise<readonly string[]> => {
      const found = table[host];
      if (found === undefined) throw Object.assign(new Error('nx'), { code: 'ENOTFOUND' });
      return found;
    };

  it('refuses a name that resolves to an internal address, even one of several', async () => {
    const policy = egressPolicy({
      resolveHost: resolving({ 'a.example': ['10.1.2.3'], 'b.example': ['93.184.215.14', '169.254.169.254'] }),
    });
    expect(await checkEgressTarget('https://a.example/x', policy)).toMatchObject({ ok: false });
    expect(await checkEgressTarget('https://b.example/x', policy)).toMatchObject({ ok: false });
  });

  it('accepts a public name, and reports a name that does not resolve as unresolved', async () => {
    const policy = egressPolicy({ resolveHost: resolving({ 'ok.example': ['93.184.215.14'] }) });
    expect(await checkEgressTarget('https://ok.example/x', policy)).toMatchObject({ ok: true });
    expect(await checkEgressTarget('https://gone.example/x', policy)).toMatchObject({ ok: 'unresolved' });
  });
});

describe.each(backends.map((b) => [b.name, b] as const))('webhook egress over the routes (%s)', (_name, backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let provider: string;
  const t = clock('2026-11-22T12:00:00.000Z');
  const dns: Record<string, readonly string[]> = { 'hooks.example.com': ['93.184.215.14'] };
  const resolveHost = async (host: string): Promise<readonly string[]> => {
    const found = dns[host];
    if (found === undefined) throw Object.assign(new Error('nx'), { code: 'ENOTFOUND' });
    return found;
  };

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    provider = await addProvider(db, 'egress');
  });
  afterAll(async () => {
    await cleanup();
  });

  it('registration refuses every internal URL of issue 17 with InvalidRequest on Url', async () => {
    const app = webhookApp(db, t.now, { allowLoopback: false, resolveHost });
    for (const Url of [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'https://[fd00::1]/',
      'https://2130706433/',
      'http://localhost:22/',
    ]) {
      const r = await call(app, 'POST', '/v1/webhook-endpoints', {
        provider,
        body: { EventType: 'client.created', Url },
      });
      expect(r.json, Url).toMatchObject({
        Status: 0,
        ResponseStatus: { ErrorCode: 'InvalidRequest', Errors: [{ FieldName: 'Url' }] },
      });
    }
    const count = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM webhook_endpoints');
    expect(count.rows[0]?.n).toBe('0');
  });

  it('a name that later resolves to the metadata address is never posted to (DNS rebinding)', async () => {
    const app = webhookApp(db, t.now, { allowLoopback: false, resolveHost });
    const r = await call(app, 'POST', '/v1/webhook-endpoints', {
      provider,
      body: { EventType: 'deposit.posted', Url: 'https://hooks.example.com/acctos' },
    });
    expect(r.json).toMatchObject({ Status: 1 });
    await db.transaction((tx) =>
      enqueueEvent(tx, {
        ProviderId: provider,
        EventType: 'deposit.posted',
        OccurredAt: t.now().toISOString(),
        Data: { AccountId: 'a1', TransactionId: 't1', Amount: 1, Status: 'Posted' },
      }),
    );
    dns['hooks.example.com'] = ['169.254.169.254'];
    let posted = 0;
    const fetchSpy = (async () => {
      posted += 1;
      return new Response('ok');
    }) as typeof fetch;
    const out = await runDispatchOnce({
      db,
      now: t.now,
      encryptionKey: ENCRYPTION_KEY,
      random: () => 0.5,
      fetch: fetchSpy,
      webhookEgress: { allowLoopback: false, resolveHost },
    });
    expect(posted).toBe(0);
    expect(out).toHaveLength(1);
    const row = await db.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM webhook_deliveries',
    );
    expect(row.rows[0]).toMatchObject({ status: 'Pending' });
    expect(row.rows[0]?.last_error).toContain('egress refused');
  });
});
