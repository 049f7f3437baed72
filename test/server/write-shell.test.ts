// The write shell (src/server/shell/run-write.ts; design.md sections 4a and 7), on both
// databases: the reference is looked up before anything is validated, the original answer
// comes back whatever changed since, a refused request records nothing, concurrent duplicates
// give one record and the same answer, and issue 9's three reproduced failures now answer right.
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import { createApp, type Database, ledgerCheck } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { ENCRYPTION_KEY, type Fixture, individual, makeFixture, OPERATOR } from './fixture.js';
import { call } from './sign.js';

const backends = await availableBackends();
const TRUSTEE_ID = '00000000-0000-4000-8000-000000900002';
const PLAN_ID = '00000000-0000-4000-8000-000000900003';

describe.each(backends)('write shell on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-04-10T15:00:00Z');
  const A = () => f.providerA.key;
  let contracts: string[];

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
    const p = await db.query<{ contracted_types: unknown }>(
      'SELECT contracted_types FROM providers WHERE provider_id = $1',
      [f.providerA.ProviderId],
    );
    const stored = p.rows[0]?.contracted_types;
    contracts = (typeof stored === 'string' ? JSON.parse(stored) : stored) as string[];
  });
  afterAll(async () => {
    await cleanup();
  });

  const operator = (method: string, target: string, body: unknown) => f.send(method, target, { key: OPERATOR, body });
  async function newClient(): Promise<string> {
    const r = await f.send('POST', '/v1/clients', { key: A(), body: individual() });
    expect(r.json.Status).toBe(1);
    return String(r.json['ClientId']);
  }
  const rothBody = (ClientId: string, ref?: string) => ({
    ...(ref !== undefined ? { ProviderReferenceId: ref } : {}),
    ClientId,
    AccountTypeCode: 'roth-ira',
    InstitutionId: f.institutionAll,
  });
  async function newRoth(): Promise<string> {
    const r = await f.send('POST', '/v1/accounts', { key: A(), body: rothBody(await newClient()) });
    expect(r.json.ResponseStatus).toBeUndefined();
    return String(r.json['AccountId']);
  }
  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const t of ['clients', 'accounts', 'transactions', 'postings', 'idempotency_keys']) {
      const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`);
      out[t] = Number(r.rows[0]?.n);
    }
    out['events'] = f.events.length;
    return out;
  }

  it(
    'Create Account retried with its reference after the operator withdrew the contract answers the original ' +
      'AccountId',
    async () => {
      const clientId = await newClient();
      const body = rothBody(clientId, 'open-roth-1');
      const first = await f.send('POST', '/v1/accounts', { key: A(), body });
      expect(first.json.Status).toBe(1);
      const withdrawn = await operator('PUT', `/v1/providers/${f.providerA.ProviderId}/contracts`, {
        AccountTypeCodes: contracts.filter((s) => s !== 'roth-ira'),
      });
      expect(withdrawn.json.Status).toBe(1);
      try {
        const fresh = await f.send('POST', '/v1/accounts', { key: A(), body: rothBody(clientId, 'open-roth-2') });
        expect(fresh.json.ResponseStatus).toMatchObject({ ErrorCode: 'AccountTypeNotAvailable' });
        const retry = await f.send('POST', '/v1/accounts', { key: A(), body });
        expect(retry.json.Status).toBe(1);
        expect(retry.json['AccountId']).toBe(first.json['AccountId']);
        expect(retry.json.RequestId).not.toBe(first.json.RequestId);
      } finally {
        await operator('PUT', `/v1/providers/${f.providerA.ProviderId}/contracts`, { AccountTypeCodes: contracts });
      }
    },
  );

  it(
    'Fund Account for TaxYear 2025 made on 2026-04-10 and retried on 2026-05-01 answers the original ' +
      'TransactionId',
    async () => {
      clock.set('2026-04-10T15:00:00Z');
      const accountId = await newRoth();
      const body = {
        ProviderReferenceId: 'fund-2025-1',
        Amount: 1000,
        Currency: 'USD',
        PaymentMethodType: 'Wire',
        TaxYear: 2025,
      };
      const first = await f.send('POST', `/v1/accounts/${accountId}/fund`, { key: A(), body });
      expect(first.json).toMatchObject({ Status: 1, TransactionStatus: 'Posted' });
      clock.set('2026-05-01T15:00:00Z');
      const late = await f.send('POST', `/v1/accounts/${accountId}/fund`, {
        key: A(),
        body: { ...body, ProviderReferenceId: 'fund-2025-2' },
      });
      expect(late.json.ResponseStatus).toMatchObject({ ErrorCode: 'ContributionYearNotAllowed' });
      const retry = await f.send('POST', `/v1/accounts/${accountId}/fund`, { key: A(), body });
      expect(retry.json).toMatchObject({
        Status: 1,
        TransactionId: first.json['TransactionId'],
        TransactionStatus: 'Posted',
      });
      const rows = await db.query('SELECT 1 FROM transactions WHERE account_id = $1', [accountId]);
      expect(rows.rows).toHaveLength(1);
      clock.set('2026-04-10T16:00:00Z');
    },
  );

  it('PLESA: fund 2,400, Interest 200, fund 100 is accepted (the cap excludes earnings, spec part 8)', async () => {
    clock.set('2026-04-10T17:00:00Z');
    const B = f.providerB;
    const list = [...contracts, 'emergency-savings-plesa'];
    await operator('PUT', `/v1/providers/${B.ProviderId}/contracts`, { AccountTypeCodes: list });
    const gates = await db.query<{ satisfied_gates: unknown }>(
      'SELECT satisfied_gates FROM providers WHERE provider_id = $1',
      [B.ProviderId],
    );
    const stored = gates.rows[0]?.satisfied_gates;
    const gateList = (typeof stored === 'string' ? JSON.parse(stored) : stored) as string[];
    await operator('PUT', `/v1/providers/${B.ProviderId}/gates`, {
      SatisfiedGates: [...gateList, 'emergency-savings-plesa'],
    });
    const client = await f.send('POST', '/v1/clients', { key: B.key, body: individual() });
    const opened = await f.send('POST', '/v1/accounts', {
      key: B.key,
      body: {
        ClientId: client.json['ClientId'],
        AccountTypeCode: 'emergency-savings-plesa',
        InstitutionId: f.institutionAll,
        TrusteeId: TRUSTEE_ID,
        PlanId: PLAN_ID,
        IsNonHighlyCompensated: true,
      },
    });
    expect(opened.json.ResponseStatus).toBeUndefined();
    const accountId = String(opened.json['AccountId']);
    const fund = (Amount: number) =>
      f.send('POST', `/v1/accounts/${accountId}/fund`, {
        key: B.key,
        body: { Amount, Currency: 'USD', PaymentMethodType: 'Wire', PlanYear: 2026 },
      });
    const first = await fund(2400);
    expect(first.json.ResponseStatus).toBeUndefined();
    const interest = await f.send('POST', `/v1/accounts/${accountId}/transact`, {
      key: B.key,
      body: { EntryType: 'Interest', Amount: 200, Currency: 'USD' },
    });
    expect(interest.json.ResponseStatus).toBeUndefined();
    const third = await fund(100);
    expect(third.json.ResponseStatus).toBeUndefined();
    expect(third.json.Status).toBe(1);
    const got = await f.send('GET', `/v1/accounts/${accountId}`, { key: B.key });
    expect(got.json['AccountBalance']).toMatchObject({ SettledBalance: 2700 });
  });

  it('a refused request records nothing, and its reference is free for the corrected request', async () => {
    const accountId = await newRoth();
    const before = await counts();
    const bad = await f.send('POST', `/v1/accounts/${accountId}/fund`, {
      key: A(),
      body: { ProviderReferenceId: 'fix-me-1', Amount: 999_999, Currency: 'USD', PaymentMethodType: 'Wire' },
    });
    expect(bad.json.ResponseStatus).toMatchObject({ ErrorCode: 'ContributionLimitExceeded' });
    expect(await counts()).toEqual(before);
    const good = await f.send('POST', `/v1/accounts/${accountId}/fund`, {
      key: A(),
      body: { ProviderReferenceId: 'fix-me-1', Amount: 500, Currency: 'USD', PaymentMethodType: 'Wire' },
    });
    expect(good.json.Status).toBe(1);
    const after = await counts();
    expect(after['transactions']).toBe((before['transactions'] ?? 0) + 1);
    expect(after['idempotency_keys']).toBe((before['idempotency_keys'] ?? 0) + 1);
  });

  it('Update Client and Update Account with a reference: applied once; the retry answers the original', async () => {
    const accountId = await newRoth();
    const clientId = String(
      (await db.query<{ client_id: string }>('SELECT client_id FROM accounts WHERE account_id = $1', [accountId]))
        .rows[0]?.client_id,
    );
    const freeze = { ProviderReferenceId: 'freeze-1', AccountStatus: 'Frozen' };
    const frozen = await f.send('PATCH', `/v1/accounts/${accountId}`, { key: A(), body: freeze });
    expect(frozen.json).toMatchObject({ Status: 1, AccountId: accountId });
    const unfreeze = await f.send('PATCH', `/v1/accounts/${accountId}`, {
      key: A(),
      body: { ProviderReferenceId: 'unfreeze-1', AccountStatus: 'Active' },
    });
    expect(unfreeze.json.Status).toBe(1);
    const before = await counts();
    const retry = await f.send('PATCH', `/v1/accounts/${accountId}`, { key: A(), body: freeze });
    expect(retry.json).toMatchObject({ Status: 1, AccountId: accountId });
    const status = await db.query<{ s: string }>('SELECT account_status AS s FROM accounts WHERE account_id = $1', [
      accountId,
    ]);
    expect(status.rows[0]?.s).toBe('Active');
    const restrict = { ProviderReferenceId: 'restrict-1', ClientStatus: 'Restricted' };
    const restricted = await f.send('PATCH', `/v1/clients/${clientId}`, { key: A(), body: restrict });
    expect(restricted.json).toMatchObject({ Status: 1, ClientId: clientId });
    const again = await f.send('PATCH', `/v1/clients/${clientId}`, { key: A(), body: restrict });
    expect(again.json).toMatchObject({ Status: 1, ClientId: clientId });
    expect((await counts())['idempotency_keys']).toBe((before['idempotency_keys'] ?? 0) + 1);
    const missing = await f.send('PATCH', `/v1/accounts/${TRUSTEE_ID}`, {
      key: A(),
      body: { ProviderReferenceId: 'freeze-missing', AccountStatus: 'Frozen' },
    });
    expect(missing.json.Status).toBe(0);
    expect((await counts())['idempotency_keys']).toBe((before['idempotency_keys'] ?? 0) + 1);
  });

  it('the same reference with a different payload is IdempotencyConflict, and changes nothing', async () => {
    const first = await f.send('POST', '/v1/clients', { key: A(), body: individual('conflict-1') });
    expect(first.json.Status).toBe(1);
    const before = await counts();
    const other = { ...individual('conflict-1'), Contact: { FirstName: 'Grace', LastName: 'Hopper' } };
    const second = await f.send('POST', '/v1/clients', { key: A(), body: other });
    expect(second.json).toMatchObject({ Status: 0, ResponseStatus: { ErrorCode: 'IdempotencyConflict' } });
    expect(await counts()).toEqual(before);
    // The same payload still answers the original.
    const again = await f.send('POST', '/v1/clients', { key: A(), body: individual('conflict-1') });
    expect(again.json['ClientId']).toBe(first.json['ClientId']);
  });

  it(
    '20 concurrent identical requests with one reference, ' + 'each freshly signed: one record, 20 answers with it',
    async () => {
      const accountId = await newRoth();
      const before = await counts();
      const body = { ProviderReferenceId: 'burst-1', Amount: 10, Currency: 'USD', PaymentMethodType: 'Wire' };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => f.send('POST', `/v1/accounts/${accountId}/fund`, { key: A(), body })),
      );
      const ids = new Set(answers.map((a) => a.json['TransactionId']));
      expect(answers.map((a) => [a.status, a.json.Status])).toEqual(Array.from({ length: 20 }, () => [200, 1]));
      expect(ids.size).toBe(1);
      expect(new Set(answers.map((a) => a.json.RequestId)).size).toBe(20);
      const after = await counts();
      expect(after['transactions']).toBe((before['transactions'] ?? 0) + 1);
      expect(after['postings']).toBe((before['postings'] ?? 0) + 2);
      expect(after['events']).toBe((before['events'] ?? 0) + 1);
      const clients = await Promise.all(
        Array.from({ length: 20 }, () => f.send('POST', '/v1/clients', { key: A(), body: individual('burst-client') })),
      );
      expect(new Set(clients.map((a) => a.json['ClientId'])).size).toBe(1);
      expect(clients.every((a) => a.json.Status === 1)).toBe(true);
    },
  );

  it('property: a refused operation changes nothing (row counts, events and the ledger)', async () => {
    const accountId = await newRoth();
    await f.send('POST', `/v1/accounts/${accountId}/fund`, {
      key: A(),
      body: { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' },
    });
    const refusals = fc.oneof(
      fc.record({
        target: fc.constant(`/v1/accounts/${accountId}/fund`),
        body: fc.record({
          Amount: fc.oneof(fc.constant(-5), fc.constant(10_000_000), fc.constant('1.001'), fc.constant('abc')),
          Currency: fc.constantFrom('USD', 'XXX'),
          PaymentMethodType: fc.constantFrom('Wire', 'Carrier pigeon'),
        }),
      }),
      fc.record({
        target: fc.constant(`/v1/accounts/${accountId}/transact`),
        body: fc.record({
          EntryType: fc.constantFrom('Withdrawal', 'Fee', 'Distribution'),
          Amount: fc.integer({ min: 101, max: 1_000_000 }),
          Currency: fc.constant('USD'),
        }),
      }),
      fc.record({
        target: fc.constant('/v1/accounts'),
        body: fc.record({
          ClientId: fc.uuid({ version: 4 }),
          AccountTypeCode: fc.constantFrom('roth-ira', 'not-a-type'),
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(refusals, fc.option(fc.string({ minLength: 1, maxLength: 12 })), async (req, ref) => {
        const before = await counts();
        const body = ref === null ? req.body : { ...req.body, ProviderReferenceId: `prop-${ref}` };
        const r = await f.send('POST', req.target, { key: A(), body });
        expect(r.json.Status).toBe(0);
        expect(await counts()).toEqual(before);
        expect((await ledgerCheck(db)).ok).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('a Decision’s Warnings and Unchecked ride on the answer, and on its retry, in the same order', async () => {
    const accountId = await newRoth();
    const body = { ProviderReferenceId: 'notes-1', Amount: 50, Currency: 'USD', PaymentMethodType: 'Wire' };
    const first = await f.send('POST', `/v1/accounts/${accountId}/fund`, { key: A(), body });
    expect(first.json.Status).toBe(1);
    const retry = await f.send('POST', `/v1/accounts/${accountId}/fund`, { key: A(), body });
    const { RequestId: _a, ...firstRest } = first.json;
    const { RequestId: _b, ...retryRest } = retry.json;
    expect(retryRest).toEqual(firstRest);
    // The same text, keys in the same order (the answer is stored as json, not jsonb: migration 0102).
    expect(JSON.stringify(retryRest)).toBe(JSON.stringify(firstRest));
    if (first.json['Unchecked'] !== undefined) expect(Array.isArray(first.json['Unchecked'])).toBe(true);
  });
});

describe.each(backends.filter((b) => b.name === 'postgres'))('write shell on two instances ($name)', (backend) => {
  it(
    '20 concurrent duplicates split across two instances ' + 'on one PostgreSQL: one record, 20 answers with it',
    async () => {
      const opened = await backend.open();
      try {
        const f = await makeFixture(opened.db);
        const other = await opened.secondInstance?.();
        if (other === undefined) throw new Error('the PostgreSQL backend opens a second instance');
        const g = createApp({
          db: other,
          catalog: defaultCatalog,
          now: () => new Date(),
          adminKey: OPERATOR,
          encryptionKey: ENCRYPTION_KEY,
          logger: pino({ level: 'silent' }),
          rateLimit: { limit: 100_000, window_ms: 60_000 },
          enqueueEvent: async (tx) => {
            await tx.query('SELECT 1');
          },
        });
        const key = f.providerA.key;
        const client = await f.send('POST', '/v1/clients', { key, body: individual() });
        const opened2 = await f.send('POST', '/v1/accounts', {
          key,
          body: { ClientId: client.json['ClientId'], AccountTypeCode: 'roth-ira', InstitutionId: f.institutionAll },
        });
        const accountId = String(opened2.json['AccountId']);
        const body = { ProviderReferenceId: 'two-instances', Amount: 25, Currency: 'USD', PaymentMethodType: 'Wire' };
        const target = `/v1/accounts/${accountId}/fund`;
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            i % 2 === 0
              ? f.send('POST', target, { key, body })
              : call((r) => g.fetch(r), 'POST', target, { key, body }),
          ),
        );
        expect(answers.every((a) => a.status === 200 && a.json.Status === 1)).toBe(true);
        expect(new Set(answers.map((a) => a.json['TransactionId'])).size).toBe(1);
        const rows = await opened.db.query('SELECT 1 FROM transactions WHERE account_id = $1', [accountId]);
        expect(rows.rows).toHaveLength(1);
      } finally {
        await opened.cleanup();
      }
    },
  );
});
