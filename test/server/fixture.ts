// One running app per backend: operator key, two providers with keys, institutions, contracts.
import pino from 'pino';
import { defaultCatalog } from '../../src/index.js';
import { enqueueEvent, type OutboxEvent } from '../../src/server/events.js';
import { createApp, type Database } from '../../src/server/index.js';
import type { EgressPolicy } from '../../src/server/webhooks/egress/index.js';
import type { TestClock } from './clock.js';
import { type CallOptions, type CallResult, call, type TestKey } from './sign.js';

export const OPERATOR: TestKey = { KeyId: 'op_test', Secret: 'operator-secret-for-tests-only' };
export const ENCRYPTION_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

export interface Fixture {
  readonly db: Database;
  readonly fetch: (req: Request) => Promise<Response>;
  readonly events: OutboxEvent[];
  send(method: string, target: string, opts?: CallOptions): Promise<CallResult>;
  providerA: { ProviderId: string; key: TestKey };
  providerB: { ProviderId: string; key: TestKey };
  institutionAll: string;
  institutionNone: string;
}

/** Options of makeFixture: the egress policy of webhook deliveries, and the real outbox writer. */
export interface FixtureOptions {
  readonly webhookEgress?: Partial<EgressPolicy>;
  /** Write events to the outbox tables (GET /v1/events reads them) as well as to `events`. */
  readonly outbox?: boolean;
}

/** `clock`: a settable service clock; requests are then signed with its time (one second apart). */
export async function makeFixture(
  db: Database,
  rate_limit = 100_000,
  clock?: TestClock,
  options: FixtureOptions = {},
): Promise<Fixture> {
  const events: OutboxEvent[] = [];
  const app = createApp({
    ...(options.webhookEgress !== undefined ? { webhookEgress: options.webhookEgress } : {}),
    db,
    catalog: defaultCatalog,
    now: clock?.now ?? (() => new Date()),
    adminKey: OPERATOR,
    encryptionKey: ENCRYPTION_KEY,
    logger: pino({ level: 'silent' }),
    rateLimit: { limit: rate_limit, window_ms: 60_000 },
    enqueueEvent: async (tx, e) => {
      // Written through the transaction, so a rollback would lose it with the change.
      if (options.outbox === true) await enqueueEvent(tx, e);
      else await tx.query('SELECT 1');
      events.push(e);
    },
  });
  const fetch = async (req: Request): Promise<Response> => app.fetch(req);
  const send = (method: string, target: string, opts: CallOptions = {}) =>
    call(fetch, method, target, clock === undefined ? opts : { timestamp_s: clock.tick_s(), ...opts });
  const op = (method: string, target: string, body?: unknown) =>
    send(method, target, { key: OPERATOR, ...(body !== undefined ? { body } : {}) });

  const mkProvider = async (name: string) => {
    const p = await op('POST', '/v1/providers', { Name: name });
    const ProviderId = String(p.json['ProviderId']);
    const k = await op('POST', `/v1/providers/${ProviderId}/keys`, {});
    const ships = defaultCatalog.types.filter((t) => t.Status === 'ship').map((t) => t.Slug);
    await op('PUT', `/v1/providers/${ProviderId}/contracts`, {
      AccountTypeCodes: [
        ...ships,
        'health-care-fsa',
        'demand-deposit-checking',
        'employee-stock-ownership-plan',
        'trump-account',
        'health-reimbursement-arrangement',
      ],
    });
    await op('PUT', `/v1/providers/${ProviderId}/gates`, {
      SatisfiedGates: [
        'health-care-fsa',
        'demand-deposit-checking',
        'employee-stock-ownership-plan',
        'trump-account',
        'health-reimbursement-arrangement',
      ],
    });
    return { ProviderId, key: { KeyId: String(k.json['KeyId']), Secret: String(k.json['Secret']) } };
  };
  const providerA = await mkProvider('Provider A');
  const providerB = await mkProvider('Provider B');
  const all = await op('POST', '/v1/institutions', {
    Name: 'All Authorities Trust',
    Authorities: defaultCatalog.authorities.map((a) => a.Name),
  });
  const none = await op('POST', '/v1/institutions', { Name: 'Bare Nonbank', Authorities: ['BrokerDealer'] });
  return {
    db,
    fetch,
    events,
    send,
    providerA,
    providerB,
    institutionAll: String(all.json['InstitutionId']),
    institutionNone: String(none.json['InstitutionId']),
  };
}

export const individual = (ref?: string) => ({
  ...(ref !== undefined ? { ProviderReferenceId: ref } : {}),
  ClientType: 'Individual',
  Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1985-12-10' },
});
