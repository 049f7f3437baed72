// A recharacterized contribution counts once toward the IRA limit, at what was contributed
// (26 CFR 1.408A-5 Q&A-1: treated as contributed to the second IRA; 26 U.S.C. 219(b)(1), 408A(c)(2):
// one limit across the owner's traditional and Roth IRAs), over HTTP on both databases. Before, the
// first IRA's deposit and the second IRA's credit with its net income both counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, individual, makeFixture } from './fixture.js';

const backends = await availableBackends();

describe.each(backends)('a recharacterized contribution and the IRA limit on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-04-10T15:00:00Z');

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  const post = (target: string, body: unknown) => f.send('POST', target, { key: f.providerA.key, body });
  async function open(ClientId: string, AccountTypeCode: string): Promise<string> {
    const r = await post('/v1/accounts', { ClientId, AccountTypeCode, InstitutionId: f.institutionAll });
    return String(r.json['AccountId']);
  }
  const fund = (accountId: string, Amount: number) =>
    post(`/v1/accounts/${accountId}/fund`, { Amount, Currency: 'USD', PaymentMethodType: 'Wire', TaxYear: 2026 });

  it('3,000 to a Roth IRA moved with 300 of net income: 4,500 more for 2026 fits, a cent more not', async () => {
    const owner = String((await post('/v1/clients', individual())).json['ClientId']);
    const roth = await open(owner, 'roth-ira');
    const ira = await open(owner, 'traditional-ira');
    const contribution = await fund(roth, 3000);
    expect(contribution.json.Status).toBe(1);
    // The contribution earned 300 (what the net income formula takes with it).
    const interest = { EntryType: 'Interest', Amount: 300, Currency: 'USD' };
    expect((await post(`/v1/accounts/${roth}/transact`, interest)).json.Status).toBe(1);
    const moved = await post('/v1/recharacterizations', {
      FromAccountId: roth,
      ToAccountId: ira,
      ContributionTransactionId: contribution.json['TransactionId'],
      Amount: 3000,
      Currency: 'USD',
      AdjustedOpeningBalance: 3000,
      AdjustedClosingBalance: 3300,
    });
    expect(moved.json).toMatchObject({ Status: 1, NetIncome: 300, Amount: 3300 });
    const record = async (id: unknown) =>
      (await f.send('GET', `/v1/transactions/${String(id)}`, { key: f.providerA.key })).json;
    expect(await record(moved.json['FromTransactionId'])).toMatchObject({
      Amount: 3300,
      RecharacterizedContribution: 3000,
      RecharacterizedTransactionId: contribution.json['TransactionId'],
    });
    expect(await record(moved.json['ToTransactionId'])).toMatchObject({
      Amount: 3300,
      RecharacterizedContribution: 3000,
    });

    // The Roth IRA no longer holds the 3,000; the traditional IRA holds it at 3,000, not 3,300.
    expect((await fund(roth, 2000)).json.Status).toBe(1);
    expect((await fund(ira, 2500)).json.Status).toBe(1);
    const over = await fund(ira, 0.01);
    expect(over.json.ResponseStatus).toMatchObject({ ErrorCode: 'ContributionLimitExceeded' });
  });
});
