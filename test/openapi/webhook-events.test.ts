// The webhooks of the OpenAPI document describe the events the service really emits: a short
// session through the API (client, account, deposits, settlement, entries, a withdrawal, status
// changes, beneficiaries) records its events, and each one's Data must parse with its documented
// schema and carry no field the schema does not name.

import type { z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_EVENT_TYPES, type DecisionEventType } from '../../src/index.js';
import type { Database } from '../../src/server/index.js';
import { eventDataSchema } from '../../src/server/schemas/webhook-events.js';
import { pgliteBackend } from '../server/backends.js';
import { type Fixture, individual, makeFixture } from '../server/fixture.js';

/** The field names a schema documents (every option of a union). */
function documented(schema: z.ZodType): Set<string> {
  const s = schema as unknown as { shape?: Record<string, unknown>; options?: z.ZodType[] };
  if (s.shape !== undefined) return new Set(Object.keys(s.shape));
  return new Set((s.options ?? []).flatMap((o) => [...documented(o)]));
}

describe('webhook event Data as documented', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  beforeAll(async () => {
    ({ db, cleanup } = await pgliteBackend.open());
    f = await makeFixture(db);
  });
  afterAll(async () => {
    await cleanup();
  });

  it('every event emitted through the API parses with its webhook schema and names no other field', async () => {
    const key = f.providerA.key;
    const post = async (target: string, body: Record<string, unknown>, method = 'POST') =>
      (await f.send(method, target, { key, body })).json as Record<string, unknown>;
    const client = await post('/v1/clients', individual());
    const ClientId = String(client['ClientId']);
    const account = await post('/v1/accounts', {
      ClientId,
      AccountTypeCode: 'roth-ira',
      InstitutionId: f.institutionAll,
    });
    const AccountId = String(account['AccountId']);
    expect(account['Status']).toBe(1);
    const echeck = await post(`/v1/accounts/${AccountId}/fund`, {
      Amount: 1000,
      Currency: 'USD',
      PaymentMethodType: 'ECheck',
      TaxYear: 2026,
    });
    await f.send('POST', `/v1/transactions/${String(echeck['TransactionId'])}/settle`, {
      key: { KeyId: 'op_test', Secret: 'operator-secret-for-tests-only' },
    });
    await post(`/v1/accounts/${AccountId}/fund`, {
      Amount: 500,
      Currency: 'USD',
      PaymentMethodType: 'Wire',
      TaxYear: 2026,
    });
    await post(`/v1/accounts/${AccountId}/transact`, { EntryType: 'Distribution', Amount: 50, Currency: 'USD' });
    await post(`/v1/accounts/${AccountId}/withdrawals`, { Amount: 100, Currency: 'USD', DistributionReason: 'Early' });
    await post(
      `/v1/accounts/${AccountId}/beneficiaries`,
      {
        Primary: [{ Kind: 'Estate', Name: 'Estate of Ada', Percent: 100 }],
        Contingent: [],
      },
      'PUT',
    );
    await post(`/v1/accounts/${AccountId}`, { AccountStatus: 'Restricted' }, 'PATCH');
    await post(`/v1/clients/${ClientId}`, { Contact: { FirstName: 'Ada', LastName: 'King' } }, 'PATCH');

    const seen = new Set<string>();
    for (const e of f.events) {
      expect(DECISION_EVENT_TYPES as readonly string[]).toContain(e.EventType);
      const schema = eventDataSchema(e.EventType as DecisionEventType);
      const parsed = schema.safeParse(e.Data);
      expect(parsed.success, `${e.EventType} ${JSON.stringify(e.Data)} ${parsed.error?.message}`).toBe(true);
      const extra = Object.keys(e.Data).filter((k) => !documented(schema).has(k));
      expect(extra, `${e.EventType}: fields not in its webhook schema`).toEqual([]);
      seen.add(e.EventType);
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'account.created',
        'account.updated',
        'client.created',
        'client.updated',
        'deposit.posted',
        'withdrawal.posted',
      ]),
    );
  });
});
