import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/types.js';
import {
  enqueueEvent,
  nextAttemptAt,
  RETRY_CAP_MS,
  RETRY_WINDOW_MS,
  retryDelay_ms,
  runDispatchOnce,
  startDispatcher,
} from '../../src/server/webhooks/index.js';
import { createWebhookReceiver, parseJwks } from '../../src/webhooks/index.js';
import { availableBackends } from '../server/backends.js';
import { addProvider, call, clock, ENCRYPTION_KEY, LOOPBACK_EGRESS, receiverServer, webhookApp } from './harness.js';

// PGlite always; PostgreSQL too when it answers (there FOR UPDATE SKIP LOCKED really races).
const backends = await availableBackends();

const T0 = '2026-03-02T09:00:00.000Z';

describe('retry policy (spec part 6.1.4: exponential backoff for up to 24 hours)', () => {
  it('doubles from 10 s with equal jitter and caps at one hour', () => {
    expect(retryDelay_ms(1, 0)).toBe(5_000);
    expect(retryDelay_ms(1, 0.999999)).toBe(10_000);
    expect(retryDelay_ms(2, 0)).toBe(10_000);
    expect(retryDelay_ms(30, 1)).toBe(RETRY_CAP_MS);
  });
  it('property: every delay lies in [ceiling/2, ceiling] and the ceiling never decreases', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const ceiling = Math.min(RETRY_CAP_MS, 10_000 * 2 ** (Math.min(n, 32) - 1));
        const d = retryDelay_ms(n, r);
        expect(d).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(d).toBeLessThanOrEqual(ceiling);
        expect(retryDelay_ms(n + 1, 1)).toBeGreaterThanOrEqual(retryDelay_ms(n, 1));
      }),
    );
  });
  it('property: the next attempt is never after the deadline, and none is scheduled once it has passed', () => {
    fc.assert(
      fc.property(
        fc.nat(RETRY_WINDOW_MS * 2),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (elapsed, n, r) => {
          const next = nextAttemptAt(elapsed, RETRY_WINDOW_MS, n, r);
          if (elapsed >= RETRY_WINDOW_MS) expect(next).toBeUndefined();
          else {
            expect(next).toBeGreaterThan(elapsed);
            expect(next).toBeLessThanOrEqual(RETRY_WINDOW_MS);
          }
        },
      ),
    );
  });
});

