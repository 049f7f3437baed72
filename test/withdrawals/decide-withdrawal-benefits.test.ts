import { describe, expect, it } from 'vitest';
import {
  BENEFIT,
  DEPOSIT,
  expectOk,
  INST,
  openAccount,
  PLAN_ID,
  TRUSTEE_ID,
  withdrawalHost,
} from './withdrawal-host.js';

// decideWithdrawal on benefit, deposit, PLESA, Coverdell and HSA accounts: one named test per
// rule, with its source. Every claim is paid whole or refused (docs/decisions/42).

const svc = (Name: string) => ({ Kind: 'Service', Name });

function benefit(slug: string, fields: Record<string, unknown>, today = '2026-03-02') {
  const { host, clientId } = withdrawalHost(today);
  const id = openAccount(host, clientId, slug, { ...BENEFIT, ...fields });
  return { host, id };
}

describe('health FSA (Prop. 26 CFR 1.125-5, 1.125-6)', () => {
  it(
    'uniform coverage: the whole election is payable on day one, before any contribution (Prop. Reg. ' + '1.125-5(d))',
    () => {
      const { host, id } = benefit('health-care-fsa', { AnnualElection: '2400', UniformCoverage: 'Applies' });
      const d = expectOk(
        host.withdraw(id, { Amount: 2000, Currency: 'USD', ExpenseDate: '2026-02-20', ExpenseSubstantiated: true }),
      );
      expect(d.Result).toMatchObject({ Amount: 2000, NetAmount: 2000, FederalWithheld: 0, TaxForm: null });
      expect(d.Records.Transaction.EntryType).toBe('Reimbursement');
      expect(d.Entries[1]).toEqual({ Account: svc('ExternalClearing'), Amount: '2000', Currency: 'USD' });
      const over = host.withdraw(id, {
        Amount: 400.01,
        Currency: 'USD',
        ExpenseDate: '2026-02-21',
        ExpenseSubstantiated: true,
      });
      expect(over).toMatchObject({ ok: false, ErrorCode: 'InsufficientFunds' });
      expect((over as { Message: string }).Message).toContain('Only 400 of the 400.01');
    },
  );

  it(
    'an unsubstantiated claim is not paid (Prop. Reg. 1.125-6(b)); only Reimbursement is a reason (no ' +
      'cash-out, 1.125-5(k))',
    () => {
      const { host, id } = benefit('health-care-fsa', { AnnualElection: '2400', UniformCoverage: 'Applies' });
      expect(host.withdraw(id, { Amount: 10, Currency: 'USD', ExpenseDate: '2026-02-20' })).toMatchObject({
        ok: false,
        ErrorCode: 'DistributionNotPermitted',
      });
      expect(
        host.withdraw(id, { Amount: 10, Currency: 'USD', DistributionReason: 'Normal', ExpenseSubstantiated: true }),
      ).toMatchObject({ ok: false, ErrorCode: 'DistributionNotPermitted' });
    },
  );

  it('grace period: an expense by March 15 of the next year is covered; one after is refused (Notice 2005-42)', () => {
    const { host, id } = benefit(
      'health-care-fsa',
      { AnnualElection: '1000', UniformCoverage: 'Applies' },
      '2026-03-02',
    );
    host.today = '2027-03-20';
    const plan = { Plan: { GracePeriodMonths: 2.5, RunOutDays: 90 } };
    const inGrace = host.withdraw(
      id,
      { Amount: 100, Currency: 'USD', ExpenseDate: '2027-03-15', ExpenseSubstantiated: true },
      plan,
    );
    expect(inGrace.ok).toBe(true);
    const after = host.withdraw(
      id,
      { Amount: 100, Currency: 'USD', ExpenseDate: '2027-03-16', ExpenseSubstantiated: true },
      plan,
    );
    expect(after).toMatchObject({ ok: false, ErrorCode: 'DistributionNotPermitted' });
  });

  it(
    'grace period and carryover are never both (Notice 2013-71); a claim after the run-out is refused (Prop. ' +
      'Reg. 1.125-1(e))',
    () => {
      const { host, id } = benefit('health-care-fsa', { AnnualElection: '1000', UniformCoverage: 'Applies' });
      const both = host.withdraw(
        id,
        { Amount: 10, Currency: 'USD', ExpenseDate: '2026-02-01', ExpenseSubstantiated: true },
        { Plan: { GracePeriodMonths: 2.5, CarryoverAmount: 640 } },
      );
      expect(both).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
      host.today = '2027-04-15';
      const late = host.withdraw(
        id,
        { Amount: 10, Currency: 'USD', ExpenseDate: '2026-12-01', ExpenseSubstantiated: true },
        { Plan: { CarryoverAmount: 640, RunOutDays: 90 } },
      );
      expect(late).toMatchObject({ ok: false, ErrorCode: 'DistributionNotPermitted' });
    },
  );
});

