// checkContribution on a health-savings-account: the catalog's HsaLimit and ceiling checks.
import { describe, expect, it } from 'vitest';
import {
  type ContributionQuery,
  type ContributionResult,
  defaultCatalog as catalog,
  checkContribution,
  checkContributionYear,
} from '../../src/index.js';

const SLUG = 'health-savings-account';
const fullYearSelf = { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2020-01-01' } as const;
const known = {
  DateOfBirth: '1985-06-01',
  MedicareEntitlementDate: null,
  SpouseHdhpCoverage: 'None',
  OtherHsaContributions: 0,
  ClaimedAsDependent: false,
  DisqualifyingCoveragePeriods: [],
} as const;

function check(
  q: Partial<ContributionQuery> & { Contribution: ContributionQuery['Contribution'] },
): ContributionResult {
  return checkContribution(catalog, { AccountTypeCode: SLUG, Account: fullYearSelf, Owner: known, ...q });
}
const row = (r: ContributionResult, id: string) => r.Checks?.find((c) => c.Rule === id);

describe('the limit is shared by every source and HSA (26 U.S.C. 223(b)(4))', () => {
  it(
    "employer contributions (106(d), cafeteria-plan salary reductions included) and the owner's own share " +
      'the 2025 self-only 4,300',
    () => {
      const history = [{ Amount: '2000', ContributionSource: 'Employer' as const, ContributionDate: '2025-02-01' }];
      const own = check({ Contribution: { Amount: '2300', ContributionDate: '2025-06-01' }, History: history });
      expect(own).toMatchObject({ ok: true, TaxTreatment: 'Deductible', ContributionSource: 'Participant' });
      expect(row(own, 'hsa-contribution-limit')).toMatchObject({ Limit: '4300', ComparedWith: '4300', Passed: true });
      const over = check({ Contribution: { Amount: '2300.01', ContributionDate: '2025-06-01' }, History: history });
      expect(over).toMatchObject({
        ok: false,
        ErrorCode: 'ContributionLimitExceeded',
        Rule: 'hsa-contribution-limit',
        Limit: '4300',
        Remaining: '2300',
      });
      const employer = check({
        Contribution: { Amount: '100', ContributionSource: 'Employer', ContributionDate: '2025-06-01' },
      });
      expect(employer).toMatchObject({ ok: true, TaxTreatment: 'ExcludedFromIncome' });
    },
  );

  it(
    "the owner's other HSAs count: with 4,000 elsewhere only 300 is left (OtherHsaContributions); without " +
      'the fact it is listed in Unchecked',
    () => {
      const r = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Account: fullYearSelf,
        Owner: { ...known, OtherHsaContributions: '4000' },
        Contribution: { Amount: '300.01', ContributionDate: '2025-06-01' },
      });
      expect(r).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded', Remaining: '300' });
      const bare = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Account: fullYearSelf,
        Contribution: { Amount: '100', ContributionDate: '2025-06-01' },
      });
      expect(bare.ok).toBe(true);
      expect(bare.Unchecked).toEqual(
        expect.arrayContaining([
          'DateOfBirth',
          'MedicareEntitlementDate',
          'SpouseHdhpCoverage',
          'OtherHsaContributions',
        ]),
      );
    },
  );

  it(
    'rollovers (223(f)(5)) and trustee-to-trustee transfers are not contributions: accepted beyond the ' +
      'limit, not taxable',
    () => {
      for (const ContributionSource of ['Rollover', 'Transfer'] as const) {
        const r = check({ Contribution: { Amount: '50000', ContributionSource, ContributionDate: '2025-06-01' } });
        expect(r).toMatchObject({ ok: true, CountsTowardCap: false, TaxTreatment: 'NotTaxable' });
      }
    },
  );

  it(
    "money from a spouse or other family member is the owner's own contribution (223(a)): Spouse is refused " +
      'with ContributionSourceNotPermitted',
    () => {
      const r = check({ Contribution: { Amount: '10', ContributionSource: 'Spouse', ContributionDate: '2025-06-01' } });
      expect(r).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
      expect(r.ok ? [] : r.Errors.map((e) => e.ErrorCode)).toEqual(['ContributionSourceNotPermitted']);
    },
  );
});

