// Dependent care assistance is limited per taxable year (26 U.S.C. 129(a)(2)(A)), also where the
// plan year straddles two calendar years; the plan-year limit and election still apply.
import { describe, expect, it } from 'vitest';
import { type ContributionQuery, defaultCatalog as catalog, checkContribution } from '../../src/index.js';

const base = (over: Partial<ContributionQuery> & Pick<ContributionQuery, 'Contribution'>): ContributionQuery => ({
  AccountTypeCode: 'dependent-care-fsa',
  Owner: { FilingStatus: 'MarriedFilingJointly', SpouseDependentCareContributions: 0 },
  ...over,
});

describe('dependent care: the calendar (tax) year and the plan year', () => {
  it(
    'a July 2025 - June 2026 plan year: 2025 money counts against the 2025 limit (5,000) even though the ' +
      'plan year continues into 2026',
    () => {
      const history = [
        { Amount: '4000', ContributionSource: 'Participant' as const, PlanYear: 2025, ContributionDate: '2025-11-30' },
      ];
      const r = checkContribution(
        catalog,
        base({
          Account: { PlanYear: 2025, AnnualElection: '5000' },
          // A 2024-2025 plan year's money paid in early 2025 is also 2025 assistance.
          History: [
            ...history,
            { Amount: '900', ContributionSource: 'Participant', PlanYear: 2024, ContributionDate: '2025-03-31' },
          ],
          Contribution: { Amount: '100.01', PlanYear: 2025, ContributionDate: '2025-12-15' },
        }),
      );
      expect(r).toMatchObject({
        ok: false,
        ErrorCode: 'ContributionLimitExceeded',
        Rule: 'dependent-care-exclusion-limit-tax-year',
        Limit: '5000',
        Remaining: '100',
      });
    },
  );

  it("the same plan year's money paid in 2026 counts against the 2026 limit (7,500 after OBBBA), not 2025's", () => {
    const r = checkContribution(
      catalog,
      base({
        Account: { PlanYear: 2025, AnnualElection: '5000' },
        History: [
          { Amount: '2500', ContributionSource: 'Participant', PlanYear: 2025, ContributionDate: '2025-12-15' },
        ],
        Contribution: { Amount: '2500', PlanYear: 2025, ContributionDate: '2026-03-15' },
      }),
    );
    expect(r.ok, JSON.stringify(r)).toBe(true);
    expect(r.Checks?.find((c) => c.Rule === 'dependent-care-exclusion-limit-tax-year')).toMatchObject({
      Limit: '7500',
      ComparedWith: '2500',
    });
    // The plan-year limit still counts the whole plan year.
    expect(r.Checks?.find((c) => c.Rule === 'dependent-care-exclusion-limit')).toMatchObject({ ComparedWith: '5000' });
  });

  it('married filing separately: 2,500 per calendar year in 2025 (129(a)(2)(A))', () => {
    const r = checkContribution(
      catalog,
      base({
        Owner: { FilingStatus: 'MarriedFilingSeparately', SpouseDependentCareContributions: 0 },
        Account: { PlanYear: 2025, AnnualElection: '2500' },
        History: [
          { Amount: '2000', ContributionSource: 'Participant', PlanYear: 2024, ContributionDate: '2025-02-01' },
        ],
        Contribution: { Amount: '500.01', PlanYear: 2025, ContributionDate: '2025-09-01' },
      }),
    );
    expect(r).toMatchObject({ ok: false, Rule: 'dependent-care-exclusion-limit-tax-year', Limit: '2500' });
  });
});
