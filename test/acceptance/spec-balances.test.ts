// Acceptance: spec 2.5 and 8 balance rules, and the design.md 2a availableBalance shape.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableBalance,
  checkContribution,
  checkDebit,
  dependentCareClaim,
  plesaWithdrawal,
  validateBenefitPlanConfig,
} from '../../src/index.js';
import { catalog } from './helpers.js';

describe('available balance (spec 2.5: health-care-fsa uniform coverage vs dependent-care-fsa; design.md 2a)', () => {
  it(
    'spec 2.5 health-care-fsa: the full election from day one less prior reimbursements, regardless of ' +
      'contributions (2,400 - 300 = 2,100)',
    () => {
      expect(
        availableBalance({
          UniformCoverage: 'Applies',
          AnnualElection: '2400',
          ContributionsToDate: '200',
          ReimbursementsToDate: '300',
        }),
      ).toBe('2100');
    },
  );
  it(
    'spec 2.5 dependent-care-fsa: limited to amounts actually credited (1,000.10 - 0.20 = 999.90), never ' + 'negative',
    () => {
      expect(
        availableBalance({
          UniformCoverage: 'DoesNotApply',
          AnnualElection: 2400,
          ContributionsToDate: 1000.1,
          ReimbursementsToDate: 0.2,
        }),
      ).toBe('999.9');
      expect(
        availableBalance({
          UniformCoverage: 'DoesNotApply',
          AnnualElection: '2400',
          ContributionsToDate: '200',
          ReimbursementsToDate: '300',
        }),
      ).toBe('0');
    },
  );
  it('property (decimal.js, no floats): DoesNotApply never exceeds Applies, and neither is negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (e, c, r) => {
          const q = {
            AnnualElection: (e / 100).toFixed(2),
            ContributionsToDate: (Math.min(c, e) / 100).toFixed(2),
            ReimbursementsToDate: (r / 100).toFixed(2),
          };
          const applies = Number(availableBalance({ UniformCoverage: 'Applies', ...q }));
          const not = Number(availableBalance({ UniformCoverage: 'DoesNotApply', ...q }));
          expect(applies).toBeGreaterThanOrEqual(0);
          expect(not).toBeGreaterThanOrEqual(0);
          expect(not).toBeLessThanOrEqual(applies);
        },
      ),
      { numRuns: 200 },
    );
  });
  it('dependent-care claim: pays what is credited now and leaves the rest pending (FACTS.md section 8)', () => {
    expect(
      dependentCareClaim({ ClaimAmount: '500', ContributionsToDate: '400', ReimbursementsToDate: '100' }),
    ).toMatchObject({ ok: true, PayableNow: '300', Pending: '200' });
  });
});

describe('FSA plan configuration (spec 2.5; Notice 2013-71; limits.json carryover 660 for 2025)', () => {
  it('grace period and carryover are mutually exclusive', () => {
    expect(
      validateBenefitPlanConfig(catalog, {
        AccountTypeCode: 'health-care-fsa',
        PlanYear: 2025,
        GracePeriodMonths: 2.5,
        CarryoverAmount: '660',
      }).ok,
    ).toBe(false);
  });
  it('health FSA carryover at most 660 for 2025; a dependent-care FSA has none', () => {
    expect(
      validateBenefitPlanConfig(catalog, { AccountTypeCode: 'health-care-fsa', PlanYear: 2025, CarryoverAmount: '660' })
        .ok,
    ).toBe(true);
    expect(
      validateBenefitPlanConfig(catalog, {
        AccountTypeCode: 'health-care-fsa',
        PlanYear: 2025,
        CarryoverAmount: '660.01',
      }).ok,
    ).toBe(false);
    expect(
      validateBenefitPlanConfig(catalog, {
        AccountTypeCode: 'dependent-care-fsa',
        PlanYear: 2025,
        CarryoverAmount: '100',
      }).ok,
    ).toBe(false);
  });
});

