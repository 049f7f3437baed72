// Worked examples of IRS Publication 969 and the Form 8889 instructions, reproduced with the
// catalog's dated figures. Each test names its published source; the figures of the year of the
// edition quoted are in catalog/parameters (hsa_self_only_coverage_limit, hsa_family_coverage_limit).
import { describe, expect, it } from 'vitest';
import {
  defaultCatalog as catalog,
  checkContribution,
  type HsaLimitAnswer,
  hsaContributionLimit,
  hsaTestingPeriod,
} from '../../src/index.js';

const ok = <T extends { ok: boolean }>(r: T | { ok: false }): T => {
  expect(r.ok, JSON.stringify(r)).toBe(true);
  return r as T;
};
// A single owner (no spouse sharing a family limit) who is not entitled to Medicare.
const single = { SpouseHdhpCoverage: 'None', MedicareEntitlementDate: null } as const;

describe('IRS Publication 969: last-month rule and testing period', () => {
  it(
    'Pub. 969 (2016), "Last-month rule" and "Testing period" example (quoted by Tango Health): eligible on ' +
      'December 1, 2016 with family coverage, contributes the full 6,750; the months actually eligible allow ' +
      '562.50',
    () => {
      const r = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2016,
          CoverageTier: 'Family',
          HighDeductiblePlanStartDate: '2016-12-01',
          DateOfBirth: '1964-03-01', // age 52 at the end of 2016: no catch-up
          ...single,
        }),
      );
      expect(r).toMatchObject({
        Limit: '6750',
        ProratedLimit: '562.5',
        FullYearLimit: '6750',
        LastMonthRule: true,
        EligibleMonths: 1,
        TestingPeriod: { From: '2016-12-01', To: '2017-12-31' },
      });
    },
  );

  it(
    'Pub. 969 (2016) testing-period example: not an eligible individual in June 2017, so 6,187.50 (6,750 - ' +
      '562.50) is income for 2017 with a 10 percent additional tax of 618.75 (26 U.S.C. 223(b)(8)(B))',
    () => {
      const r = ok(
        hsaTestingPeriod(catalog, {
          TaxYear: 2016,
          HdhpCoveragePeriods: [{ From: '2016-12-01', To: '2017-05-31', CoverageTier: 'Family' }],
          DateOfBirth: '1964-03-01',
          ...single,
          Contributions: '6750',
          CeasedBy: 'Other',
        }),
      );
      expect(r).toMatchObject({
        LastMonthRuleApplies: true,
        Kept: false,
        FirstIneligibleMonth: '2017-06',
        AmountDependingOnLastMonthRule: '6187.5',
        IncomeInclusion: '6187.5',
        IncomeTaxYear: 2017,
        AdditionalTaxPercent: '10',
        AdditionalTax: '618.75',
      });
    },
  );

  it(
    'Pub. 969 (2024), "Last-month rule" example with 2024 figures: Chris, 53, eligible on December 1, 2024 ' +
      'with family coverage, may contribute 8,300 (Rev. Proc. 2023-23), and checkContribution accepts it with a ' +
      'testing-period warning',
    () => {
      const r = checkContribution(catalog, {
        AccountTypeCode: 'health-savings-account',
        Account: { CoverageTier: 'Family', HighDeductiblePlanStartDate: '2024-12-01' },
        Owner: { DateOfBirth: '1971-06-01', ...single, OtherHsaContributions: 0 },
        Contribution: { Amount: '8300', ContributionDate: '2025-03-01', TaxYear: 2024 },
      });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      if (!r.ok) return;
      expect(r.Checks.find((c) => c.Rule === 'hsa-contribution-limit')).toMatchObject({ Limit: '8300', Passed: true });
      expect(r.Warnings?.map((w) => w.Code)).toEqual(['HsaLastMonthRuleTestingPeriod']);
      expect(r.Warnings?.[0]?.Message).toMatch(
        /7608\.33 of the 2024 contributions is allowed only by the last-month rule/,
      );
      const more = checkContribution(catalog, {
        AccountTypeCode: 'health-savings-account',
        Account: { CoverageTier: 'Family', HighDeductiblePlanStartDate: '2024-12-01' },
        Owner: { DateOfBirth: '1971-06-01', ...single, OtherHsaContributions: 0 },
        Contribution: { Amount: '0.01', ContributionDate: '2025-03-02', TaxYear: 2024 },
        History: [{ Amount: '8300', ContributionSource: 'Participant', TaxYear: 2024, ContributionDate: '2025-03-01' }],
      });
      expect(more).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded', Remaining: '0' });
    },
  );

  it(
    'Pub. 969 (2024) testing-period example with 2024 figures: Chris is not eligible in June 2025, so ' +
      '7,608.33 (8,300 - 8,300/12) is 2025 income and the additional tax is 760.83',
    () => {
      const r = ok(
        hsaTestingPeriod(catalog, {
          TaxYear: 2024,
          CoverageTier: 'Family',
          HighDeductiblePlanStartDate: '2024-12-01',
          DateOfBirth: '1971-06-01',
          ...single,
          Contributions: 8300,
          FirstIneligibleMonth: '2025-06',
          CeasedBy: 'Other',
        }),
      );
      expect(r).toMatchObject({
        ProratedLimit: '691.67', // Pub. 969: "$7,608.33 ($8,300.00 − $691.67)"
        IncomeInclusion: '7608.33',
        IncomeTaxYear: 2025,
        AdditionalTax: '760.83',
      });
    },
  );

  it(
    '26 U.S.C. 223(b)(8)(B)(ii): eligibility lost by disability (or death) inside the testing period ' +
      'includes nothing and adds no tax',
    () => {
      const r = ok(
        hsaTestingPeriod(catalog, {
          TaxYear: 2024,
          CoverageTier: 'Family',
          HighDeductiblePlanStartDate: '2024-12-01',
          ...single,
          Contributions: 8300,
          FirstIneligibleMonth: '2025-06',
          CeasedBy: 'Disability',
        }),
      );
      expect(r).toMatchObject({ Kept: false, IncomeInclusion: '0', AdditionalTax: '0' });
    },
  );

  it(
    'Pub. 969 testing period: an owner eligible every month from December 1 through December 31 of the next ' +
      'year keeps it; nothing is included',
    () => {
      const r = ok(
        hsaTestingPeriod(catalog, {
          TaxYear: 2024,
          CoverageTier: 'Family',
          HighDeductiblePlanStartDate: '2024-12-01',
          ...single,
          Contributions: 8300,
        }),
      );
      expect(r).toMatchObject({ Kept: true, IncomeInclusion: '0', AdditionalTax: '0' });
    },
  );
});