describe('months, Medicare and age', () => {
  it('26 U.S.C. 223(b)(7): entitled to Medicare from April 2025, the 2025 limit is 3/12 of 4,300 = 1,075', () => {
    const r = checkContribution(catalog, {
      AccountTypeCode: SLUG,
      Account: fullYearSelf,
      Owner: { ...known, MedicareEntitlementDate: '2025-04-01' },
      Contribution: { Amount: '1075.01', ContributionDate: '2025-05-01' },
    });
    expect(r).toMatchObject({ ok: false, Limit: '1075' });
  });

  it(
    'a contribution made after Medicare begins may still be made for the months before it (the limit counts ' +
      'months, not the date paid)',
    () => {
      const r = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Account: fullYearSelf,
        Owner: { ...known, MedicareEntitlementDate: '2025-04-01' },
        Contribution: { Amount: '1075', ContributionDate: '2025-09-01' },
      });
      expect(r.ok).toBe(true);
    },
  );

  it(
    '26 U.S.C. 223(b)(3)(A): the catch-up applies to an owner who is 55 by December 31 (born 1970-12-31: ' +
      '5,300 for 2025; born 1971-01-01: 4,300)',
    () => {
      const at = (DateOfBirth: string) =>
        row(
          checkContribution(catalog, {
            AccountTypeCode: SLUG,
            Account: fullYearSelf,
            Owner: { ...known, DateOfBirth },
            Contribution: { Amount: '1', ContributionDate: '2025-06-01' },
          }),
          'hsa-contribution-limit',
        )?.Limit;
      expect(at('1970-12-31')).toBe('5300');
      expect(at('1971-01-01')).toBe('4300');
    },
  );

  it("the owner's birth date given at opening (Account.DateOfBirth) is used when no Owner.DateOfBirth is given", () => {
    const r = checkContribution(catalog, {
      AccountTypeCode: SLUG,
      Account: { ...fullYearSelf, DateOfBirth: '1960-01-01' },
      Owner: {
        MedicareEntitlementDate: null,
        SpouseHdhpCoverage: 'None',
        OtherHsaContributions: 0,
        ClaimedAsDependent: false,
        DisqualifyingCoveragePeriods: [],
      },
      Contribution: { Amount: '5300', ContributionDate: '2025-06-01' },
    });
    expect(r.ok).toBe(true);
    expect(r.Unchecked).toEqual([]);
  });

  it(
    '26 U.S.C. 223(b)(1): no eligible month in the year (coverage starts 2026-01-01) means a limit of 0 for ' + '2025',
    () => {
      const r = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Account: { CoverageTier: 'Family', HighDeductiblePlanStartDate: '2026-01-01' },
        Owner: known,
        Contribution: { Amount: '1', ContributionDate: '2025-12-15' },
      });
      expect(r).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded', Limit: '0', Remaining: '0' });
    },
  );

  it(
    'without the coverage facts the month-by-month limit is not applied (listed in Unchecked); the ceiling ' +
      'of family plus catch-up still is',
    () => {
      const r = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Owner: known,
        Contribution: { Amount: '8550', ContributionDate: '2025-06-01' },
      });
      expect(r.ok).toBe(true);
      expect(r.Unchecked).toEqual(expect.arrayContaining(['CoverageTier', 'HighDeductiblePlanStartDate']));
      const over = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Owner: known,
        Contribution: { Amount: '8550.01', ContributionDate: '2025-06-01' },
      });
      expect(over).toMatchObject({ ok: false, Rule: 'hsa-annual-ceiling', Limit: '8550' });
    },
  );
});

describe('the last-month rule and its testing period in checkContribution', () => {
  const dec = { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2025-12-01' } as const;
  it(
    'money within the months actually eligible carries no warning; money above them is accepted with ' +
      'HsaLastMonthRuleTestingPeriod',
    () => {
      const small = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Account: dec,
        Owner: known,
        Contribution: { Amount: '358.33', ContributionDate: '2025-12-10' },
      });
      expect(small.ok && small.Warnings).toBe(undefined);
      const full = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Account: dec,
        Owner: known,
        Contribution: { Amount: '4300', ContributionDate: '2026-04-15', TaxYear: 2025 },
      });
      expect(full.ok && full.Warnings?.map((w) => w.Code)).toEqual(['HsaLastMonthRuleTestingPeriod']);
    },
  );

  it(
    'when the coverage stated ends inside the testing period, a second warning says the period is not kept ' +
      '(26 U.S.C. 223(b)(8)(B))',
    () => {
      const r = checkContribution(catalog, {
        AccountTypeCode: SLUG,
        Owner: { ...known, HdhpCoveragePeriods: [{ From: '2025-12-01', To: '2026-03-31', CoverageTier: 'SelfOnly' }] },
        Contribution: { Amount: '4300', ContributionDate: '2026-01-10', TaxYear: 2025 },
      });
      expect(r.ok && r.Warnings?.map((w) => w.Code)).toEqual([
        'HsaLastMonthRuleTestingPeriod',
        'HsaTestingPeriodNotKept',
      ]);
      expect(r.ok && r.Warnings?.[1]?.Message).toMatch(/2026-04/);
    },
  );
});