describe('spec 8 limits', () => {
  const plesa = (amount: string, principal: string) =>
    checkContribution(catalog, {
      AccountTypeCode: 'emergency-savings-plesa',
      Account: { IsNonHighlyCompensated: true, PlanYear: 2025 },
      Contribution: {
        Amount: amount,
        ContributionSource: 'Participant',
        PlanYear: 2025,
        ContributionDate: '2025-03-01',
      },
      Balances: { ParticipantPrincipal: principal },
    });
  it('spec 8: PLESA participant balance cap 2,500 exclusive of earnings (2025)', () => {
    expect(plesa('500', '2000').ok).toBe(true);
    const over = plesa('500.01', '2000');
    expect(over.ok ? 'ok' : over.ErrorCode).toBe('ContributionLimitExceeded');
  });
  it('spec 8: PLESA withdrawals: the first four in a year are fee-free, the fifth is not', () => {
    expect(
      plesaWithdrawal(catalog, {
        WithdrawalDate: '2025-04-01',
        PriorWithdrawalDates: ['2025-01-01', '2025-02-01', '2025-03-01'],
      }),
    ).toMatchObject({ ok: true, FeeFree: true });
    expect(
      plesaWithdrawal(catalog, {
        WithdrawalDate: '2025-05-01',
        PriorWithdrawalDates: ['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01'],
      }),
    ).toMatchObject({ ok: true, FeeFree: false });
  });
  it(
    'spec 8 commuter: transit and parking have separate monthly limits (340 each for 2026, Rev. Proc. ' + '2025-32)',
    () => {
      const com = (
        amount: string,
        sub: 'Transit' | 'Parking',
        history: Parameters<typeof checkContribution>[1]['History'] = [],
      ) =>
        checkContribution(catalog, {
          AccountTypeCode: 'commuter-benefits',
          Account: { PlanYear: 2026 },
          Contribution: {
            Amount: amount,
            ContributionSource: 'Participant',
            PlanYear: 2026,
            ContributionDate: '2026-03-01',
            SubAccount: sub,
          },
          History: history,
        });
      expect(com('340', 'Transit').ok).toBe(true);
      expect(com('340.01', 'Parking').ok).toBe(false);
      expect(
        com('340', 'Parking', [
          {
            Amount: '340',
            ContributionSource: 'Participant',
            PlanYear: 2026,
            ContributionDate: '2026-03-01',
            SubAccount: 'Transit',
          },
        ]).ok,
      ).toBe(true);
    },
  );
  it('spec 2.5 HRA: participant contributions are rejected with ParticipantContributionsNotPermitted', () => {
    const r = checkContribution(catalog, {
      AccountTypeCode: 'health-reimbursement-arrangement',
      Account: { PlanYear: 2025 },
      Contribution: { Amount: '10', ContributionSource: 'Participant', PlanYear: 2025, ContributionDate: '2025-03-01' },
    });
    expect(r.ok ? 'ok' : r.ErrorCode).toBe('ParticipantContributionsNotPermitted');
  });
  it('spec 2.5 dependent-care: 7,500 for 2026, 3,750 married filing separately (OBBBA; limits.json)', () => {
    const dc = (amount: string, FilingStatus: 'Single' | 'MarriedFilingSeparately') =>
      checkContribution(catalog, {
        AccountTypeCode: 'dependent-care-fsa',
        Owner: { FilingStatus },
        Account: { PlanYear: 2026 },
        Contribution: {
          Amount: amount,
          ContributionSource: 'Participant',
          PlanYear: 2026,
          ContributionDate: '2026-03-01',
        },
      });
    expect(dc('7500', 'Single').ok).toBe(true);
    expect(dc('7500.01', 'Single').ok).toBe(false);
    expect(dc('3750.01', 'MarriedFilingSeparately').ok).toBe(false);
  });
  it('spec 2.5: a DepositLiability balance may go negative only with overdraft; a custodial one never', () => {
    expect(
      checkDebit({ Nature: 'DepositLiability', OverdraftPermitted: true, Balance: '10', Amount: '25.5' }),
    ).toMatchObject({ ok: true, NewBalance: '-15.5' });
    const r = checkDebit({ Nature: 'CustodialHolding', Balance: '10', Amount: '25.5' });
    expect(r.ok ? 'ok' : r.ErrorCode).toBe('InsufficientFunds');
  });
});
