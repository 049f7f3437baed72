// Repayments of repayable distributions (ContributionSource Repayment; docs/decisions/30-repayments.md):
// accepted and refused cases with the statute each cites, and the year's contribution room untouched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContributionReadable } from '../../src/core/contributions/check-contribution.js';
import {
  type ContributionQuery,
  defaultCatalog,
  type RepaidDistributionFacts,
  threeYearPeriodEnd,
} from '../../src/index.js';
import { check, limitOf } from './helpers.js';

const OWNER = { DateOfBirth: '1990-06-01', Compensation: 100000, FilingStatus: 'Single' as const, ModifiedAgi: 90000 };
const DIST: RepaidDistributionFacts = {
  TransactionId: '00000000-0000-4000-8000-000000000001',
  SameOwner: true,
  ExceptionClaimed: 'BirthOrAdoption',
  DistributionDate: '2025-03-10',
  GrossAmount: '5000',
  EarlierRepayments: '0',
  FromRoth: false,
};

const repay = (
  Amount: number | string,
  ContributionDate: string,
  more: Partial<ContributionQuery> & { RepaymentOf?: string; AccountTypeCode?: string } = {},
) => {
  const { RepaymentOf = 'BirthOrAdoption', AccountTypeCode = 'traditional-ira', ...rest } = more;
  return check({
    AccountTypeCode,
    Owner: OWNER,
    Contribution: { Amount, ContributionDate, ContributionSource: 'Repayment', RepaymentOf },
    ...rest,
  });
};

describe('repayments: accepted, outside the annual limit', () => {
  it('a full 7,000 annual contribution and a 5,000 repayment in one year are both accepted (219(b) untouched)', () => {
    const full = { Amount: 7000, ContributionSource: 'Participant' as const, ContributionDate: '2025-02-01' };
    expect(check({ AccountTypeCode: 'traditional-ira', Owner: OWNER, Contribution: full }).ok).toBe(true);
    const r = repay(5000, '2025-06-01', { History: [full], RepaidDistribution: DIST });
    expect(r).toMatchObject({
      ok: true,
      ContributionSource: 'Repayment',
      CountsTowardCap: false,
      Basis: '0',
      TaxTreatment: 'NotTaxable',
      Unchecked: [],
    });
    expect(r.Checks?.find((c) => c.Rule === 'ira-annual-limit')).toBeUndefined();
    expect(r.Checks?.find((c) => c.Rule === 'repayment-period')).toMatchObject({
      Limit: 'through 2028-03-10',
      Passed: true,
    });
    expect(r.Checks?.find((c) => c.Rule === 'repayment-period')?.Source).toContain('SECURE 2.0 Act sec. 311');
    // And an annual contribution after the repayment still has its whole room.
    const after = check({
      AccountTypeCode: 'traditional-ira',
      Owner: OWNER,
      Contribution: { ...full, Amount: 7000, ContributionDate: '2025-07-01' },
      History: [{ Amount: 5000, ContributionSource: 'Repayment', ContributionDate: '2025-06-01' }],
    });
    expect(after.ok).toBe(true);
    expect(limitOf(after, 'ira-annual-limit')).toBe('7000');
  });

  it('Roth, SEP, SIMPLE and SARSEP IRAs take a repayment; an inherited IRA does not (408(d)(3)(C))', () => {
    for (const slug of ['roth-ira', 'sep-ira', 'simple-ira', 'sarsep-ira'])
      expect(repay(1000, '2025-06-01', { AccountTypeCode: slug }).ok, slug).toBe(true);
    // A SIMPLE IRA's 2-year period (408(d)(3)(G)) is a date the service does not hold: listed.
    expect(repay(1000, '2025-06-01', { AccountTypeCode: 'simple-ira' }).Unchecked).toContain('SimpleIraTwoYearPeriod');
    expect(repay(1000, '2025-06-01', { AccountTypeCode: 'inherited-traditional-ira' })).toMatchObject({
      ok: false,
      Errors: [{ FieldName: 'ContributionSource', ErrorCode: 'ContributionSourceNotPermitted' }],
    });
  });

  it('without the repaid distribution its facts are Unchecked; a reservist period needs the active-duty end', () => {
    expect(repay(1000, '2025-06-01')).toMatchObject({ ok: true, Unchecked: ['RepaidDistribution', 'RepaymentPeriod'] });
    const reservist = repay(1000, '2025-06-01', {
      RepaymentOf: 'QualifiedReservist',
      RepaidDistribution: { ...DIST, ExceptionClaimed: 'QualifiedReservist' },
    });
    expect(reservist).toMatchObject({ ok: true, Unchecked: ['ActiveDutyEndDate'] });
    expect(reservist.Checks?.find((c) => c.Rule === 'repayment-period')?.Source).toContain('72(t)(2)(G)(ii)');
  });

  it('a birth or adoption distribution made by 2022-12-29 may be repaid until 2025-12-31 (SECURE 2.0 311(b))', () => {
    const old = { ...DIST, DistributionDate: '2020-05-01' };
    expect(repay(5000, '2025-12-31', { RepaidDistribution: old }).ok).toBe(true);
    expect(repay(5000, '2026-01-02', { RepaidDistribution: old })).toMatchObject({
      ok: false,
      ErrorCode: 'RepaymentNotPermitted',
      Limit: 'through 2025-12-31',
      Errors: [{ FieldName: 'RepaidTransactionId', ErrorCode: 'RepaymentPeriodEnded' }],
    });
  });

  it('the 3-year period begins the day after the distribution (a February 29 one ends 2027-02-28)', () => {
    expect(threeYearPeriodEnd({ year: 2024, month: 2, day: 29 })).toEqual({ year: 2027, month: 2, day: 28 });
    expect(threeYearPeriodEnd({ year: 2025, month: 3, day: 10 })).toEqual({ year: 2028, month: 3, day: 10 });
    expect(threeYearPeriodEnd({ year: 2024, month: 2, day: 28 })).toEqual({ year: 2027, month: 2, day: 27 });
  });
});