describe('IRS Publication 969: monthly proration', () => {
  it(
    'Pub. 969 (2017), "Enrolled in Medicare" example (quoted in a TurboTax community answer): 65, enrolled ' +
      'in Medicare in July 2017, self-only coverage, catch-up 1,000: (3,400 + 1,000) x 6/12 = 2,200',
    () => {
      const r = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2017,
          CoverageTier: 'SelfOnly',
          HighDeductiblePlanStartDate: '2010-01-01',
          DateOfBirth: '1952-07-10',
          MedicareEntitlementDate: '2017-07-01',
          SpouseHdhpCoverage: 'None',
        }),
      );
      expect(r).toMatchObject({ Limit: '2200', EligibleMonths: 6, LastMonthRule: false, CatchUp: '1000' });
      expect(r.Months.filter((m) => !m.Eligible).map((m) => m.Month)).toEqual([
        '2017-07',
        '2017-08',
        '2017-09',
        '2017-10',
        '2017-11',
        '2017-12',
      ]);
    },
  );

  it(
    'Pub. 969 (2024) "Enrolled in Medicare" example with 2024 figures: (4,150 + 1,000) x 6/12 = 2,575 (26 ' +
      'U.S.C. 223(b)(7))',
    () => {
      const r = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2024,
          CoverageTier: 'SelfOnly',
          HighDeductiblePlanStartDate: '2020-01-01',
          DateOfBirth: '1959-07-20',
          MedicareEntitlementDate: '2024-07-01',
          SpouseHdhpCoverage: 'None',
        }),
      );
      expect(r.Limit).toBe('2575');
    },
  );

  it(
    'Form 8889 instructions (2023), line 6 example: family coverage for 3 months shared 25/75 with the ' +
      'spouse, then self-only after a divorce: 1,937.50 x 25% + 2,887.50 = 3,371.87, but self-only on December ' +
      '1 gives 3,850, the greater',
    () => {
      const r = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2023,
          HdhpCoveragePeriods: [
            { From: '2023-01-01', To: '2023-03-31', CoverageTier: 'Family', SpouseHdhpCoverage: 'Family' },
            { From: '2023-04-01', CoverageTier: 'SelfOnly', SpouseHdhpCoverage: 'None' },
          ],
          FamilyLimitSharePercent: 25,
          DateOfBirth: '1980-01-01',
          MedicareEntitlementDate: null,
        }),
      );
      expect(r).toMatchObject({ ProratedLimit: '3371.87', FullYearLimit: '3850', Limit: '3850', LastMonthRule: true });
    },
  );

  it(
    'Form 8889 instructions, line 3 limitation chart: self-only coverage January to June 2025 only (no ' +
      'December coverage, so no last-month rule): 4,300 x 6/12 = 2,150',
    () => {
      const r = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2025,
          HdhpCoveragePeriods: [{ From: '2024-01-01', To: '2025-06-30', CoverageTier: 'SelfOnly' }],
          DateOfBirth: '1990-01-01',
          ...single,
        }),
      );
      expect(r).toMatchObject({ Limit: '2150', EligibleMonths: 6, LastMonthRule: false });
    },
  );

  it(
    '26 U.S.C. 223(c)(1)(A)(i): a month counts only when the coverage is in force on its first day (coverage ' +
      'from March 15 counts from April)',
    () => {
      const r = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2025,
          HdhpCoveragePeriods: [{ From: '2025-03-15', To: '2025-10-31', CoverageTier: 'SelfOnly' }],
          DateOfBirth: '1990-01-01',
          ...single,
        }),
      );
      // April to October: 7 months, 4,300 x 7/12 = 2,508.333... cut down to cents.
      expect(r).toMatchObject({ EligibleMonths: 7, Limit: '2508.33', LastMonthRule: false });
    },
  );
});

