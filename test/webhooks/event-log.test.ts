// Issue 17, "no event log": every event is recorded whether or not an endpoint exists;
// GET /v1/events (paging, Type, CreatedAfter) and GET /v1/events/{EventId}; a consumer
// redelivers an event to its endpoint; events past the retention are purged; a delivery in
// flight when the process died is released at start-up. PGlite always, PostgreSQL when it answers.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import type { Database } from '../../src/server/db/types.js';
import { createApp } from '../../src/server/index.js';
import {
  EVENT_RETENTION_MS,
  enqueueEvent,
  purgeEvents,
  releaseStaleClaims,
  runDispatchOnce,
} from '../../src/server/webhooks/index.js';
import { availableBackends } from '../server/backends.js';
import { call as signedCall } from '../server/sign.js';
import { addProvider, call, clock, ENCRYPTION_KEY, LOOPBACK_EGRESS, receiverServer, webhookApp } from './harness.js';

const backends = await availableBackends();
const T0 = '2026-03-02T09:00:00.000Z';

describe.each(backends.map((b) => [b.name, b] as const))('event log (%s)', (_name, backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let providerA: string;
  let providerB: string;
  const t = clock(T0);
  let app: ReturnType<typeof webhookApp>;
  let rx: Awaited<ReturnType<typeof receiverServer>>;
  const ids: string[] = [];

  const record = async (providerId: string, EventType: string, Data: Record<string, unknown>) =>
    db.transaction((tx) => enqueueEvent(tx, { ProviderId: providerId, EventType, OccurredAt: T0, Data }));
  const dispatch = () =>
    runDispatchOnce({
      db,
      now: t.now,
      encryptionKey: ENCRYPTION_KEY,
      random: () => 0.5,
      webhookEgress: LOOPBACK_EGRESS,
      instanceId: 'test-instance',
    });
  const list = (provider: string, query = '') => call(app, 'GET', `/v1/events${query}`, { provider });

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    providerA = await addProvider(db, 'A');
    providerB = await addProvider(db, 'B');
    app = webhookApp(db, t.now);
    rx = await receiverServer();
    // No endpoint is registered: every event must still be recorded.
    await record(providerA, 'client.created', { ClientId: 'c1' });
    await record(providerA, 'deposit.posted', { Amount: '999999999999999.99', Memo: 'ünïcødé' });
    await record(providerA, 'deposit.posted', { Amount: '0.01' });
    await record(providerB, 'deposit.posted', { Amount: '5.00' });
  });
  afterAll(async () => {
    await rx.close();
    await cleanup();
  });

  it('records every event without an endpoint and lists them oldest first with TotalCount', async () => {
    const r = await list(providerA);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ Status: 1, TotalCount: 3, PageNumber: 1, PageSize: 25 });
    const events = r.json['Events'] as { EventId: string; EventType: string; Data: Record<string, unknown> }[];
    expect(events.map((e) => e.EventType)).toEqual(['client.created', 'deposit.posted', 'deposit.posted']);
    expect(events[1]!.Data).toEqual({ Amount: '999999999999999.99', Memo: 'ünïcødé' });
    ids.push(...events.map((e) => e.EventId));
    const deliveries = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries');
    expect(deliveries.rows[0]!.n).toBe(0);
  });

  it('pages, filters by Type and by CreatedAfter (strictly after)', async () => {
    const p2 = await list(providerA, '?PageSize=2&PageNumber=2');
    expect(p2.json).toMatchObject({ TotalCount: 3, PageNumber: 2, PageSize: 2 });
    expect((p2.json['Events'] as { EventId: string }[]).map((e) => e.EventId)).toEqual([ids[2]]);
    const typed = await list(providerA, '?Type=deposit.posted');
    expect(typed.json['TotalCount']).toBe(2);
    const first = (await list(providerA)).json['Events'] as { CreatedDate: string }[];
    const after = await list(providerA, `?CreatedAfter=${encodeURIComponent(first[0]!.CreatedDate)}`);
    expect((after.json['Events'] as { EventId: string }[]).map((e) => e.EventId)).toEqual(ids.slice(1));
    const future = await list(providerA, '?CreatedAfter=2999-01-01T00:00:00Z');
    expect(future.json).toMatchObject({ Status: 1, TotalCount: 0, Events: [] });
  });

  it('refuses a bad Type, CreatedAfter or paging with field errors', async () => {
    const r = await list(providerA, `?Type=${encodeURIComponent("x'; DROP TABLE webhook_events;--")}`);
    expect(r.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'InvalidRequest' } });
    const r2 = await list(providerA, '?CreatedAfter=yesterday&PageSize=1000');
    const fields = (r2.json['ResponseStatus'] as { Errors: { FieldName: string }[] }).Errors.map((e) => e.FieldName);
    expect(fields.sort()).toEqual(['CreatedAfter', 'PageSize']);
    const local = await list(providerA, '?CreatedAfter=2026-03-02T09:00:00');
    expect(local.json['Status']).toBe(0); // no zone: ambiguous
  });

  it('GET /v1/events/{EventId} answers the event and its deliveries; provider-scoped', async () => {
    const r = await call(app, 'GET', `/v1/events/${ids[1]}`, { provider: providerA });
    expect(r.json).toMatchObject({
      Status: 1,
      EventId: ids[1],
      EventType: 'deposit.posted',
      OccurredAt: T0,
      Deliveries: [],
    });
    for (const path of [`/v1/events/${ids[1]}`, '/v1/events/00000000-0000-4000-8000-000000000000', '/v1/events/nope'])
      expect((await call(app, 'GET', path, { provider: providerB })).json).toMatchObject({
        Status: 0,
        ResponseStatus: { ErrorCode: 'EventNotFound' },
      });
    expect((await list(providerB)).json['TotalCount']).toBe(1);
    expect((await call(app, 'GET', '/v1/events')).status).toBe(403); // the operator key
  });

  it('redelivers an event to the live endpoint of its type: same body, same EventId, again on request', async () => {
    const none = await call(app, 'POST', `/v1/events/${ids[1]}/redeliver`, { provider: providerA, body: {} });
    expect(none.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'WebhookEndpointNotFound' } });
    const ep = await call(app, 'POST', '/v1/webhook-endpoints', {
      provider: providerA,
      body: { EventType: 'deposit.posted', Url: rx.url },
    });
    expect(ep.json['Status']).toBe(1);
    const stored = await db.query<{ body: string }>('SELECT body FROM webhook_events WHERE event_id = $1', [ids[1]]);
    for (let round = 1; round <= 2; round += 1) {
      const r = await call(app, 'POST', `/v1/events/${ids[1]}/redeliver`, { provider: providerA, body: {} });
      expect(r.json).toMatchObject({
        Status: 1,
        EventId: ids[1],
        WebhookEndpointId: ep.json['WebhookEndpointId'],
        DeliveryStatus: 'Pending',
      });
      const out = await dispatch();
      expect(out.map((o) => o.status)).toEqual(['Delivered']);
      expect(rx.received).toHaveLength(round);
      expect(rx.received[round - 1]!.body).toBe(stored.rows[0]!.body);
    }
    const got = await call(app, 'GET', `/v1/events/${ids[1]}`, { provider: providerA });
    expect(got.json['Deliveries']).toMatchObject([
      { WebhookEndpointId: ep.json['WebhookEndpointId'], Status: 'Delivered', Attempts: 2, LastHttpStatus: 200 },
    ]);
    const other = await call(app, 'POST', `/v1/events/${ids[1]}/redeliver`, { provider: providerB, body: {} });
    expect(other.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'EventNotFound' } });
    const extra = await call(app, 'POST', `/v1/events/${ids[1]}/redeliver`, {
      provider: providerA,
      body: { Force: true },
    });
    expect(extra.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'InvalidRequest' } });
    // A JSON null is a wrong body, not an absent one (docs/decisions/69-fuzzed-inputs.md).
    const nullBody = await call(app, 'POST', `/v1/events/${ids[1]}/redeliver`, { provider: providerA, body: null });
    expect(nullBody.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'InvalidRequest' } });
  });

  it('a claim left by a killed process is released at start-up and delivered at once', async () => {
    rx.received.length = 0;
    await record(providerA, 'deposit.posted', { Amount: '7.00' });
    // What a process killed mid-attempt leaves: a Pending row leased far into the future.
    await db.query(
      `UPDATE webhook_deliveries SET lease_until = $1::timestamptz, attempts = ` +
        `attempts + 1, claimed_by = 'test-instance'
       WHERE status = 'Pending'`,
      ['2999-01-01T00:00:00Z'],
    );
    expect(await dispatch()).toEqual([]); // still leased
    if (db.dialect === 'postgres') expect(await releaseStaleClaims(db, 'another-instance')).toBe(0);
    expect(await releaseStaleClaims(db, 'test-instance')).toBe(1);
    expect((await dispatch()).map((o) => o.status)).toEqual(['Delivered']);
    expect(rx.received).toHaveLength(1);
  });

  it('purges events (and their deliveries) older than the 30-day retention, nothing younger', async () => {
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    const before = await count('webhook_events');
    expect(await purgeEvents(db, new Date())).toBe(0);
    expect(await count('webhook_events')).toBe(before);
    const later = new Date(Date.now() + EVENT_RETENTION_MS + 60_000);
    expect(await purgeEvents(db, later)).toBe(before);
    expect([await count('webhook_events'), await count('webhook_deliveries')]).toEqual([0, 0]);
  });
});

