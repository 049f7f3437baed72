import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AcctosClient, createClient } from '../../src/client/index.js';
import { defaultCatalog } from '../../src/index.js';
import { encryptionKeyFrom } from '../../src/server/auth/secret-box.js';
import { createApp, type Database, migrate, openDatabase } from '../../src/server/index.js';
import { runDispatchOnce } from '../../src/server/webhooks/index.js';
import { createWebhookReceiver, parseJwks } from '../../src/webhooks/index.js';
import { receiverServer } from './harness.js';

const ENC = 'b'.repeat(64);
const ADMIN = { KeyId: 'admin_e2e', Secret: 'admin-e2e-secret' };

describe('webhooks end to end: API change -> outbox -> signed delivery -> receiver helper', () => {
  let db: Database;
  let rx: Awaited<ReturnType<typeof receiverServer>>;
  let provider: AcctosClient;
  let institutionId: string;

  beforeAll(async () => {
    db = await openDatabase({ inMemory: true });
    await migrate(db);
    rx = await receiverServer();
    const app = createApp({
      db,
      catalog: defaultCatalog,
      now: () => new Date(),
      adminKey: ADMIN,
      encryptionKey: ENC,
      logger: pino({ level: 'silent' }),
      webhookEgress: { allowLoopback: true },
    });
    const fetchApp = ((i: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(i, init))) as typeof fetch;
    const operator = createClient({
      baseUrl: 'http://acctos.test',
      keyId: ADMIN.KeyId,
      secret: ADMIN.Secret,
      fetch: fetchApp,
    });
    const p = await operator.createProvider({ Name: 'E2E' });
    if (p.Status !== 1) throw new Error('provider');
    const k = await operator.createKey(p.ProviderId);
    if (k.Status !== 1) throw new Error('key');
    const inst = await operator.createInstitution({
      Name: 'E2E Trust',
      Authorities: defaultCatalog.authorities.map((a) => a.Name),
    });
    if (inst.Status !== 1) throw new Error('institution');
    institutionId = inst.InstitutionId;
    await operator.setContracts(p.ProviderId, { AccountTypeCodes: ['roth-ira'] });
    provider = createClient({ baseUrl: 'http://acctos.test', keyId: k.KeyId, secret: k.Secret, fetch: fetchApp });
  });
  afterAll(async () => {
    await rx.close();
    await db.close();
  });

  it('client.created (hmac-sha256) and account.created (ed25519) arrive signed and verify', async () => {
    const hmacEp = await provider.createWebhookEndpoint({ EventType: 'client.created', Url: rx.url });
    const edEp = await provider.createWebhookEndpoint({
      EventType: 'account.created',
      Url: rx.url,
      Algorithm: 'ed25519',
    });
    if (hmacEp.Status !== 1 || edEp.Status !== 1 || hmacEp.Secret === undefined)
      throw new Error('endpoint registration failed');

    const c = await provider.createClient({ ClientType: 'Individual', Contact: { FirstName: 'E', LastName: 'E' } });
    if (c.Status !== 1) throw new Error('client');
    const a = await provider.createAccount({
      ClientId: c.ClientId,
      AccountTypeCode: 'roth-ira',
      InstitutionId: institutionId,
    });
    expect(a.Status).toBe(1);

    const out = await runDispatchOnce({
      db,
      now: () => new Date(),
      encryptionKey: encryptionKeyFrom(ENC),
      webhookEgress: { allowLoopback: true },
    });
    expect(out.map((o) => o.status)).toEqual(['Delivered', 'Delivered']);
    const jwks = await provider.getJwks();
    const hmacRx = createWebhookReceiver({ hmacSecret: hmacEp.Secret, maxAge_s: 300 });
    const edRx = createWebhookReceiver({ jwks: parseJwks(jwks), maxAge_s: 300 });
    // A fresh Request per check (a body can be read once).
    const byType = new Map(rx.received.map((r) => [JSON.parse(r.body).EventType as string, r]));
    const req = (type: string) => {
      const r = byType.get(type)!;
      return new Request(r.request.url, { method: 'POST', headers: r.request.headers, body: r.body });
    };
    expect(await hmacRx(req('client.created'))).toMatchObject({ ok: true, event: { Data: { ClientId: c.ClientId } } });
    expect(await edRx(req('account.created'))).toMatchObject({ ok: true, alg: 'ed25519' });
    // And each refuses the other's delivery.
    expect((await hmacRx(req('account.created'))).ok).toBe(false);
    expect((await edRx(req('client.created'))).ok).toBe(false);
  });
});
