// How many times a write waits on PostgreSQL (its flights): the pool's connections run in
// pipeline mode, so statements sent without awaiting each other travel together. A flight starts
// when a statement is sent after an answer arrived on that connection. docs/performance.md
// quotes these counts; a change that adds a wait to the shell fails here.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { postgresAnswers, postgresBackend } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, individual, makeFixture, OPERATOR } from './fixture.js';

const hasPostgres = await postgresAnswers();

interface Trace {
  /** Per connection: the statements of each flight, in order. */
  readonly flights: Map<pg.Client, string[][]>;
  readonly answered: Set<pg.Client>;
}

function traceQueries(): { trace: Trace; stop: () => void } {
  const trace: Trace = { flights: new Map(), answered: new Set() };
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: the patched method forwards pg's overloads as given
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]): any {
    const config = args[0] as string | { text: string };
    const text = (typeof config === 'string' ? config : config.text).replace(/\s+/g, ' ').trim();
    const flights = trace.flights.get(this) ?? [];
    trace.flights.set(this, flights);
    if (flights.length === 0 || trace.answered.has(this)) flights.push([]);
    trace.answered.delete(this);
    flights[flights.length - 1]?.push(text.slice(0, 40));
    const out = original.apply(this, args as Parameters<typeof original>);
    const mark = () => void trace.answered.add(this);
    if (out !== undefined && typeof (out as Promise<unknown>).then === 'function')
      (out as Promise<unknown>).then(mark, mark);
    return out;
  } as typeof original;
  return { trace, stop: () => void (pg.Client.prototype.query = original) };
}

/** The flights of the connection that ran the transaction (the one whose first statement is BEGIN). */
function transactionFlights(trace: Trace): string[][] {
  const found = [...trace.flights.values()].filter((f) => f[0]?.[0] === 'BEGIN');
  expect(found).toHaveLength(1);
  return found[0] ?? [];
}

describe.skipIf(!hasPostgres)('the flights of a write on PostgreSQL', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-04-10T15:00:00Z');
  let accountId: string;

  beforeAll(async () => {
    ({ db, cleanup } = await postgresBackend.open());
    f = await makeFixture(db, 100_000, clock);
    await f.send('PUT', `/v1/providers/${f.providerA.ProviderId}/gates`, {
      key: OPERATOR,
      body: { SatisfiedGates: ['demand-deposit-checking'] },
    });
    const client = await f.send('POST', '/v1/clients', { key: f.providerA.key, body: individual() });
    const account = await f.send('POST', '/v1/accounts', {
      key: f.providerA.key,
      body: {
        ClientId: client.json['ClientId'],
        AccountTypeCode: 'demand-deposit-checking',
        InstitutionId: f.institutionAll,
        ProductType: 'Checking',
        OverdraftPermitted: false,
        AnnualPercentageYield: '0.5',
      },
    });
    accountId = String(account.json['AccountId']);
    expect(account.json.Status).toBe(1);
  });
  afterAll(async () => {
    await cleanup();
  });

  async function traced(send: () => Promise<{ json: Record<string, unknown> }>): Promise<string[][]> {
    const { trace, stop } = traceQueries();
    try {
      const r = await send();
      expect(r.json['Status']).toBe(1);
    } finally {
      stop();
    }
    return transactionFlights(trace);
  }

  it(
    'Fund Account to a deposit account: claim with the account and its owner, the ' + 'writes, COMMIT (3 flights)',
    async () => {
      const fund = (ref: string) =>
        f.send('POST', `/v1/accounts/${accountId}/fund`, {
          key: f.providerA.key,
          body: { ProviderReferenceId: ref, Amount: 25, Currency: 'USD', PaymentMethodType: 'Wire' },
        });
      await fund('warm-the-caches');
      const flights = await traced(() => fund('traced-fund'));
      expect(flights.map((x) => x.length)).toEqual([3, 4, 1]);
      expect(flights[0]?.[0]).toBe('BEGIN');
      expect(flights.at(-1)).toEqual(['COMMIT']);
      // A retry of the same reference: the claim finds the stored answer, read in one more flight
      // (the load's second statement goes with it or just after, as the answers arrive); its facts
      // are dropped and nothing is written.
      const retry = await traced(() => fund('traced-fund'));
      expect(retry.length).toBeLessThanOrEqual(4);
      const writes = retry.flat().filter((sql) => /^(INSERT|UPDATE|DELETE)/.test(sql));
      expect(writes).toEqual([expect.stringMatching(/^INSERT INTO idempotency_keys/)]);
    },
  );

  it('Create Client: claim with the ClientNumber, the writes, COMMIT (3 flights)', async () => {
    const create = (ref: string) => f.send('POST', '/v1/clients', { key: f.providerA.key, body: individual(ref) });
    await create('warm-client');
    const flights = await traced(() => create('traced-client'));
    expect(flights.map((x) => x.length)).toEqual([3, 3, 1]);
  });
});