describe('prior-year contributions until the unextended due date (26 U.S.C. 223(d)(4)(B), 219(f)(3))', () => {
  it(
    'a 2024 contribution made on 2025-04-15 counts for 2024; on 2025-04-16 it does not, even with an ' +
      'extension filed',
    () => {
      const at = (ContributionDate: string, ExtensionFiled?: boolean) =>
        checkContributionYear(catalog, {
          AccountTypeCode: SLUG,
          ContributionDate,
          TaxYear: 2024,
          ...(ExtensionFiled !== undefined ? { ExtensionFiled } : {}),
        });
      expect(at('2025-04-15')).toMatchObject({ ok: true, TaxYear: 2024, Deadline: '2025-04-15' });
      expect(at('2025-04-16', true)).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
    },
  );

  it(
    'employer money for the prior year has the same deadline (223(d)(4)(B) applies 219(f)(3) to every ' +
      'contribution for the year)',
    () => {
      const r = checkContributionYear(catalog, {
        AccountTypeCode: SLUG,
        ContributionDate: '2025-04-16',
        TaxYear: 2024,
        ContributionSource: 'Employer',
        ExtensionFiled: true,
      });
      expect(r).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
    },
  );

  it(
    'the due date moves to the next business day: 2022 contributions until 2023-04-18 (April 15 a Saturday, ' +
      'April 17 DC Emancipation Day observed)',
    () => {
      const r = checkContributionYear(catalog, {
        AccountTypeCode: SLUG,
        ContributionDate: '2023-04-18',
        TaxYear: 2022,
      });
      expect(r).toMatchObject({ ok: true, TaxYear: 2022, Deadline: '2023-04-18' });
    },
  );
});

describe('bad facts are field errors, never a throw', () => {
  it.each([
    [{ Account: { CoverageTier: 'Gold', HighDeductiblePlanStartDate: '2025-01-01' } }, 'CoverageTier'],
    [
      { Account: { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2025-02-30' } },
      'HighDeductiblePlanStartDate',
    ],
    [{ Owner: { MedicareEntitlementDate: 'soon' } }, 'MedicareEntitlementDate'],
    [{ Owner: { SpouseHdhpCoverage: 'Yes' } }, 'SpouseHdhpCoverage'],
    [{ Owner: { FamilyLimitSharePercent: '101' } }, 'FamilyLimitSharePercent'],
    [
      { Owner: { HdhpCoveragePeriods: [{ From: '2025-05-01', To: '2025-04-01', CoverageTier: 'SelfOnly' }] } },
      'HdhpCoveragePeriods[0].To',
    ],
    [{ Owner: { HdhpCoveragePeriods: 'all year' } }, 'HdhpCoveragePeriods'],
    [{ Owner: { OtherHsaContributions: '-1' } }, 'OtherHsaContributions'],
  ] as const)('%j gives InvalidRequest on %s', (over, field) => {
    const r = checkContribution(catalog, {
      AccountTypeCode: SLUG,
      ...(over as Partial<ContributionQuery>),
      Contribution: { Amount: '1', ContributionDate: '2025-06-01' },
    });
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.Errors.map((e) => e.FieldName)).toContain(field);
  });
});

describe('other coverage, dependents (26 U.S.C. 223(c)(1)(A)(ii), 223(b)(6); Pub. 969 "Qualifying for an HSA")', () => {
  it('a month with other coverage that is not an HDHP on its first day is not eligible: 9 of 12 months', () => {
    // A general-purpose health FSA through a spouse's employer from October 2025 (so no last-month rule).
    const Owner = { ...known, DisqualifyingCoveragePeriods: [{ From: '2025-10-01', To: '2026-09-30' }] };
    const limit = (Amount: string) => check({ Owner, Contribution: { Amount, ContributionDate: '2025-06-01' } });
    // 2025 self-only 4,300 x 9 / 12 = 3,225.
    expect(limit('3225').ok).toBe(true);
    expect(limit('3225.01')).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded' });
    expect(JSON.stringify(limit('3225'))).toContain('other health coverage');
  });

  it('other coverage in force on December 1 takes away the last-month rule', () => {
    const Account = { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2025-12-01' } as const;
    const Owner = { ...known, DisqualifyingCoveragePeriods: [{ From: '2025-11-15' }] };
    const r = check({ Account, Owner, Contribution: { Amount: '1', ContributionDate: '2025-12-10' } });
    expect(r).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded' });
  });

  it('an owner another taxpayer may claim as a dependent has no HSA limit for the year', () => {
    const Owner = { ...known, ClaimedAsDependent: true };
    const r = check({ Owner, Contribution: { Amount: '1', ContributionDate: '2025-06-01' } });
    expect(r).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded' });
  });

  it('neither fact given: the limit is applied without them and both are listed as unchecked', () => {
    const { ClaimedAsDependent: _d, DisqualifyingCoveragePeriods: _p, ...rest } = known;
    const r = check({ Owner: rest, Contribution: { Amount: '4300', ContributionDate: '2025-06-01' } });
    expect(r.ok).toBe(true);
    expect(r.Unchecked).toEqual(['ClaimedAsDependent', 'DisqualifyingCoveragePeriods']);
  });

  it('a bad period is a field error, never a throw', () => {
    const Owner = { ...known, DisqualifyingCoveragePeriods: [{ From: '2025-05-01', To: '2025-04-01' }] };
    const r = check({ Owner, Contribution: { Amount: '1', ContributionDate: '2025-06-01' } });
    expect(r).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
});