describe('dependent care FSA, HRA, commuter, lifestyle spending', () => {
  it('dependent care pays only what was credited (Prop. Reg. 1.125-5(d) does not apply; 26 U.S.C. 129)', () => {
    const { host, id } = benefit('dependent-care-fsa', { AnnualElection: '5000', UniformCoverage: 'DoesNotApply' });
    host.deposit(id, { Amount: 400, PlanYear: 2026 });
    expect(host.withdraw(id, { Amount: 500, Currency: 'USD', ExpenseSubstantiated: true })).toMatchObject({
      ok: false,
      ErrorCode: 'InsufficientFunds',
    });
    expectOk(host.withdraw(id, { Amount: 400, Currency: 'USD', ExpenseSubstantiated: true }));
    expect(host.balances(id).Settled).toBe('0');
  });

  it(
    'an HRA reimburses substantiated medical expenses only, up to what the employer credited (Rev. Rul. ' + '2002-41)',
    () => {
      const { host, id } = benefit('health-reimbursement-arrangement', {
        AnnualElection: '1500',
        UniformCoverage: 'DoesNotApply',
      });
      host.deposit(id, { Amount: 1500, PlanYear: 2026, ContributionSource: 'Employer' });
      expect(host.withdraw(id, { Amount: 100, Currency: 'USD' })).toMatchObject({
        ErrorCode: 'DistributionNotPermitted',
      });
      expectOk(host.withdraw(id, { Amount: 1500, Currency: 'USD', ExpenseSubstantiated: true }));
      expect(host.withdraw(id, { Amount: 1, Currency: 'USD', ExpenseSubstantiated: true })).toMatchObject({
        ErrorCode: 'DistributionNotPermitted',
      });
    },
  );

  it(
    'commuter claims are paid per sub-balance within the month’s exclusion limit, never in cash (26 CFR ' +
      '1.132-9 Q&A-14)',
    () => {
      const { host, id } = benefit('commuter-benefits', { AnnualElection: '3000', UniformCoverage: 'DoesNotApply' });
      host.credit(id, '600', { SubAccount: 'Transit' });
      host.credit(id, '100', { SubAccount: 'Parking' });
      expect(host.withdraw(id, { Amount: 50, Currency: 'USD', ExpenseDate: '2026-02-10' })).toMatchObject({
        Errors: [{ FieldName: 'SubAccount', ErrorCode: 'Required' }],
      });
      const t = expectOk(
        host.withdraw(id, { Amount: 340, Currency: 'USD', SubAccount: 'Transit', ExpenseDate: '2026-02-10' }),
      );
      expect(t.Records.Withdrawal.SubAccount).toBe('Transit');
      // The claim leaves the Transit sub-balance it was paid from (its deposits went there).
      expect(t.Entries).toContainEqual({
        Account: { Kind: 'Client', AccountId: id, Bucket: 'Settled', SubAccount: 'Transit' },
        Amount: '-340',
        Currency: 'USD',
      });
      // 2026 transit limit 340 a month: a second February claim is over it; March is a new month.
      expect(
        host.withdraw(id, { Amount: 1, Currency: 'USD', SubAccount: 'Transit', ExpenseDate: '2026-02-11' }),
      ).toMatchObject({ ok: false });
      expectOk(host.withdraw(id, { Amount: 200, Currency: 'USD', SubAccount: 'Transit', ExpenseDate: '2026-03-01' }));
      // Parking holds 100 of its own: transit money never pays parking.
      expect(
        host.withdraw(id, { Amount: 150, Currency: 'USD', SubAccount: 'Parking', ExpenseDate: '2026-03-01' }),
      ).toMatchObject({ ok: false, ErrorCode: 'InsufficientFunds' });
    },
  );

  it('lifestyle spending payments are wages (26 U.S.C. 61(a)(1)): ReportableWages and Form W-2', () => {
    const { host, id } = benefit('lifestyle-spending-account', {
      AnnualElection: '500',
      UniformCoverage: 'DoesNotApply',
    });
    host.deposit(id, { Amount: 500, PlanYear: 2026, ContributionSource: 'Employer' });
    const d = expectOk(host.withdraw(id, { Amount: 120, Currency: 'USD' }));
    expect(d.Records.Withdrawal).toMatchObject({ ReportableWages: '120', TaxForm: 'W-2', TaxableAmount: '120' });
    expect(host.withdraw(id, { Amount: 380.01, Currency: 'USD' })).toMatchObject({ ErrorCode: 'InsufficientFunds' });
  });
});

