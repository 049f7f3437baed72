import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  benefitPaymentAllowed,
  defaultCatalog as cat,
  checkTrumpDistribution,
  commuterClaim,
  commuterTermination,
  coverdellDistribution,
  dependentCareClaim,
  depositWithdrawal,
  fsaPlanYearClose,
  healthFsaClaim,
  hraReimbursement,
  lifestyleSpendingPayment,
  plesaWithdrawalFee,
} from '../../src/index.js';

const year = { PlanYearStart: '2025-01-01', PlanYearEnd: '2025-12-31' };

describe('health FSA claims (uniform coverage, grace period or carryover, run-out)', () => {
  it('uniform coverage: the whole election is available on the first day (Prop. Reg. 1.125-5(d))', () => {
    const r = healthFsaClaim(cat, {
      ...year,
      AnnualElection: 2400,
      ReimbursementsToDate: 0,
      ClaimAmount: 2000,
      ExpenseDate: '2025-01-10',
      ClaimDate: '2025-01-12',
    });
    expect(r).toMatchObject({ ok: true, PayableNow: '2000', NotPayable: '0', Available: '2400' });
  });
  it('a claim above what is left pays the rest and not more', () => {
    const r = healthFsaClaim(cat, {
      ...year,
      AnnualElection: 2400,
      ReimbursementsToDate: 2000,
      ClaimAmount: 700,
      ExpenseDate: '2025-05-10',
      ClaimDate: '2025-05-12',
    });
    expect(r).toMatchObject({ PayableNow: '400', NotPayable: '300' });
  });
  it('grace period of 2 1/2 months (Notice 2005-42): an expense of March 15 counts, March 16 does not', () => {
    const base = {
      ...year,
      AnnualElection: 1000,
      ReimbursementsToDate: 0,
      ClaimAmount: 100,
      GracePeriodMonths: '2.5',
      RunOutDays: 90,
    };
    expect(healthFsaClaim(cat, { ...base, ExpenseDate: '2026-03-15', ClaimDate: '2026-03-20' })).toMatchObject({
      PayableNow: '100',
      CoverageEnds: '2026-03-15',
    });
    expect(healthFsaClaim(cat, { ...base, ExpenseDate: '2026-03-16', ClaimDate: '2026-03-20' })).toMatchObject({
      PayableNow: '0',
      NotPayable: '100',
    });
  });
  it('run-out: a plan-year expense submitted after the run-out is not paid', () => {
    const base = {
      ...year,
      AnnualElection: 1000,
      ReimbursementsToDate: 0,
      ClaimAmount: 100,
      ExpenseDate: '2025-12-20',
      RunOutDays: 90,
    };
    expect(healthFsaClaim(cat, { ...base, ClaimDate: '2026-03-31' })).toMatchObject({
      PayableNow: '100',
      RunOutEnds: '2026-03-31',
    });
    expect(healthFsaClaim(cat, { ...base, ClaimDate: '2026-04-01' })).toMatchObject({ PayableNow: '0' });
  });
  it('carryover money carried in is available with the election', () => {
    const r = healthFsaClaim(cat, {
      ...year,
      AnnualElection: 1000,
      CarriedOverIn: 660,
      ReimbursementsToDate: 0,
      ClaimAmount: 1500,
      ExpenseDate: '2025-02-01',
      ClaimDate: '2025-02-01',
      CarryoverAmount: 660,
    });
    expect(r).toMatchObject({ PayableNow: '1500', Available: '1660' });
  });
  it('grace period and carryover together are refused (Notice 2013-71)', () => {
    const r = healthFsaClaim(cat, {
      ...year,
      AnnualElection: 1000,
      ReimbursementsToDate: 0,
      ClaimAmount: 1,
      ExpenseDate: '2025-02-01',
      ClaimDate: '2025-02-01',
      GracePeriodMonths: 2,
      CarryoverAmount: 100,
    });
    expect(r).toMatchObject({ ok: false });
    expect(r.ok ? '' : r.Errors[0]?.ErrorCode).toBe('GracePeriodAndCarryoverExclusive');
  });
});

