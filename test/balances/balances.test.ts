import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableBalance,
  availableBalanceResult,
  defaultCatalog as cat,
  checkDebit,
  commuterClaim,
  commuterTermination,
  dependentCareClaim,
  plesaWithdrawal,
  settlePlanYear,
  validateBenefitPlanConfig,
} from '../../src/index.js';

const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

describe('availableBalance (design.md 2a)', () => {
  it('uniform coverage: the annual election less reimbursements from day one (Prop. Reg. 1.125-5(d))', () => {
    expect(
      availableBalance({
        UniformCoverage: 'Applies',
        AnnualElection: 2400,
        ContributionsToDate: 0,
        ReimbursementsToDate: 0,
      }),
    ).toBe('2400');
    expect(
      availableBalance({
        UniformCoverage: 'Applies',
        AnnualElection: '2400',
        ContributionsToDate: 200,
        ReimbursementsToDate: '1000.5',
      }),
    ).toBe('1399.5');
  });
  it('DoesNotApply: contributions credited less reimbursements', () => {
    expect(
      availableBalance({
        UniformCoverage: 'DoesNotApply',
        AnnualElection: 5000,
        ContributionsToDate: '416.67',
        ReimbursementsToDate: 100,
      }),
    ).toBe('316.67');
  });
  it('never negative; invalid input answers "0" and the reason through availableBalanceResult', () => {
    expect(
      availableBalance({
        UniformCoverage: 'DoesNotApply',
        AnnualElection: 5000,
        ContributionsToDate: 100,
        ReimbursementsToDate: 200,
      }),
    ).toBe('0');
    expect(
      availableBalance({
        UniformCoverage: 'Sometimes' as never,
        AnnualElection: 1,
        ContributionsToDate: 1,
        ReimbursementsToDate: 0,
      }),
    ).toBe('0');
    expect(
      availableBalanceResult({
        UniformCoverage: 'Applies',
        AnnualElection: 'abc',
        ContributionsToDate: 0,
        ReimbursementsToDate: 0,
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
  it('property: a health FSA pays up to the election on day one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 340_000 }), (e) => {
        expect(
          availableBalance({
            UniformCoverage: 'Applies',
            AnnualElection: cents(e),
            ContributionsToDate: 0,
            ReimbursementsToDate: 0,
          }),
        ).toBe(new Decimal(cents(e)).toFixed());
      }),
      { numRuns: 200 },
    );
  });
});

describe('dependent-care claims', () => {
  it('a claim above the credited amount is split into payable now and pending', () => {
    expect(
      dependentCareClaim({ ClaimAmount: 1000, ContributionsToDate: '833.34', ReimbursementsToDate: 400 }),
    ).toMatchObject({ ok: true, PayableNow: '433.34', Pending: '566.66' });
  });
  it('property: a dependent-care FSA never pays more than was credited', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ credit: fc.integer({ min: 0, max: 50_000 }), claim: fc.integer({ min: 1, max: 80_000 }) }),
          { maxLength: 40 },
        ),
        (steps) => {
          let credited = new Decimal(0);
          let paid = new Decimal(0);
          let pending = new Decimal(0);
          for (const s of steps) {
            credited = credited.plus(cents(s.credit));
            // Pending claims are paid first as money arrives, then the new claim.
            for (const claim of [pending, new Decimal(cents(s.claim))]) {
              if (claim.isZero()) continue;
              const r = dependentCareClaim({
                ClaimAmount: claim.toFixed(),
                ContributionsToDate: credited.toFixed(),
                ReimbursementsToDate: paid.toFixed(),
              });
              if (!r.ok) throw new Error(r.Message);
              expect(new Decimal(r.PayableNow).plus(r.Pending).eq(claim)).toBe(true);
              paid = paid.plus(r.PayableNow);
              if (claim === pending) pending = new Decimal(r.Pending);
              else pending = pending.plus(r.Pending);
            }
            expect(paid.lte(credited)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('plan configuration, carryover, forfeiture', () => {
  it('grace period and carryover are mutually exclusive (Notice 2013-71)', () => {
    expect(
      validateBenefitPlanConfig(cat, {
        AccountTypeCode: 'health-care-fsa',
        PlanYear: 2025,
        GracePeriodMonths: 2.5,
        CarryoverAmount: 600,
      }),
    ).toMatchObject({ ok: false, Errors: [{ ErrorCode: 'GracePeriodAndCarryoverExclusive' }] });
    expect(
      validateBenefitPlanConfig(cat, { AccountTypeCode: 'health-care-fsa', PlanYear: 2025, GracePeriodMonths: 3 }),
    ).toMatchObject({ ok: false, Errors: [{ ErrorCode: 'GracePeriodTooLong' }] });
    expect(
      validateBenefitPlanConfig(cat, { AccountTypeCode: 'dependent-care-fsa', PlanYear: 2025, CarryoverAmount: 100 }),
    ).toMatchObject({ ok: false, Errors: [{ ErrorCode: 'CarryoverNotPermitted' }] });
  });
  it('carryover limit by year: 640 (2024), 660 (2025), 680 (2026) (Rev. Procs. 2023-34, 2024-40, 2025-32)', () => {
    expect(
      validateBenefitPlanConfig(cat, { AccountTypeCode: 'health-care-fsa', PlanYear: 2024, CarryoverAmount: 641 }),
    ).toMatchObject({ ok: false });
    expect(
      validateBenefitPlanConfig(cat, { AccountTypeCode: 'health-care-fsa', PlanYear: 2025, CarryoverAmount: 660 }),
    ).toMatchObject({ ok: true, Mode: 'Carryover', Limit: '660' });
    expect(
      validateBenefitPlanConfig(cat, { AccountTypeCode: 'health-care-fsa', PlanYear: 2026, CarryoverAmount: 680 }).ok,
    ).toBe(true);
  });
  it('plan-year end: carryover up to the limit, the rest forfeited; grace period keeps it; neither forfeits it', () => {
    const base = {
      AccountTypeCode: 'health-care-fsa',
      PlanYear: 2025,
      UniformCoverage: 'Applies' as const,
      AnnualElection: 3000,
      ContributionsToDate: 3000,
      ReimbursementsToDate: 1800,
    };
    expect(settlePlanYear(cat, { ...base, CarryoverAmount: 660 })).toMatchObject({
      ok: true,
      Unused: '1200',
      CarriedOver: '660',
      Forfeited: '540',
    });
    expect(settlePlanYear(cat, { ...base, GracePeriodMonths: 2.5 })).toMatchObject({
      ok: true,
      AvailableInGracePeriod: '1200',
      Forfeited: '0',
    });
    expect(settlePlanYear(cat, base)).toMatchObject({ ok: true, CarriedOver: '0', Forfeited: '1200' });
  });
});

describe('PLESA withdrawals (ERISA 801(c))', () => {
  it('at least one per calendar month; the first four per plan year carry no fee', () => {
    const prior = ['2025-01-10', '2025-02-10', '2025-03-10', '2025-04-10'];
    expect(
      plesaWithdrawal(cat, { WithdrawalDate: '2025-04-20', PriorWithdrawalDates: prior.slice(0, 3) }),
    ).toMatchObject({ ok: true, WithdrawalNumberInPlanYear: 4, FeeFree: true });
    expect(plesaWithdrawal(cat, { WithdrawalDate: '2025-05-20', PriorWithdrawalDates: prior })).toMatchObject({
      ok: true,
      WithdrawalNumberInPlanYear: 5,
      FeeFree: false,
    });
    expect(plesaWithdrawal(cat, { WithdrawalDate: '2026-01-02', PriorWithdrawalDates: prior })).toMatchObject({
      ok: true,
      PlanYear: 2026,
      FeeFree: true,
    });
    expect(
      plesaWithdrawal(cat, { WithdrawalDate: '2025-04-20', PriorWithdrawalDates: prior, PlanMaxPerMonth: 1 }),
    ).toMatchObject({ ok: false });
    expect(
      plesaWithdrawal(cat, { WithdrawalDate: '2025-04-20', PriorWithdrawalDates: [], PlanMaxPerMonth: 0 }),
    ).toMatchObject({ ok: false });
    expect(
      plesaWithdrawal(cat, { WithdrawalDate: '2025-06-30', PriorWithdrawalDates: prior, PlanYearStart: '07-01' }),
    ).toMatchObject({ ok: true, PlanYear: 2024, WithdrawalNumberInPlanYear: 5 });
  });
});

describe('deposit debits and commuter claims', () => {
  it('deposit accounts go negative only when OverdraftPermitted', () => {
    expect(checkDebit({ Nature: 'DepositLiability', OverdraftPermitted: true, Balance: 50, Amount: 80 })).toMatchObject(
      { ok: true, NewBalance: '-30', Overdrawn: true },
    );
    expect(
      checkDebit({ Nature: 'DepositLiability', OverdraftPermitted: false, Balance: 50, Amount: 80 }),
    ).toMatchObject({ ok: false, ErrorCode: 'InsufficientFunds' });
    expect(
      checkDebit({ Nature: 'CustodialHolding', OverdraftPermitted: true, Balance: 50, Amount: '50.01' }),
    ).toMatchObject({ ok: false, ErrorCode: 'InsufficientFunds' });
    expect(checkDebit({ Nature: 'CustodialHolding', Balance: '0.3', Amount: '0.1' })).toMatchObject({
      ok: true,
      NewBalance: '0.2',
    });
  });
  it("commuter: pays from carried-forward balance, within the month's 340 limit (2026, Rev. Proc. 2025-32)", () => {
    expect(
      commuterClaim(cat, {
        SubAccount: 'Parking',
        BenefitMonth: '2026-03',
        ClaimAmount: 500,
        ContributionsToDate: 1000,
        ReimbursementsToDate: 0,
        ReimbursedThisMonth: 0,
      }),
    ).toMatchObject({ ok: true, PayableNow: '340', NotPayable: '160', MonthlyLimit: '340' });
    expect(
      commuterClaim(cat, {
        SubAccount: 'Transit',
        BenefitMonth: '2026-03',
        ClaimAmount: 100,
        ContributionsToDate: 150,
        ReimbursementsToDate: 100,
        ReimbursedThisMonth: 0,
      }),
    ).toMatchObject({ ok: true, PayableNow: '50' });
    expect(commuterTermination({ TransitBalance: '12.5', ParkingBalance: 40 })).toMatchObject({
      ok: true,
      Forfeited: '52.5',
      CashRefund: '0',
    });
  });
});