describe('IRS Publication 969: married people', () => {
  it(
    'Pub. 969, "Rules for married people" (quoted by TaxAct, 2019 edition): both spouses 55 or older with ' +
      'family coverage share 7,000 and each adds the 1,000 catch-up to his or her own HSA; together at most ' +
      '9,000',
    () => {
      const each = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2019,
          CoverageTier: 'Family',
          HighDeductiblePlanStartDate: '2015-01-01',
          DateOfBirth: '1960-02-02',
          MedicareEntitlementDate: null,
          SpouseHdhpCoverage: 'Family',
        }),
      );
      expect(each.Limit).toBe('4500');
      expect(Number(each.Limit) * 2).toBe(9000);
    },
  );

  it(
    '1st Source HSA FAQ (Leah and Jon, 2022): both 42 with family coverage under HDHPs: each may contribute ' +
      '3,650 of the 7,300 family limit unless they agree otherwise (26 U.S.C. 223(b)(5)(B)(ii))',
    () => {
      const base = {
        TaxYear: 2022,
        CoverageTier: 'Family',
        HighDeductiblePlanStartDate: '2020-01-01',
        DateOfBirth: '1980-05-05',
        MedicareEntitlementDate: null,
        SpouseHdhpCoverage: 'Family',
      } as const;
      expect(ok<HsaLimitAnswer>(hsaContributionLimit(catalog, base)).Limit).toBe('3650');
      // An agreed division: 100 percent to one spouse, nothing to the other.
      expect(ok<HsaLimitAnswer>(hsaContributionLimit(catalog, { ...base, FamilyLimitSharePercent: 100 })).Limit).toBe(
        '7300',
      );
      expect(ok<HsaLimitAnswer>(hsaContributionLimit(catalog, { ...base, FamilyLimitSharePercent: 0 })).Limit).toBe(
        '0',
      );
    },
  );

  it(
    "26 U.S.C. 223(b)(5)(A): a spouse with self-only coverage is treated as having the other spouse's family " +
      'coverage and shares the family limit',
    () => {
      const r = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2025,
          CoverageTier: 'SelfOnly',
          HighDeductiblePlanStartDate: '2020-01-01',
          DateOfBirth: '1985-01-01',
          MedicareEntitlementDate: null,
          SpouseHdhpCoverage: 'Family',
        }),
      );
      expect(r.Limit).toBe('4275'); // 8,550 / 2
      expect(r.Reasons.map((x) => x.Rule)).toContain('married-family-split');
    },
  );

  it(
    'Pub. 969 caution: the married rules apply only when both spouses are eligible individuals; with a ' +
      'spouse who is not, the owner with family coverage has the whole family limit',
    () => {
      const r = ok<HsaLimitAnswer>(
        hsaContributionLimit(catalog, {
          TaxYear: 2025,
          CoverageTier: 'Family',
          HighDeductiblePlanStartDate: '2020-01-01',
          DateOfBirth: '1985-01-01',
          ...single,
        }),
      );
      expect(r.Limit).toBe('8550');
    },
  );
});
