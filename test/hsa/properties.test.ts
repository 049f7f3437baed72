// Properties of the HSA rules: bounds, the last-month rule, monotone coverage, the limit holding
// over any sequence, and no throw on any input.
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultCatalog as catalog,
  checkContribution,
  type HsaLimitAnswer,
  type HsaLimitQuery,
  hsaContributionLimit,
  hsaDistributionTreatment,
  hsaHighDeductiblePlan,
  hsaTestingPeriod,
  parameterValue,
} from '../../src/index.js';
import { arbitraryIsoDate } from '../../src/testing/index.js';

const year = fc.integer({ min: 2024, max: 2027 });
const period = fc
  .record({
    from: arbitraryIsoDate({ min: '2022-01-01', max: '2028-12-31' }),
    days: fc.option(fc.integer({ min: 0, max: 900 }), { nil: undefined }),
    tier: fc.constantFrom('SelfOnly', 'Family'),
    spouse: fc.option(fc.constantFrom('None', 'SelfOnly', 'Family'), { nil: undefined }),
  })
  .map(({ from, days, tier, spouse }) => {
    const to =
      days === undefined
        ? undefined
        : new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    return {
      From: from,
      ...(to !== undefined ? { To: to } : {}),
      CoverageTier: tier as 'SelfOnly' | 'Family',
      ...(spouse !== undefined ? { SpouseHdhpCoverage: spouse as 'None' | 'SelfOnly' | 'Family' } : {}),
    };
  });
const query: fc.Arbitrary<HsaLimitQuery> = fc.record({
  TaxYear: year,
  HdhpCoveragePeriods: fc.array(period, { minLength: 0, maxLength: 4 }),
  DateOfBirth: arbitraryIsoDate({ min: '1940-01-01', max: '2005-12-31' }),
  MedicareEntitlementDate: fc.option(arbitraryIsoDate({ min: '2023-01-01', max: '2029-12-31' }), { nil: null }),
  SpouseHdhpCoverage: fc.constantFrom('None', 'SelfOnly', 'Family'),
  FamilyLimitSharePercent: fc.integer({ min: 0, max: 100 }),
});
const limitOf = (q: HsaLimitQuery): HsaLimitAnswer => {
  const r = hsaContributionLimit(catalog, q);
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r;
};
const figure = (name: string, y: number) => {
  const r = parameterValue(catalog, name, { Year: y });
  if (!r.ok) throw new Error(r.Message);
  return new Decimal(r.Value);
};

describe('HSA limit properties', () => {
  it(
    '0 <= Limit <= family + catch-up; Limit >= ProratedLimit; the last-month rule exactly when December is ' +
      'eligible; EligibleMonths counts the months',
    () => {
      fc.assert(
        fc.property(query, (q) => {
          const r = limitOf(q);
          const ceiling = figure('hsa_family_coverage_limit', q.TaxYear).plus(
            figure('hsa_catch_up_age_55_plus', q.TaxYear),
          );
          const limit = new Decimal(r.Limit);
          expect(limit.gte(0) && limit.lte(ceiling)).toBe(true);
          expect(limit.gte(r.ProratedLimit)).toBe(true);
          expect(limit.decimalPlaces()).toBeLessThanOrEqual(2);
          expect(r.LastMonthRule).toBe(r.Months[11]?.Eligible === true);
          expect(r.EligibleMonths).toBe(r.Months.filter((m) => m.Eligible).length);
          if (r.EligibleMonths === 0) expect(r.Limit).toBe('0');
        }),
        { numRuns: 500 },
      );
    },
  );

  it('more months of the same coverage never lower the limit (a later end date), and Medicare never raises it', () => {
    fc.assert(
      fc.property(
        year,
        arbitraryIsoDate({ min: '2023-01-01', max: '2027-12-31' }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('SelfOnly', 'Family'),
        arbitraryIsoDate({ min: '2023-01-01', max: '2028-12-31' }),
        (TaxYear, from, days, extra, tier, medicare) => {
          const end = (n: number) =>
            new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
          const base = {
            TaxYear,
            DateOfBirth: '1970-06-01',
            SpouseHdhpCoverage: 'None' as const,
            MedicareEntitlementDate: null,
          };
          const shorter = limitOf({
            ...base,
            HdhpCoveragePeriods: [{ From: from, To: end(days), CoverageTier: tier }],
          });
          const longer = limitOf({
            ...base,
            HdhpCoveragePeriods: [{ From: from, To: end(days + extra), CoverageTier: tier }],
          });
          expect(new Decimal(longer.Limit).gte(shorter.Limit)).toBe(true);
          const withMedicare = limitOf({
            ...base,
            MedicareEntitlementDate: medicare,
            HdhpCoveragePeriods: [{ From: from, To: end(days + extra), CoverageTier: tier }],
          });
          expect(new Decimal(withMedicare.Limit).lte(longer.Limit)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it(
    'checkContribution never accepts more for a tax year than hsaContributionLimit answers for the same ' +
      'facts (own, employer and other HSAs together)',
    () => {
      fc.assert(
        fc.property(
          query,
          fc.array(
            fc.record({
              cents: fc.integer({ min: 1, max: 400_000 }),
              source: fc.constantFrom('Participant', 'Employer'),
              day: fc.integer({ min: 0, max: 364 }),
            }),
            { minLength: 1, maxLength: 8 },
          ),
          (q, contributions) => {
            const limit = new Decimal(limitOf(q).Limit);
            const { TaxYear, DateOfBirth, ...owner } = q;
            let accepted = new Decimal(0);
            const history: {
              Amount: string;
              ContributionSource: 'Participant' | 'Employer';
              TaxYear: number;
              ContributionDate: string;
            }[] = [];
            for (const c of contributions) {
              const date = new Date(Date.UTC(TaxYear, 0, 1) + c.day * 86_400_000).toISOString().slice(0, 10);
              const amount = new Decimal(c.cents).div(100).toFixed(2);
              const r = checkContribution(catalog, {
                AccountTypeCode: 'health-savings-account',
                Owner: { ...owner, ...(DateOfBirth !== undefined ? { DateOfBirth } : {}), OtherHsaContributions: 0 },
                Contribution: { Amount: amount, ContributionSource: c.source, ContributionDate: date, TaxYear },
                History: history,
              });
              if (r.ok) {
                accepted = accepted.plus(amount);
                history.push({ Amount: amount, ContributionSource: c.source, TaxYear, ContributionDate: date });
              } else expect(r.ErrorCode).toBe('ContributionLimitExceeded');
            }
            expect(accepted.lte(limit), `${accepted.toFixed()} > ${limit.toFixed()}`).toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it('the HSA functions never throw, whatever they are given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const q = (typeof a === 'object' && a !== null ? { ...(a as object), TaxYear: 2025 } : a) as never;
        for (const f of [hsaContributionLimit, hsaTestingPeriod, hsaDistributionTreatment, hsaHighDeductiblePlan]) {
          const r = (f as (c: typeof catalog, x: unknown) => { ok: boolean })(catalog, q);
          expect(typeof r.ok).toBe('boolean');
          const r2 = (f as (c: typeof catalog, x: unknown) => { ok: boolean })(catalog, b);
          expect(typeof r2.ok).toBe('boolean');
        }
      }),
      { numRuns: 500 },
    );
  });
});
