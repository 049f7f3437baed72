// Money out over HTTP, on both databases (design.md section 8): POST .../withdrawals through the
// write shell (idempotent, provider-isolated, exactly one withdrawal.posted, withholding posted
// to the payable accounts), GET .../required-distributions?Year= and GET .../tax-forms?TaxYear=
// (JSON and text/html). Every suite ends with the ledger check (backends.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture } from './fixture.js';

const backends = await availableBackends();

describe.each(backends)('withdrawals, required distributions and tax forms on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2025-12-01T15:00:00Z');
  const A = () => f.providerA.key;
  const B = () => f.providerB.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  async function ira(dateOfBirth: string, slug = 'traditional-ira'): Promise<{ clientId: string; accountId: string }> {
    const c = await f.send('POST', '/v1/clients', {
      key: A(),
      body: { ClientType: 'Individual', Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: dateOfBirth } },
    });
    const clientId = String(c.json['ClientId']);
    const a = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: { ClientId: clientId, AccountTypeCode: slug, InstitutionId: f.institutionAll },
    });
    expect(a.json.ResponseStatus).toBeUndefined();
    return { clientId, accountId: String(a.json['AccountId']) };
  }
  const fund = (accountId: string, body: Record<string, unknown>) =>
    f.send('POST', `/v1/accounts/${accountId}/fund`, {
      key: A(),
      body: { Currency: 'USD', PaymentMethodType: 'Wire', ...body },
    });
  const withdraw = (accountId: string, body: Record<string, unknown>, key = A()) =>
    f.send('POST', `/v1/accounts/${accountId}/withdrawals`, { key, body: { Currency: 'USD', ...body } });
  async function count(table: string): Promise<number> {
    const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return Number(r.rows[0]?.n);
  }

  it(
    'an early IRA distribution: code 1, 10 percent withheld to FederalWithholdingPayable, one ' + 'withdrawal.posted',
    async () => {
      clock.set('2026-03-02T15:00:00Z');
      const { accountId } = await ira('1985-05-05');
      expect((await fund(accountId, { Amount: 5000, ContributionSource: 'Rollover' })).json.Status).toBe(1);
      const before = f.events.length;
      const r = await withdraw(accountId, {
        Amount: 1000,
        DistributionReason: 'Early',
        ProviderReferenceId: 'early-1',
      });
      expect(r.json).toMatchObject({
        Status: 1,
        TransactionStatus: 'Posted',
        Amount: 1000,
        NetAmount: 900,
        FederalWithheld: 100,
        DistributionCode: '1',
        TaxForm: '1099-R',
      });
      const posted = f.events.slice(before);
      expect(posted.map((e) => e.EventType)).toEqual(['withdrawal.posted']);
      expect(posted[0]!.Data).toMatchObject({
        AccountId: accountId,
        TransactionId: r.json['TransactionId'],
        EntryType: 'Distribution',
        Amount: 1000,
        NetAmount: 900,
        FederalWithheld: 100,
        DistributionCode: '1',
        Status: 'Posted',
      });
      const p = await db.query<{ service_account: string | null; amount: string }>(
        'SELECT service_account, amount::text AS amount FROM postings WHERE transaction_id = $1 ORDER BY amount',
        [r.json['TransactionId']],
      );
      const byAccount = Object.fromEntries(
        p.rows.filter((x) => x.service_account).map((x) => [x.service_account, Number(x.amount)]),
      );
      expect(byAccount).toEqual({ ExternalClearing: 900, FederalWithholdingPayable: 100 });
      const t = await f.send('GET', `/v1/transactions/${String(r.json['TransactionId'])}`, { key: A() });
      expect(t.json).toMatchObject({
        EntryType: 'Distribution',
        Direction: 'Debit',
        Amount: 1000,
        DistributionReason: 'Early',
      });
      const account = await f.send('GET', `/v1/accounts/${accountId}`, { key: A() });
      expect(JSON.stringify(account.json)).toContain('"SettledBalance":4000');
    },
  );

  it(
    'a retry with the same ProviderReferenceId answers the original and posts nothing again; another payload ' +
      'is IdempotencyConflict',
    async () => {
      clock.set('2026-03-03T15:00:00Z');
      const { accountId } = await ira('1985-05-05');
      await fund(accountId, { Amount: 3000, ContributionSource: 'Rollover' });
      const body = {
        Amount: 500,
        DistributionReason: 'Normal',
        FederalWithholdingPercent: 0,
        ProviderReferenceId: 'w-1',
      };
      const first = await withdraw(accountId, body);
      expect(first.json.Status).toBe(1);
      const rows = await count('transactions');
      const events = f.events.length;
      const retry = await withdraw(accountId, body);
      expect(retry.json).toMatchObject({ Status: 1, TransactionId: first.json['TransactionId'], NetAmount: 500 });
      expect(await count('transactions')).toBe(rows);
      expect(f.events.length).toBe(events);
      const other = await withdraw(accountId, { ...body, Amount: 501 });
      expect(other.json.ResponseStatus).toMatchObject({ ErrorCode: 'IdempotencyConflict' });
    },
  );

  it(
    'another provider’s account is AccountNotFound; a refused withdrawal records nothing and frees its ' + 'reference',
    async () => {
      clock.set('2026-03-04T15:00:00Z');
      const { accountId } = await ira('1985-05-05');
      await fund(accountId, { Amount: 100, ContributionSource: 'Rollover' });
      const foreign = await withdraw(accountId, { Amount: 10, DistributionReason: 'Normal' }, B());
      expect(foreign.json.ResponseStatus).toMatchObject({ ErrorCode: 'AccountNotFound' });
      const rows = await count('transactions');
      const postings = await count('postings');
      const refused = await withdraw(accountId, {
        Amount: 100.01,
        DistributionReason: 'Normal',
        ProviderReferenceId: 'x-1',
      });
      expect(refused.json.ResponseStatus).toMatchObject({ ErrorCode: 'InsufficientFunds' });
      expect([await count('transactions'), await count('postings')]).toEqual([rows, postings]);
      const fixed = await withdraw(accountId, {
        Amount: 100,
        DistributionReason: 'Normal',
        ProviderReferenceId: 'x-1',
      });
      expect(fixed.json.Status).toBe(1);
    },
  );

  it(
    'required distributions: the 2026 amount from the ledger’s 2025 year-end value, per account and per ' +
      'owner, satisfied once taken',
    async () => {
      clock.set('2025-12-01T15:00:00Z');
      const { accountId } = await ira('1953-01-15');
      await fund(accountId, { Amount: 100_000, ContributionSource: 'Rollover' });
      clock.set('2026-05-01T15:00:00Z');
      const before = await f.send('GET', `/v1/accounts/${accountId}/required-distributions?Year=2026`, { key: A() });
      expect(before.json).toMatchObject({
        Status: 1,
        Year: 2026,
        Account: { RequiredAmount: 3773.58, Deadline: '2027-04-01', Distributed: 0 },
        Owner: { RequiredAmount: 3773.58, Remaining: 3773.58 },
      });
      const w = await withdraw(accountId, { Amount: 3773.58, DistributionReason: 'Rmd' });
      expect(w.json).toMatchObject({ Status: 1, DistributionCode: '7', FederalWithheld: 377.36 });
      const after = await f.send('GET', `/v1/accounts/${accountId}/required-distributions?Year=2026`, { key: A() });
      expect(after.json).toMatchObject({ Owner: { Remaining: 0, Status: 'Satisfied' } });
      const missing = await f.send('GET', `/v1/accounts/${accountId}/required-distributions`, { key: A() });
      expect(missing.json.ResponseStatus).toMatchObject({ ErrorCode: 'InvalidRequest' });
      const foreign = await f.send('GET', `/v1/accounts/${accountId}/required-distributions?Year=2026`, { key: B() });
      expect(foreign.json.ResponseStatus).toMatchObject({ ErrorCode: 'AccountNotFound' });
    },
  );

  it('tax forms: JSON 1099-R and 5498 from the ledger, and the same as a text/html page with its boxes', async () => {
    clock.set('2026-02-02T15:00:00Z');
    const { accountId } = await ira('1985-05-05');
    await fund(accountId, { Amount: 6000, TaxYear: 2026 });
    clock.set('2026-06-02T15:00:00Z');
    await withdraw(accountId, { Amount: 1500, DistributionReason: 'Early', StateWithholdingPercent: 4 });
    const r = await f.send('GET', `/v1/accounts/${accountId}/tax-forms?TaxYear=2026`, { key: A() });
    expect(r.json).toMatchObject({
      Status: 1,
      TaxYear: 2026,
      Forms1099R: [
        {
          GrossDistribution: 1500,
          FederalIncomeTaxWithheld: 150,
          StateTaxWithheld: 60,
          DistributionCode: '1',
          IraSepSimple: true,
        },
      ],
      Form5498: { IraContributions: 6000, FairMarketValue: 4500 },
      Ledger: { Withdrawals: 1500, FederalWithheld: 150, StateWithheld: 60 },
    });
    const html = await f.send('GET', `/v1/accounts/${accountId}/tax-forms?TaxYear=2026&Format=html`, { key: A() });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    const text = String((html.json as unknown as { text: string }).text);
    expect(text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(text).toMatch(/data-form="1099-R" data-box="1">.*?\$1,500\.00/);
    expect(text).toMatch(/data-form="5498" data-box="5">.*?\$4,500\.00/);
    const bad = await f.send('GET', `/v1/accounts/${accountId}/tax-forms?TaxYear=2026&Format=pdf`, { key: A() });
    expect(bad.json.ResponseStatus).toMatchObject({ ErrorCode: 'InvalidRequest' });
  });

  it(
    'a qualified charitable distribution over HTTP: code Y7, nothing withheld (an election is ignored with a ' +
      'warning), the 2026 limit of 111,000 across two QCDs, its own Form 1099-R',
    async () => {
      clock.set('2026-01-05T15:00:00Z');
      const { accountId } = await ira('1950-03-03');
      await fund(accountId, { Amount: 150_000, ContributionSource: 'Rollover' });
      clock.set('2026-04-01T15:00:00Z');
      const before = f.events.length;
      const r = await withdraw(accountId, {
        Amount: 100_000,
        DistributionReason: 'QualifiedCharitableDistribution',
        FederalWithholdingPercent: 10,
      });
      expect(r.json).toMatchObject({
        Status: 1,
        DistributionReason: 'QualifiedCharitableDistribution',
        DistributionCode: 'Y7',
        FederalWithheld: 0,
        NetAmount: 100_000,
        TaxableAmount: 100_000,
        TaxForm: '1099-R',
      });
      expect(JSON.stringify(r.json['Warnings'])).toContain('WithholdingElectionIgnored');
      const posted = f.events.slice(before);
      expect(posted.map((e) => e.EventType)).toEqual(['withdrawal.posted']);
      expect(posted[0]!.Data).toMatchObject({ DistributionCode: 'Y7', FederalWithheld: 0, NetAmount: 100_000 });
      const p = await db.query<{ service_account: string | null }>(
        'SELECT service_account FROM postings WHERE transaction_id = $1 AND service_account IS NOT NULL',
        [r.json['TransactionId']],
      );
      expect(p.rows.map((x) => x.service_account)).toEqual(['ExternalClearing']);
      const over = await withdraw(accountId, {
        Amount: '11000.01',
        DistributionReason: 'QualifiedCharitableDistribution',
      });
      expect(over.json.ResponseStatus).toMatchObject({
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' }],
      });
      const atLimit = await withdraw(accountId, {
        Amount: 11_000,
        DistributionReason: 'QualifiedCharitableDistribution',
      });
      expect(atLimit.json).toMatchObject({ Status: 1, DistributionCode: 'Y7' });
      const forms = await f.send('GET', `/v1/accounts/${accountId}/tax-forms?TaxYear=2026`, { key: A() });
      expect(forms.json['Forms1099R']).toEqual([
        expect.objectContaining({
          GrossDistribution: 111_000,
          FederalIncomeTaxWithheld: 0,
          DistributionCode: 'Y7',
          IraSepSimple: true,
        }),
      ]);
    },
  );

  it('an HSA after its owner’s death over HTTP: code 6 to another beneficiary, box 4 on the 1099-SA', async () => {
    clock.set('2026-01-12T15:00:00Z');
    const c = await f.send('POST', '/v1/clients', {
      key: A(),
      body: { ClientType: 'Individual', Contact: { FirstName: 'Hal', LastName: 'Sa', DateOfBirth: '1970-01-01' } },
    });
    const a = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: {
        ClientId: c.json['ClientId'],
        AccountTypeCode: 'health-savings-account',
        InstitutionId: f.institutionAll,
        CoverageTier: 'SelfOnly',
        HighDeductiblePlanStartDate: '2026-01-01',
      },
    });
    const accountId = String(a.json['AccountId']);
    expect((await fund(accountId, { Amount: 2000, TaxYear: 2026 })).json.Status).toBe(1);
    clock.set('2027-02-01T15:00:00Z');
    const death = { Amount: 2000, DistributionReason: 'Death', DecedentDateOfDeath: '2026-09-30' };
    const missing = await withdraw(accountId, death);
    expect(missing.json.ResponseStatus).toMatchObject({ ErrorCode: 'InvalidRequest' });
    const r = await withdraw(accountId, { ...death, DeathBeneficiary: 'Other', FairMarketValueAtDeath: 1990.5 });
    expect(r.json).toMatchObject({ Status: 1, TaxForm: '1099-SA', TaxableAmount: null, NetAmount: 2000 });
    const forms = await f.send('GET', `/v1/accounts/${accountId}/tax-forms?TaxYear=2027`, { key: A() });
    expect(forms.json['Forms1099Sa']).toEqual([
      expect.objectContaining({ GrossDistribution: 2000, DistributionCode: '6', FairMarketValueOnDateOfDeath: 1990.5 }),
    ]);
  });

  it(
    'a qualified charitable distribution counts the owner’s other IRAs’ QCDs of the year (408(d)(8)(A): per ' +
      'taxpayer): 100,000 from one IRA leaves 11,000 of the 2026 limit of 111,000 in the other',
    async () => {
      clock.set('2026-01-05T15:00:00Z');
      const first = await ira('1950-03-03');
      const second = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: { ClientId: first.clientId, AccountTypeCode: 'traditional-ira', InstitutionId: f.institutionAll },
      });
      const secondId = String(second.json['AccountId']);
      for (const id of [first.accountId, secondId])
        expect((await fund(id, { Amount: 150_000, ContributionSource: 'Rollover' })).json.Status).toBe(1);
      clock.set('2026-04-01T15:00:00Z');
      const QCD = { DistributionReason: 'QualifiedCharitableDistribution' };
      expect((await withdraw(first.accountId, { Amount: 100_000, ...QCD })).json).toMatchObject({
        Status: 1,
        DistributionCode: 'Y7',
      });
      clock.set('2026-05-04T15:00:00Z');
      // This IRA has no QCD of its own: alone, 11,000.01 would be well within the limit.
      const over = await withdraw(secondId, { Amount: '11000.01', ...QCD });
      expect(over.json.ResponseStatus).toMatchObject({
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' }],
      });
      expect(JSON.stringify(over.json.ResponseStatus?.Errors)).toContain(
        "0 already this year from this account and 100000 from the owner's other IRAs): at most 11000",
      );
      const under = await withdraw(secondId, { Amount: 11_000, ...QCD });
      expect(under.json).toMatchObject({ Status: 1, DistributionCode: 'Y7', NetAmount: 11_000 });
      const reasons = (under.json['Reasons'] ?? []) as { Rule: string; Message: string; Source?: string }[];
      const agg = reasons.find((x) => x.Rule === 'QcdAggregation');
      expect(agg?.Message).toContain("1 from 1 of the owner's other IRAs here (100000)");
      expect(agg?.Source).toContain('26 U.S.C. 408(d)(8)(A)');
      expect(JSON.stringify(under.json['Unchecked'] ?? [])).not.toContain('OtherIraQualifiedCharitableDistributions');
      // The year is used up in both; a normal distribution is not a QCD and is not limited.
      for (const id of [first.accountId, secondId])
        expect((await withdraw(id, { Amount: '0.01', ...QCD })).json.ResponseStatus).toMatchObject({
          Errors: [{ ErrorCode: 'AboveAnnualLimit' }],
        });
      expect((await withdraw(secondId, { Amount: 1000, DistributionReason: 'Normal' })).json.Status).toBe(1);
      // Another owner's QCDs are not counted: a second client's IRA takes the whole limit.
      const stranger = await ira('1950-03-03');
      expect((await fund(stranger.accountId, { Amount: 120_000, ContributionSource: 'Rollover' })).json.Status).toBe(1);
      expect((await withdraw(stranger.accountId, { Amount: 111_000, ...QCD })).json.Status).toBe(1);
    },
  );

  it(
    'a qualified charitable distribution counts the QCDs the owner states for IRAs at other custodians ' +
      '(OtherQualifiedCharitableDistributions, 408(d)(8)(A)): 100,000 stated for 2026 leaves 11,000 of 111,000',
    async () => {
      clock.set('2026-01-06T15:00:00Z');
      const owner = await ira('1950-03-03');
      expect((await fund(owner.accountId, { Amount: 150_000, ContributionSource: 'Rollover' })).json.Status).toBe(1);
      const QCD = { DistributionReason: 'QualifiedCharitableDistribution' };
      const put = await f.send('PUT', `/v1/clients/${owner.clientId}/tax-years/2026`, {
        key: A(),
        body: { OtherQualifiedCharitableDistributions: '100000' },
      });
      expect(put.json).toMatchObject({ Status: 1, TaxYear: 2026 });
      const got = await f.send('GET', `/v1/clients/${owner.clientId}/tax-years/2026`, { key: A() });
      expect(got.json['Facts']).toEqual({ OtherQualifiedCharitableDistributions: '100000' });
      clock.set('2026-05-04T15:00:00Z');
      // No QCD here yet: without the stated year, 11,000.01 would be well within the limit.
      const over = await withdraw(owner.accountId, { Amount: '11000.01', ...QCD });
      expect(over.json.ResponseStatus).toMatchObject({
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' }],
      });
      expect(JSON.stringify(over.json.ResponseStatus?.Errors)).toContain(
        "100000 stated from the owner's IRAs outside this host): at most 11000",
      );
      const under = await withdraw(owner.accountId, { Amount: 11_000, ...QCD });
      expect(under.json).toMatchObject({ Status: 1, DistributionCode: 'Y7', NetAmount: 11_000 });
      const reasons = (under.json['Reasons'] ?? []) as { Rule: string; Message: string; Source?: string }[];
      const agg = reasons.find((x) => x.Rule === 'QcdAggregation');
      expect(agg?.Message).toContain("100000 stated for 2026 from the owner's IRAs outside this host");
      expect(agg?.Source).toContain('26 U.S.C. 408(d)(8)(A)');
      expect(under.json['Unchecked'] ?? []).not.toContain('OtherQualifiedCharitableDistributions');
      expect((await withdraw(owner.accountId, { Amount: '0.01', ...QCD })).json.ResponseStatus).toMatchObject({
        Errors: [{ ErrorCode: 'AboveAnnualLimit' }],
      });
      // An owner who stated nothing for the year: decided on the IRAs here alone, the fact named in Unchecked.
      const silent = await ira('1950-03-03');
      expect((await fund(silent.accountId, { Amount: 120_000, ContributionSource: 'Rollover' })).json.Status).toBe(1);
      const all = await withdraw(silent.accountId, { Amount: 111_000, ...QCD });
      expect(all.json.Status).toBe(1);
      expect(all.json['Unchecked']).toEqual(expect.arrayContaining(['OtherQualifiedCharitableDistributions']));
    },
  );

  it('a Roth IRA distribution reads the owner’s other Roth IRAs for the ordering rules (1.408A-6 Q&A-9)', async () => {
    clock.set('2026-02-02T15:00:00Z');
    const first = await ira('1985-05-05', 'roth-ira');
    const second = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: { ClientId: first.clientId, AccountTypeCode: 'roth-ira', InstitutionId: f.institutionAll },
    });
    const secondId = String(second.json['AccountId']);
    expect((await fund(first.accountId, { Amount: 5000, TaxYear: 2026 })).json.Status).toBe(1);
    expect((await fund(secondId, { Amount: 1000, TaxYear: 2025 })).json.Status).toBe(1);
    const interest = await f.send('POST', `/v1/accounts/${secondId}/transact`, {
      key: A(),
      body: { EntryType: 'Interest', Amount: 500, Currency: 'USD' },
    });
    expect(interest.json.Status).toBe(1);
    clock.set('2026-06-02T15:00:00Z');
    // 1,500 out of the second: its own 1,000 of contributions would leave 500 of earnings taxable; with the
    // first's 5,000 every dollar is a contribution (nothing taxable, no additional tax).
    const r = await withdraw(secondId, { Amount: 1500, DistributionReason: 'Normal', FederalWithholdingPercent: 0 });
    expect(r.json).toMatchObject({ Status: 1, TaxableAmount: 0, DistributionCode: 'J' });
    // The decision's reasons travel on the answer, with their sources.
    const reasons = (r.json['Reasons'] ?? []) as { Rule: string; Source?: string }[];
    expect(reasons.find((x) => x.Rule === 'RothAggregation')?.Source).toContain('1.408A-6 Q&A-9');
    // The same history in one Roth IRA alone: 500 of earnings taxable.
    const alone = await ira('1985-05-05', 'roth-ira');
    clock.set('2026-02-02T15:00:00Z');
    expect((await fund(alone.accountId, { Amount: 1000, TaxYear: 2025 })).json.Status).toBe(1);
    const earned = await f.send('POST', `/v1/accounts/${alone.accountId}/transact`, {
      key: A(),
      body: { EntryType: 'Interest', Amount: 500, Currency: 'USD' },
    });
    expect(earned.json.Status).toBe(1);
    clock.set('2026-06-02T15:00:00Z');
    const single = await withdraw(alone.accountId, {
      Amount: 1500,
      DistributionReason: 'Normal',
      FederalWithholdingPercent: 0,
    });
    expect(single.json).toMatchObject({ Status: 1, TaxableAmount: 500, DistributionCode: 'J' });
  });

  it('a health FSA claim over HTTP: uniform coverage before any contribution, no tax form, Reimbursement', async () => {
    clock.set('2026-03-10T15:00:00Z');
    const c = await f.send('POST', '/v1/clients', {
      key: A(),
      body: { ClientType: 'Individual', Contact: { FirstName: 'Flo', LastName: 'Sa', DateOfBirth: '1990-01-01' } },
    });
    const a = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: {
        ClientId: c.json['ClientId'],
        AccountTypeCode: 'health-care-fsa',
        EmployerId: '00000000-0000-4000-8000-000000900004',
        PlanYear: 2026,
        AnnualElection: 1200,
        UniformCoverage: 'Applies',
      },
    });
    expect(a.json.ResponseStatus).toBeUndefined();
    const r = await withdraw(String(a.json['AccountId']), {
      Amount: 800,
      ExpenseDate: '2026-03-01',
      ExpenseSubstantiated: true,
    });
    expect(r.json).toMatchObject({ Status: 1, DistributionReason: 'Reimbursement', TaxForm: null, NetAmount: 800 });
  });
});