describe.each(backends.map((b) => [b.name, b] as const))(
  'webhook endpoints, JWKS and the dispatcher (%s, receiver on 127.0.0.1)',
  (_name, backend) => {
    let db: Database;
    let cleanup: () => Promise<void>;
    let providerA: string;
    let providerB: string;
    const t = clock(T0);
    let app: ReturnType<typeof webhookApp>;
    let rx: Awaited<ReturnType<typeof receiverServer>>;

    beforeAll(async () => {
      ({ db, cleanup } = await backend.open());
      providerA = await addProvider(db, 'A');
      providerB = await addProvider(db, 'B');
      app = webhookApp(db, t.now);
      rx = await receiverServer();
    });
    afterAll(async () => {
      await rx.close();
      await cleanup();
    });

    const dispatch = (extra: { timeout_ms?: number } = {}) =>
      runDispatchOnce({
        db,
        now: t.now,
        encryptionKey: ENCRYPTION_KEY,
        random: () => 0.5,
        webhookEgress: LOOPBACK_EGRESS,
        ...extra,
      });

    it('registers an hmac-sha256 endpoint, returns the secret once and stores it encrypted', async () => {
      const r = await call(app, 'POST', '/v1/webhook-endpoints', {
        provider: providerA,
        body: { EventType: 'deposit.posted', Url: rx.url },
      });
      expect(r.json).toMatchObject({
        Status: 1,
        EventType: 'deposit.posted',
        Url: rx.url,
        Algorithm: 'hmac-sha256',
        CreatedDate: T0,
      });
      const secret = r.json.Secret as string;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const stored = await db.query<{ secret_enc: string }>('SELECT secret_enc FROM webhook_endpoints');
      expect(stored.rows[0]?.secret_enc).not.toContain(secret.slice(6));
      const list = await call(app, 'GET', '/v1/webhook-endpoints', { provider: providerA });
      expect(list.json).toMatchObject({ Status: 1, TotalCount: 1, PageNumber: 1, PageSize: 25 });
      expect(JSON.stringify(list.json)).not.toContain('whsec_');
    });

    it('refuses a second endpoint for the same EventType, a non-https URL and an unknown EventType', async () => {
      const dup = await call(app, 'POST', '/v1/webhook-endpoints', {
        provider: providerA,
        body: { EventType: 'deposit.posted', Url: rx.url },
      });
      expect(dup.json).toMatchObject({
        Status: 0,
        ResponseStatus: {
          ErrorCode: 'InvalidRequest',
          Errors: [{ FieldName: 'EventType', ErrorCode: 'WebhookEndpointExists' }],
        },
      });
      const http = await call(app, 'POST', '/v1/webhook-endpoints', {
        provider: providerA,
        body: { EventType: 'client.created', Url: 'http://hooks.example.com/x' },
      });
      expect(http.json).toMatchObject({
        Status: 0,
        ResponseStatus: { ErrorCode: 'InvalidRequest', Errors: [{ FieldName: 'Url' }] },
      });
      const bad = await call(app, 'POST', '/v1/webhook-endpoints', {
        provider: providerA,
        body: { EventType: 'account.exploded', Url: 'https://x.example' },
      });
      expect(bad.json).toMatchObject({
        Status: 0,
        ResponseStatus: { ErrorCode: 'InvalidRequest', Errors: [{ FieldName: 'EventType' }] },
      });
    });

    it(
      'a ProviderReferenceId makes registration retryable (design.md 4a): the same endpoint and its secret, a ' +
        'conflict for another payload, and a refused registration records nothing',
      async () => {
        const body = { EventType: 'account.updated', Url: rx.url, ProviderReferenceId: `wh-${Date.now()}` };
        const first = await call(app, 'POST', '/v1/webhook-endpoints', { provider: providerA, body });
        expect(first.json).toMatchObject({ Status: 1, EventType: 'account.updated' });
        expect(typeof first.json['Secret']).toBe('string');
        const retry = await call(app, 'POST', '/v1/webhook-endpoints', { provider: providerA, body });
        expect({ ...retry.json, RequestId: 0 }).toEqual({ ...first.json, RequestId: 0 });
        const other = await call(app, 'POST', '/v1/webhook-endpoints', {
          provider: providerA,
          body: { ...body, EventType: 'client.updated' },
        });
        expect(other.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'IdempotencyConflict' } });
        // Refused (a second endpoint for the type): the reference stays free for a corrected request.
        const ref = `wh-refused-${Date.now()}`;
        const refused = await call(app, 'POST', '/v1/webhook-endpoints', {
          provider: providerA,
          body: { EventType: 'account.updated', Url: rx.url, ProviderReferenceId: ref },
        });
        expect(refused.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'InvalidRequest' } });
        const corrected = await call(app, 'POST', '/v1/webhook-endpoints', {
          provider: providerA,
          body: { EventType: 'account.created', Url: rx.url, ProviderReferenceId: ref },
        });
        expect(corrected.json).toMatchObject({ Status: 1, EventType: 'account.created' });
        for (const id of [first.json['WebhookEndpointId'], corrected.json['WebhookEndpointId']])
          await call(app, 'DELETE', `/v1/webhook-endpoints/${String(id)}`, { provider: providerA });
      },
    );

    it('concurrent registrations for one EventType: one endpoint, the others WebhookEndpointExists', async () => {
      const bodies = [1, 2, 3, 4].map((i) => ({
        EventType: 'investment.sold',
        Url: rx.url,
        ProviderReferenceId: `wh-race-${i}-${Date.now()}`,
      }));
      const answers = await Promise.all(
        bodies.map((body) => call(app, 'POST', '/v1/webhook-endpoints', { provider: providerA, body })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const won = answers.findIndex((a) => a.json['Status'] === 1);
      expect(answers.filter((a) => a.json['Status'] === 1)).toHaveLength(1);
      for (const a of answers.filter((x) => x.json['Status'] === 0))
        expect(a.json).toMatchObject({
          ResponseStatus: { Errors: [{ FieldName: 'EventType', ErrorCode: 'WebhookEndpointExists' }] },
        });
      // A retry of the winner after its endpoint is deleted answers the original registration, without the secret.
      const first = answers[won]!.json;
      await call(app, 'DELETE', `/v1/webhook-endpoints/${String(first['WebhookEndpointId'])}`, { provider: providerA });
      const retry = await call(app, 'POST', '/v1/webhook-endpoints', { provider: providerA, body: bodies[won] });
      const { Secret: _secret, ...withoutSecret } = first;
      expect({ ...retry.json, RequestId: 0 }).toEqual({ ...withoutSecret, RequestId: 0 });
    });

    it('is provider-scoped: another provider neither lists nor deletes it; the operator key gets 403', async () => {
      const listB = await call(app, 'GET', '/v1/webhook-endpoints', { provider: providerB });
      expect(listB.json).toMatchObject({ Status: 1, TotalCount: 0, WebhookEndpoints: [] });
      const listA = await call(app, 'GET', '/v1/webhook-endpoints', { provider: providerA });
      const id = (listA.json.WebhookEndpoints as { WebhookEndpointId: string }[])[0]!.WebhookEndpointId;
      const delB = await call(app, 'DELETE', `/v1/webhook-endpoints/${id}`, { provider: providerB });
      const delUnknown = await call(app, 'DELETE', '/v1/webhook-endpoints/00000000-0000-4000-8000-000000000000', {
        provider: providerB,
      });
      expect(delB.json).toEqual(delUnknown.json);
      expect(delB.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'WebhookEndpointNotFound' } });
      const op = await call(app, 'GET', '/v1/webhook-endpoints');
      expect(op.status).toBe(403);
    });

    it('delivers a committed event signed per design.md section 6, verifiable by the receiver helper', async () => {
      const list = await call(app, 'GET', '/v1/webhook-endpoints', { provider: providerA });
      const endpointId = (list.json.WebhookEndpoints as { WebhookEndpointId: string }[])[0]!.WebhookEndpointId;
      const secretRow = await db.query<{ secret_enc: string }>(
        'SELECT secret_enc FROM webhook_endpoints WHERE endpoint_id = $1',
        [endpointId],
      );
      const { decryptSecret } = await import('../../src/server/auth/secret-box.js');
      const secret = decryptSecret(ENCRYPTION_KEY, secretRow.rows[0]!.secret_enc, endpointId)!;
      await db.transaction((tx) =>
        enqueueEvent(tx, {
          ProviderId: providerA,
          EventType: 'deposit.posted',
          OccurredAt: t.now().toISOString(),
          Data: { AccountId: 'a1', TransactionId: 't1', Amount: 250.1, Status: 'Posted' },
        }),
      );
      const out = await dispatch();
      expect(out).toMatchObject([{ status: 'Delivered', httpStatus: 200 }]);
      expect(rx.received).toHaveLength(1);
      const got = rx.received[0]!;
      expect(got.request.headers.get('signature-input')).toBe(
        `sig1=("@authority" "content-digest");created=${Date.parse(T0) / 1000};keyid="${endpointId}";alg="hmac-sha256"`,
      );
      const receive = createWebhookReceiver({ hmacSecret: secret, maxAge_s: 300, now: () => t.now().getTime() });
      const verdict = await receive(got.request);
      expect(verdict).toMatchObject({
        ok: true,
        event: { EventType: 'deposit.posted', OccurredAt: T0, Data: { Amount: 250.1 } },
      });
      expect(await dispatch()).toEqual([]); // delivered rows are not sent again
    });

    it(
      'writes nothing when the surrounding transaction rolls back; without a listening endpoint, the event ' + 'only',
      async () => {
        const count = async (table: string) =>
          (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
        const [events0, deliveries0] = [await count('webhook_events'), await count('webhook_deliveries')];
        await expect(
          db.transaction(async (tx) => {
            await enqueueEvent(tx, { ProviderId: providerA, EventType: 'deposit.posted', OccurredAt: T0, Data: {} });
            throw new Error('business rule failed');
          }),
        ).rejects.toThrow('business rule failed');
        expect([await count('webhook_events'), await count('webhook_deliveries')]).toEqual([events0, deliveries0]);
        // Issue 17, the event log: recorded whether or not an endpoint listens; no delivery without one.
        await db.transaction((tx) =>
          enqueueEvent(tx, { ProviderId: providerB, EventType: 'deposit.posted', OccurredAt: T0, Data: {} }),
        );
        expect([await count('webhook_events'), await count('webhook_deliveries')]).toEqual([events0 + 1, deliveries0]);
      },
    );

    it('retries a non-2xx with backoff, re-signing with a fresh created and the same EventId', async () => {
      rx.received.length = 0;
      rx.statuses.push(503);
      await db.transaction((tx) =>
        enqueueEvent(tx, {
          ProviderId: providerA,
          EventType: 'deposit.posted',
          OccurredAt: t.now().toISOString(),
          Data: { n: 2 },
        }),
      );
      expect(await dispatch()).toMatchObject([{ status: 'Pending', httpStatus: 503 }]);
      expect(await dispatch()).toEqual([]); // not due yet
      t.advance(retryDelay_ms(1, 0.5) + 1);
      expect(await dispatch()).toMatchObject([{ status: 'Delivered', httpStatus: 200 }]);
      const [first, second] = rx.received;
      expect(JSON.parse(first!.body).EventId).toBe(JSON.parse(second!.body).EventId);
      expect(first!.body).toBe(second!.body);
      expect(first!.request.headers.get('signature-input')).not.toBe(second!.request.headers.get('signature-input'));
      const row = await db.query<{ attempts: number; status: string }>(
        "SELECT attempts, status FROM webhook_deliveries WHERE status = 'Delivered' ORDER BY attempts DESC LIMIT 1",
      );
      expect(row.rows[0]).toEqual({ attempts: 2, status: 'Delivered' });
    });

    it('treats a timeout as a failed attempt and gives up after 24 hours', async () => {
      rx.received.length = 0;
      rx.hang.on = true;
      const start = t.now().getTime();
      await db.transaction((tx) =>
        enqueueEvent(tx, {
          ProviderId: providerA,
          EventType: 'deposit.posted',
          OccurredAt: t.now().toISOString(),
          Data: { n: 3 },
        }),
      );
      const out = await dispatch({ timeout_ms: 200 });
      expect(out).toMatchObject([{ status: 'Pending' }]);
      expect(out[0]!.error).toMatch(/timeout/);
      rx.hang.on = false;
      let final = 'Pending';
      for (let i = 0; i < 200 && final === 'Pending'; i += 1) {
        rx.statuses.push(500);
        t.advance(RETRY_CAP_MS);
        const r = await dispatch();
        if (r[0] !== undefined) final = r[0].status;
      }
      expect(final).toBe('Failed');
      expect(t.now().getTime() - start).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
      expect(t.now().getTime() - start).toBeLessThan(RETRY_WINDOW_MS + 2 * RETRY_CAP_MS);
      rx.statuses.length = 0;
    });

    it('signs ed25519 endpoints with the JWKS key; rotation keeps the old key published for the overlap', async () => {
      rx.received.length = 0;
      const reg = await call(app, 'POST', '/v1/webhook-endpoints', {
        provider: providerA,
        body: { EventType: 'client.created', Url: rx.url, Algorithm: 'ed25519' },
      });
      expect(reg.json).toMatchObject({ Status: 1, Algorithm: 'ed25519' });
      expect(reg.json.Secret).toBeUndefined();
      const jwks1 = await call(app, 'GET', '/.well-known/jwks.json');
      expect(jwks1.json).toMatchObject({ keys: [{ kty: 'OKP', crv: 'Ed25519', use: 'sig', alg: 'EdDSA' }] });
      const oldKid = (jwks1.json.keys as { kid: string }[])[0]!.kid;

      await db.transaction((tx) =>
        enqueueEvent(tx, {
          ProviderId: providerA,
          EventType: 'client.created',
          OccurredAt: t.now().toISOString(),
          Data: { ClientId: 'c' },
        }),
      );
      expect(await dispatch()).toMatchObject([{ status: 'Delivered' }]);
      const receive = createWebhookReceiver({
        jwks: parseJwks(jwks1.json),
        maxAge_s: 300,
        now: () => t.now().getTime(),
      });
      expect(await receive(rx.received[0]!.request)).toMatchObject({ ok: true, keyid: oldKid, alg: 'ed25519' });

      const denied = await call(app, 'POST', '/v1/signing-keys/rotate', { provider: providerA, body: {} });
      expect(denied.status).toBe(403);
      const rot = await call(app, 'POST', '/v1/signing-keys/rotate', { body: {} });
      expect(rot.json).toMatchObject({ Status: 1, PreviousKeyId: oldKid });
      const newKid = rot.json.KeyId as string;
      const jwks2 = await call(app, 'GET', '/.well-known/jwks.json');
      expect((jwks2.json.keys as { kid: string }[]).map((k) => k.kid)).toEqual([newKid, oldKid]);

      await db.transaction((tx) =>
        enqueueEvent(tx, {
          ProviderId: providerA,
          EventType: 'client.created',
          OccurredAt: t.now().toISOString(),
          Data: { ClientId: 'd' },
        }),
      );
      await dispatch();
      const receive2 = createWebhookReceiver({
        jwks: parseJwks(jwks2.json),
        maxAge_s: 300,
        now: () => t.now().getTime(),
      });
      expect(await receive2(rx.received[1]!.request)).toMatchObject({ ok: true, keyid: newKid });

      t.advance(24 * 60 * 60 * 1000 + 1000);
      const jwks3 = await call(app, 'GET', '/.well-known/jwks.json');
      expect((jwks3.json.keys as { kid: string }[]).map((k) => k.kid)).toEqual([newKid]);
    });

    it('deleting an endpoint cancels its pending deliveries', async () => {
      rx.statuses.push(500);
      await db.transaction((tx) =>
        enqueueEvent(tx, {
          ProviderId: providerA,
          EventType: 'client.created',
          OccurredAt: t.now().toISOString(),
          Data: {},
        }),
      );
      expect(await dispatch()).toMatchObject([{ status: 'Pending' }]);
      const list = await call(app, 'GET', '/v1/webhook-endpoints', { provider: providerA });
      const ep = (list.json.WebhookEndpoints as { WebhookEndpointId: string; EventType: string }[]).find(
        (e) => e.EventType === 'client.created',
      )!;
      const del = await call(app, 'DELETE', `/v1/webhook-endpoints/${ep.WebhookEndpointId}`, { provider: providerA });
      expect(del.json).toMatchObject({ Status: 1, WebhookEndpointId: ep.WebhookEndpointId });
      t.advance(RETRY_CAP_MS);
      expect(await dispatch()).toEqual([]);
      const rows = await db.query<{ status: string }>(
        'SELECT status FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY status',
        [ep.WebhookEndpointId],
      );
      expect(rows.rows.map((r) => r.status)).toContain('Cancelled');
    });

    it('startDispatcher delivers in the background and stop() waits for the tick in flight', async () => {
      rx.received.length = 0;
      await db.transaction((tx) =>
        enqueueEvent(tx, {
          ProviderId: providerA,
          EventType: 'deposit.posted',
          OccurredAt: t.now().toISOString(),
          Data: { n: 8 },
        }),
      );
      const d = startDispatcher({
        db,
        now: t.now,
        encryptionKey: ENCRYPTION_KEY,
        interval_ms: 20,
        webhookEgress: LOOPBACK_EGRESS,
      });
      for (let i = 0; i < 200 && rx.received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 25));
      await d.stop();
      expect(rx.received).toHaveLength(1);
      const pending = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'Pending' AND next_attempt_at <= " +
          '$1::timestamptz',
        [t.now().toISOString()],
      );
      expect(pending.rows[0]!.n).toBe(0);
    });

    it('a claimed row is not claimed again while its lease runs (two dispatchers)', async () => {
      rx.received.length = 0;
      await db.transaction((tx) =>
        enqueueEvent(tx, {
          ProviderId: providerA,
          EventType: 'deposit.posted',
          OccurredAt: t.now().toISOString(),
          Data: { n: 9 },
        }),
      );
      const [a, b] = await Promise.all([dispatch(), dispatch()]);
      expect([...a!, ...b!]).toHaveLength(1);
      expect(rx.received).toHaveLength(1);
    });
  },
);