describe('deposit accounts (spec part 2.5; 12 CFR 1030.4(b)(5))', () => {
  it('no overdraft without OverdraftPermitted; with it the balance may go below zero', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const no = openAccount(host, clientId, 'demand-deposit-checking', { ...DEPOSIT, OverdraftPermitted: false });
    host.deposit(no, { Amount: 100 });
    expect(host.withdraw(no, { Amount: 100.01, Currency: 'USD' })).toMatchObject({ ErrorCode: 'InsufficientFunds' });
    const od = openAccount(host, clientId, 'demand-deposit-checking', { ...DEPOSIT, OverdraftPermitted: true });
    host.deposit(od, { Amount: 100 });
    const d = expectOk(host.withdraw(od, { Amount: 150, Currency: 'USD' }));
    expect(d.Records.Transaction.EntryType).toBe('Withdrawal');
    expect(host.balances(od).Settled).toBe('-50');
  });

  it('a time deposit withdrawn before maturity pays the disclosed penalty as a fee to FeesEarned', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const id = openAccount(host, clientId, 'time-deposit-certificate', {
      ...DEPOSIT,
      ProductType: 'TimeDeposit',
      OverdraftPermitted: false,
      EarlyWithdrawalPenaltyDisclosed: true,
    });
    host.deposit(id, { Amount: 10_000 });
    const plan = { Plan: { MaturityDate: '2027-03-02', EarlyWithdrawalPenalty: '75.50' } };
    const d = expectOk(host.withdraw(id, { Amount: 1000, Currency: 'USD' }, plan));
    expect(d.Result).toMatchObject({ Amount: 1000, Fee: 75.5, NetAmount: 1000 });
    expect(d.Entries.at(-1)).toEqual({ Account: svc('FeesEarned'), Amount: '75.5', Currency: 'USD' });
    expect(host.balances(id).Settled).toBe('8924.5');
    host.today = '2027-03-02';
    expect(expectOk(host.withdraw(id, { Amount: 10, Currency: 'USD' }, plan)).Result.Fee).toBe(0);
  });
});

describe('PLESA (ERISA 801(c); 26 U.S.C. 402A(e))', () => {
  it(
    'the first four withdrawals of a plan year are free; the fifth pays the plan’s fee; nothing withheld by ' +
      'default',
    () => {
      const { host, clientId } = withdrawalHost('2026-01-05');
      const id = openAccount(host, clientId, 'emergency-savings-plesa', {
        ...INST,
        TrusteeId: TRUSTEE_ID,
        PlanId: PLAN_ID,
        IsNonHighlyCompensated: true,
      });
      host.deposit(id, { Amount: 2000, PlanYear: 2026 });
      const plan = { Plan: { PlanFeeAmount: 5 } };
      for (const month of ['01', '02', '03', '04']) {
        host.today = `2026-${month}-10`;
        const d = expectOk(host.withdraw(id, { Amount: 10, Currency: 'USD', DistributionReason: 'Normal' }, plan));
        expect(d.Result).toMatchObject({ Fee: 0, FederalWithheld: 0 });
      }
      host.today = '2026-05-10';
      const fifth = expectOk(host.withdraw(id, { Amount: 10, Currency: 'USD', DistributionReason: 'Normal' }, plan));
      expect(fifth.Result.Fee).toBe(5);
      expect(fifth.Entries.at(-1)).toEqual({ Account: svc('FeesEarned'), Amount: '5', Currency: 'USD' });
    },
  );
});

describe('Coverdell ESA (26 U.S.C. 530(d)) and HSA (26 U.S.C. 223(f))', () => {
  it('a QualifiedEducation distribution needs its expenses and is reported on Form 1099-Q, nothing withheld', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const id = openAccount(host, clientId, 'coverdell-esa', { ...INST, BeneficiaryDateOfBirth: '2010-04-01' });
    host.deposit(id, { Amount: 2000, TaxYear: 2026 });
    expect(host.withdraw(id, { Amount: 500, Currency: 'USD', DistributionReason: 'QualifiedEducation' })).toMatchObject(
      {
        Errors: [{ FieldName: 'QualifiedExpenseAmount', ErrorCode: 'Required' }],
      },
    );
    const d = expectOk(
      host.withdraw(id, {
        Amount: 500,
        Currency: 'USD',
        DistributionReason: 'QualifiedEducation',
        QualifiedExpenseAmount: 800,
      }),
    );
    expect(d.Records.Withdrawal).toMatchObject({
      TaxForm: '1099-Q',
      QualifiedExpenseAmount: '800',
      FederalWithheld: '0',
    });
  });

  it('an HSA reimbursement is Form 1099-SA code 1 and tax-free (223(f)(1))', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const id = openAccount(host, clientId, 'health-savings-account', {
      ...INST,
      CoverageTier: 'SelfOnly',
      HighDeductiblePlanStartDate: '2026-01-01',
    });
    host.deposit(id, { Amount: 1000, TaxYear: 2026 });
    const d = expectOk(host.withdraw(id, { Amount: 300, Currency: 'USD', DistributionReason: 'Reimbursement' }));
    expect(d.Records.Withdrawal).toMatchObject({ TaxForm: '1099-SA', HsaDistributionCode: '1', TaxableAmount: '0' });
  });
});
