// Review of the eighth session's rule changes (45b304e..78029fc) against the published rules. Every figure
// is typed in by hand from the source named in the test title; nothing is read from catalog/.
import { describe, expect, it } from 'vitest';
import { checkContribution, hsaContributionLimit } from '../../src/index.js';
import { catalog } from './helpers.js';

describe('ESOP annual additions: the 415(c)(1)(A) figure of the limitation year', () => {
  // Finding: the catalog read the 415(c)(1)(A) figure at PlanYear, which docs/catalog.md defines as the calendar
  // year the plan year BEGINS. The adjusted dollar limit applies to limitation years ENDING with or within the
  // calendar year (26 U.S.C. 415(d); 26 CFR 1.415(d)-1(b)(2)), so a July-June plan year 2025-2026 is held to
  // 72,000 (Notice 2025-67), not 70,000 (Notice 2024-80). Fixed (docs/decisions 56): the account states its plan
  // year's first day (PlanYearStartDate), and the cap reads the figure of the year the plan year ends.
  const esop = (Amount: string, PlanYearStartDate?: string) =>
    checkContribution(catalog, {
      AccountTypeCode: 'employee-stock-ownership-plan',
      Account: { PlanYear: 2025, ...(PlanYearStartDate !== undefined ? { PlanYearStartDate } : {}) },
      Owner: { DateOfBirth: '1980-07-01', Compensation: 400000 },
      Contribution: { Amount, ContributionSource: 'Employer', PlanYear: 2025, ContributionDate: '2026-06-30' },
    });

  it('26 CFR 1.415(d)-1(b)(2): a plan year 2025-07-01..2026-06-30 takes the 2026 limit, 72,000', () => {
    const r = esop('72000', '2025-07-01');
    expect(r.ok, JSON.stringify(r)).toBe(true);
    expect(esop('72000.01', '2025-07-01')).toMatchObject({ ok: false, Limit: '72000' });
  });

  it('a calendar plan year 2025 keeps the 2025 limit, 70,000 (Notice 2024-80)', () => {
    expect(esop('70000', '2025-01-01').ok).toBe(true);
    expect(esop('70000.01', '2025-01-01')).toMatchObject({ ok: false, Limit: '70000' });
  });
});

describe('the shared family HSA limit (223(b)(5)): the Form 8889 instructions’ own line 6 example', () => {
  // Instructions for Form 8889 (2017), line 6: family coverage at 6,750 for January-March, divorced in March;
  // from April 1 "you" have self-only coverage (3,400) and the ex-spouse keeps family coverage. The 1,687.50 of
  // the three shared months is split 25/75: "$2,971.87 ($1,687.50 family coverage + $2,550 self-only coverage -
  // $1,265.63 spousal allocation)", so you show 3,400 (the December 1 self-only figure is larger); the ex-spouse
  // figures $6,328.13 and shows 6,750.
  const limit = (share: number, after: 'SelfOnly' | 'Family') =>
    hsaContributionLimit(catalog, {
      TaxYear: 2017,
      DateOfBirth: '1980-01-01',
      HdhpCoveragePeriods: [
        { From: '2017-01-01', To: '2017-03-31', CoverageTier: 'Family', SpouseHdhpCoverage: 'Family' },
        { From: '2017-04-01', CoverageTier: after, SpouseHdhpCoverage: 'None' },
      ],
      FamilyLimitSharePercent: share,
    } as never);

  it('Form 8889 instructions (2017), line 6: you 2,971.87, shown 3,400; the ex-spouse 6,328.13, shown 6,750', () => {
    expect(limit(25, 'SelfOnly')).toMatchObject({ ok: true, ProratedLimit: '2971.87', Limit: '3400' });
    expect(limit(75, 'Family')).toMatchObject({ ok: true, ProratedLimit: '6328.13', Limit: '6750' });
  });
});