describe.each(backends.map((b) => [b.name, b] as const))('event log through the service (%s)', (_name, backend) => {
  it('a committed write with no endpoint registered is listed by GET /v1/events', async () => {
    const { db, cleanup } = await backend.open();
    try {
      const operator = { KeyId: 'op_events', Secret: 'operator-secret-for-the-event-log-test' };
      const app = createApp({
        db,
        catalog: defaultCatalog,
        now: () => new Date(),
        adminKey: operator,
        encryptionKey: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
        logger: pino({ level: 'silent' }),
      });
      const fetch = async (req: Request) => app.fetch(req);
      const p = await signedCall(fetch, 'POST', '/v1/providers', { key: operator, body: { Name: 'Events' } });
      const k = await signedCall(fetch, 'POST', `/v1/providers/${p.json['ProviderId']}/keys`, {
        key: operator,
        body: {},
      });
      const key = { KeyId: String(k.json['KeyId']), Secret: String(k.json['Secret']) };
      const c = await signedCall(fetch, 'POST', '/v1/clients', {
        key,
        body: { ClientType: 'Individual', Contact: { FirstName: 'Ada', LastName: 'Lovelace' } },
      });
      expect(c.json.Status).toBe(1);
      const r = await signedCall(fetch, 'GET', '/v1/events?Type=client.created', { key });
      expect(r.json).toMatchObject({ Status: 1, TotalCount: 1 });
      const [event] = r.json['Events'] as { Data: Record<string, unknown> }[];
      expect(event!.Data['ClientId']).toBe(c.json['ClientId']);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
