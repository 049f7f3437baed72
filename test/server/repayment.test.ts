// Repayments over HTTP on both databases (docs/decisions/30-repayments.md): a qualified birth or
// adoption distribution paid by the service, repaid to the owner's IRA through POST .../fund with
// ContributionSource Repayment (outside the 219 limit), reported on Form 5498 box 14a with code BA;
// a refused repayment writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture } from './fixture.js';

const backends = await availableBackends();

describe.each(backends)('repayments through Fund Account on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-02-02T15:00:00Z');
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  async function client(): Promise<string> {
    const c = await f.send('POST', '/v1/clients', {
      key: A(),
      body: {
        ClientType: 'Individual',
        Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1990-05-05' },
      },
    });
    return String(c.json['ClientId']);
  }
  async function open(clientId: string, slug = 'traditional-ira'): Promise<string> {
    const a = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: { ClientId: clientId, AccountTypeCode: slug, InstitutionId: f.institutionAll },
    });
    expect(a.json.ResponseStatus).toBeUndefined();
    return String(a.json['AccountId']);
  }
  const fund = (accountId: string, body: Record<string, unknown>) =>
    f.send('POST', `/v1/accounts/${accountId}/fund`, {
      key: A(),
      body: { Currency: 'USD', PaymentMethodType: 'Wire', ...body },
    });
  async function count(table: string): Promise<number> {
    const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return Number(r.rows[0]?.n);
  }

  it('a birth or adoption distribution repaid: accepted beside a full annual contribution, box 14a BA', async () => {
    clock.set('2026-02-02T15:00:00Z');
    const owner = await client();
    const ira = await open(owner);
    expect((await fund(ira, { Amount: 10000, ContributionSource: 'Rollover' })).json.Status).toBe(1);
    const w = await f.send('POST', `/v1/accounts/${ira}/withdrawals`, {
      key: A(),
      body: {
        Currency: 'USD',
        Amount: 5000,
        DistributionReason: 'Early',
        ExceptionClaimed: 'BirthOrAdoption',
        ExceptionFacts: { EventDate: '2026-01-15', PriorExceptedAmount: 0 },
      },
    });
    expect(w.json.ResponseStatus).toBeUndefined();
    const distribution = String(w.json['TransactionId']);

    clock.set('2026-05-04T15:00:00Z');
    expect((await fund(ira, { Amount: 7500, TaxYear: 2026 })).json).toMatchObject({ Status: 1 });
    const repaid = await fund(ira, {
      Amount: 3000,
      ContributionSource: 'Repayment',
      RepaymentOf: 'BirthOrAdoption',
      RepaidTransactionId: distribution,
    });
    expect(repaid.json).toMatchObject({ Status: 1, TransactionStatus: 'Posted' });
    const record = await f.send('GET', `/v1/transactions/${String(repaid.json['TransactionId'])}`, { key: A() });
    expect(record.json).toMatchObject({
      ContributionSource: 'Repayment',
      RepaymentOf: 'BirthOrAdoption',
      RepaidTransactionId: distribution,
    });
    // The 2026 annual limit (7,500) is still exactly used up by the annual contribution.
    expect((await fund(ira, { Amount: 1, TaxYear: 2026 })).json['ResponseStatus']).toMatchObject({
      ErrorCode: 'ContributionLimitExceeded',
    });

    // The rest of the distribution may be repaid to another of the owner's IRAs; not a cent more.
    const roth = await open(owner, 'roth-ira');
    const before = {
      transactions: await count('transactions'),
      postings: await count('postings'),
      events: f.events.length,
    };
    const tooMuch = await fund(roth, {
      Amount: 2000.01,
      ContributionSource: 'Repayment',
      RepaymentOf: 'BirthOrAdoption',
      RepaidTransactionId: distribution,
    });
    expect(tooMuch.json['ResponseStatus']).toMatchObject({
      ErrorCode: 'RepaymentNotPermitted',
      Errors: [{ FieldName: 'Amount', ErrorCode: 'RepaymentExceedsDistribution' }],
    });
    expect({
      transactions: await count('transactions'),
      postings: await count('postings'),
      events: f.events.length,
    }).toEqual(before);

    const forms = await f.send('GET', `/v1/accounts/${ira}/tax-forms?TaxYear=2026`, { key: A() });
    expect(forms.json['Form5498']).toMatchObject({
      IraContributions: 7500,
      RolloverContributions: 10000,
      Repayments: 3000,
      RepaymentCode: 'BA',
    });
  });

  it('refused, writing nothing: another exception, after the period, unknown id, no RepaymentOf', async () => {
    clock.set('2026-02-02T15:00:00Z');
    const owner = await client();
    const ira = await open(owner);
    await fund(ira, { Amount: 5000, ContributionSource: 'Rollover' });
    const w = await f.send('POST', `/v1/accounts/${ira}/withdrawals`, {
      key: A(),
      body: {
        Currency: 'USD',
        Amount: 1000,
        DistributionReason: 'Early',
        ExceptionClaimed: 'BirthOrAdoption',
        ExceptionFacts: { EventDate: '2026-01-15', PriorExceptedAmount: 0 },
      },
    });
    const distribution = String(w.json['TransactionId']);
    const before = { transactions: await count('transactions'), postings: await count('postings') };
    const repay = (more: Record<string, unknown>) =>
      fund(ira, { Amount: 100, ContributionSource: 'Repayment', RepaidTransactionId: distribution, ...more });

    clock.set('2026-06-01T15:00:00Z');
    expect((await repay({ RepaymentOf: 'QualifiedDisaster' })).json['ResponseStatus']).toMatchObject({
      ErrorCode: 'RepaymentNotPermitted',
      Errors: [{ FieldName: 'RepaymentOf', ErrorCode: 'RepaymentOfMismatch' }],
    });
    expect(
      (await repay({ RepaymentOf: 'BirthOrAdoption', RepaidTransactionId: '00000000-0000-4000-8000-00000000beef' }))
        .json['ResponseStatus'],
    ).toMatchObject({ ErrorCode: 'RepaymentNotPermitted', Errors: [{ ErrorCode: 'RepaidDistributionNotFound' }] });
    expect((await repay({})).json['ResponseStatus']).toMatchObject({
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'RepaymentOf' }],
    });
    expect((await fund(ira, { Amount: 100, RepaymentOf: 'BirthOrAdoption' })).json['ResponseStatus']).toMatchObject({
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'RepaymentOf' }],
    });

    clock.set('2029-02-03T15:00:00Z');
    expect((await repay({ RepaymentOf: 'BirthOrAdoption' })).json['ResponseStatus']).toMatchObject({
      ErrorCode: 'RepaymentNotPermitted',
      Errors: [{ FieldName: 'RepaidTransactionId', ErrorCode: 'RepaymentPeriodEnded' }],
    });
    expect({ transactions: await count('transactions'), postings: await count('postings') }).toEqual(before);
  });
  it('bad input is a field error, never a 500; a retry answers the original (ProviderReferenceId)', async () => {
    clock.set('2026-02-02T15:00:00Z');
    const owner = await client();
    const ira = await open(owner);
    const deposit = await fund(ira, { Amount: 5000, ContributionSource: 'Rollover' });
    const w = await f.send('POST', `/v1/accounts/${ira}/withdrawals`, {
      key: A(),
      body: {
        Currency: 'USD',
        Amount: 1000,
        DistributionReason: 'Early',
        ExceptionClaimed: 'QualifiedDisaster',
        ExceptionFacts: { DisasterDistributionPeriodEnds: '2026-06-30', PriorExceptedAmount: 0 },
      },
    });
    expect(w.json.ResponseStatus).toBeUndefined();
    const distribution = String(w.json['TransactionId']);
    clock.set('2026-03-02T15:00:00Z');
    const before = { transactions: await count('transactions'), postings: await count('postings') };
    const bad = async (more: Record<string, unknown>, field: string) => {
      const r = await fund(ira, { Amount: 100, ContributionSource: 'Repayment', ...more });
      expect(r.status, JSON.stringify(more)).toBeLessThan(500);
      expect(r.json['ResponseStatus']).toMatchObject({ Errors: [expect.objectContaining({ FieldName: field })] });
    };
    await bad({ RepaymentOf: 'QualifiedDisaster', RepaidTransactionId: 'not-a-guid' }, 'RepaidTransactionId');
    await bad({ RepaymentOf: 42 }, 'RepaymentOf');
    await bad({ RepaymentOf: 'FirstHome' }, 'RepaymentOf');
    await bad({ RepaymentOf: null }, 'RepaymentOf');
    await bad({ RepaymentOf: 'QualifiedDisaster', RepaidTransactionId: 12 }, 'RepaidTransactionId');
    // A deposit is not a distribution.
    await bad(
      { RepaymentOf: 'QualifiedDisaster', RepaidTransactionId: String(deposit.json['TransactionId']) },
      'RepaidTransactionId',
    );
    // Another provider's caller does not see the distribution.
    const other = await f.send('POST', `/v1/accounts/${ira}/fund`, {
      key: f.providerB.key,
      body: {
        Currency: 'USD',
        PaymentMethodType: 'Wire',
        Amount: 100,
        ContributionSource: 'Repayment',
        RepaymentOf: 'QualifiedDisaster',
        RepaidTransactionId: distribution,
      },
    });
    expect(other.status).toBeLessThan(500);
    expect(other.json['ResponseStatus']).toBeDefined();
    expect({ transactions: await count('transactions'), postings: await count('postings') }).toEqual(before);

    const body = {
      Amount: 600,
      ContributionSource: 'Repayment',
      RepaymentOf: 'QualifiedDisaster',
      RepaidTransactionId: distribution,
      ProviderReferenceId: 'repay-1',
    };
    const first = await fund(ira, body);
    expect(first.json).toMatchObject({ Status: 1 });
    const rows = await count('transactions');
    const retry = await fund(ira, body);
    expect(retry.json).toMatchObject({ Status: 1, TransactionId: first.json['TransactionId'] });
    expect(await count('transactions')).toBe(rows);
    // The retry did not count twice: 400 of the 1,000 is left to repay.
    expect((await fund(ira, { ...body, Amount: 400, ProviderReferenceId: 'repay-2' })).json).toMatchObject({
      Status: 1,
    });
    const forms = await f.send('GET', `/v1/accounts/${ira}/tax-forms?TaxYear=2026`, { key: A() });
    expect(forms.json['Form5498']).toMatchObject({ Repayments: 1000, RepaymentCode: 'DD' });
  });
});