describe('a reservist repayment is a nondeductible contribution, not a rollover (72(t)(2)(G)(ii))', () => {
  it('its amount is basis, after tax (Instructions for Form 8606: a repayment of a reservist distribution)', () => {
    const reservist = repay(2500, '2025-06-01', {
      RepaymentOf: 'QualifiedReservist',
      RepaidDistribution: { ...DIST, ExceptionClaimed: 'QualifiedReservist' },
    });
    expect(reservist).toMatchObject({ ok: true, Basis: '2500', TaxTreatment: 'AfterTax', CountsTowardCap: false });
    // The others are treated as rolled over (e.g. 72(t)(2)(H)(v)(IV)): no basis.
    expect(repay(2500, '2025-06-01', { RepaidDistribution: DIST })).toMatchObject({
      ok: true,
      Basis: '0',
      TaxTreatment: 'NotTaxable',
    });
  });
});

describe('repayments: refused', () => {
  it('after the 3-year period of 72(t)(11)(C) (disaster recovery)', () => {
    const d = { ...DIST, ExceptionClaimed: 'QualifiedDisaster' };
    expect(repay(100, '2028-03-10', { RepaymentOf: 'QualifiedDisaster', RepaidDistribution: d }).ok).toBe(true);
    expect(repay(100, '2028-03-11', { RepaymentOf: 'QualifiedDisaster', RepaidDistribution: d })).toMatchObject({
      ok: false,
      ErrorCode: 'RepaymentNotPermitted',
      Rule: 'repayment-period',
      Source: expect.stringContaining('72(t)(11)(C)'),
    });
  });

  it('more than the distribution less earlier repayments (72(t)(2)(I)(v): not to exceed the distribution)', () => {
    const d = { ...DIST, ExceptionClaimed: 'EmergencyPersonalExpense', GrossAmount: '1000', EarlierRepayments: '600' };
    const q = { RepaymentOf: 'EmergencyPersonalExpense', RepaidDistribution: d };
    expect(repay(400, '2025-06-01', q).ok).toBe(true);
    expect(repay('400.01', '2025-06-01', q)).toMatchObject({
      ok: false,
      ErrorCode: 'RepaymentNotPermitted',
      Limit: '400',
      ComparedWith: '400.01',
      Source: expect.stringContaining('72(t)(2)(I)(v)'),
      Errors: [{ FieldName: 'Amount', ErrorCode: 'RepaymentExceedsDistribution' }],
    });
  });

  it('another exception, another owner, a Roth distribution into a traditional IRA, before the distribution', () => {
    expect(repay(100, '2025-06-01', { RepaymentOf: 'DomesticAbuseVictim', RepaidDistribution: DIST })).toMatchObject({
      ok: false,
      Errors: [{ FieldName: 'RepaymentOf', ErrorCode: 'RepaymentOfMismatch' }],
    });
    expect(repay(100, '2025-06-01', { RepaidDistribution: { ...DIST, SameOwner: false } })).toMatchObject({
      ok: false,
      Errors: [{ ErrorCode: 'RepaymentOwnerMismatch' }],
    });
    expect(repay(100, '2025-06-01', { RepaidDistribution: { ...DIST, FromRoth: true } })).toMatchObject({
      ok: false,
      Source: expect.stringContaining('408A(e)'),
      Errors: [{ ErrorCode: 'RepaymentPlanNotEligible' }],
    });
    expect(repay(100, '2025-03-10', { RepaidDistribution: DIST })).toMatchObject({
      ok: false,
      Errors: [{ ErrorCode: 'RepaymentBeforeDistribution' }],
    });
    expect(repay(100, '2025-06-01', { RepaidDistribution: null })).toMatchObject({
      ok: false,
      Errors: [{ ErrorCode: 'RepaidDistributionNotFound' }],
    });
  });

  it('RepaymentOf is required with the source and refused without it; a prior-year TaxYear is refused', () => {
    expect(
      check({
        AccountTypeCode: 'traditional-ira',
        Contribution: { Amount: 1, ContributionDate: '2025-06-01', ContributionSource: 'Repayment' },
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest', Errors: [{ FieldName: 'RepaymentOf' }] });
    expect(
      check({
        AccountTypeCode: 'traditional-ira',
        Contribution: { Amount: 1, ContributionDate: '2025-06-01', RepaymentOf: 'BirthOrAdoption' },
      }),
    ).toMatchObject({ ok: false, Errors: [{ FieldName: 'RepaymentOf', ErrorCode: 'RepaymentOnly' }] });
    expect(
      check({
        AccountTypeCode: 'traditional-ira',
        Contribution: {
          Amount: 1,
          ContributionDate: '2025-03-01',
          TaxYear: 2024,
          ContributionSource: 'Repayment',
          RepaymentOf: 'BirthOrAdoption',
        },
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
  });
});

describe('a repayment never changes the year’s contribution room (property)', () => {
  it('the same answer for an annual contribution with or without repayments in the history', () => {
    const cents = (max: number) => fc.integer({ min: 1, max }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.constantFrom('traditional-ira', 'roth-ira', 'sep-ira'),
        cents(800_000),
        cents(1_000_000),
        fc.array(cents(2_200_000), { minLength: 1, maxLength: 3 }),
        (slug, earlier, amount, repayments) => {
          const base: ContributionQuery = {
            AccountTypeCode: slug,
            Owner: { ...OWNER, OtherIraContributions: 0 },
            Contribution: { Amount: amount, ContributionDate: '2025-09-01', ContributionSource: 'Participant' },
            History: [{ Amount: earlier, ContributionSource: 'Participant', ContributionDate: '2025-01-15' }],
          };
          const withRepayments: ContributionQuery = {
            ...base,
            History: [
              ...base.History!,
              ...repayments.map((r) => ({
                Amount: r,
                ContributionSource: 'Repayment' as const,
                ContributionDate: '2025-05-01',
              })),
            ],
          };
          const a = checkContributionReadable(defaultCatalog, base);
          const b = checkContributionReadable(defaultCatalog, withRepayments);
          expect(b).toEqual(a);
          expect(check(withRepayments)).toEqual(a);
        },
      ),
      { numRuns: 300 },
    );
  });
});
