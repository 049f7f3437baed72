// Trump account Phase and distributions come from the engine (trumpAccountPhase,
// checkTrumpDistribution, 26 U.S.C. 530A), on the service clock's date. Run once per backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, individual, makeFixture } from './fixture.js';

const backends = await availableBackends();

describe.each(backends)('trump-account phase and distributions on $name (test clock)', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  // Contributions open 2026-07-04 (530A(b)(1)(C)(i)(I)); a child born 2009-06-15 turns 17 in 2026,
  // so the growth period ends 2026-12-31 (530A(b)(1)(C)(ii)-(iii)).
  const clock = new TestClock('2026-09-01T12:00:00Z');
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  async function newTrump(BeneficiaryDateOfBirth: string): Promise<string> {
    const c = await f.send('POST', '/v1/clients', { key: A(), body: individual() });
    const r = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: {
        ClientId: c.json['ClientId'],
        AccountTypeCode: 'trump-account',
        InstitutionId: f.institutionAll,
        BeneficiaryDateOfBirth,
        AccountOrigin: 'Initial',
      },
    });
    expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
    return String(r.json['AccountId']);
  }
  const fund = (id: string, Amount: number, PaymentMethodType = 'Wire') =>
    f.send('POST', `/v1/accounts/${id}/fund`, {
      key: A(),
      body: { Amount, Currency: 'USD', PaymentMethodType, ContributionSource: 'Participant' },
    });
  const transact = (id: string, EntryType: string, Amount: number, extra: Record<string, unknown> = {}) =>
    f.send('POST', `/v1/accounts/${id}/transact`, { key: A(), body: { EntryType, Amount, Currency: 'USD', ...extra } });
  const getAccount = async (id: string) => (await f.send('GET', `/v1/accounts/${id}`, { key: A() })).json;
  const codeOf = (r: { json: { ResponseStatus?: { ErrorCode: string } } }) => r.json.ResponseStatus?.ErrorCode;
  const messageOf = (r: { json: { ResponseStatus?: { Message: string } } }) => r.json.ResponseStatus?.Message ?? '';

  it(
    'growth period: refuses a Distribution, allows a QualifiedRollover of the entire balance, refuses a ' +
      'partial one; then PostGrowth (26 U.S.C. 530A)',
    async () => {
      clock.set('2026-09-01T12:00:00Z');
      const id = await newTrump('2009-06-15');
      const opened = await getAccount(id);
      expect(opened).toMatchObject({ Phase: 'GrowthPeriod', Attributes: { GrowthPeriodEndsOn: '2026-12-31' } });
      expect((await fund(id, 1000)).json.Status).toBe(1);

      const bare = await transact(id, 'Distribution', 100);
      expect(codeOf(bare)).toBe('DistributionNotPermitted');
      expect(messageOf(bare)).toMatch(/No DistributionReason was given/);
      for (const r of ['QualifiedRollover', 'QualifiedAbleRollover', 'ReturnOfExcessContributions', 'Death'])
        expect(messageOf(bare)).toContain(r);
      expect(codeOf(await transact(id, 'Withdrawal', 100))).toBe('DistributionNotPermitted');
      expect(codeOf(await transact(id, 'Distribution', 100, { DistributionReason: 'Other' }))).toBe(
        'DistributionNotPermitted',
      );

      const partial = await transact(id, 'Distribution', 400, { DistributionReason: 'QualifiedRollover' });
      expect(codeOf(partial)).toBe('DistributionNotPermitted');
      expect(messageOf(partial)).toMatch(/whole balance.*the Amount 400(\.00)? is not the available balance 1,?000/);
      const over = await transact(id, 'Distribution', 1000.01, { DistributionReason: 'QualifiedRollover' });
      expect(codeOf(over)).toBe('DistributionNotPermitted');
      expect((await getAccount(id))['AccountBalance']).toMatchObject({ SettledBalance: 1000 });

      const whole = await transact(id, 'Distribution', 1000, { DistributionReason: 'QualifiedRollover' });
      expect(whole.json.Status, JSON.stringify(whole.json)).toBe(1);
      expect((await getAccount(id))['AccountBalance']).toMatchObject({ AvailableBalance: 0, SettledBalance: 0 });
      const event = f.events.find(
        (e) => e.EventType === 'withdrawal.posted' && e.Data['TransactionId'] === whole.json['TransactionId'],
      );
      expect(event?.Data).toMatchObject({ DistributionReason: 'QualifiedRollover', Amount: 1000 });

      // A return of excess contributions need not move the whole balance.
      expect((await fund(id, 300)).json.Status).toBe(1);
      expect(
        (await transact(id, 'Distribution', 50, { DistributionReason: 'ReturnOfExcessContributions' })).json.Status,
      ).toBe(1);
      // A pending deposit would land after a "whole balance" rollover: not the whole balance.
      expect((await fund(id, 100, 'ACH')).json.TransactionStatus).toBe('Pending');
      const withPending = await transact(id, 'Distribution', 250, { DistributionReason: 'QualifiedRollover' });
      expect(codeOf(withPending)).toBe('DistributionNotPermitted');
      expect(messageOf(withPending)).toMatch(/100(\.00)? in pending deposits would remain/);

      // The clock passes December 31 of the year the beneficiary turns 17.
      clock.set('2027-01-02T09:00:00Z');
      const later = await getAccount(id);
      expect(later['Phase']).toBe('PostGrowth');
      const listed = (await f.send('GET', `/v1/accounts?ClientId=${String(later['ClientId'])}`, { key: A() })).json[
        'Accounts'
      ] as { AccountId: string; Phase: string }[];
      expect(listed.find((a) => a.AccountId === id)?.Phase).toBe('PostGrowth');
      const dist = await transact(id, 'Distribution', 25);
      expect(dist.json.Status, JSON.stringify(dist.json)).toBe(1);
      expect((await transact(id, 'Withdrawal', 5, { DistributionReason: 'Other' })).json.Status).toBe(1);
      expect((await getAccount(id))['AccountBalance']).toMatchObject({ SettledBalance: 220, PendingBalance: 100 });
      // The column keeps the opening phase; Phase on the wire is computed (docs/decisions/55-phase.md).
      const stored = await db.query<{ phase: string }>('SELECT phase FROM accounts WHERE account_id = $1', [id]);
      expect(stored.rows[0]?.phase).toBe('GrowthPeriod');
      // Moving the clock back puts the account back in its growth period: Phase is a function of the date.
      clock.set('2026-12-31T23:00:00Z');
      expect((await getAccount(id))['Phase']).toBe('GrowthPeriod');
    },
  );

  it('a qualified ABLE rollover only in the year the beneficiary turns 17', async () => {
    clock.set('2026-09-02T12:00:00Z');
    const turns17In2027 = await newTrump('2010-02-01');
    expect((await fund(turns17In2027, 200)).json.Status).toBe(1);
    const early = await transact(turns17In2027, 'Distribution', 200, { DistributionReason: 'QualifiedAbleRollover' });
    expect(codeOf(early)).toBe('DistributionNotPermitted');
    expect(messageOf(early)).toMatch(/only in 2027/);
    const turns17In2026 = await newTrump('2009-03-01');
    expect((await fund(turns17In2026, 200)).json.Status).toBe(1);
    expect(
      (await transact(turns17In2026, 'Distribution', 200, { DistributionReason: 'QualifiedAbleRollover' })).json.Status,
    ).toBe(1);
  });

  it(
    'the transaction record carries the DistributionReason of a permitted QualifiedRollover; a plain Fee has ' + 'none',
    async () => {
      clock.set('2026-09-04T12:00:00Z');
      const id = await newTrump('2009-06-15');
      expect((await fund(id, 500)).json.Status).toBe(1);
      const fee = await transact(id, 'Fee', 5);
      expect(fee.json.Status, JSON.stringify(fee.json)).toBe(1);
      const rollover = await transact(id, 'Distribution', 495, { DistributionReason: 'QualifiedRollover' });
      expect(rollover.json.Status, JSON.stringify(rollover.json)).toBe(1);
      const feeId = String(fee.json['TransactionId']);
      const rolloverId = String(rollover.json['TransactionId']);

      const one = (await f.send('GET', `/v1/transactions/${rolloverId}`, { key: A() })).json;
      expect(one).toMatchObject({
        TransactionId: rolloverId,
        EntryType: 'Distribution',
        Direction: 'Debit',
        Amount: 495,
        DistributionReason: 'QualifiedRollover',
      });
      const plain = (await f.send('GET', `/v1/transactions/${feeId}`, { key: A() })).json;
      expect(plain).toMatchObject({ TransactionId: feeId, EntryType: 'Fee' });
      expect(plain).not.toHaveProperty('DistributionReason');

      const listed = (await f.send('GET', `/v1/accounts/${id}/transactions`, { key: A() })).json[
        'Transactions'
      ] as Record<string, unknown>[];
      expect(listed.find((t) => t['TransactionId'] === rolloverId)).toMatchObject({
        DistributionReason: 'QualifiedRollover',
      });
      expect(listed.find((t) => t['TransactionId'] === feeId)).not.toHaveProperty('DistributionReason');
      expect(listed.find((t) => t['EntryType'] === 'Deposit')).not.toHaveProperty('DistributionReason');
    },
  );

  it(
    'DistributionReason is refused (InvalidRequest, ' + 'NotAllowed) on other account types and other entry types',
    async () => {
      clock.set('2026-09-03T12:00:00Z');
      const c = await f.send('POST', '/v1/clients', { key: A(), body: individual() });
      const roth = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: { ClientId: c.json['ClientId'], AccountTypeCode: 'roth-ira', InstitutionId: f.institutionAll },
      });
      const rothId = String(roth.json['AccountId']);
      await f.send('POST', `/v1/accounts/${rothId}/fund`, {
        key: A(),
        body: { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' },
      });
      const r = await transact(rothId, 'Distribution', 10, { DistributionReason: 'Death' });
      expect(codeOf(r)).toBe('InvalidRequest');
      expect(r.json.ResponseStatus?.Errors?.[0]).toMatchObject({
        FieldName: 'DistributionReason',
        ErrorCode: 'NotAllowed',
      });
      expect((await transact(rothId, 'Distribution', 10)).json.Status).toBe(1);
      const trump = await newTrump('2015-05-05');
      expect((await fund(trump, 100)).json.Status).toBe(1);
      const fee = await transact(trump, 'Fee', 1, { DistributionReason: 'Death' });
      expect(fee.json.ResponseStatus?.Errors?.[0]).toMatchObject({
        FieldName: 'DistributionReason',
        ErrorCode: 'NotAllowed',
      });
      expect((await transact(trump, 'Fee', 1)).json.Status).toBe(1);
      expect(codeOf(await transact(trump, 'Distribution', 10, { DistributionReason: 'death' }))).toBe('InvalidRequest');
    },
  );
});