describe('FSA plan year close: carryover capped by the dated parameter, the rest forfeited to Forfeitures', () => {
  const close = {
    AccountTypeCode: 'health-care-fsa' as const,
    ...year,
    AnnualElection: 2000,
    ContributionsToDate: 2000,
    ReimbursementsToDate: 800,
    RunOutDays: 90,
    AsOf: '2026-04-01',
  };
  it(
    'carryover: 2025 plan year, $1,200 unused, plan carryover $660 (the 2025 maximum, Rev. Proc. 2024-40): ' +
      '$660 carried, $540 forfeited',
    () => {
      const r = fsaPlanYearClose(cat, { ...close, CarryoverAmount: 660 });
      expect(r).toMatchObject({
        ok: true,
        Unused: '1200',
        CarriedOver: '660',
        Forfeited: '540',
        ClosesOn: '2026-04-01',
      });
      expect(r.ok && r.Postings).toEqual([{ Account: 'Forfeitures', Amount: '540' }]);
    },
  );
  it('a plan carryover above the dated maximum is refused (health_fsa_carryover_max)', () => {
    expect(fsaPlanYearClose(cat, { ...close, CarryoverAmount: 700 })).toMatchObject({ ok: false });
  });
  it('no carryover or grace: everything unused is forfeited after the run-out', () => {
    expect(fsaPlanYearClose(cat, close)).toMatchObject({ CarriedOver: '0', Forfeited: '1200' });
  });
  it('grace period: what is left after the grace period and run-out is forfeited; before the close nothing is', () => {
    expect(fsaPlanYearClose(cat, { ...close, GracePeriodMonths: '2.5', AsOf: '2026-06-13' })).toMatchObject({
      ok: false,
    });
    expect(fsaPlanYearClose(cat, { ...close, GracePeriodMonths: '2.5', AsOf: '2026-06-14' })).toMatchObject({
      ClosesOn: '2026-06-14',
    });
    expect(
      fsaPlanYearClose(cat, { ...close, GracePeriodMonths: '2.5', AsOf: '2026-06-14', RunOutDays: 0 }),
    ).toMatchObject({ Forfeited: '1200', ClosesOn: '2026-03-16' });
  });
  it('dependent care: no carryover (Notice 2013-71), forfeited from contributions credited', () => {
    const r = fsaPlanYearClose(cat, {
      ...close,
      AccountTypeCode: 'dependent-care-fsa',
      ContributionsToDate: 1500,
      ReimbursementsToDate: 1000,
    });
    expect(r).toMatchObject({ Forfeited: '500' });
    expect(
      fsaPlanYearClose(cat, { ...close, AccountTypeCode: 'dependent-care-fsa', CarryoverAmount: 100 }),
    ).toMatchObject({ ok: false });
  });
});

describe('dependent care, commuter, HRA and lifestyle spending', () => {
  it('dependent care pays only what was credited (no uniform coverage, Prop. Reg. 1.125-5(d)); the rest waits', () => {
    expect(
      dependentCareClaim({ ClaimAmount: 900, ContributionsToDate: 1000, ReimbursementsToDate: 400 }),
    ).toMatchObject({ PayableNow: '600', Pending: '300' });
  });
  it('commuter claims pay per sub-balance and month limit; transit money never pays parking', () => {
    const r = commuterClaim(cat, {
      SubAccount: 'Parking',
      BenefitMonth: '2025-03',
      ClaimAmount: 400,
      ContributionsToDate: 300,
      ReimbursementsToDate: 0,
      ReimbursedThisMonth: 0,
    });
    expect(r).toMatchObject({ ok: true, PayableNow: '300', MonthlyLimit: '325' });
  });
  it('commuter: never refunded in cash; forfeited on termination (26 CFR 1.132-9 Q&A-14)', () => {
    expect(
      benefitPaymentAllowed(cat, { AccountTypeCode: 'commuter-benefits', DistributionReason: 'Normal' }),
    ).toMatchObject({ ok: false, ErrorCode: 'DistributionNotPermitted' });
    expect(commuterTermination({ TransitBalance: 120, ParkingBalance: '30.5' })).toMatchObject({
      Forfeited: '150.5',
      CashRefund: '0',
    });
  });
  it('every benefit account pays Reimbursement only', () => {
    for (const slug of [
      'health-care-fsa',
      'dependent-care-fsa',
      'health-reimbursement-arrangement',
      'commuter-benefits',
      'lifestyle-spending-account',
    ]) {
      expect(benefitPaymentAllowed(cat, { AccountTypeCode: slug, DistributionReason: 'Reimbursement' }).ok).toBe(true);
      expect(benefitPaymentAllowed(cat, { AccountTypeCode: slug, DistributionReason: 'Normal' }).ok).toBe(false);
    }
    expect(benefitPaymentAllowed(cat, { AccountTypeCode: 'sep-ira', DistributionReason: 'Reimbursement' }).ok).toBe(
      false,
    );
  });
  it('HRA: reimbursements of substantiated medical expenses only (Rev. Rul. 2002-41)', () => {
    expect(
      hraReimbursement({
        Kind: 'MedicalExpenseReimbursement',
        ClaimAmount: 500,
        CreditedToDate: 300,
        ReimbursementsToDate: 0,
        Substantiated: true,
      }),
    ).toMatchObject({ PayableNow: '300', NotPayable: '200' });
    expect(
      hraReimbursement({
        Kind: 'CashWithdrawal',
        ClaimAmount: 1,
        CreditedToDate: 300,
        ReimbursementsToDate: 0,
        Substantiated: true,
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'DistributionNotPermitted' });
    expect(
      hraReimbursement({
        Kind: 'MedicalExpenseReimbursement',
        ClaimAmount: 1,
        CreditedToDate: 300,
        ReimbursementsToDate: 0,
        Substantiated: false,
      }).ok,
    ).toBe(false);
  });
  it('lifestyle spending: every payment is reported as wages (26 U.S.C. 61; 1.61-21)', () => {
    expect(lifestyleSpendingPayment({ ClaimAmount: 250, Allowance: 1000, PaidToDate: 900 })).toMatchObject({
      PayableNow: '100',
      NotPayable: '150',
      ReportableWages: '100',
    });
  });
});

describe('PLESA, Trump account, Coverdell and deposit accounts', () => {
  it(
    'PLESA: the first four withdrawals of a plan year are free; the fifth carries the plan fee, posted to ' +
      'FeesEarned (ERISA 801(c))',
    () => {
      const prior = ['2025-01-10', '2025-02-10', '2025-03-10', '2025-04-10'];
      expect(
        plesaWithdrawalFee(cat, {
          WithdrawalDate: '2025-04-20',
          PriorWithdrawalDates: prior.slice(0, 3),
          PlanFeeAmount: 25,
        }),
      ).toMatchObject({ FeeFree: true, Fee: '0', Postings: [] });
      const fifth = plesaWithdrawalFee(cat, {
        WithdrawalDate: '2025-05-20',
        PriorWithdrawalDates: prior,
        PlanFeeAmount: 25,
      });
      expect(fifth).toMatchObject({
        WithdrawalNumberInPlanYear: 5,
        FeeFree: false,
        Fee: '25',
        Postings: [{ Account: 'FeesEarned', Amount: '25' }],
      });
    },
  );
  it('PLESA: at least one withdrawal a month is always allowed (a plan limit below one is refused)', () => {
    expect(
      plesaWithdrawalFee(cat, { WithdrawalDate: '2025-05-20', PriorWithdrawalDates: [], PlanMaxPerMonth: 0 }).ok,
    ).toBe(false);
    expect(
      plesaWithdrawalFee(cat, {
        WithdrawalDate: '2025-05-20',
        PriorWithdrawalDates: ['2025-05-01'],
        PlanMaxPerMonth: 1,
      }).ok,
    ).toBe(false);
    expect(
      plesaWithdrawalFee(cat, {
        WithdrawalDate: '2025-06-01',
        PriorWithdrawalDates: ['2025-05-01'],
        PlanMaxPerMonth: 1,
      }).ok,
    ).toBe(true);
  });
  it('Trump account: nothing in the growth period except the statutory exceptions (530A)', () => {
    const on = { BeneficiaryDateOfBirth: '2015-05-01', On: '2027-01-10' };
    expect(checkTrumpDistribution({ ...on, DistributionReason: 'Other' })).toMatchObject({
      ok: false,
      ErrorCode: 'DistributionNotPermitted',
    });
    expect(checkTrumpDistribution({ ...on, DistributionReason: 'Death' }).ok).toBe(true);
  });
  it(
    'Coverdell 1099-Q figures (530(d)(1); Pub. 970): basis part = gross x basis / (year-end value + ' +
      'distributions); taxable earnings only beyond the expenses',
    () => {
      const r = coverdellDistribution({
        DistributionDate: '2025-08-15',
        Gross: 4000,
        BeneficiaryDateOfBirth: '2006-04-01',
        Basis: 8000,
        YearEndValue: 6000,
        DistributionsInYear: 4000,
        QualifiedEducationExpenses: 3000,
      });
      // basis 4000 x 8000 / 10000 = 3200; earnings 800; taxable 800 x (4000 - 3000) / 4000 = 200; 10 percent 20
      expect(r).toMatchObject({
        ok: true,
        GrossDistribution: '4000',
        Basis: '3200',
        Earnings: '800',
        TaxableEarnings: '200',
        AdditionalTaxApplies: true,
        AdditionalTaxAmount: '20',
      });
    },
  );
  it('Coverdell: expenses covering the distribution make nothing taxable; the age-30 deadline is reported', () => {
    const r = coverdellDistribution({
      DistributionDate: '2025-08-15',
      Gross: 4000,
      BeneficiaryDateOfBirth: '2006-04-01',
      Basis: 8000,
      YearEndValue: 6000,
      DistributionsInYear: 4000,
      QualifiedEducationExpenses: 5000,
    });
    expect(r).toMatchObject({ TaxableEarnings: '0', AdditionalTaxApplies: false, DistributeBy: '2036-05-01' });
  });
  it('deposit: overdraft only where OverdraftPermitted', () => {
    expect(
      depositWithdrawal(cat, {
        AccountTypeCode: 'demand-deposit-checking',
        Balance: 100,
        Amount: 150,
        WithdrawalDate: '2025-01-01',
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'InsufficientFunds' });
    expect(
      depositWithdrawal(cat, {
        AccountTypeCode: 'demand-deposit-checking',
        Balance: 100,
        Amount: 150,
        OverdraftPermitted: true,
        WithdrawalDate: '2025-01-01',
      }),
    ).toMatchObject({ ok: true, NewBalance: '-50', Overdrawn: true });
  });
  it('time deposit withdrawn early pays the penalty disclosed at opening, as a fee (12 CFR 1030.4(b)(5))', () => {
    const r = depositWithdrawal(cat, {
      AccountTypeCode: 'time-deposit-certificate',
      Balance: 10000,
      Amount: 10000 - 45.5,
      WithdrawalDate: '2025-03-01',
      MaturityDate: '2026-01-01',
      EarlyWithdrawalPenalty: '45.50',
    });
    expect(r).toMatchObject({
      ok: true,
      EarlyWithdrawal: true,
      Fee: '45.5',
      NewBalance: '0',
      Postings: [{ Account: 'FeesEarned', Amount: '45.5' }],
    });
    expect(
      depositWithdrawal(cat, {
        AccountTypeCode: 'time-deposit-certificate',
        Balance: 10000,
        Amount: 10000,
        WithdrawalDate: '2026-01-01',
        MaturityDate: '2026-01-01',
      }),
    ).toMatchObject({ EarlyWithdrawal: false, Fee: '0' });
  });
  it('property: a health FSA claim splits exactly into payable and not payable, never above what is available', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        (e, paid, c) => {
          const m = (n: number) => new Decimal(n).div(100).toFixed(2);
          const r = healthFsaClaim(cat, {
            ...year,
            AnnualElection: m(e),
            ReimbursementsToDate: m(paid),
            ClaimAmount: m(c),
            ExpenseDate: '2025-06-01',
            ClaimDate: '2025-06-02',
          });
          if (!r.ok) throw new Error(r.Message);
          expect(new Decimal(r.PayableNow).plus(r.NotPayable).eq(m(c))).toBe(true);
          expect(new Decimal(r.PayableNow).lte(r.Available)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
